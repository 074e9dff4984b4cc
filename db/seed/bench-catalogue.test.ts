/** The benchmark catalogue writer at a small size: tree shape, schema rules, shares, codes, search, determinism. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client.ts';
import { countProducts } from '../repositories/product-queries.ts';
import { normalizeCode } from '../repositories/search-text.ts';
import { createTestDb } from '../test/test-db.ts';
import { type BenchCatalogue, seedBenchCatalogue } from './bench-catalogue.ts';
import { isValidEan13 } from './ean.ts';

const COUNT = 2000;

describe('seedBenchCatalogue', () => {
  let handle: DbHandle;
  let result: BenchCatalogue;
  const all = <T>(sql: string, ...params: unknown[]) => handle.sqlite.prepare(sql).all(...params) as T[];
  const one = <T>(sql: string, ...params: unknown[]) => handle.sqlite.prepare(sql).get(...params) as T;
  const share = (where: string) =>
    one<{ n: number }>(`SELECT count(*) AS n FROM products WHERE ${where}`).n / COUNT;

  beforeAll(async () => {
    handle = await createTestDb();
    result = await seedBenchCatalogue(handle, COUNT);
  });
  afterAll(() => handle.close());

  it('writes a 10 x 5 x 4 category tree with products in the leaves only', () => {
    const levels = all<{ level: number; n: number }>(
      'SELECT level, count(*) AS n FROM categories GROUP BY level',
    );
    expect(levels).toEqual([
      { level: 1, n: 10 },
      { level: 2, n: 50 },
      { level: 3, n: 200 },
    ]);
    const fanOut = all<{ level: number; children: number }>(
      `SELECT p.level, count(c.id) AS children FROM categories p JOIN categories c ON c.parent_id = p.id
       GROUP BY p.id`,
    );
    expect(fanOut.filter((r) => r.level === 1).every((r) => r.children === 5)).toBe(true);
    expect(fanOut.filter((r) => r.level === 2).every((r) => r.children === 4)).toBe(true);
    expect(
      one<{ n: number }>(
        'SELECT count(*) AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.level <> 3',
      ).n,
    ).toBe(0);
    expect(result.rootCategoryIds).toHaveLength(10);
    expect(result.categoryIds[0]).toBe(result.rootCategoryIds[0]);
  });

  it('has 40-200 brands, several suppliers and real vehicles', () => {
    const brands = one<{ n: number }>('SELECT count(*) AS n FROM brands').n;
    expect(brands).toBeGreaterThanOrEqual(40);
    expect(brands).toBeLessThanOrEqual(200);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM suppliers').n).toBeGreaterThanOrEqual(4);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM vehicles').n).toBeGreaterThan(100);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM vehicle_makes').n).toBeGreaterThan(10);
  });

  it('satisfies the schema: foreign keys, integrity, normalised codes, valid EANs', () => {
    expect(handle.sqlite.pragma('foreign_key_check')).toEqual([]);
    expect(handle.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(handle.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    const products = all<{
      partNumber: string;
      partNumberNorm: string;
      maker: string | null;
      makerNorm: string | null;
      ean: string | null;
    }>(
      `SELECT part_number AS partNumber, part_number_norm AS partNumberNorm, manufacturer_number AS maker,
         manufacturer_number_norm AS makerNorm, ean_number AS ean FROM products`,
    );
    expect(products).toHaveLength(COUNT);
    for (const p of products) {
      expect(p.partNumberNorm).toBe(normalizeCode(p.partNumber));
      expect(p.makerNorm).toBe(p.maker === null ? null : normalizeCode(p.maker));
      if (p.ean !== null) expect(isValidEan13(p.ean)).toBe(true);
    }
    // Makers' formats: separators in part numbers and OE numbers written with spaces, dashes or neither.
    const separated = products.filter((p) => /[ ./-]/.test(p.partNumber)).length / COUNT;
    expect(separated).toBeGreaterThan(0.3);
    expect(products.some((p) => /^\d \d{3} \d{3} \d{3}$/.test(p.partNumber))).toBe(true);
    expect(products.some((p) => /^[0-9A-Z]{3}-\d{3}-\d{3}(-[A-E])?$/.test(p.maker ?? ''))).toBe(true);
    expect(products.some((p) => /^[0-9A-Z]{3} \d{3} \d{3}/.test(p.maker ?? ''))).toBe(true);
    const eans = products.filter((p) => p.ean !== null).map((p) => p.ean);
    expect(new Set(eans).size).toBe(eans.length);
    expect(eans.length / COUNT).toBeGreaterThan(0.9);
  });

  it('names brake parts in about 20 % of products, in English and Polish; about 2 % are inactive', () => {
    const brake = share(`lower(name || ' ' || description) LIKE '%brake%'`);
    const hamulc = share(`lower(name_pl || ' ' || description_pl) LIKE '%hamulc%'`);
    expect(brake).toBeGreaterThan(0.15);
    expect(brake).toBeLessThan(0.25);
    expect(hamulc).toBeGreaterThan(0.15);
    expect(hamulc).toBeLessThan(0.25);
    const inactive = share('is_active = 0');
    expect(inactive).toBeGreaterThan(0.005);
    expect(inactive).toBeLessThan(0.04);
  });

  it('gives every product 1-3 offers, prices and stock, and most products fitting vehicles', () => {
    const offers = one<{ low: number; high: number; products: number }>(
      `SELECT min(n) AS low, max(n) AS high, count(*) AS products
       FROM (SELECT count(*) AS n FROM offers GROUP BY product_id)`,
    );
    expect(offers).toEqual({ low: 1, high: 3, products: COUNT });
    expect(result.offers).toBe(one<{ n: number }>('SELECT count(*) AS n FROM offers').n);
    expect(share('base_price_cents > 0')).toBe(1);
    expect(share('stock > 0')).toBeGreaterThan(0.8);
    const fitted = one<{ n: number }>('SELECT count(DISTINCT product_id) AS n FROM product_fitments').n;
    expect(fitted / COUNT).toBeGreaterThan(0.6);
    expect(result.fitments).toBe(one<{ n: number }>('SELECT count(*) AS n FROM product_fitments').n);
    // A fitted part carries the OE number of a vehicle it fits.
    expect(share('manufacturer_number IS NOT NULL')).toBeCloseTo(fitted / COUNT, 5);
  });

  it('puts every active product in the search index, found by its part number', async () => {
    const active = all<{ id: number; partNumber: string }>(
      'SELECT id, part_number AS partNumber FROM products WHERE is_active = 1',
    );
    for (const p of active) {
      expect(await countProducts(handle.db, { search: p.partNumber, ids: [p.id] })).toBe(1);
    }
    const brake = await countProducts(handle.db, { search: 'brake' });
    expect(brake / active.length).toBeGreaterThan(0.15);
    expect(brake / active.length).toBeLessThan(0.25);
  });

  it('refuses a catalogue that has data and writes the same rows on every run', async () => {
    await expect(seedBenchCatalogue(handle, 10)).rejects.toThrow(/empty catalogue/);
    const digest = (h: DbHandle) =>
      h.sqlite
        .prepare(
          `SELECT group_concat(id || name || name_pl || part_number || coalesce(ean_number, '') ||
             base_price_cents || created_at, '|') AS d FROM (SELECT * FROM products ORDER BY id)`,
        )
        .get();
    const again = await createTestDb();
    try {
      await seedBenchCatalogue(again, COUNT);
      expect(digest(again)).toEqual(digest(handle));
    } finally {
      await again.close();
    }
  });
});
