/**
 * The scraper screen's calls: scrape, add to the catalogue, delete a product by id, set a brand logo by
 * path, create a brand, and the brand and category lists (the back office's own queries, so one cache).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBrand, deleteProductFromScraper, setBrandLogo } from '#api/contract/admin-catalog.ts';
import { addScrapedProduct, scrapeProduct, type AddScrapedProductBody } from '#api/contract/scraper.ts';
import { apiFetch } from '../../../../lib/api-client.ts';
import {
  adminBrandsQueryOptions,
  categoryHierarchyQueryOptions,
  refreshCatalogue,
} from '../../api/admin-catalog.ts';

/** The back office's brand and category lists, always asked afresh when the screen opens. */
export function scraperBrandsQueryOptions() {
  return { ...adminBrandsQueryOptions(), staleTime: 0 };
}

export function scraperCategoriesQueryOptions() {
  return { ...categoryHierarchyQueryOptions(), staleTime: 0 };
}

export function useScrapeProduct() {
  return useMutation({ mutationFn: (url: string) => apiFetch(scrapeProduct, { body: { url } }) });
}

export function useAddScrapedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddScrapedProductBody) => apiFetch(addScrapedProduct, { body }),
    onSuccess: () => refreshCatalogue(queryClient),
  });
}

export function useDeleteProductById() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(deleteProductFromScraper, { params: { id } }),
    onSuccess: () => refreshCatalogue(queryClient),
  });
}

export function useSetBrandLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ brandId, logo }: { brandId: number; logo: string }) =>
      apiFetch(setBrandLogo, { params: { brandId }, body: { logo } }),
    onSuccess: () => refreshCatalogue(queryClient),
  });
}

export function useCreateBrandByName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch(createBrand, { body: { name } }),
    onSuccess: () => refreshCatalogue(queryClient),
  });
}
