/**
 * The page's side of the outbox (web/lib/outbox.ts): sending a signed-in shopper's change now or,
 * without a connection, queueing it with its operation id; asking for Background Sync where the
 * browser has it; and the count of changes waiting, for the offline banner.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useT } from './i18n.ts';
import type { OutboxOp } from './local-db.ts';
import { checkConnection, isNetworkError, isOnline, onReconnect } from './network.ts';
import {
  enqueue,
  newOperationId,
  OUTBOX_SYNC_TAG,
  pendingCount,
  replayOutbox,
  type ReplayResult,
} from './outbox.ts';
import { toast } from './toast.ts';

export type ChangeOutcome<T> = { queued: false; result: T } | { queued: true; opId: string };

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Background Sync (Chromium): the worker replays even if the tab is closed before the connection returns. */
export function requestBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as { sync?: SyncManagerLike }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => {
      // Not offered (Safari, Firefox) or refused: the online event and the next start replay instead.
    });
}

/**
 * Sends a change with a fresh operation id, or queues it (same id) when offline or when the request
 * found no network: a request that reached the server before the connection dropped is then applied
 * once anyway. Other failures are the caller's to report.
 */
export async function sendOrQueue<T>(
  change: Omit<OutboxOp, 'seq' | 'opId' | 'createdAt'>,
  send: (opId: string) => Promise<T>,
): Promise<ChangeOutcome<T>> {
  const opId = newOperationId();
  const queue = async (): Promise<ChangeOutcome<T>> => {
    await enqueue({ ...change, opId });
    requestBackgroundSync();
    return { queued: true, opId };
  };
  if (!isOnline()) return queue();
  try {
    return { queued: false, result: await send(opId) };
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const outcome = await queue();
    // The connection is asked at once: when the shop answers (the failure was a moment's), the
    // change goes out now rather than at the next reconnect or start.
    void checkConnection().then((answered) => {
      if (answered) for (const replay of replayRequests) replay();
    });
    return outcome;
  }
}

/** The replays of mounted `useOutboxSync` hooks, run when a queued change may go out at once. */
const replayRequests = new Set<() => void>();

/** How many changes of this user wait for the connection (live). */
export function usePendingChanges(userId: number | null | undefined): number {
  return (
    useLiveQuery(
      async () => (typeof userId === 'number' ? pendingCount(userId).catch(() => 0) : 0),
      [userId],
      0,
    ) ?? 0
  );
}

let persistenceAsked = false;

/**
 * After the first cart action: asks the browser to keep this site's storage (the cart, the outbox,
 * the cached catalogue) under storage pressure. Asked once per page load; the answer is the browser's.
 */
export function requestPersistentStorage(): void {
  if (persistenceAsked) return;
  persistenceAsked = true;
  void navigator.storage?.persist?.().catch(() => false);
}

/**
 * Replays the outbox at start, whenever the connection returns, and takes the worker's Background
 * Sync result; afterwards the server's cart and wishlist are fetched again (its prices and stock win)
 * and the shopper is told how many changes went out. Once, in the root layout.
 */
export function useOutboxSync(userId: number | null | undefined): void {
  const queryClient = useQueryClient();
  const t = useT();
  useEffect(() => {
    if (typeof userId !== 'number') return;
    let cancelled = false;
    const settle = (result: Pick<ReplayResult, 'sent' | 'refused'>) => {
      if (cancelled || result.sent + result.refused === 0) return;
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['wishlist'] });
      if (result.sent > 0)
        toast({
          title: t('offline.backOnline'),
          description: t('offline.synced', { count: result.sent }),
          variant: 'success',
        });
    };
    const replay = () => {
      if (!isOnline()) return;
      void replayOutbox()
        .then(settle)
        .catch(() => {
          // IndexedDB unavailable: nothing was queued either.
        });
    };
    const fromWorker = (event: MessageEvent) => {
      const data = event.data as { type?: string; sent?: number; refused?: number } | null;
      if (data?.type === 'outbox-replayed') settle({ sent: data.sent ?? 0, refused: data.refused ?? 0 });
    };
    replay();
    const stopReplaying = onReconnect(replay);
    replayRequests.add(replay);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      cancelled = true;
      stopReplaying();
      replayRequests.delete(replay);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [userId, queryClient, t]);
}
