/**
 * The React Query client with the shop's data-cache settings, and the localStorage persister that lets
 * a reload, a return to the installed app or a cold start offline paint at once from the last answers.
 * Only the public catalogue is written to localStorage (categories, brands, product lists and details,
 * vehicles, the seller): never the session (`auth`: the user, addresses, orders, returns, the back
 * office), the signed-in cart or wishlist.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  defaultShouldDehydrateQuery,
  MutationCache,
  QueryCache,
  QueryClient,
  type Query,
} from '@tanstack/react-query';
import {
  removeOldestQuery,
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { ApiError } from './api-client.ts';
import { AUTH_QUERY_KEY } from './auth.ts';
import type { SessionMeta } from './session-expiry.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: SessionMeta;
    mutationMeta: SessionMeta;
  }
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How long a persisted catalogue stays usable for a cold start (offline): a week of garage visits. */
export const PERSIST_MAX_AGE = 7 * DAY;

export interface QueryClientHooks {
  /** Every failed query and mutation, with its meta: main.tsx routes signed-out 401s to sign-in. */
  onError?: (error: unknown, meta: SessionMeta | undefined) => void;
}

export function createQueryClient({ onError }: QueryClientHooks = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError?.(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError?.(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        // As long as the persister keeps them, or restored entries would be collected at once; stale
        // entries are refetched when used, so this bounds memory and storage, not freshness.
        gcTime: PERSIST_MAX_AGE,
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * A query's `refetchInterval` that asks every `ms` until the server answers 404: what it asks for is
 * not there, and asking again would only repeat that (an offline or failing server is asked again).
 */
export function pollEvery(ms: number) {
  return (query: Pick<Query, 'state'>): number | false => {
    const error = query.state.error;
    return error instanceof ApiError && error.status === 404 ? false : ms;
  };
}

/** Key prefixes of the public catalogue: the only queries written to localStorage. */
export const PERSISTED_QUERY_PREFIXES: readonly string[] = [
  'categories',
  'brands',
  'products',
  'vehicles',
  'seller',
];

/**
 * An allowlist, so a query added later is personal until said otherwise: a shared computer must not
 * show the last user's account, cart or orders. Only successful answers are kept.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const prefix = query.queryKey[0];
  return (
    typeof prefix === 'string' &&
    prefix !== AUTH_QUERY_KEY[0] &&
    PERSISTED_QUERY_PREFIXES.includes(prefix) &&
    defaultShouldDehydrateQuery(query as Query)
  );
}

/**
 * The localStorage persister, writing at most once a second, plus a last write when the page goes
 * away: a change made just before a reload or a navigation (an admin's edit, then the product page)
 * must not come back stale from the previous write.
 */
export function createFlushingPersister(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  key: string,
  target: Pick<Window, 'addEventListener'> = window,
): Persister {
  // A full localStorage drops the oldest queries until the rest fits, rather than keeping nothing.
  const throttled = createSyncStoragePersister({
    storage,
    key,
    throttleTime: 1000,
    retry: removeOldestQuery,
  });
  let latest: PersistedClient | undefined;
  target.addEventListener('pagehide', () => {
    if (!latest) return;
    try {
      storage.setItem(key, JSON.stringify(latest));
    } catch {
      // Storage full: the throttled writer's last successful (trimmed) state stays.
    }
  });
  return {
    persistClient: (client) => {
      latest = client;
      return throttled.persistClient(client);
    },
    restoreClient: () => throttled.restoreClient(),
    removeClient: () => {
      latest = undefined;
      return throttled.removeClient();
    },
  };
}

export function createPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createFlushingPersister(window.localStorage, 'partspoint-query-cache'),
    maxAge: PERSIST_MAX_AGE,
    // A new build may read responses differently: never render an older build's cache with it.
    buster: __APP_BUILD__,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      // A mutation paused offline holds its variables (a password at sign-in): never store those.
      shouldDehydrateMutation: () => false,
    },
  };
}

/**
 * The persister, restoring everything but the given queries: a server-rendered page's own answers
 * are what its markup shows, so an older or newer copy kept in this browser must not replace them
 * before the page is taken over.
 */
export function restoringWithout(persister: Persister, queryHashes: ReadonlySet<string>): Persister {
  return {
    ...persister,
    restoreClient: async () => {
      const client = await persister.restoreClient();
      if (!client || queryHashes.size === 0) return client;
      const queries = client.clientState.queries.filter((query) => !queryHashes.has(query.queryHash));
      return { ...client, clientState: { ...client.clientState, queries } };
    },
  };
}
