/** Every migration, in order. Kysely's Migrator reads them from here (no file-system scanning). */
import type { Migration } from 'kysely';
import * as m001 from './2026-11-22-001-catalogue.ts';
import * as m002 from './2026-11-22-002-accounts.ts';
import * as m003 from './2026-11-22-003-vehicle-type-codes.ts';
import * as m004 from './2026-11-22-004-carts.ts';
import * as m005 from './2026-11-22-005-orders.ts';
import * as m006 from './2026-11-24-006-payments-returns.ts';
import * as m007 from './2026-11-24-007-order-shipping.ts';
import * as m008 from './2026-11-24-008-product-archive.ts';
import * as m009 from './2026-11-24-009-product-source.ts';
import * as m010 from './2026-11-24-010-idempotency-records.ts';
import * as m011 from './2026-11-25-011-supplier-price-lists.ts';
import * as m012 from './2026-11-25-012-catalogue-scale.ts';
import * as m013 from './2026-11-26-013-stock-holds.ts';
import * as m014 from './2026-11-26-014-email-changes.ts';
import * as m015 from './2026-11-26-015-search-scale.ts';
import * as m016 from './2026-11-26-016-names-index-mark.ts';
import * as m017 from './2026-11-27-017-name-order.ts';
import * as m018 from './2026-11-27-018-ids-never-reused.ts';
import * as m019 from './2026-11-27-019-category-description-pl.ts';
import * as m020 from './2026-11-27-020-order-taxes-invoices.ts';
import * as m021 from './2026-11-27-021-price-history.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-22-001-catalogue': m001,
  '2026-11-22-002-accounts': m002,
  '2026-11-22-003-vehicle-type-codes': m003,
  '2026-11-22-004-carts': m004,
  '2026-11-22-005-orders': m005,
  '2026-11-24-006-payments-returns': m006,
  '2026-11-24-007-order-shipping': m007,
  '2026-11-24-008-product-archive': m008,
  '2026-11-24-009-product-source': m009,
  '2026-11-24-010-idempotency-records': m010,
  '2026-11-25-011-supplier-price-lists': m011,
  '2026-11-25-012-catalogue-scale': m012,
  '2026-11-26-013-stock-holds': m013,
  '2026-11-26-014-email-changes': m014,
  '2026-11-26-015-search-scale': m015,
  '2026-11-26-016-names-index-mark': m016,
  '2026-11-27-017-name-order': m017,
  '2026-11-27-018-ids-never-reused': m018,
  '2026-11-27-019-category-description-pl': m019,
  '2026-11-27-020-order-taxes-invoices': m020,
  '2026-11-27-021-price-history': m021,
};
