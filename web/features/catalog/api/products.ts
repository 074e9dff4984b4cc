/**
 * The product lists: their URL search schemas (slices of the contract's query) and query options for
 * /products (one growing page) and category pages (pages appended by offset).
 */
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { Type, type Static } from 'typebox';
import { countProducts, listProducts, ProductListQuery } from '#api/contract/catalog.ts';
import type { Currency } from '#api/contract/currency.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import type { Language } from '../../../lib/preferences.ts';

export const PAGE_SIZE = 20;
/** The most products /products shows at once (the contract's maximum `limit`). */
export const MAX_LIMIT = 1000;

export const ProductFilters = Type.Pick(ProductListQuery, [
  'search',
  'categoryId',
  'brandId',
  'priceMin',
  'priceMax',
]);
export type ProductFilters = Static<typeof ProductFilters>;

export const ProductListSearch = Type.Object({
  ...ProductFilters.properties,
  sortBy: Type.Optional(Type.Union([Type.Literal('name'), Type.Literal('price'), Type.Literal('relevance')])),
  sortOrder: ProductListQuery.properties.sortOrder,
  /** How many products are shown; 'Show More Results' adds a page. */
  limit: Type.Optional(Type.Integer({ minimum: PAGE_SIZE, maximum: MAX_LIMIT, multipleOf: PAGE_SIZE })),
  /** The vehicle the list is for (the garage's choice otherwise): a shared link keeps it. */
  vehicle: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type ProductListSearch = Static<typeof ProductListSearch>;

/** A category page's URL: its filters (the category comes from the path) and grid or list view. */
export const CategorySearch = Type.Object({
  ...Type.Pick(ProductListQuery, ['search', 'brandId', 'priceMin', 'priceMax']).properties,
  view: Type.Optional(Type.Union([Type.Literal('grid'), Type.Literal('list')])),
});
export type CategorySearch = Static<typeof CategorySearch>;

export function productListQueryOptions(query: ProductListQuery) {
  return queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: ({ signal }) => apiFetch(listProducts, { query, signal }),
    // 'Show More Results' and filter changes keep the current cards on screen (dimmed) while loading.
    placeholderData: keepPreviousData,
  });
}

/** The count of the same filters, in the same currency (price bounds are read in it). */
export function productCountQueryOptions(
  filters: ProductFilters & { currency?: Currency; vehicleId?: number },
) {
  return queryOptions({
    queryKey: ['products', 'count', filters],
    queryFn: ({ signal }) => apiFetch(countProducts, { query: filters, signal }),
  });
}

/**
 * The product list page's two queries, its page of products and their count, as the page asks for
 * them (the route's loader fetches the same ones on the server).
 */
export function productListPageQueries(
  search: ProductListSearch,
  vehicleId: number | undefined,
  currency: Currency,
  lang: Language,
) {
  const { limit = PAGE_SIZE, sortBy, sortOrder, vehicle, ...filters } = search;
  // The URL's vehicle wins over the garage's (a shared or bookmarked list).
  const forVehicle = vehicle ?? vehicleId;
  return {
    list: productListQueryOptions({
      ...filters,
      vehicleId: forVehicle,
      currency,
      limit,
      sortBy,
      sortOrder,
      lang,
    }),
    count: productCountQueryOptions({ ...filters, vehicleId: forVehicle, currency }),
  };
}

/** Offset of the page after `lastPage`, or undefined once a page came back short. */
export function nextOffset(lastPage: unknown[], lastOffset: number, limit: number): number | undefined {
  return lastPage.length >= limit ? lastOffset + limit : undefined;
}

type PagesQuery = Omit<ProductListQuery, 'offset' | 'limit'>;

/**
 * Whether a category page may keep the previous list on screen while `query` loads: only for the same
 * category and vehicle (a filter change). Another category's cards must not appear under this title.
 */
export function keepsPreviousPages(previousKey: readonly unknown[] | undefined, query: PagesQuery): boolean {
  const previous = previousKey?.[2] as PagesQuery | undefined;
  return (
    previous !== undefined &&
    previous.categoryId === query.categoryId &&
    previous.vehicleId === query.vehicleId
  );
}

/** Category pages: 'Load More Products' fetches the next `limit` from the next offset and appends. */
export function productPagesQueryOptions(query: PagesQuery, limit = PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: ['products', 'pages', query, limit],
    queryFn: ({ pageParam, signal }) =>
      apiFetch(listProducts, { query: { ...query, limit, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => nextOffset(lastPage, lastOffset, limit),
    placeholderData: (previousData, previousQuery) =>
      keepsPreviousPages(previousQuery?.queryKey, query) ? previousData : undefined,
  });
}
