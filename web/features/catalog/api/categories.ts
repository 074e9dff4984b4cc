/** Query options for the category lists and a category page's data (by slug or by path). */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  getCategoryPageData,
  listCategories,
  listMotherCategories,
  resolveCategoryPath,
} from '#api/contract/catalog.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { prefetchOnServer } from '../../../lib/server-prefetch.ts';

export function motherCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories', 'mother'],
    queryFn: ({ signal }) => apiFetch(listMotherCategories, { signal }),
  });
}

/** Every active category: the options of the category filter. */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories', 'all'],
    queryFn: ({ signal }) => apiFetch(listCategories, { signal }),
  });
}

/** Where a category page's data comes from: /category/{slug} or /{mother}[/{sub}[/{subSub}]]. */
export type CategorySource = { kind: 'slug'; slug: string } | { kind: 'path'; slugs: string[] };

export function categoryPageQueryOptions(source: CategorySource) {
  return queryOptions({
    queryKey: ['categories', 'page', source],
    queryFn: ({ signal }) =>
      source.kind === 'slug'
        ? apiFetch(getCategoryPageData, { params: { slug: source.slug }, signal })
        : apiFetch(resolveCategoryPath, { params: { '*': source.slugs.join('/') }, signal }),
  });
}

/** A category page's data, fetched on the server before its first render (a route loader). */
export function prefetchCategoryPage(client: QueryClient, source: CategorySource): Promise<void> | undefined {
  return prefetchOnServer(client, categoryPageQueryOptions(source));
}
