/** The product page's data: the product with its offers, category path, related products and vehicles. */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getProductFullDetails } from '#api/contract/catalog.ts';
import type { Currency } from '#api/contract/currency.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { prefetchOnServer } from '../../../lib/server-prefetch.ts';

/** The largest id the contract accepts (a 32-bit integer). */
const MAX_ID = 2_147_483_647;

/** A route's `$id` as a product id, or undefined when it cannot name one (`abc`, `0`, `1.5`). */
export function parseProductId(param: string): number | undefined {
  if (!/^\d{1,10}$/.test(param)) return undefined;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** Prices come converted by the server into `currency`; the page never converts them. */
export function productDetailsQueryOptions(id: number, currency: Currency) {
  return queryOptions({
    queryKey: ['products', 'full-details', id, currency],
    queryFn: ({ signal }) => apiFetch(getProductFullDetails, { params: { id }, query: { currency }, signal }),
  });
}

/** The product page's answer, fetched on the server before its first render (a route loader). */
export function prefetchProduct(client: QueryClient, idParam: string): Promise<void> | undefined {
  const id = parseProductId(idParam);
  if (id === undefined) return undefined;
  return prefetchOnServer(client, productDetailsQueryOptions(id, usePreferences.getState().currency));
}

/** The server answers an unknown product with 404 (and a malformed id with 400). */
export function isProductNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
