/** The product list: its URL search schema (a slice of the contract's query) and query options. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { Type, type Static } from 'typebox';
import { countProducts, listProducts, ProductListQuery } from '#api/contract/catalog.ts';
import type { Currency } from '#api/contract/currency.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const PAGE_SIZE = 20;

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
  /** How many products are shown; 'Show More Results' adds a page. */
  limit: Type.Optional(Type.Integer({ minimum: PAGE_SIZE, maximum: 1000, multipleOf: PAGE_SIZE })),
});
export type ProductListSearch = Static<typeof ProductListSearch>;

export function productListQueryOptions(query: ProductListQuery) {
  return queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: ({ signal }) => apiFetch(listProducts, { query, signal }),
    // 'Show More Results' keeps the current cards on screen while the longer list loads.
    placeholderData: keepPreviousData,
  });
}

/** The count of the same filters, in the same currency (price bounds are read in it). */
export function productCountQueryOptions(filters: ProductFilters & { currency?: Currency }) {
  return queryOptions({
    queryKey: ['products', 'count', filters],
    queryFn: ({ signal }) => apiFetch(countProducts, { query: filters, signal }),
  });
}
