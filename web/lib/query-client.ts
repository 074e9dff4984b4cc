/**
 * The React Query client with the spec's data-cache settings, and the localStorage persister that lets
 * a reload (or a return to the installed app) paint from the last answers.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

const MINUTE = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
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

export function createPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({ storage: window.localStorage, key: 'partspoint-query-cache' }),
    maxAge: 10 * MINUTE,
    // A new build may read responses differently: never render an older build's cache with it.
    buster: __APP_BUILD__,
  };
}
