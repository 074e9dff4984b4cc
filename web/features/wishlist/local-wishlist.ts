/**
 * The guest wishlist in IndexedDB: entries `local-<productId>` for user `guest`. Every
 * function takes the database so tests run on fake-indexeddb.
 */
import { localDb, type LocalDb, type LocalWishlistItem } from '../../lib/local-db.ts';

export function localWishlistId(productId: number): string {
  return `local-${productId}`;
}

export async function isInLocalWishlist(productId: number, db: LocalDb = localDb): Promise<boolean> {
  try {
    return (await db.wishlist.get(localWishlistId(productId))) !== undefined;
  } catch {
    return false;
  }
}

export async function addToLocalWishlist(productId: number, db: LocalDb = localDb): Promise<void> {
  const item: LocalWishlistItem = {
    id: localWishlistId(productId),
    userId: 'guest',
    productId,
    createdAt: new Date().toISOString(),
  };
  await db.transaction('rw', db.wishlist, async () => {
    if (!(await db.wishlist.get(item.id))) await db.wishlist.add(item);
  });
}

export async function removeFromLocalWishlist(productId: number, db: LocalDb = localDb): Promise<void> {
  await db.wishlist.delete(localWishlistId(productId));
}

/** Adds the product when missing, removes it when saved; resolves whether it is saved afterwards. */
export async function toggleLocalWishlist(productId: number, db: LocalDb = localDb): Promise<boolean> {
  return db.transaction('rw', db.wishlist, async () => {
    if (await db.wishlist.get(localWishlistId(productId))) {
      await removeFromLocalWishlist(productId, db);
      return false;
    }
    await addToLocalWishlist(productId, db);
    return true;
  });
}

/** Newest first. */
export async function listLocalWishlist(db: LocalDb = localDb): Promise<LocalWishlistItem[]> {
  return db.wishlist.orderBy('createdAt').reverse().toArray();
}

export async function countLocalWishlist(db: LocalDb = localDb): Promise<number> {
  try {
    return await db.wishlist.count();
  } catch {
    return 0;
  }
}
