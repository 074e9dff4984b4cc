/**
 * The guest cart joins the account when the user becomes known (after sign-in, after registration, or
 * on app start with a session and guest lines): the lines go to `POST /api/cart/merge` (the server adds
 * the quantities up, capped at 99), then the merged lines leave IndexedDB.
 *
 * Safe against running twice: one merge per user at a time in this tab (React StrictMode, several
 * mounted components), and a Web Lock across tabs, inside which the guest cart is read afresh (a merge
 * finished in another tab left it empty). The session is asked who it belongs to right before posting,
 * so the lines never go into an account other than the one the app shows. A failed call keeps the
 * lines (nothing is deleted before the server confirms); the next sign-in or app start tries again.
 */
import type { CartLine } from '#api/contract/cart.ts';
import { MAX_MERGE_ITEMS } from '#api/contract/cart.ts';
import { localDb, type LocalDb } from '../../lib/local-db.ts';
import { postCartMerge } from './api/cart.ts';
import { listGuestCart, MAX_LINE_QUANTITY } from './guest-cart.ts';
import { fetchSessionUserId } from '../../lib/auth.ts';

export interface MergeLine {
  productId: number;
  quantity: number;
}

/**
 * The merge payload: one line per product (duplicates summed, capped at 99), first-seen order; lines
 * with an invalid product id or a quantity below 1 are left out.
 */
export function buildCartMergeLines(lines: readonly MergeLine[]): MergeLine[] {
  const byProduct = new Map<number, number>();
  for (const { productId, quantity } of lines) {
    if (!Number.isInteger(productId) || productId < 1 || productId > 2_147_483_647) continue;
    if (!Number.isFinite(quantity) || quantity < 1) continue;
    byProduct.set(
      productId,
      Math.min(MAX_LINE_QUANTITY, (byProduct.get(productId) ?? 0) + Math.floor(quantity)),
    );
  }
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

/** Splits a list into pieces the merge endpoints accept (at most 200 items each). */
export function chunk<T>(items: readonly T[], size: number = MAX_MERGE_ITEMS): T[][] {
  const pieces: T[][] = [];
  for (let i = 0; i < items.length; i += size) pieces.push(items.slice(i, i + size));
  return pieces;
}

/**
 * Items in the cart for the header: the server lines plus guest lines not merged yet (a failed merge
 * keeps them), each product capped at 99 as the merge would. Without server lines: the guest cart.
 */
export function cartItemCount(
  serverLines: readonly MergeLine[] | undefined,
  guestLines: readonly MergeLine[],
): number {
  return buildCartMergeLines([...(serverLines ?? []), ...guestLines]).reduce(
    (sum, line) => sum + line.quantity,
    0,
  );
}

export type MergeResult =
  | { status: 'nothing' }
  | { status: 'merged'; cart: CartLine[] }
  /** The session belongs to someone else (or nobody) now: nothing was sent. */
  | { status: 'wrong-user' };

export interface CartMergeDeps {
  db: LocalDb;
  sessionUserId: () => Promise<number | null>;
  post: (lines: MergeLine[]) => Promise<{ cart: CartLine[] }>;
  /** Runs `task` while no other tab merges (Web Locks); tests pass a plain call. */
  lock: <T>(task: () => Promise<T>) => Promise<T>;
}

const LOCK_NAME = 'partspoint-guest-cart-merge';

export function webLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, task) as Promise<T>) : task();
}

const defaultDeps: CartMergeDeps = {
  db: localDb,
  sessionUserId: fetchSessionUserId,
  post: postCartMerge,
  lock: (task) => webLock(LOCK_NAME, task),
};

/** Takes the merged quantities out of the guest cart (a line grown meanwhile keeps the difference). */
async function removeMerged(db: LocalDb, merged: readonly MergeLine[]): Promise<void> {
  await db.transaction('rw', db.guestCart, async () => {
    for (const { productId, quantity } of merged) {
      const line = await db.guestCart.where('productId').equals(productId).first();
      if (!line) continue;
      if (line.quantity <= quantity) await db.guestCart.delete(line.id);
      else await db.guestCart.put({ ...line, quantity: line.quantity - quantity });
    }
  });
}

async function runCartMerge(userId: number, deps: CartMergeDeps): Promise<MergeResult> {
  return deps.lock(async () => {
    const lines = buildCartMergeLines(await listGuestCart(deps.db));
    if (lines.length === 0) return { status: 'nothing' };
    if ((await deps.sessionUserId()) !== userId) return { status: 'wrong-user' };
    let cart: CartLine[] = [];
    for (const piece of chunk(lines)) {
      ({ cart } = await deps.post(piece));
      // Each confirmed piece leaves at once: a later failure must not send it twice on the retry.
      await removeMerged(deps.db, piece);
    }
    return { status: 'merged', cart };
  });
}

const running = new Map<number, Promise<MergeResult>>();

/** Merges the guest cart into `userId`'s server cart; concurrent calls for one user share one run. */
export function mergeGuestCart(userId: number, deps: CartMergeDeps = defaultDeps): Promise<MergeResult> {
  const current = running.get(userId);
  if (current) return current;
  const run = runCartMerge(userId, deps).finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}
