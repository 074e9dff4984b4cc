/**
 * The published delivery rules (GET /api/delivery-rules: bulky surcharges and delivery times from the
 * shop settings), read by the information pages and the product page. The key sits under the seller's
 * prefix: like the seller's data these are shop settings, public, so the answer is fetched and carried
 * by a page rendered on the server and kept with the persisted query cache for offline use (a key
 * under `public`, as `routeQuery` makes, would be neither).
 */
import { queryOptions } from '@tanstack/react-query';
import { deliveryRules } from '#api/contract/pricing.ts';
import { apiFetch } from './api-client.ts';

export function deliveryRulesQueryOptions() {
  return queryOptions({
    queryKey: ['seller', 'delivery-rules'],
    queryFn: ({ signal }) => apiFetch(deliveryRules, { signal }),
    // The server lets the answer be cached for a minute; an admin's change shows after that.
    staleTime: 60_000,
  });
}
