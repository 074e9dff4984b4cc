/** The back office's Polish messages: exactly the English ones' keys (see admin-en.ts). */
import { adminFormMessagesPl } from '#api/contract/admin-form-messages.ts';
import type { AdminCatalogue } from './en.ts';
import { formCatalogue } from './types.ts';
import { adminCatalogPl } from './pl/admin-catalog.ts';
import { adminOrdersPl } from './pl/admin-orders.ts';
import { adminPriceListsPl } from './pl/admin-price-lists.ts';
import { scraperPl } from './pl/scraper.ts';

export const adminPl: AdminCatalogue = {
  ...formCatalogue(adminFormMessagesPl),
  ...adminOrdersPl,
  ...adminCatalogPl,
  ...adminPriceListsPl,
  ...scraperPl,
};
