/** Product detail page and the product card actions. */
import type { Message } from '../types.ts';

export const productEn = {
  'product.inclVat': 'incl. VAT',
  'product.inStock': 'In stock',
  'product.outOfStock': 'Out of stock',
  'product.partNumber': 'Part no. {number}',
  'product.noImage': 'No image available',
  'product.addToCart': 'Add to cart',
  'product.addToCartLabel': 'Add to cart: {name}',
  'product.addToWishlistLabel': 'Add {name} to wishlist',
} as const satisfies Record<string, Message>;
