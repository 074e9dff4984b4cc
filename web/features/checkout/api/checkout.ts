/**
 * The checkout's calls (api/contract/orders.ts, auth.ts, pricing.ts): the catalogue it prices the
 * cart from, the quote for the form's choices, the delivery rules, the signed-in shopper's saved
 * addresses, the checkout request, and the payment status.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { listAddresses } from '#api/contract/auth.ts';
import type { Currency } from '#api/contract/currency.ts';
import { checkout, getPaymentStatus, type CheckoutBody } from '#api/contract/orders.ts';
import { quoteCheckout, type QuoteBody } from '#api/contract/pricing.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { AUTH_QUERY_KEY } from '../../../lib/auth.ts';
import { routeQuery } from '../../../lib/route-query.ts';
import { catalogueProductsQueryOptions } from '../../../lib/catalogue-products.ts';

/**
 * The catalogue the cart is priced from (web/lib/catalogue-products.ts: one cache entry with the cart
 * and the wishlist), always refetched when the checkout opens: the total sent must be today's, or the
 * server refuses it. `staleTime` belongs to this observer; the shared entry keeps its own.
 */
export function checkoutProductsQueryOptions(currency: Currency, productIds: readonly number[]) {
  return queryOptions({ ...catalogueProductsQueryOptions(currency, productIds), staleTime: 0 });
}

/**
 * Every quote's key starts here. Under `auth`: a signed-in shopper's quote prices their server cart,
 * so sign-out drops it, and nothing persists it.
 */
export const QUOTE_QUERY_KEY = [...AUTH_QUERY_KEY, 'checkout-quote'] as const;

/**
 * The server's pricing of `request` (api/contract/pricing.ts). A signed-in shopper's request has no
 * lines (the server reads their cart), so the key carries the cart's lines: a changed cart is quoted
 * again. Never kept fresh: the total shown is the one the order is checked against.
 */
export function checkoutQuoteQueryOptions(
  request: QuoteBody,
  owner: { userId: number | null; lines: readonly { productId: number; quantity: number }[] },
) {
  const cart = owner.userId === null ? null : owner.lines.map((line) => [line.productId, line.quantity]);
  return queryOptions({
    queryKey: [...QUOTE_QUERY_KEY, owner.userId, request, cart],
    // A read, though a POST: given up as soon as the connection is found down.
    queryFn: ({ signal }) => apiFetch(quoteCheckout, { body: request, signal, repeatable: true }),
    staleTime: 0,
  });
}

/** The account's address book: the key comes from the route, so the account's page shares it. */
export function savedAddressesQueryOptions() {
  return routeQuery(listAddresses);
}

/**
 * Places the order: card (the answer names the hosted payment page) or bank transfer (the bank
 * details go out by e-mail). `key` is the attempt's Idempotency-Key: the same key again answers the
 * same order, so a bank transfer may give up on a dead connection and be sent again.
 */
export function useCheckout() {
  return useMutation({
    mutationFn: ({ body, key }: { body: CheckoutBody; key: string }) =>
      apiFetch(checkout, { body, idempotencyKey: key, repeatable: body.paymentMethod === 'bank_transfer' }),
  });
}

/** The server's truth about an order's payment (it asks the gateway while the payment is open). */
export function fetchPaymentStatus(orderNumber: string, token: string | undefined, signal?: AbortSignal) {
  return apiFetch(getPaymentStatus, {
    params: { order: orderNumber },
    ...(token ? { query: { token } } : {}),
    signal,
  });
}
