/**
 * The catalogue the cart, the checkout and the wishlist price their lines from: up to 1000 products in
 * the chosen currency, picked out in the browser (spec s.9). One definition, so the three share one
 * cache entry (also the product list's entry of the same parameters).
 */
import { queryOptions } from '@tanstack/react-query';
import { listProducts } from '#api/contract/catalog.ts';
import type { Currency } from '#api/contract/currency.ts';
import { apiFetch } from './api-client.ts';

/** Prefix of the product list queries (a 409 price_changed at checkout refetches them). */
export const PRODUCT_LISTS_KEY = ['products', 'list'] as const;

/** Spec s.9: the cart, checkout and wishlist fetch up to 1000 products. */
export const CATALOGUE_PRODUCTS_LIMIT = 1000;

/**
 * The query options with the client's default freshness; a screen that must price with today's
 * answer (the checkout) sets its own `staleTime` on top.
 */
export function catalogueProductsQueryOptions(currency: Currency) {
  const query = { limit: CATALOGUE_PRODUCTS_LIMIT, currency };
  return queryOptions({
    queryKey: [...PRODUCT_LISTS_KEY, query],
    queryFn: ({ signal }) => apiFetch(listProducts, { query, signal }),
  });
}
