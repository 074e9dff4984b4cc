/**
 * The checkout's calls (api/contract/orders.ts, auth.ts): the catalogue it prices the
 * cart from, the signed-in shopper's saved addresses, the checkout request, and the payment status.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { listAddresses } from '#api/contract/auth.ts';
import type { Currency } from '#api/contract/currency.ts';
import { checkout, getPaymentStatus, type CheckoutBody } from '#api/contract/orders.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { routeQuery } from '../../../lib/route-query.ts';
import {
  catalogueProductsQueryOptions,
  fetchCatalogueProducts,
  productIdsKey,
} from '../../../lib/catalogue-products.ts';

/**
 * The catalogue the cart is priced from (web/lib/catalogue-products.ts: one cache entry with the cart
 * and the wishlist), always refetched when the checkout opens: the total sent must be today's, or the
 * server refuses it. `staleTime` belongs to this observer; the shared entry keeps its own.
 */
export function checkoutProductsQueryOptions(currency: Currency, productIds: readonly number[]) {
  return queryOptions({ ...catalogueProductsQueryOptions(currency, productIds), staleTime: 0 });
}

/**
 * Today's prices straight from the server, for confirming an order kept offline: never read from the
 * service worker's cache or this page's (its own key, kept nowhere once unused).
 */
export function freshQuoteQueryOptions(currency: Currency, productIds: readonly number[]) {
  const ids = productIdsKey(productIds);
  return queryOptions({
    queryKey: ['checkout-quote', { ids, currency }],
    queryFn: ({ signal }) => fetchCatalogueProducts(currency, ids, { signal, fresh: true }),
    staleTime: 0,
    gcTime: 0,
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
