/**
 * The React Query client with the spec's data-cache settings, and the localStorage persister that lets
 * a reload (or a return to the installed app) paint from the last answers. Session-bound queries
 * (key `auth`: the user, their addresses, orders and returns; keys `cart` and `wishlist`) are never
 * written to localStorage.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  defaultShouldDehydrateQuery,
  MutationCache,
  QueryCache,
  QueryClient,
  type Query,
} from '@tanstack/react-query';
import type {
  PersistedClient,
  Persister,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { AUTH_QUERY_KEY } from './auth.ts';
import type { SessionMeta } from './session-expiry.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: SessionMeta;
    mutationMeta: SessionMeta;
  }
}

const MINUTE = 60_000;

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
        // At least the persister's maxAge, or restored entries would be collected at once.
        gcTime: 10 * MINUTE,
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Key prefixes of personal data: the session (`auth`) and the signed-in cart and wishlist. */
const PERSONAL_QUERY_PREFIXES: readonly unknown[] = [AUTH_QUERY_KEY[0], 'cart', 'wishlist'];

/** Personal data stays out of localStorage: a shared computer must not show the last user's account. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return !PERSONAL_QUERY_PREFIXES.includes(query.queryKey[0]) && defaultShouldDehydrateQuery(query as Query);
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
  const throttled = createSyncStoragePersister({ storage, key, throttleTime: 1000 });
  let latest: PersistedClient | undefined;
  target.addEventListener('pagehide', () => {
    if (latest) storage.setItem(key, JSON.stringify(latest));
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
    maxAge: 10 * MINUTE,
    // A new build may read responses differently: never render an older build's cache with it.
    buster: __APP_BUILD__,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      // A mutation paused offline holds its variables (a password at sign-in): never store those.
      shouldDehydrateMutation: () => false,
    },
  };
}
