/** Order history, order detail, tracking and returns. */
import type { ordersEn } from '../en/orders.ts';
import type { CatalogueOf } from '../types.ts';

export const ordersPl: CatalogueOf<typeof ordersEn> = {};
