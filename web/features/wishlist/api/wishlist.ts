/**
 * The signed-in shopper's server wishlist (api/contract/cart.ts). Keys start with `wishlist` and carry
 * the user id; they are personal data and are kept out of the persisted cache (web/lib/query-client.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import {
  addToWishlist,
  getWishlist,
  mergeWishlist,
  removeFromWishlist,
  type WishlistItem,
} from '#api/contract/cart.ts';
import { listProducts } from '#api/contract/catalog.ts';
import type { Currency } from '#api/contract/currency.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Prefix of every server-wishlist query. */
export const WISHLIST_QUERY_KEY = ['wishlist'] as const;

export function wishlistQueryKey(userId: number) {
  return [...WISHLIST_QUERY_KEY, userId] as const;
}

export function wishlistQueryOptions(userId: number) {
  return queryOptions({
    queryKey: wishlistQueryKey(userId),
    queryFn: ({ signal }): Promise<WishlistItem[]> => apiFetch(getWishlist, { signal }),
  });
}

export function postWishlistItem(productId: number): Promise<WishlistItem> {
  return apiFetch(addToWishlist, { body: { productId } });
}

export function deleteWishlistItem(productId: number) {
  return apiFetch(removeFromWishlist, { params: { productId } });
}

export function postWishlistMerge(productIds: number[]) {
  return apiFetch(mergeWishlist, { body: { productIds } });
}

/** Spec s.9 (as the cart): up to 1000 products, the wishlist's picked out in the browser. */
export const WISHLIST_PRODUCTS_LIMIT = 1000;

/**
 * The catalogue the wishlist page shows its products from, in the chosen currency. The same key and
 * answer as the product list's (and the cart's) query of these parameters: one cache entry for all.
 */
export function wishlistProductsQueryOptions(currency: Currency) {
  const query = { limit: WISHLIST_PRODUCTS_LIMIT, currency };
  return queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: ({ signal }) => apiFetch(listProducts, { query, signal }),
  });
}
