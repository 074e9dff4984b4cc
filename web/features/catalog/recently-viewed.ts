/**
 * Recently viewed products: the last 10 products the shopper opened, kept whole in
 * IndexedDB so the strip renders without a call; the newest first, a repeat view moves it to the front.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Product } from '#api/contract/catalog.ts';
import { localDb, type LocalDb } from '../../lib/local-db.ts';

export const RECENTLY_VIEWED_STORED = 10;
export const RECENTLY_VIEWED_SHOWN = 4;

/** Puts the product at the front (or moves it there) and drops the oldest beyond the limit. */
export async function recordRecentlyViewed(
  product: Product,
  db: LocalDb = localDb,
  now: number = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.recentlyViewed, async () => {
    // A clock set back must not leave the product behind older entries.
    const newest = await db.recentlyViewed.orderBy('viewedAt').last();
    const viewedAt = newest && newest.productId !== product.id ? Math.max(now, newest.viewedAt + 1) : now;
    await db.recentlyViewed.put({ productId: product.id, viewedAt, product });
    const surplus = await db.recentlyViewed
      .orderBy('viewedAt')
      .reverse()
      .offset(RECENTLY_VIEWED_STORED)
      .primaryKeys();
    if (surplus.length > 0) await db.recentlyViewed.bulkDelete(surplus);
  });
}

/** Stored products, newest first, without `excludeId` (the product on screen). */
export async function listRecentlyViewed(
  { excludeId, limit = RECENTLY_VIEWED_STORED }: { excludeId?: number; limit?: number } = {},
  db: LocalDb = localDb,
): Promise<Product[]> {
  const entries = await db.recentlyViewed
    .orderBy('viewedAt')
    .reverse()
    .filter((entry) => entry.productId !== excludeId)
    .limit(limit)
    .toArray();
  return entries.map((entry) => entry.product);
}

/** Live list for the product page's strip; empty while reading or without IndexedDB. */
export function useRecentlyViewed(excludeId: number, limit = RECENTLY_VIEWED_SHOWN): Product[] {
  return useLiveQuery(() => listRecentlyViewed({ excludeId, limit }).catch(() => []), [excludeId, limit], []);
}
