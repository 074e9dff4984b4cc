/**
 * The signed-in shopper's account as last seen on this device: the user (their name), the server
 * cart and the wishlist, kept in IndexedDB so that a reload or a cold start without a connection
 * shows them rather than an empty guest cart. One account at a time: it is dropped at sign-out, when
 * the server says nobody is signed in, and when another account signs in. It is shown only when the
 * server cannot be asked (no answer to "who is signed in?"), marked with its age; any answer from the
 * server replaces it. Changes made meanwhile wait in the outbox as before.
 */
import type { Query, QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { User } from '#api/contract/auth.ts';
import { CURRENT_USER_QUERY_KEY } from './auth.ts';
import { localDb, type AccountSnapshotEntry, type LocalDb } from './local-db.ts';
import { isNetworkError } from './network.ts';

/** Key prefixes of the account's own queries kept with it: `[prefix, userId]`. */
export const SERVER_CART_PREFIX = 'cart';
export const SERVER_WISHLIST_PREFIX = 'wishlist';
const ACCOUNT_PREFIXES: readonly string[] = [SERVER_CART_PREFIX, SERVER_WISHLIST_PREFIX];
const USER_KEY = JSON.stringify(CURRENT_USER_QUERY_KEY);

/** Which kept query a key is, with its account; undefined for every other query. */
export function snapshotKey(queryKey: readonly unknown[]): { key: string; userId?: number } | undefined {
  const key = JSON.stringify(queryKey);
  if (key === USER_KEY) return { key };
  const [prefix, userId, ...rest] = queryKey;
  if (typeof prefix !== 'string' || !ACCOUNT_PREFIXES.includes(prefix)) return undefined;
  if (typeof userId !== 'number' || rest.length > 0) return undefined;
  return { key, userId };
}

// The age of the account on screen when it came from this device (null: from the server).
let shownSince: number | null = null;
const listeners = new Set<() => void>();
function setShownSince(next: number | null): void {
  if (shownSince === next) return;
  shownSince = next;
  for (const listener of listeners) listener();
}

/** When the account shown was saved on this device, while it is shown from there; else null. */
export function useAccountSnapshotAge(): number | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => shownSince,
    () => null,
  );
}

/** Drops the kept account (sign-out); never throws (no IndexedDB: nothing was kept). */
export async function clearAccountSnapshot(db: LocalDb = localDb): Promise<void> {
  await db.accountSnapshot.clear().catch(() => {});
}

export async function readAccountSnapshot(db: LocalDb = localDb): Promise<AccountSnapshotEntry[]> {
  try {
    return await db.accountSnapshot.toArray();
  } catch {
    return [];
  }
}

/**
 * Keeps the account's queries on this device as the server answers them (and as offline changes edit
 * them), and shows the kept ones when the server cannot say who is signed in. `idle()` settles once
 * the writes and reads under way are done.
 */
export function keepAccountOnDevice(
  queryClient: QueryClient,
  db: LocalDb = localDb,
): { stop: () => void; idle: () => Promise<unknown> } {
  const written = new Map<string, string>();
  let seeding = false;
  // Writes go one after another, so a sign-out's clear is never overtaken by an earlier save.
  let writes: Promise<unknown> = Promise.resolve();
  const write = (task: () => Promise<unknown>) => {
    writes = writes.then(task).catch(() => {
      // IndexedDB unavailable or full: the account is then simply not kept.
    });
  };
  const currentUserId = () =>
    (queryClient.getQueryData<User | null>(CURRENT_USER_QUERY_KEY) ?? undefined)?.id;

  const save = (query: Query) => {
    const kept = snapshotKey(query.queryKey);
    if (!kept) return;
    const { data, dataUpdatedAt } = query.state;
    if (kept.userId === undefined) {
      const user = data as User | null | undefined;
      if (!user) {
        written.clear();
        write(() => db.accountSnapshot.clear());
        return;
      }
      // Another account: the earlier one's kept data goes first.
      write(() => db.accountSnapshot.where('userId').notEqual(user.id).delete());
      record({
        key: kept.key,
        userId: user.id,
        queryKey: [...query.queryKey],
        data: user,
        updatedAt: dataUpdatedAt,
      });
      return;
    }
    if (kept.userId !== currentUserId() || data === undefined) return;
    record({
      key: kept.key,
      userId: kept.userId,
      queryKey: [...query.queryKey],
      data,
      updatedAt: dataUpdatedAt,
    });
  };
  const record = (entry: AccountSnapshotEntry) => {
    const json = JSON.stringify(entry.data);
    // The cart is polled every few seconds: an unchanged answer is not written again.
    if (written.get(entry.key) === json) return;
    written.set(entry.key, json);
    write(() => db.accountSnapshot.put(entry));
  };

  const seed = async () => {
    const entries = await readAccountSnapshot(db);
    const user = entries.find((entry) => entry.key === USER_KEY);
    // Asked meanwhile and answered: the server's word stands.
    if (!user || queryClient.getQueryData(CURRENT_USER_QUERY_KEY) !== undefined) return;
    seeding = true;
    try {
      // The cart and wishlist first, so the header never counts an account without its cart.
      for (const entry of entries) {
        if (entry === user || entry.userId !== user.userId) continue;
        if (queryClient.getQueryData(entry.queryKey) !== undefined) continue;
        queryClient.setQueryData(entry.queryKey, entry.data, { updatedAt: entry.updatedAt });
        written.set(entry.key, JSON.stringify(entry.data));
      }
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user.data, { updatedAt: user.updatedAt });
      written.set(user.key, JSON.stringify(user.data));
      setShownSince(user.updatedAt);
    } finally {
      seeding = false;
    }
  };

  const onEvent = (event: QueryCacheNotifyEvent) => {
    if (event.type !== 'updated' || seeding) return;
    const { query, action } = event;
    const isUser = JSON.stringify(query.queryKey) === USER_KEY;
    if (action.type === 'success') {
      // The server has answered who is signed in (or a sign-in or sign-out has just said so).
      if (isUser) setShownSince(null);
      save(query);
    } else if (action.type === 'error' && isUser && query.state.data === undefined) {
      if (isNetworkError(action.error)) {
        const seeded = seed();
        writes = writes.then(() => seeded);
      }
    }
  };
  return { stop: queryClient.getQueryCache().subscribe(onEvent), idle: () => writes };
}
