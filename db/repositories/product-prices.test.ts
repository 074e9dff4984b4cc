/**
 * The price history is kept by triggers, so every writer of `base_price_cents` records its prices,
 * bulk SQL included; the migration gives existing products their current price from their creation.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client.ts';
import { migrations } from '../migrations/index.ts';
import { createTestDb } from '../test/test-db.ts';
import { insertTestProduct } from '../test/factories.ts';
import { endPriceReductions, listProductPrices, lowestPriceSince } from './product-prices.ts';

const MIGRATION = '2026-11-27-021-price-history';
const BEFORE = '2026-11-27-020-order-taxes-invoices';

describe('the price history migration', () => {
  it('gives each existing product its price from its creation, and goes down and up again', async () => {
    const handle = createDb(':memory:');
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      await sql`INSERT INTO products (id, name, part_number, part_number_norm, base_price_cents, created_at)
        VALUES (7, 'Old part', 'OP-1', 'OP1', 2599, '2026-01-02T03:04:05.000Z')`.execute(handle.db);
      expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
      expect(await handle.db.selectFrom('productPrices').selectAll().execute()).toEqual([
        { id: 1, productId: 7, priceCents: 2599, validFrom: '2026-01-02T03:04:05.000Z', source: 'migration' },
      ]);
      expect((await migrator.migrateDown()).error).toBeUndefined();
      const columns = await sql<{ name: string }>`SELECT name FROM pragma_table_info('products')`.execute(
        handle.db,
      );
      expect(columns.rows.map((c) => c.name)).not.toContain('reference_price_cents');
      expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});

describe('the price triggers', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => handle.close());

  it('record every changed price of a bulk update, one row each, and no unchanged one', async () => {
    const db = handle.db;
    const a = await insertTestProduct(db, { basePriceCents: 1000 });
    const b = await insertTestProduct(db, { basePriceCents: 2000 });
    await sql`UPDATE products SET base_price_cents = CASE id WHEN ${a} THEN 900 ELSE 2000 END
      WHERE id IN (${a}, ${b})`.execute(db);
    expect((await listProductPrices(db, a, 10)).map((p) => p.priceCents)).toEqual([900, 1000]);
    expect((await listProductPrices(db, b, 10)).map((p) => p.priceCents)).toEqual([2000]);
    const row = await db
      .selectFrom('products')
      .select(['referencePriceCents', 'priceReducedAt'])
      .where('id', '=', a)
      .executeTakeFirstOrThrow();
    expect(row.referencePriceCents).toBe(1000);
    expect(row.priceReducedAt).not.toBeNull();
  });

  it('answer the lowest price in effect since a time: the one then and every later one', async () => {
    const db = handle.db;
    const id = await insertTestProduct(db, { basePriceCents: 3000 });
    await db.deleteFrom('productPrices').where('productId', '=', id).execute();
    await db
      .insertInto('productPrices')
      .values([
        { productId: id, priceCents: 1000, validFrom: '2026-01-01T00:00:00.000Z', source: null },
        { productId: id, priceCents: 4000, validFrom: '2026-02-01T00:00:00.000Z', source: null },
        { productId: id, priceCents: 3000, validFrom: '2026-03-01T00:00:00.000Z', source: null },
      ])
      .execute();
    expect(await lowestPriceSince(db, id, '2026-02-15T00:00:00.000Z')).toBe(3000);
    expect(await lowestPriceSince(db, id, '2026-01-15T00:00:00.000Z')).toBe(1000);
    expect(await lowestPriceSince(db, id, '2025-12-01T00:00:00.000Z')).toBe(1000);
  });

  it('go with the product, and the sweep ends only reductions at or before its time', async () => {
    const db = handle.db;
    const id = await insertTestProduct(db, { basePriceCents: 5000 });
    await db.updateTable('products').set({ basePriceCents: 4000 }).where('id', '=', id).execute();
    expect(await endPriceReductions(db, '2000-01-01T00:00:00.000Z')).toBe(0);
    expect(await endPriceReductions(db, new Date(Date.now() + 60_000).toISOString())).toBeGreaterThan(0);
    const row = await db
      .selectFrom('products')
      .select('referencePriceCents')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.referencePriceCents).toBeNull();
    await db.deleteFrom('products').where('id', '=', id).execute();
    expect(await listProductPrices(db, id, 10)).toEqual([]);
  });
});
