/**
 * The back office's orders and returns: the filtered order list (offset pages of 50), one order with
 * its payment events and staff notes, the returns, and the status changes of both. Keys sit under
 * `auth` (customers' personal data: never persisted to localStorage, dropped when the user changes).
 */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changeReturnStatus,
  getAdminOrder,
  listAdminOrders,
  listAdminReturns,
  releaseOrderStock,
} from '#api/contract/admin-orders.ts';
import { changeOrderStatus } from '#api/contract/orders.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  nextOrdersOffset,
  type OrderListQuery,
  type ReturnStatus,
  type StatusChangeBody,
} from '../admin-orders.ts';

const ADMIN_ORDERS_KEY = ['auth', 'admin', 'orders'] as const;
const ADMIN_RETURNS_KEY = ['auth', 'admin', 'returns'] as const;

export function adminOrdersQueryOptions(query: OrderListQuery) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', query],
    queryFn: ({ pageParam, signal }) =>
      apiFetch(listAdminOrders, {
        query: { ...query, limit: ADMIN_ORDERS_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_lastPage, pages) => nextOrdersOffset(pages),
    // Orders move on the server (payments, other staff): look again whenever the tab opens.
    staleTime: 0,
  });
}

export function adminOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiFetch(getAdminOrder, { params: { id }, signal }),
    staleTime: 0,
  });
}

export function adminReturnsQueryOptions(status: ReturnStatus | undefined) {
  return queryOptions({
    queryKey: [...ADMIN_RETURNS_KEY, status ?? 'all'],
    queryFn: ({ signal }) => apiFetch(listAdminReturns, { query: status ? { status } : {}, signal }),
    staleTime: 0,
  });
}

/** Moves an order along (the server mails the customer); the list and the open order refresh. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StatusChangeBody }) =>
      apiFetch(changeOrderStatus, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}

/** Gives an unpaid transfer order's held units back to stock; the list and the open order refresh. */
export function useReleaseOrderStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(releaseOrderStock, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}

/**
 * Decides or advances a return; the returns refresh, and so do the orders (an order's detail lists
 * its returns).
 */
export function useChangeReturnStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: number; status: ReturnStatus; note: string | null }) =>
      apiFetch(changeReturnStatus, { params: { id }, body: { status, note } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_RETURNS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
      ]),
  });
}
