/**
 * Route loaders name the catalogue answers their page shows, so the server fetches them before its
 * first render pass (a product page is rendered once, not twice). In the browser they do nothing:
 * the page's own queries fetch, or show the persisted copy offline, as before.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

type PrefetchOptions = Parameters<QueryClient['prefetchQuery']>[0];

export function prefetchOnServer(
  client: QueryClient,
  ...queries: { queryKey: QueryKey }[]
): Promise<void> | undefined {
  if (typeof document !== 'undefined') return undefined;
  // Each is a queryOptions() of the page's own query: key and fetcher as the page asks for them.
  return Promise.all(queries.map((query) => client.prefetchQuery(query as PrefetchOptions))).then(
    () => undefined,
  );
}
