import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { LocalDb } from '../../lib/local-db.ts';
import { freshLocalDbEachTest } from '../../test/local-db.ts';
import {
  addToLocalWishlist,
  countLocalWishlist,
  isInLocalWishlist,
  listLocalWishlist,
  localWishlistId,
  removeFromLocalWishlist,
  toggleLocalWishlist,
} from './local-wishlist.ts';

let db: LocalDb;
freshLocalDbEachTest('wishlist-test', (fresh) => (db = fresh));

describe('local wishlist', () => {
  it('stores entries as local-<productId> for the guest user', async () => {
    await addToLocalWishlist(12, db);
    const [item] = await listLocalWishlist(db);
    expect(item).toMatchObject({ id: 'local-12', userId: 'guest', productId: 12 });
    expect(localWishlistId(12)).toBe('local-12');
  });

  it('adding twice keeps one entry', async () => {
    await addToLocalWishlist(12, db);
    await addToLocalWishlist(12, db);
    expect(await countLocalWishlist(db)).toBe(1);
  });

  it('toggles between saved and not saved', async () => {
    expect(await isInLocalWishlist(5, db)).toBe(false);
    expect(await toggleLocalWishlist(5, db)).toBe(true);
    expect(await isInLocalWishlist(5, db)).toBe(true);
    expect(await toggleLocalWishlist(5, db)).toBe(false);
    expect(await isInLocalWishlist(5, db)).toBe(false);
  });

  it('counts and removes entries', async () => {
    await toggleLocalWishlist(1, db);
    await toggleLocalWishlist(2, db);
    await toggleLocalWishlist(3, db);
    expect(await countLocalWishlist(db)).toBe(3);
    await removeFromLocalWishlist(2, db);
    expect(await countLocalWishlist(db)).toBe(2);
    expect((await listLocalWishlist(db)).map((item) => item.productId).sort()).toEqual([1, 3]);
  });
});
