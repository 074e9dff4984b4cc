/**
 * The signed-in shopper's server cart (api/contract/cart.ts). Keys start with `cart` and carry the
 * user id, so one account's answer is never shown to another; they are personal data, kept out of the
 * persisted cache (web/lib/query-client.ts) and kept only with their account (web/lib/account-snapshot.ts).
 * Also the delivery estimate's calls (api/contract/pricing.ts): the delivery rules and the quote.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  addToCart,
  clearCart,
  getCart,
  mergeCart,
  removeCartLine,
  updateCartLine,
  type CartLine,
} from '#api/contract/cart.ts';
import { quoteCheckout, type QuoteBody } from '#api/contract/pricing.ts';
import { SERVER_CART_PREFIX } from '../../../lib/account-snapshot.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { AUTH_QUERY_KEY } from '../../../lib/auth.ts';

/** Prefix of every server-cart query (for invalidating or dropping all of them). */
export const CART_QUERY_KEY = [SERVER_CART_PREFIX] as const;

/** The server cart is refetched every 5000 ms while signed in. */
export const SERVER_CART_POLL_MS = 5_000;

export function cartQueryKey(userId: number) {
  return [...CART_QUERY_KEY, userId] as const;
}

export function cartQueryOptions(userId: number) {
  return queryOptions({
    queryKey: cartQueryKey(userId),
    queryFn: ({ signal }): Promise<CartLine[]> => apiFetch(getCart, { signal }),
  });
}

export function postCartLine(
  productId: number,
  quantity: number,
  idempotencyKey?: string,
): Promise<CartLine> {
  return apiFetch(addToCart, { body: { productId, quantity }, idempotencyKey });
}

export function postCartMerge(lines: { productId: number; quantity: number }[]) {
  return apiFetch(mergeCart, { body: { lines } });
}

export function patchCartLine(lineId: string, quantity: number, idempotencyKey?: string): Promise<CartLine> {
  return apiFetch(updateCartLine, { params: { lineId }, body: { quantity }, idempotencyKey });
}

export function deleteCartLine(lineId: string, idempotencyKey?: string) {
  return apiFetch(removeCartLine, { params: { lineId }, idempotencyKey });
}

export function deleteCart() {
  return apiFetch(clearCart);
}

/**
 * The server's quote of the cart for a country (the delivery estimate). Under `auth`: a signed-in
 * shopper's quote prices their server cart (the request has no lines, so the key carries them).
 */
export function cartQuoteQueryOptions(
  request: QuoteBody,
  owner: { userId: number | null; lines: readonly { productId: number; quantity: number }[] },
) {
  const cart = owner.userId === null ? null : owner.lines.map((line) => [line.productId, line.quantity]);
  return queryOptions({
    queryKey: [...AUTH_QUERY_KEY, 'cart-estimate', owner.userId, request, cart],
    queryFn: ({ signal }) => apiFetch(quoteCheckout, { body: request, signal, repeatable: true }),
  });
}
