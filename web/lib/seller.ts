/**
 * The seller's data as the shop runs it (GET /api/seller: the shop settings over the demo values).
 * The bundled demo data stands in until the first answer, so the information pages, the footer and
 * the help boxes render at once and offline; the answer is persisted with the query cache.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEMO_SELLER, getSeller, type Seller } from '#api/contract/seller.ts';
import { apiFetch } from './api-client.ts';

const HOUR = 60 * 60_000;

export function sellerQueryOptions() {
  return queryOptions({
    queryKey: ['seller'],
    queryFn: ({ signal }) => apiFetch(getSeller, { signal }),
    // Company data changes seldom; an hour-old answer is fresh enough.
    staleTime: HOUR,
  });
}

export function useSeller(): Seller {
  return useQuery({ ...sellerQueryOptions(), placeholderData: DEMO_SELLER }).data ?? DEMO_SELLER;
}
