/** Cart and wishlist actions (product cards, header counts) and their notifications. */
import type { shoppingEn } from '../en/shopping.ts';
import type { CatalogueOf } from '../types.ts';

export const shoppingPl: CatalogueOf<typeof shoppingEn> = {};
