/** The cart, checkout and wishlist share the product list's cache entry for these parameters. */
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PRODUCTS_LIMIT,
  catalogueProductsQueryOptions,
  PRODUCT_LISTS_KEY,
} from './catalogue-products.ts';

describe('catalogueProductsQueryOptions', () => {
  it('is the product list key with 1000 products in the chosen currency', () => {
    const options = catalogueProductsQueryOptions('PLN');
    expect(options.queryKey).toEqual([
      ...PRODUCT_LISTS_KEY,
      { limit: CATALOGUE_PRODUCTS_LIMIT, currency: 'PLN' },
    ]);
    expect(CATALOGUE_PRODUCTS_LIMIT).toBe(1000);
    expect(options.staleTime).toBeUndefined();
  });
});
