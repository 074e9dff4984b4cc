/**
 * Query keys and options made from a route's contract definition, so no feature writes (or copies)
 * another's keys: the key is the route's access scope, its method and URL, then the input. Routes for
 * a customer or an admin are under `auth`, which sign-out clears and nothing persists; public ones
 * under `public`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HttpMethod, RouteDef, RouteSchema } from '#api/contract/define-route.ts';
import { apiFetch, type ApiOptions } from './api-client.ts';

type Input<S extends RouteSchema> = Omit<ApiOptions<S>, 'signal'>;

/** The key of every answer of `route` (for invalidation), or of the answer to one input. */
export function routeKey(route: RouteDef, input?: object): readonly unknown[] {
  const scope = route.access === 'public' ? 'public' : 'auth';
  const base = [scope, `${route.method} ${route.url}`];
  return input === undefined ? base : [...base, input];
}

/** Query options for `route` with `input`: its key from the route, its function the contract call. */
export function routeQuery<S extends RouteSchema>(route: RouteDef<HttpMethod, S>, ...[input]: [Input<S>?]) {
  return queryOptions({
    queryKey: routeKey(route, input && Object.keys(input).length > 0 ? input : undefined),
    queryFn: ({ signal }) =>
      (apiFetch as (r: RouteDef<HttpMethod, S>, o: ApiOptions<S>) => ReturnType<typeof apiFetch<S>>)(route, {
        ...(input ?? {}),
        signal,
      } as ApiOptions<S>),
  });
}
