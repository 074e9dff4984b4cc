/**
 * The checkout's calls (api/contract/orders.ts, catalog.ts, auth.ts): the catalogue it prices the
 * cart from, the signed-in shopper's saved addresses, the two ways to order, and the payment status.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { listAddresses } from '#api/contract/auth.ts';
import { listProducts } from '#api/contract/catalog.ts';
import type { Currency } from '#api/contract/currency.ts';
import {
  createOrder,
  createPayment,
  getPaymentStatus,
  type OfflineOrderBody,
  type PaymentBody,
} from '#api/contract/orders.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Spec s.9: the checkout fetches up to 1000 products and picks the cart's in the browser. */
export const CHECKOUT_PRODUCTS_LIMIT = 1000;

/** Prefix of the product list queries (a 409 price_changed refetches them). */
export const PRODUCT_LISTS_KEY = ['products', 'list'] as const;

/**
 * The catalogue in the chosen currency; the same key as the product list's and the cart's query of
 * these parameters, so they share one cache entry. Always refetched when the checkout opens: the
 * total sent must be today's, or the server refuses it.
 */
export function checkoutProductsQueryOptions(currency: Currency) {
  const query = { limit: CHECKOUT_PRODUCTS_LIMIT, currency };
  return queryOptions({
    queryKey: [...PRODUCT_LISTS_KEY, query],
    queryFn: ({ signal }) => apiFetch(listProducts, { query, signal }),
    staleTime: 0,
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
  return useMutation({ mutationFn: (body: OfflineOrderBody) => apiFetch(createOrder, { body }) });
}

/** The server's truth about an order's payment (it asks the gateway while the payment is open). */
export function fetchPaymentStatus(orderNumber: string, signal?: AbortSignal) {
  return apiFetch(getPaymentStatus, { params: { order: orderNumber }, signal });
}
