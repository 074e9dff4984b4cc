/**
 * The checkout's calls (api/contract/orders.ts, auth.ts): the catalogue it prices the
 * cart from, the signed-in shopper's saved addresses, the two ways to order, and the payment status.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { listAddresses } from '#api/contract/auth.ts';
import type { Currency } from '#api/contract/currency.ts';
import {
  createOrder,
  createPayment,
  getPaymentStatus,
  type OfflineOrderBody,
  type PaymentBody,
} from '#api/contract/orders.ts';
import { apiFetch } from '../../../lib/api-client.ts';
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

/** The same key as the account's address book (`auth` keys are never persisted). */
export function savedAddressesQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'addresses'],
    queryFn: ({ signal }) => apiFetch(listAddresses, { signal }),
  });
}

/** Card: creates the order and its payment; the answer names the hosted payment page. */
export function useCreatePayment() {
  return useMutation({ mutationFn: (body: PaymentBody) => apiFetch(createPayment, { body }) });
}

/** Bank transfer: creates the pending order (the bank details go out by e-mail). */
export function useCreateOrder() {
  return useMutation({
    // Its order reference makes a repeat answer the same order: safe to give up on a dead connection.
    mutationFn: (body: OfflineOrderBody) => apiFetch(createOrder, { body, repeatable: true }),
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
