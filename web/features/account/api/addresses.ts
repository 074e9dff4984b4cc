/** Saved billing and shipping addresses: stored on the server, bound to the session (a customer route). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAddress, deleteAddress, listAddresses, type AddressBody } from '#api/contract/auth.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { routeKey, routeQuery } from '../../../lib/route-query.ts';

const ADDRESSES_KEY = routeKey(listAddresses);

export function addressesQueryOptions() {
  return routeQuery(listAddresses);
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressBody) => apiFetch(createAddress, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(deleteAddress, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
