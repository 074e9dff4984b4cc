/**
 * The signed-in shopper's orders and returns, plus tracking and return requests. Everything sits
 * under the `auth` query key: bound to the session, never persisted to localStorage, dropped when the
 * user changes.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createReturn,
  getOrder,
  listOrders,
  listReturns,
  trackOrder,
  type ReturnBody,
} from '#api/contract/orders.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const ORDERS_KEY = ['auth', 'orders'] as const;
const RETURNS_KEY = ['auth', 'returns'] as const;

export function ordersQueryOptions() {
  return queryOptions({
    queryKey: ORDERS_KEY,
    queryFn: ({ signal }) => apiFetch(listOrders, { signal }),
    // An order moves along on the server (payment, shipping): look again whenever a screen opens.
    staleTime: 0,
  });
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, id],
    queryFn: ({ signal }) => apiFetch(getOrder, { params: { id }, signal }),
    staleTime: 0,
  });
}

export function returnsQueryOptions() {
  return queryOptions({
    queryKey: RETURNS_KEY,
    queryFn: ({ signal }) => apiFetch(listReturns, { signal }),
    staleTime: 0,
  });
}

export interface TrackInput {
  orderNumber: string;
  email?: string;
}

/** A lookup by number (and e-mail): a mutation, as each search is a deliberate, rate-limited POST. */
export function useTrackOrder() {
  return useMutation({
    mutationFn: (body: TrackInput) => apiFetch(trackOrder, { body }),
  });
}

/** Requests a return; the order (its returnable quantities and returns) and the return list refresh. */
export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnBody) => apiFetch(createReturn, { body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: RETURNS_KEY }),
      ]);
    },
  });
}
