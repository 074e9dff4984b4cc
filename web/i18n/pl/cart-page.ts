/** Cart and wishlist pages (/cart, /wishlist). */
import type { cartPageEn } from '../en/cart-page.ts';
import type { CatalogueOf } from '../types.ts';

export const cartPagePl: CatalogueOf<typeof cartPageEn> = {};
