/**
 * The back office's price-list calls: suppliers, their remembered column mapping, and an import's
 * upload, check and apply. Admin data sits under the `auth` key (bound to the session, never
 * persisted); an applied list also marks the storefront's products stale (offers and prices changed).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applyPriceList,
  checkPriceList,
  createSupplier,
  getSupplierMapping,
  listSuppliers,
  putSupplierMapping,
  uploadPriceList,
  type PriceListMapping,
  type SupplierInput,
} from '#api/contract/admin-price-lists.ts';
import { apiFetch, apiUpload } from '../../../lib/api-client.ts';

const SUPPLIERS_KEY = ['auth', 'admin', 'suppliers'] as const;

export function suppliersQueryOptions() {
  return queryOptions({
    queryKey: SUPPLIERS_KEY,
    queryFn: ({ signal }) => apiFetch(listSuppliers, { signal }),
    staleTime: 0,
  });
}

export function supplierMappingQueryOptions(supplierId: number) {
  return queryOptions({
    queryKey: [...SUPPLIERS_KEY, supplierId, 'mapping'],
    queryFn: ({ signal }) => apiFetch(getSupplierMapping, { params: { id: supplierId }, signal }),
    staleTime: 0,
  });
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierInput) => apiFetch(createSupplier, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY }),
  });
}

export function useUploadPriceList() {
  return useMutation({
    mutationFn: ({ supplierId, file }: { supplierId: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload(uploadPriceList, { params: { id: supplierId }, form });
    },
  });
}

/** Saves the supplier's mapping, then checks the uploaded file with it again. */
export function useMapAndCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      supplierId,
      importId,
      mapping,
    }: {
      supplierId: number;
      importId: number;
      mapping: PriceListMapping;
    }) => {
      await apiFetch(putSupplierMapping, { params: { id: supplierId }, body: mapping });
      return apiFetch(checkPriceList, { params: { id: importId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY }),
  });
}

export function useApplyPriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: number) => apiFetch(applyPriceList, { params: { id: importId } }),
    // The shop's product lists and pages show the new offers.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
