import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WishlistItem } from '#api/contract/cart.ts';
import { createLocalDb, type LocalDb } from '../../lib/local-db.ts';
import { addToLocalWishlist, listLocalWishlist } from './local-wishlist.ts';
import {
  buildWishlistMergeIds,
  forgetFallbackSave,
  mergeGuestWishlist,
  noteFallbackSave,
  purgeForeignFallbackSaves,
  readFallbackNote,
  wishlistItemCount,
  type WishlistMergeDeps,
} from './wishlist-merge.ts';

let db: LocalDb;
let n = 0;
let storage: Map<string, string>;
const store = () => ({
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
});

beforeEach(() => {
  n += 1;
  db = createLocalDb(`wishlist-merge-test-${n}`);
  storage = new Map();
});
afterEach(async () => {
  await db.delete();
});

const item = (productId: number, userId = 1): WishlistItem => ({
  id: `w-${productId}`,
  userId,
  productId,
  createdAt: '2024-01-01T00:00:00.000Z',
});

function deps(overrides: Partial<WishlistMergeDeps> = {}): WishlistMergeDeps {
  return {
    db,
    storage: store(),
    sessionUserId: () => Promise.resolve(1),
    post: (ids) => Promise.resolve({ wishlist: ids.map((id) => item(id)) }),
    lock: (task) => task(),
    ...overrides,
  };
}

describe('wishlist merge payload and count', () => {
  it('sends each valid product id once', () => {
    expect(buildWishlistMergeIds([4, 2, 4, 0, -1, 2.5, 9])).toEqual([4, 2, 9]);
  });

  it('counts server and not-yet-merged local products once each', () => {
    expect(wishlistItemCount(undefined, [1, 2])).toBe(2);
    expect(wishlistItemCount([1, 3], [1, 2])).toBe(3);
  });
});

describe('mergeGuestWishlist', () => {
  it('posts the local ids, then empties the local wishlist; calls made together run once', async () => {
    await addToLocalWishlist(5, db);
    await addToLocalWishlist(6, db);
    const post = vi.fn(deps().post);
    const [a, b] = await Promise.all([
      mergeGuestWishlist(1, deps({ post })),
      mergeGuestWishlist(1, deps({ post })),
    ]);
    expect(a).toBe(b);
    expect(post).toHaveBeenCalledTimes(1);
    expect([...(post.mock.calls[0]?.[0] ?? [])].sort()).toEqual([5, 6]);
    expect(await listLocalWishlist(db)).toEqual([]);
  });

  it('keeps the local items when the call fails', async () => {
    await addToLocalWishlist(5, db);
    await expect(
      mergeGuestWishlist(1, deps({ post: () => Promise.reject(new Error('503')) })),
    ).rejects.toThrow();
    expect(await listLocalWishlist(db)).toHaveLength(1);
  });

  it('sends nothing into an account the session does not belong to', async () => {
    await addToLocalWishlist(5, db);
    const post = vi.fn(deps().post);
    expect(await mergeGuestWishlist(1, deps({ post, sessionUserId: () => Promise.resolve(2) }))).toEqual({
      status: 'wrong-user',
    });
    expect(post).not.toHaveBeenCalled();
    expect(await listLocalWishlist(db)).toHaveLength(1);
  });

  it("never merges another account's fallback saves; merges the own ones", async () => {
    await addToLocalWishlist(5, db); // a guest's
    await addToLocalWishlist(7, db); // saved locally for account 2 when the server failed
    noteFallbackSave(2, 7, store());
    const post = vi.fn(deps().post);
    await mergeGuestWishlist(1, deps({ post }));
    expect(post).toHaveBeenCalledWith([5]);
    expect(await listLocalWishlist(db)).toEqual([]);
    expect(readFallbackNote(store())).toBeNull();

    await addToLocalWishlist(8, db);
    noteFallbackSave(1, 8, store());
    await mergeGuestWishlist(1, deps({ post }));
    expect(post).toHaveBeenLastCalledWith([8]);
    expect(readFallbackNote(store())).toBeNull();
  });
});

describe('fallback saves', () => {
  it('are removed from the browser once signed out, guest items stay', async () => {
    await addToLocalWishlist(5, db);
    await addToLocalWishlist(7, db);
    noteFallbackSave(2, 7, store());
    await purgeForeignFallbackSaves(2, db, store());
    expect(await listLocalWishlist(db)).toHaveLength(2);
    await purgeForeignFallbackSaves(null, db, store());
    expect((await listLocalWishlist(db)).map((i) => i.productId)).toEqual([5]);
  });

  it('forgets a product removed again', () => {
    noteFallbackSave(2, 7, store());
    noteFallbackSave(2, 8, store());
    forgetFallbackSave(7, store());
    expect(readFallbackNote(store())).toEqual({ userId: 2, productIds: [8] });
    forgetFallbackSave(8, store());
    expect(readFallbackNote(store())).toBeNull();
  });
});
