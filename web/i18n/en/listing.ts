/** Product lists: /products with its filters, category pages, product cards. */
import type { Message } from '../types.ts';

export const listingEn = {
  'products.title': 'Products',
  'products.searchTitle': 'Results for “{search}”',
  'products.count': { one: '{count} product', other: '{count} products' },
  'products.loading': 'Loading products…',
  'products.errorLabel': 'Error',
  'products.error': 'Failed to load products. Please try again later.',
  'products.empty': 'No products found',
  'products.emptyHint': 'Try a different search or clear the filters.',
  'products.clearAll': 'Clear All',
  'products.showMore': 'Show More Results',
} as const satisfies Record<string, Message>;
