import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApiProduct } from '../../test/factories.ts';
import { createLocalDb, type LocalDb } from '../../lib/local-db.ts';
import { listRecentlyViewed, recordRecentlyViewed, RECENTLY_VIEWED_STORED } from './recently-viewed.ts';

const product = (id: number) => buildApiProduct(id, { stock: 1 });

let db: LocalDb;
let run = 0;

beforeEach(async () => {
  db = createLocalDb(`test-recently-viewed-${++run}`);
  await db.open();
});

afterEach(async () => {
  await db.delete();
});

const ids = async (options?: Parameters<typeof listRecentlyViewed>[0]) =>
  (await listRecentlyViewed(options, db)).map((p) => p.id);

describe('recently viewed products', () => {
  it('lists the viewed products newest first, as full objects', async () => {
    await recordRecentlyViewed(product(1), db, 1_000);
    await recordRecentlyViewed(product(2), db, 2_000);
    await recordRecentlyViewed(product(3), db, 3_000);
    expect(await ids()).toEqual([3, 2, 1]);
    expect((await listRecentlyViewed({}, db))[0]).toEqual(product(3));
  });

  it('moves a product viewed again to the front without a second copy', async () => {
    await recordRecentlyViewed(product(1), db, 1_000);
    await recordRecentlyViewed(product(2), db, 2_000);
    await recordRecentlyViewed({ ...product(1), displayPrice: 12 }, db, 3_000);
    expect(await ids()).toEqual([1, 2]);
    expect((await listRecentlyViewed({}, db))[0]?.displayPrice).toBe(12);
  });

  it(`keeps at most ${RECENTLY_VIEWED_STORED}, dropping the oldest`, async () => {
    for (let id = 1; id <= 12; id++) await recordRecentlyViewed(product(id), db, id * 1_000);
    expect(await db.recentlyViewed.count()).toBe(RECENTLY_VIEWED_STORED);
    expect(await ids()).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('leaves out the product on screen and stops at the limit', async () => {
    for (let id = 1; id <= 6; id++) await recordRecentlyViewed(product(id), db, id * 1_000);
    expect(await ids({ excludeId: 6, limit: 4 })).toEqual([5, 4, 3, 2]);
    expect(await ids({ excludeId: 3, limit: 4 })).toEqual([6, 5, 4, 2]);
  });

  it('puts the latest view in front even when the clock went back', async () => {
    await recordRecentlyViewed(product(1), db, 5_000);
    await recordRecentlyViewed(product(2), db, 4_000);
    expect(await ids()).toEqual([2, 1]);
  });
});
