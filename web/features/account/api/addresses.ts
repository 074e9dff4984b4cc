/** Saved billing and shipping addresses: stored on the server, bound to the session (`auth` key). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createAddress, deleteAddress, listAddresses, type AddressBody } from '#api/contract/auth.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const ADDRESSES_KEY = ['auth', 'addresses'] as const;

export function addressesQueryOptions() {
  return queryOptions({
    queryKey: ADDRESSES_KEY,
    queryFn: ({ signal }) => apiFetch(listAddresses, { signal }),
  });
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
