/** Checkout, payment status and order-placed pages. */
import type { checkoutEn } from '../en/checkout.ts';
import type { CatalogueOf } from '../types.ts';

export const checkoutPl: CatalogueOf<typeof checkoutEn> = {};
