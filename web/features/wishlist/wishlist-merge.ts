/**
 * The guest wishlist joins the account when the user becomes known: the local product ids go
 * to `POST /api/wishlist/merge` (duplicates collapse on the server), then leave IndexedDB.
 *
 * As for the cart: one merge per user at a time in this tab, a Web Lock across tabs (the store is read
 * afresh inside it), the session asked who it belongs to right before posting, and nothing deleted
 * locally before the server confirms (a failure keeps the items for the next try).
 *
 * Signed-in saves that an earlier version of the shop kept in IndexedDB when the server failed belong
 * to that account, not to the guest: they are noted with the owner's id (localStorage), merged only into that
 * account, and removed from this browser when someone else signs in or the shopper is signed out.
 */
import { MAX_MERGE_ITEMS, type WishlistItem } from '#api/contract/cart.ts';
import { localDb, type LocalDb } from '../../lib/local-db.ts';
import { postWishlistMerge } from './api/wishlist.ts';
import { listLocalWishlist, localWishlistId } from './local-wishlist.ts';
import { fetchSessionUserId } from '../../lib/auth.ts';

/** Unique valid product ids, first-seen order. */
export function buildWishlistMergeIds(productIds: readonly number[]): number[] {
  return [...new Set(productIds.filter((id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647))];
}

/** Products saved: the server's plus local ones not merged yet, each product once. */
export function wishlistItemCount(
  serverProductIds: readonly number[] | undefined,
  localProductIds: readonly number[],
): number {
  return new Set([...(serverProductIds ?? []), ...localProductIds]).size;
}

// ---- fallback saves of a signed-in account ----

const FALLBACK_KEY = 'partspoint-wishlist-fallback';

interface FallbackNote {
  userId: number;
  productIds: number[];
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): KeyValueStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readFallbackNote(storage = defaultStorage()): FallbackNote | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(FALLBACK_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { userId, productIds } = value as Record<string, unknown>;
    if (typeof userId !== 'number' || !Array.isArray(productIds)) return null;
    return { userId, productIds: productIds.filter((id): id is number => typeof id === 'number') };
  } catch {
    return null;
  }
}

/** Notes that `productId` was saved locally on behalf of `userId` (the server add failed). */
export function noteFallbackSave(userId: number, productId: number, storage = defaultStorage()): void {
  const note = readFallbackNote(storage);
  const productIds = note?.userId === userId ? note.productIds : [];
  if (!productIds.includes(productId)) productIds.push(productId);
  storage?.setItem(FALLBACK_KEY, JSON.stringify({ userId, productIds }));
}

export function forgetFallbackSave(productId: number, storage = defaultStorage()): void {
  const note = readFallbackNote(storage);
  if (!note) return;
  const productIds = note.productIds.filter((id) => id !== productId);
  if (productIds.length === 0) storage?.removeItem(FALLBACK_KEY);
  else storage?.setItem(FALLBACK_KEY, JSON.stringify({ userId: note.userId, productIds }));
}

/**
 * Removes from this browser the fallback saves of any account other than `userId` (null: signed out,
 * so of every account); they are that account's data, not this shopper's.
 */
export async function purgeForeignFallbackSaves(
  userId: number | null,
  db: LocalDb = localDb,
  storage = defaultStorage(),
): Promise<void> {
  const note = readFallbackNote(storage);
  if (!note || note.userId === userId) return;
  await db.wishlist.bulkDelete(note.productIds.map(localWishlistId));
  storage?.removeItem(FALLBACK_KEY);
}

// ---- the merge ----

export type WishlistMergeResult =
  { status: 'nothing' } | { status: 'merged'; wishlist: WishlistItem[] } | { status: 'wrong-user' };

export interface WishlistMergeDeps {
  db: LocalDb;
  storage: KeyValueStore | undefined;
  sessionUserId: () => Promise<number | null>;
  post: (productIds: number[]) => Promise<{ wishlist: WishlistItem[] }>;
  lock: <T>(task: () => Promise<T>) => Promise<T>;
}

const LOCK_NAME = 'partspoint-guest-wishlist-merge';

function webLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(LOCK_NAME, task) as Promise<T>) : task();
}

const defaultDeps: WishlistMergeDeps = {
  db: localDb,
  get storage() {
    return defaultStorage();
  },
  sessionUserId: fetchSessionUserId,
  post: postWishlistMerge,
  lock: webLock,
};

async function runWishlistMerge(userId: number, deps: WishlistMergeDeps): Promise<WishlistMergeResult> {
  return deps.lock(async () => {
    if ((await listLocalWishlist(deps.db)).length === 0) return { status: 'nothing' };
    if ((await deps.sessionUserId()) !== userId) return { status: 'wrong-user' };
    await purgeForeignFallbackSaves(userId, deps.db, deps.storage);
    const ids = buildWishlistMergeIds((await listLocalWishlist(deps.db)).map((item) => item.productId));
    if (ids.length === 0) return { status: 'nothing' };
    let wishlist: WishlistItem[] = [];
    for (let i = 0; i < ids.length; i += MAX_MERGE_ITEMS) {
      const piece = ids.slice(i, i + MAX_MERGE_ITEMS);
      ({ wishlist } = await deps.post(piece));
      await deps.db.wishlist.bulkDelete(piece.map(localWishlistId));
      for (const id of piece) forgetFallbackSave(id, deps.storage);
    }
    return { status: 'merged', wishlist };
  });
}

const running = new Map<number, Promise<WishlistMergeResult>>();

/** Merges the local wishlist into `userId`'s; concurrent calls for one user share one run. */
export function mergeGuestWishlist(
  userId: number,
  deps: WishlistMergeDeps = defaultDeps,
): Promise<WishlistMergeResult> {
  const current = running.get(userId);
  if (current) return current;
  const run = runWishlistMerge(userId, deps).finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}
