/** Query options for the category lists. */
import { queryOptions } from '@tanstack/react-query';
import { listMotherCategories } from '#api/contract/catalog.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export function motherCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories', 'mother'],
    queryFn: ({ signal }) => apiFetch(listMotherCategories, { signal }),
  });
}
