/**
 * The signed-in shopper's server wishlist (api/contract/cart.ts). Keys start with `wishlist` and carry
 * the user id; they are personal data, kept out of the persisted cache (web/lib/query-client.ts) and
 * kept only with their account (web/lib/account-snapshot.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import {
  addToWishlist,
  getWishlist,
  mergeWishlist,
  removeFromWishlist,
  type WishlistItem,
} from '#api/contract/cart.ts';
import { SERVER_WISHLIST_PREFIX } from '../../../lib/account-snapshot.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Prefix of every server-wishlist query. */
export const WISHLIST_QUERY_KEY = [SERVER_WISHLIST_PREFIX] as const;

export function wishlistQueryKey(userId: number) {
  return [...WISHLIST_QUERY_KEY, userId] as const;
}

export function wishlistQueryOptions(userId: number) {
  return queryOptions({
    queryKey: wishlistQueryKey(userId),
    queryFn: ({ signal }): Promise<WishlistItem[]> => apiFetch(getWishlist, { signal }),
  });
}

export function postWishlistItem(productId: number, idempotencyKey?: string): Promise<WishlistItem> {
  return apiFetch(addToWishlist, { body: { productId }, idempotencyKey });
}

export function deleteWishlistItem(productId: number, idempotencyKey?: string) {
  return apiFetch(removeFromWishlist, { params: { productId }, idempotencyKey });
}

export function postWishlistMerge(productIds: number[]) {
  return apiFetch(mergeWishlist, { body: { productIds } });
}
