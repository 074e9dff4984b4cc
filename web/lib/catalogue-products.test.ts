/** The cart, checkout and wishlist ask for exactly their products, with one cache key per set. */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cachedProducts,
  catalogueProductsQueryOptions,
  PRODUCT_LISTS_KEY,
  productIdsKey,
} from './catalogue-products.ts';

afterEach(() => vi.unstubAllGlobals());

describe('catalogueProductsQueryOptions', () => {
  it('keys the query by the set of ids (each once, ascending) and the currency', () => {
    expect(productIdsKey([7, 3, 7, 12])).toEqual([3, 7, 12]);
    const options = catalogueProductsQueryOptions('PLN', [7, 3, 7]);
    expect(options.queryKey).toEqual([...PRODUCT_LISTS_KEY, { ids: [3, 7], currency: 'PLN' }]);
    expect(catalogueProductsQueryOptions('PLN', [3, 7]).queryKey).toEqual(options.queryKey);
    expect(options.staleTime).toBeUndefined();
  });

  it('asks the API for those ids, 200 at a time', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const ids = new URL(url, 'http://shop.test').searchParams.get('ids')?.split(',') ?? [];
        return new Response(JSON.stringify(ids.map((id) => ({ id: Number(id) }))), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    const products = await new QueryClient().fetchQuery(catalogueProductsQueryOptions('EUR', ids));
    expect(products.map((p) => p.id)).toEqual(ids);
    expect(urls).toHaveLength(2);
    expect(urls[0]).toContain('limit=200');
    expect(urls[1]).toContain('ids=201%2C');
    expect(urls[1]).toContain('limit=50');
  });
});

describe('cachedProducts', () => {
  const product = (id: number, displayCurrency = 'EUR') => ({ id, displayCurrency, displayPrice: id });

  it('finds products held by product pages and lists, in the currency asked for', () => {
    const client = new QueryClient();
    client.setQueryData(['products', 'full-details', 7, 'EUR'], { product: product(7) });
    client.setQueryData(['products', 'list', { limit: 20 }], [product(3), product(9, 'PLN')]);
    client.setQueryData(['brands'], [product(11)]);
    expect(cachedProducts(client, 'EUR', [7, 3])?.products.map((p) => p.id)).toEqual([3, 7]);
    // All or nothing: a product not held (or held only in another currency) gives no placeholder.
    expect(cachedProducts(client, 'EUR', [7, 9])).toBeUndefined();
    expect(cachedProducts(client, 'EUR', [11])).toBeUndefined();
  });
});
