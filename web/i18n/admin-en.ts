/**
 * The back office's English messages, in a module of their own: only the admin routes load it (see
 * lib/i18n.ts `loadAdminMessages`), so no shopper downloads them.
 */
import { adminFormMessagesEn } from '#api/contract/admin-form-messages.ts';
import { formCatalogue, type Message } from './types.ts';
import { adminCatalogEn } from './en/admin-catalog.ts';
import { adminOrdersEn } from './en/admin-orders.ts';
import { adminPriceListsEn } from './en/admin-price-lists.ts';
import { scraperEn } from './en/scraper.ts';

export const adminEn = {
  ...formCatalogue(adminFormMessagesEn),
  ...adminOrdersEn,
  ...adminCatalogEn,
  ...adminPriceListsEn,
  ...scraperEn,
} as const satisfies Record<string, Message>;
