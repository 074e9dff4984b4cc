/**
 * Start-up database work: a search index left stale by a migration is rebuilt from the products, and
 * the lowest offer price stays in step with offers through triggers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from './client.ts';
import { migrations } from './migrations/index.ts';
import { countProductsUpTo, listProducts } from './repositories/product-queries.ts';
import { writeSetting } from './repositories/settings.ts';
import { openAndMigrate } from './setup.ts';
import { insertTestOffer, insertTestProduct } from './test/factories.ts';
import { createTestDb } from './test/test-db.ts';

const silent = { info: () => undefined };
const page = { limit: 20, offset: 0, sortBy: 'relevance', sortOrder: 'asc' } as const;
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('openAndMigrate', () => {
  it('rebuilds a stale search index from the products, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-setup-'));
    dirs.push(dir);
    const file = path.join(dir, 'shop.sqlite');
    let handle = await openAndMigrate(file, silent);
    const id = await insertTestProduct(handle.db, { name: 'Klocki hamulcowe', partNumber: '0 986 494 052' });
    // What a migration that changes the index layout leaves behind.
    await sql`DELETE FROM products_fts`.execute(handle.db);
    await sql`INSERT INTO product_codes (product_codes) VALUES ('delete-all')`.execute(handle.db);
    await sql`INSERT INTO product_names (product_names) VALUES ('delete-all')`.execute(handle.db);
    await sql`UPDATE catalogue_meta SET value = 1 WHERE key = 'search_index_stale'`.execute(handle.db);
    expect(await listProducts(handle.db, { search: 'hamulc' }, page)).toEqual([]);
    await handle.close();

    handle = await openAndMigrate(file, silent);
    const ids = async (search: string) => (await listProducts(handle.db, { search }, page)).map((p) => p.id);
    expect(await ids('hamulc')).toEqual([id]);
    expect(await ids('986494')).toEqual([id]);
    const flag = await handle.db
      .selectFrom('catalogueMeta')
      .select('value')
      .where('key', '=', 'search_index_stale')
      .executeTakeFirstOrThrow();
    expect(flag.value).toBe(0);
    const stats = await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_stat1`.execute(handle.db);
    expect(stats.rows[0]?.n).toBeGreaterThan(0);
    await handle.close();
  });
});

describe('lowest offer price', () => {
  it('follows offers as they are added, changed, deactivated and removed', async () => {
    const handle = await createTestDb();
    const db = handle.db;
    const id = await insertTestProduct(db);
    const lowest = async () =>
      (
        await db
          .selectFrom('products')
          .select('lowestOfferCents')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).lowestOfferCents;
    expect(await lowest()).toBeNull();
    await insertTestOffer(db, id, 5000, 'Supplier A');
    await insertTestOffer(db, id, 4500, 'Supplier B');
    expect(await lowest()).toBe(4500);
    await db.updateTable('offers').set({ priceCents: 5500 }).where('priceCents', '=', 4500).execute();
    expect(await lowest()).toBe(5000);
    await db.updateTable('offers').set({ isActive: 0 }).where('priceCents', '=', 5000).execute();
    expect(await lowest()).toBe(5500);
    await db.deleteFrom('offers').where('productId', '=', id).execute();
    expect(await lowest()).toBeNull();
    await handle.close();
  });
});

describe('catalogue version', () => {
  it('moves when the shop settings change (rendered pages show the seller)', async () => {
    const handle = await createTestDb();
    try {
      const version = async () =>
        (
          await sql<{ value: number }>`SELECT value FROM catalogue_meta WHERE key = 'version'`.execute(
            handle.db,
          )
        ).rows[0]?.value ?? 0;
      const before = await version();
      await writeSetting(handle.db, 'seller.companyName', 'Auto Części Nowak sp. z o.o.');
      const afterInsert = await version();
      expect(afterInsert).toBeGreaterThan(before);
      await writeSetting(handle.db, 'seller.companyName', 'Nowak');
      expect(await version()).toBeGreaterThan(afterInsert);
    } finally {
      await handle.close();
    }
  });
});

describe('the names index mark migration', () => {
  it('marks the inactive products of an existing names index, and keeps the mark in step', async () => {
    const handle = createDb(':memory:');
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo('2026-11-26-015-search-scale');
      expect(before.error).toBeUndefined();
      const ids = [];
      // Explicit ids: that schema has no id high-water mark yet.
      for (const [id, name, isActive] of [
        [1, 'Strut mount A', 1],
        [2, 'Strut mount B', 0],
        [3, 'Strut mount C', 0],
      ] as const)
        ids.push(await insertTestProduct(handle.db, { id, name, isActive }));
      // The index as that migration wrote it: no mark in the names index.
      await sql`DELETE FROM product_names WHERE rowid IN (SELECT id FROM products WHERE is_active = 0)`.execute(
        handle.db,
      );
      await sql`INSERT INTO product_names (rowid, codes, names)
        SELECT rowid, trim(replace(codes, '~!~', '')), names FROM products_fts
        WHERE rowid IN (SELECT id FROM products WHERE is_active = 0)`.execute(handle.db);
      const marked = async () =>
        (
          await sql<{
            n: number;
          }>`SELECT count(*) AS n FROM product_names WHERE product_names MATCH '"~!~"'`.execute(handle.db)
        ).rows[0]?.n;
      expect(await marked()).toBe(0);
      await migrateToLatest(handle.db);
      expect(await marked()).toBe(2);
      expect(await countProductsUpTo(handle.db, { search: 'strut' }, 1)).toEqual({ count: 1, capped: false });
      await handle.db.updateTable('products').set({ isActive: 1 }).where('id', '=', ids[1]!).execute();
      expect(await marked()).toBe(1);
      expect(await countProductsUpTo(handle.db, { search: 'strut' }, 1)).toEqual({ count: 1, capped: true });
    } finally {
      await handle.close();
    }
  });
});
