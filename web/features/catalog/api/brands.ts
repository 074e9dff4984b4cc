/** Query options for the brand list (the brand filter's options). */
import { queryOptions } from '@tanstack/react-query';
import { listBrands } from '#api/contract/catalog.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export function brandsQueryOptions() {
  return queryOptions({
    queryKey: ['brands'],
    queryFn: ({ signal }) => apiFetch(listBrands, { signal }),
  });
}
