/**
 * The back office's catalogue calls: counts, the product list and a product's price history, the
 * category tree, brands, and every write. Admin data sits under the `auth` key (bound to the session,
 * never persisted); a write also marks the storefront's product, category and brand lists stale so
 * the shop shows it at once.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  ADMIN_PRODUCT_PAGE,
  createBrand,
  createCategory,
  createProduct,
  deleteCategory,
  deleteProduct,
  getAdminProduct,
  getAdminStats,
  getCategoryContents,
  getProductPriceHistory,
  listAdminProducts,
  seedCategories,
  updateCategory,
  updateProduct,
  uploadBrandLogo,
  type BrandInput,
  type CategoryInput,
  type CategoryUpdate,
  type DeleteCategoryQuery,
  type ProductInput,
  type ProductUpdate,
} from '#api/contract/admin-catalog.ts';
import { getCategoryHierarchy, listBrands } from '#api/contract/catalog.ts';
import { apiFetch, apiUpload } from '../../../lib/api-client.ts';

const ADMIN_KEY = ['auth', 'admin'] as const;
const STATS_KEY = [...ADMIN_KEY, 'stats'] as const;
const PRODUCTS_KEY = [...ADMIN_KEY, 'products'] as const;
const CATEGORIES_KEY = [...ADMIN_KEY, 'categories'] as const;
const BRANDS_KEY = [...ADMIN_KEY, 'brands'] as const;

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: STATS_KEY,
    queryFn: ({ signal }) => apiFetch(getAdminStats, { signal }),
    staleTime: 0,
  });
}

/** Pages of 50: Load More asks for the next page. */
export function adminProductsQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: [...PRODUCTS_KEY, 'list', search],
    queryFn: ({ signal, pageParam }) =>
      apiFetch(listAdminProducts, {
        query: { search: search || undefined, limit: ADMIN_PRODUCT_PAGE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.products.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    staleTime: 0,
  });
}

export function adminProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...PRODUCTS_KEY, 'one', id],
    queryFn: ({ signal }) => apiFetch(getAdminProduct, { params: { id }, signal }),
    staleTime: 0,
  });
}

/** The product's prices, newest first, and its announced reduction (stale after any catalogue write). */
export function productPriceHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...PRODUCTS_KEY, 'one', id, 'prices'],
    queryFn: ({ signal }) => apiFetch(getProductPriceHistory, { params: { id }, signal }),
    staleTime: 0,
  });
}

/** Every category, inactive ones included, with level and parent. */
export function categoryHierarchyQueryOptions() {
  return queryOptions({
    queryKey: CATEGORIES_KEY,
    queryFn: ({ signal }) => apiFetch(getCategoryHierarchy, { signal }),
    staleTime: 0,
  });
}

export function adminBrandsQueryOptions() {
  return queryOptions({
    queryKey: BRANDS_KEY,
    queryFn: ({ signal }) => apiFetch(listBrands, { signal }),
    staleTime: 0,
  });
}

export function categoryContentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CATEGORIES_KEY, 'contents', id],
    queryFn: ({ signal }) => apiFetch(getCategoryContents, { params: { id }, signal }),
    staleTime: 0,
  });
}

/** After a catalogue write: the back office's lists and the storefront's cached ones are stale. */
export function refreshCatalogue(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [ADMIN_KEY, ['products'], ['categories'], ['brands']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

function useCatalogueMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshCatalogue(queryClient) });
}

export const useCreateProduct = () =>
  useCatalogueMutation((body: ProductInput) => apiFetch(createProduct, { body }));

export const useUpdateProduct = () =>
  useCatalogueMutation(({ id, body }: { id: number; body: ProductUpdate }) =>
    apiFetch(updateProduct, { params: { id }, body }),
  );

export const useDeleteProduct = () =>
  useCatalogueMutation((id: number) => apiFetch(deleteProduct, { params: { id } }));

export const useCreateCategory = () =>
  useCatalogueMutation((body: CategoryInput) => apiFetch(createCategory, { body }));

export const useUpdateCategory = () =>
  useCatalogueMutation(({ id, body }: { id: number; body: CategoryUpdate }) =>
    apiFetch(updateCategory, { params: { id }, body }),
  );

export const useDeleteCategory = () =>
  useCatalogueMutation(({ id, query }: { id: number; query: DeleteCategoryQuery }) =>
    apiFetch(deleteCategory, { params: { id }, query }),
  );

export const useSeedCategories = () => useCatalogueMutation(() => apiFetch(seedCategories));

export const useCreateBrand = () =>
  useCatalogueMutation((body: BrandInput) => apiFetch(createBrand, { body }));

export const useUploadBrandLogo = () =>
  useCatalogueMutation(({ brandId, file }: { brandId: number; file: File }) => {
    const form = new FormData();
    form.append('logo', file);
    return apiUpload(uploadBrandLogo, { params: { brandId }, form });
  });
