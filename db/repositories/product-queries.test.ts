/**
 * Query plans of the catalogue's searches and lists (each starts from the index that bounds its rows,
 * so its cost follows the matches, not the catalogue), the relevance tiers, and capped counts.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client.ts';
import {
  fitProduct,
  insertTestBrand,
  insertTestCategory,
  insertTestOffer,
  insertTestProduct,
  insertTestVehicle,
} from '../test/factories.ts';
import { createTestDb } from '../test/test-db.ts';
import { analyzeDatabase } from './maintenance.ts';
import { nameOrderSql, nameSortKey } from './name-order.ts';
import {
  CODE_HITS_AT_ONCE,
  countProducts,
  countProductsUpTo,
  indexCountQuery,
  countQuery,
  listProducts,
  planSearch,
  probesFitments,
  type ProductFilter,
  type ProductPage,
  relevanceTiers,
  walksCategories,
} from './product-queries.ts';
import { codeSuffixes } from './search-text.ts';

let handle: DbHandle;
const ids: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDb();
  const db = handle.db;
  const brand = await insertTestBrand(db, { name: 'Bosch' });
  const category = await insertTestCategory(db, { slug: 'brakes', name: 'Brakes' });
  ids.brand = brand;
  ids.category = category;
  ids.pads = await insertTestProduct(db, {
    name: 'Brake pad set',
    partNumber: '0 986 494 052',
    manufacturerNumber: '1K0 698 151 A',
    eanNumber: '4047024155678',
    brandId: brand,
    categoryId: category,
  });
  ids.longer = await insertTestProduct(db, { name: 'Wear sensor', partNumber: '0 986 494 0521' });
  ids.inner = await insertTestProduct(db, { name: 'Caliper', partNumber: '1 0986 494 052 7' });
  ids.described = await insertTestProduct(db, {
    name: 'Wheel bearing',
    partNumber: 'WB 1',
    description: 'Check the brake disc when fitting.',
  });
  for (let i = 0; i < 30; i++)
    await insertTestProduct(db, { name: `Brake disc ${i}`, partNumber: `BD-${i}` });
  await insertTestOffer(db, ids.pads, 4599);
  await analyzeDatabase(db);
});

afterAll(async () => {
  await handle.close();
});

/** SQLite's plan for a compiled Kysely query, one line per step. */
function plan(query: { compile(): { sql: string; parameters: readonly unknown[] } }): string[] {
  const { sql, parameters } = query.compile();
  const rows = handle.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[];
  return rows.map((r) => r.detail);
}

const page: ProductPage = { limit: 20, offset: 0, sortBy: 'relevance', sortOrder: 'asc' };

describe('search plans start from the search index', () => {
  it.each([
    ['a full part number with separators', '0 986-494.052', 'product_codes'],
    ['six inner digits', '986494', 'product_codes'],
    ['a manufacturer number', '1K0 698 151 A', 'product_codes'],
    ['an EAN', '4047024155678', 'product_codes'],
    ['a short number', 'W 71', 'product_names'],
    ['a word', 'brake', 'products_fts'],
    ['Polish words', 'klocki hamulcowe', 'products_fts'],
  ])('%s: every full-text tier scans %s first, then reads products by rowid', (_label, text, index) => {
    const search = planSearch(text);
    expect(search).not.toBeNull();
    if (!search) return;
    const tiers = relevanceTiers(handle.db, search, {}).map((tier) => plan(tier(20)));
    const fullText = tiers.filter((steps) => steps.some((s) => s.includes('VIRTUAL TABLE')));
    expect(fullText.length).toBeGreaterThan(0);
    for (const steps of fullText) {
      expect(steps[0]).toMatch(new RegExp(`^SCAN s VIRTUAL TABLE INDEX \\d+:M`));
      expect(steps[1]).toBe('SEARCH products USING INTEGER PRIMARY KEY (rowid=?)');
      // Read in the index's own order: no sort of all matches.
      expect(steps.join('\n')).not.toContain('TEMP B-TREE');
    }
    const hit = search.hit;
    const tables = {
      productCodes: 'product_codes',
      productNames: 'product_names',
      productsFts: 'products_fts',
    };
    expect(hit && tables[hit.index]).toBe(index);
  });

  it('number tiers use the part, manufacturer and EAN indexes', () => {
    const search = planSearch('0986494052');
    if (!search) throw new Error('no plan');
    const [exact, prefix] = relevanceTiers(handle.db, search, {}).map((tier) => plan(tier(20)).join('\n'));
    expect(exact).toContain('products_part_number_norm (part_number_norm=?)');
    expect(exact).toContain('products_manufacturer_number_norm (manufacturer_number_norm=?)');
    expect(exact).toContain('products_ean (ean_number=?)');
    expect(prefix).toContain('products_part_number_norm (part_number_norm>? AND part_number_norm<?)');
  });

  it.each([
    ['a word', { search: 'brake' }],
    ['a word with filters', { search: 'brake', brandId: 1, categoryIds: [1, 2], minPriceCents: 100 }],
    ['a part number', { search: '0986494052' }],
  ])('counting %s starts from the search index too', (_label, filter: ProductFilter) => {
    const query = countQuery(handle.db, filter);
    if (!query) throw new Error('no query');
    const steps = plan(query.select((eb) => eb.fn.countAll().as('n')));
    expect(steps[0]).toMatch(/^SCAN s VIRTUAL TABLE INDEX \d+:M/);
  });

  it('lists a category from its index, and reads no offer subquery per row', () => {
    const query = countQuery(handle.db, { categoryIds: [ids.category as number] });
    if (!query) throw new Error('no query');
    const steps = plan(query.select('products.id').orderBy('products.name').limit(20));
    expect(steps[0]).toContain('USING COVERING INDEX products_category (category_id=? AND is_active=?)');
    expect(steps.join('\n')).not.toContain('TEMP B-TREE');
  });
});

describe('relevance order', () => {
  const found = async (search: string, extra: Partial<ProductPage> = {}) =>
    (await listProducts(handle.db, { search }, { ...page, ...extra })).map((p) => p.id);

  it('puts the exact number first, then numbers starting with it, then numbers containing it', async () => {
    expect(await found('0986494052')).toEqual([ids.pads, ids.longer, ids.inner]);
  });

  it('ranks a name hit above a description hit', async () => {
    const hits = await found('brake', { limit: 100 });
    expect(hits[0]).toBe(ids.pads);
    expect(hits.at(-1)).toBe(ids.described);
    expect(hits).toHaveLength(32);
  });

  it('pages across the tiers without gaps or repeats', async () => {
    const all = await found('brake', { limit: 100 });
    const paged: number[] = [];
    for (let offset = 0; offset < all.length; offset += 7)
      paged.push(...(await found('brake', { offset, limit: 7 })));
    expect(paged).toEqual(all);
  });

  it('tests 1-2 letter words on the whole text in the name tier too', async () => {
    // "pad" is found by name; "se" is in the name ("set"), "fi" only in a description ("fitting").
    expect(await found('pad se')).toEqual([ids.pads]);
    expect(await found('disc fi')).toEqual([ids.described]);
    expect(await found('brake fi')).toEqual([ids.described]);
    expect(await found('pad zq')).toEqual([]);
  });

  it('finds a word of descriptions only, in a filter where no name holds it too', async () => {
    const db = handle.db;
    const seals = await insertTestCategory(db, { slug: 'seals', name: 'Seals' });
    const heads = await insertTestCategory(db, { slug: 'heads', name: 'Heads' });
    const named = await insertTestProduct(db, { name: 'Zylinderkopf seal', categoryId: seals });
    const described = await insertTestProduct(db, {
      name: 'Head bolt',
      description: 'For the zylinderkopf of older engines.',
      categoryId: heads,
    });
    expect(await found('zylinderkopf')).toEqual([named, described]);
    // No name in the category holds the word: every hit there is a description hit.
    const inHeads = (extra: Partial<ProductPage> = {}) =>
      listProducts(handle.db, { search: 'zylinderkopf', categoryIds: [heads] }, { ...page, ...extra });
    expect((await inHeads()).map((p) => p.id)).toEqual([described]);
    expect(await inHeads({ offset: 1 })).toEqual([]);
    expect(await found('engines')).toEqual([described]);
  });

  it('shows the lowest offer from the stored column', async () => {
    const [pads] = await listProducts(handle.db, { ids: [ids.pads as number] }, page);
    expect(pads?.lowestPriceCents).toBe(4599);
  });
});

describe('part-number searches ranked from one read of the suffix index', () => {
  let db: DbHandle;
  const code = '774411';
  /** The relevance order the tier queries give, each tier read whole. */
  const byTiers = async (search: string, filter: ProductFilter = {}) => {
    const tiers = relevanceTiers(db.db, planSearch(search)!, filter);
    const ids: number[] = [];
    for (const tier of tiers) ids.push(...(await tier(10_000).execute()).map((r) => r.id));
    return ids;
  };
  const found = async (search: string, filter: ProductFilter = {}, extra: Partial<ProductPage> = {}) =>
    (await listProducts(db.db, { ...filter, search }, { ...page, limit: 500, ...extra })).map((p) => p.id);

  beforeAll(async () => {
    db = await createTestDb();
    const brand = await insertTestBrand(db.db, { name: 'Febi' });
    // Inserted so that neither id order nor insertion order is the order of any tier.
    for (const [partNumber, more] of [
      [`${code}9`, {}],
      [`X${code}`, {}],
      [`${code}-B`, { brandId: brand }],
      ['QQ-1', { manufacturerNumber: `${code.slice(0, 3)} ${code.slice(3)}` }],
      [`${code}-A`, {}],
      [code, { isActive: 0 }],
      [`${code} 0`, {}],
      ['QQ-2', { eanNumber: code }],
      [`Z-${code}-1`, { brandId: brand }],
      [code, {}],
    ] as const)
      await insertTestProduct(db.db, { name: `Part ${partNumber}`, partNumber, ...more });
    await analyzeDatabase(db.db);
  });

  afterAll(async () => {
    await db.close();
  });

  it('gives the order of the tier queries: exact numbers by id, then by part number, then the rest', async () => {
    const ranked = await found(code);
    expect(ranked).toEqual(await byTiers(code));
    const names = (await listProducts(db.db, { search: code }, { ...page, limit: 500 })).map(
      (p) => p.partNumber,
    );
    expect(names.slice(0, 3)).toEqual(['QQ-1', 'QQ-2', code]);
    expect(names.slice(3, 7)).toEqual([`${code} 0`, `${code}9`, `${code}-A`, `${code}-B`]);
    expect(names.slice(7)).toEqual([`X${code}`, `Z-${code}-1`]);
    expect(names).toHaveLength(9);
    // Separators, filters and pages: the same order as the tier queries.
    expect(await found(`${code.slice(0, 2)}-${code.slice(2)}`)).toEqual(ranked);
    const brand = { brandId: (await db.db.selectFrom('brands').select('id').executeTakeFirstOrThrow()).id };
    expect(await found(code, brand)).toEqual(await byTiers(code, brand));
    expect(await found(code, {}, { offset: 2, limit: 3 })).toEqual(ranked.slice(2, 5));
  });

  it('ranks a word that starts a part number after that number, and skips the number tiers otherwise', async () => {
    const seal = await insertTestProduct(db.db, { name: 'Polo door seal', partNumber: 'DS-1' });
    const shim = await insertTestProduct(db.db, { name: 'Shim', partNumber: 'POLO 77' });
    expect(await found('polo')).toEqual([shim, seal]);
    expect(await found('polo')).toEqual(await byTiers('polo'));
    expect(await found('door')).toEqual([seal]);
    expect(await found('door')).toEqual(await byTiers('door'));
  });

  it(`runs the tier queries past ${CODE_HITS_AT_ONCE} hits, in the same order`, async () => {
    for (let i = 0; i < CODE_HITS_AT_ONCE; i++)
      await insertTestProduct(db.db, { name: `Bulk ${i}`, partNumber: `${(i * 37) % 97}-${code}-${i}` });
    const ranked = await found(code);
    expect(ranked).toHaveLength(CODE_HITS_AT_ONCE + 9);
    expect(ranked).toEqual(await byTiers(code));
    expect(await found(code, {}, { offset: 5, limit: 20 })).toEqual(ranked.slice(5, 25));
  });
});

describe('capped counts', () => {
  it('counts exactly up to the cap and says when there are more', async () => {
    expect(await countProductsUpTo(handle.db, { search: 'brake' }, 100)).toEqual({
      count: 32,
      capped: false,
    });
    expect(await countProductsUpTo(handle.db, { search: 'brake' }, 32)).toEqual({ count: 32, capped: false });
    expect(await countProductsUpTo(handle.db, { search: 'brake' }, 31)).toEqual({ count: 31, capped: true });
    expect(await countProductsUpTo(handle.db, {}, 5)).toEqual({ count: 5, capped: true });
    expect(await countProductsUpTo(handle.db, { search: '!!' }, 5)).toEqual({ count: 0, capped: false });
  });

  it('counts a word from the search index alone, leaving inactive products out as they change', async () => {
    const db = handle.db;
    const first = await insertTestProduct(db, { name: 'Head gasket A', partNumber: 'HG-1' });
    await insertTestProduct(db, { name: 'Head gasket B', partNumber: 'HG-2' });
    const hidden = await insertTestProduct(db, { name: 'Head gasket C', partNumber: 'HG-3', isActive: 0 });
    // The same filter through the product rows (a price bound sends it there) must agree.
    const counts = async () => [
      (await countProductsUpTo(db, { search: 'gasket' }, 100)).count,
      (await countProductsUpTo(db, { search: 'gasket', minPriceCents: 0 }, 100)).count,
    ];
    expect(await counts()).toEqual([2, 2]);
    await db.updateTable('products').set({ isActive: 0 }).where('id', '=', first).execute();
    expect(await counts()).toEqual([1, 1]);
    await db.updateTable('products').set({ isActive: 1 }).where('id', 'in', [first, hidden]).execute();
    expect(await counts()).toEqual([3, 3]);
    // The back office's exact count still sees inactive products.
    await db.updateTable('products').set({ isActive: 0 }).where('id', '=', hidden).execute();
    expect(await countProducts(db, { search: 'gasket', includeInactive: true })).toBe(3);
    expect(await counts()).toEqual([2, 2]);
  });

  it('counts to the cap on the names index when names reach it, leaving inactive products out there too', async () => {
    const db = handle.db;
    const a = await insertTestProduct(db, { name: 'Tie rod end A', partNumber: 'TR-1' });
    await insertTestProduct(db, { name: 'Tie rod end B', partNumber: 'TR-2' });
    const c = await insertTestProduct(db, { name: 'Tie rod end C', partNumber: 'TR-3', isActive: 0 });
    const count = (cap: number) => countProductsUpTo(db, { search: 'tie rod' }, cap);
    // Two active name hits: the inactive third is marked in the names index too, so a cap of 2 holds.
    expect(await count(2)).toEqual({ count: 2, capped: false });
    expect(await count(1)).toEqual({ count: 1, capped: true });
    // The mark follows the product's state in both indexes.
    await db.updateTable('products').set({ isActive: 0 }).where('id', '=', a).execute();
    expect(await count(1)).toEqual({ count: 1, capped: false });
    await db.updateTable('products').set({ isActive: 1 }).where('id', 'in', [a, c]).execute();
    expect(await count(2)).toEqual({ count: 2, capped: true });
    expect(await count(3)).toEqual({ count: 3, capped: false });
    // Names below the cap: the full index counts the description hits too.
    await insertTestProduct(db, { name: 'Boot', partNumber: 'TR-4', description: 'For a tie rod end.' });
    expect(await count(3)).toEqual({ count: 3, capped: true });
    expect(await count(4)).toEqual({ count: 4, capped: false });
  });

  it('reads no product row for a word count', () => {
    const steps = plan(indexCountQuery(handle.db, 'productsFts', '("brake") NOT "~!~"', 10001));
    expect(steps.join('\n')).toMatch(/SCAN s VIRTUAL TABLE INDEX \d+:M/);
    expect(steps.join('\n')).not.toContain('products');
  });
});

describe('codeSuffixes', () => {
  it('lists each suffix of 6+ characters once', () => {
    expect(codeSuffixes(['0986494052', null, '986494052'])).toBe(
      '0986494052 986494052 86494052 6494052 494052',
    );
    expect(codeSuffixes(['W712', undefined])).toBe('');
  });
});

describe('vehicle lists', () => {
  const sorted = async (
    vehicleId: number,
    sortBy: ProductPage['sortBy'],
    sortOrder: ProductPage['sortOrder'],
  ) =>
    (await listProducts(handle.db, { vehicleId }, { limit: 100, offset: 0, sortBy, sortOrder })).map((p) => [
      p.name,
      p.basePriceCents,
      p.id,
    ]);

  it('walk the sorted index for a vehicle most parts fit, and read the fitted parts for a rare one', async () => {
    const all = await handle.db
      .selectFrom('products')
      .select(['id', 'name', 'nameEn', 'basePriceCents'])
      .where('isActive', '=', 1)
      .execute();
    const popular = (await insertTestVehicle(handle.db)).vehicleId;
    const rare = (await insertTestVehicle(handle.db)).vehicleId;
    for (const product of all.slice(0, 25)) await fitProduct(handle.db, product.id, popular);
    for (const product of all.slice(0, 3)) await fitProduct(handle.db, product.id, rare);
    // 34 products: from 2 x sqrt(34) = 12 fitted parts the walk is chosen.
    expect(await probesFitments(handle.db, popular)).toBe(true);
    expect(await probesFitments(handle.db, rare)).toBe(false);

    for (const [vehicleId, fitted] of [
      [popular, all.slice(0, 25)],
      [rare, all.slice(0, 3)],
    ] as const) {
      // In the English name's order, in the English alphabet.
      const key = (p: { name: string; nameEn: string | null }) => nameSortKey(p.nameEn || p.name, 'en');
      const byName = [...fitted].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
      expect(await sorted(vehicleId, 'name', 'asc')).toEqual(
        byName.map((p) => [p.name, p.basePriceCents, p.id]),
      );
      const byPrice = [...fitted].sort((a, b) => b.basePriceCents - a.basePriceCents || a.id - b.id);
      expect((await sorted(vehicleId, 'price', 'desc')).map((r) => r[1])).toEqual(
        byPrice.map((p) => p.basePriceCents),
      );
    }
  });

  it('looks each product up in the fitments on the walk, with no sort of all fitted parts', () => {
    const walk = plan(
      handle.db
        .selectFrom('products')
        .select('products.id')
        .where('products.isActive', '=', 1)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('productFitments as pf')
              .select('pf.productId')
              .where('pf.vehicleId', '=', 1)
              .whereRef('pf.productId', '=', 'products.id'),
          ),
        )
        .orderBy(nameOrderSql('en'))
        .orderBy('products.id')
        .limit(20),
    ).join('\n');
    expect(walk).toContain('COVERING INDEX products_name_en (is_active=?)');
    expect(walk).not.toContain('TEMP B-TREE');
  });
});

describe('category lists', () => {
  it('walk the sorted index for a large category and sort a small one, in the same order', async () => {
    const db = handle.db;
    const large = await insertTestCategory(db, { slug: 'filters', name: 'Filters' });
    const small = await insertTestCategory(db, { slug: 'wipers', name: 'Wipers' });
    const names = ['Oil filter', 'air filter', 'Cabin filter', 'Fuel filter', 'Oil filter'];
    for (let i = 0; i < 20; i++)
      await insertTestProduct(db, {
        name: `${names[i % names.length]} ${i % 3}`,
        nameEn: null,
        partNumber: `FLT-${i}`,
        categoryId: large,
        basePriceCents: 1000 + ((i * 37) % 11) * 100,
        isActive: i === 7 ? 0 : 1,
      });
    for (let i = 0; i < 2; i++)
      await insertTestProduct(db, { name: `Wiper ${i}`, partNumber: `WP-${i}`, categoryId: small });
    // About 60 products: a page of 5 walks from sqrt(5 x 60) = 18 products in the categories on.
    expect(await walksCategories(db, [large], 5)).toBe(true);
    expect(await walksCategories(db, [small], 5)).toBe(false);
    expect(await walksCategories(db, [large], 100)).toBe(false);

    const rows = await db
      .selectFrom('products')
      .select(['id', 'name', 'nameEn', 'basePriceCents', 'createdAt'])
      .where('categoryId', '=', large)
      .where('isActive', '=', 1)
      .execute();
    const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
    const key = (p: { name: string; nameEn: string | null }) => nameSortKey(p.nameEn || p.name, 'en');
    const expected: Record<string, number[]> = {
      'name asc': [...rows].sort((a, b) => cmp(key(a), key(b)) || a.id - b.id).map((r) => r.id),
      'name desc': [...rows].sort((a, b) => cmp(key(b), key(a)) || a.id - b.id).map((r) => r.id),
      'price desc': [...rows]
        .sort((a, b) => b.basePriceCents - a.basePriceCents || a.id - b.id)
        .map((r) => r.id),
      'createdAt desc': [...rows]
        .sort((a, b) => cmp(b.createdAt, a.createdAt) || b.id - a.id)
        .map((r) => r.id),
    };
    for (const [order, ids] of Object.entries(expected)) {
      const [sortBy, sortOrder] = order.split(' ') as [ProductPage['sortBy'], ProductPage['sortOrder']];
      const paged: number[] = [];
      for (let offset = 0; offset < 25; offset += 5)
        paged.push(
          ...(await listProducts(db, { categoryIds: [large] }, { limit: 5, offset, sortBy, sortOrder })).map(
            (p) => p.id,
          ),
        );
      expect(paged, order).toEqual(ids);
    }
  });

  it('test the category on the sorted index entry, with no sort of the whole category', () => {
    for (const [column, index] of [
      [nameOrderSql('en'), 'products_name_en'],
      [nameOrderSql('pl'), 'products_name_pl'],
      ['products.basePriceCents', 'products_price'],
      ['products.createdAt', 'products_active_created'],
    ] as const) {
      const walk = plan(
        handle.db
          .selectFrom('products')
          .select('products.id')
          .where('products.isActive', '=', 1)
          .where(sql<number>`+${sql.ref('products.categoryId')}`, 'in', [1, 2, 3])
          .orderBy(column)
          .orderBy('products.id')
          .limit(20),
      ).join('\n');
      expect(walk).toContain(`COVERING INDEX ${index} (is_active=?)`);
      expect(walk).not.toContain('TEMP B-TREE');
    }
  });
});
