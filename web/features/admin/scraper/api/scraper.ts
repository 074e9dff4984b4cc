/**
 * The scraper screen's calls: scrape, add to the catalogue, delete a product by id, set a brand logo by
 * path, create a brand, and the brand and category lists (same keys as the back office, so one cache).
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createBrand, deleteProductFromScraper, setBrandLogo } from '#api/contract/admin-catalog.ts';
import { getCategoryHierarchy, listBrands } from '#api/contract/catalog.ts';
import { addScrapedProduct, scrapeProduct, type AddScrapedProductBody } from '#api/contract/scraper.ts';
import { apiFetch } from '../../../../lib/api-client.ts';

const ADMIN_KEY = ['auth', 'admin'] as const;

export function scraperBrandsQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_KEY, 'brands'],
    queryFn: ({ signal }) => apiFetch(listBrands, { signal }),
    staleTime: 0,
  });
}

export function scraperCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_KEY, 'categories'],
    queryFn: ({ signal }) => apiFetch(getCategoryHierarchy, { signal }),
    staleTime: 0,
  });
}

/** A catalogue write: the back office's lists and the storefront's cached ones are stale. */
function refreshCatalogue(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [ADMIN_KEY, ['products'], ['categories'], ['brands']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
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
