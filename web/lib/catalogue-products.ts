/**
 * The products the cart, the checkout and the wishlist price their lines from: exactly their own
 * products (`ids`), in the chosen currency. Fetching the first 1000 products and picking theirs out
 * (as these screens once did) misses any product past the thousandth and costs a phone about 1 MB per
 * load, so they ask for their ids instead (at most 200 per call, the API's limit). One definition, so
 * the three share one cache entry for the same products.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { listProducts, MAX_PRODUCT_IDS, type Product } from '#api/contract/catalog.ts';
import type { Currency } from '#api/contract/currency.ts';
import { apiFetch } from './api-client.ts';

/** Prefix of the product list queries (a 409 price_changed at checkout refetches them). */
export const PRODUCT_LISTS_KEY = ['products', 'list'] as const;

/** The ids as one stable key: each once, ascending. */
export function productIdsKey(productIds: readonly number[]): number[] {
  return [...new Set(productIds)].sort((a, b) => a - b);
}

/**
 * These products in this currency, at most MAX_PRODUCT_IDS per call. `fresh`: straight from the
 * server, never an answer the service worker kept (what an order is confirmed against).
 */
export async function fetchCatalogueProducts(
  currency: Currency,
  productIds: readonly number[],
  { signal, fresh = false }: { signal?: AbortSignal; fresh?: boolean } = {},
): Promise<Product[]> {
  const ids = productIdsKey(productIds);
  const pieces: number[][] = [];
  for (let i = 0; i < ids.length; i += MAX_PRODUCT_IDS) pieces.push(ids.slice(i, i + MAX_PRODUCT_IDS));
  const answers = await Promise.all(
    pieces.map((piece) =>
      apiFetch(listProducts, {
        query: { ids: piece.join(','), limit: piece.length, currency },
        signal,
        fresh,
      }),
    ),
  );
  return answers.flat();
}

/**
 * The query options with the client's default freshness; a screen that must price with today's
 * answer (the checkout) sets its own `staleTime` on top. No ids: no call, no products.
 */
export function catalogueProductsQueryOptions(currency: Currency, productIds: readonly number[]) {
  const ids = productIdsKey(productIds);
  return queryOptions({
    queryKey: [...PRODUCT_LISTS_KEY, { ids, currency }],
    queryFn: ({ signal }) => fetchCatalogueProducts(currency, ids, { signal }),
  });
}

/**
 * These products as already held by the query cache (product pages, lists), in this currency, or
 * undefined unless every one is there. Offline, a cart that got a product from its page prices it
 * from what that page showed rather than waiting for a connection.
 */
export function cachedProducts(
  queryClient: QueryClient,
  currency: Currency,
  productIds: readonly number[],
): { products: Product[]; updatedAt: number } | undefined {
  const wanted = new Set(productIds);
  const found = new Map<number, { product: Product; updatedAt: number }>();
  const take = (candidate: unknown, updatedAt: number) => {
    const product = candidate as Product | undefined;
    if (!product || typeof product.id !== 'number' || !wanted.has(product.id)) return;
    if (product.displayCurrency !== currency) return;
    const known = found.get(product.id);
    if (!known || known.updatedAt < updatedAt) found.set(product.id, { product, updatedAt });
  };
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['products'] })) {
    const data = query.state.data as unknown;
    const at = query.state.dataUpdatedAt;
    if (Array.isArray(data)) for (const item of data) take(item, at);
    else if (data && typeof data === 'object' && 'product' in data)
      take((data as { product: unknown }).product, at);
  }
  if (found.size !== wanted.size) return undefined;
  const entries = productIdsKey(productIds).map((id) => found.get(id)!);
  // As old as the oldest price among them.
  return { products: entries.map((e) => e.product), updatedAt: Math.min(...entries.map((e) => e.updatedAt)) };
}
