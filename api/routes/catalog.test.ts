import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryPageData, Product, ProductFullDetails } from '#api/contract/catalog.ts';
import { upsertRates } from '#db/repositories/exchange-rates.ts';
import { updateProduct } from '#db/repositories/products.ts';
import { listCatalogueProducts } from '../services/catalog.ts';
import {
  fitProduct,
  insertTestBrand,
  insertTestCategory,
  insertTestCategoryChain,
  insertTestOffer,
  insertTestProduct,
  insertTestVehicle,
} from '#db/test/factories.ts';
import { registerTestAdmin } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const ids: Record<string, number> = {};

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const brake = await insertTestCategoryChain(db, ['brake-system', 'brake-pads-discs', 'brake-pads']);
  ids.brakeMother = brake.mother;
  ids.brakeSub = brake.sub;
  ids.brakePads = brake.subSub;
  ids.discs = await insertTestCategory(db, {
    slug: 'brake-discs',
    name: 'Brake discs',
    parentId: brake.sub,
    level: 3,
  });
  ids.filters = await insertTestCategory(db, { slug: 'filters', name: 'Filters', namePl: 'Filtry' });
  ids.hidden = await insertTestCategory(db, { slug: 'old-stuff', name: 'Old', isActive: 0 });
  ids.bosch = await insertTestBrand(db, { name: 'Bosch' });
  ids.mann = await insertTestBrand(db, { name: 'Mann-Filter' });

  ids.pads = await insertTestProduct(db, {
    name: 'Brake pad set, disc brake',
    nameEn: 'Brake pad set, disc brake',
    namePl: 'Klocki hamulcowe, hamulce tarczowe',
    partNumber: '0 986 494 052',
    manufacturerNumber: '1K0 698 151 A',
    eanNumber: '4047024155678',
    brandId: ids.bosch,
    categoryId: ids.brakePads,
    basePriceCents: 4999,
  });
  // A part whose number merely contains the digits of the first one: must rank after the exact hit.
  ids.padsLookalike = await insertTestProduct(db, {
    name: 'Brake pad wear sensor',
    namePl: 'Czujnik zużycia klocków',
    partNumber: '1 0986 494 0521',
    brandId: ids.bosch,
    categoryId: ids.brakePads,
    basePriceCents: 1250,
  });
  ids.disc = await insertTestProduct(db, {
    name: 'Brake disc',
    namePl: 'Tarcza hamulcowa',
    partNumber: '0 986 479 R64',
    brandId: ids.bosch,
    categoryId: ids.discs,
    basePriceCents: 8900,
  });
  ids.oilFilter = await insertTestProduct(db, {
    name: 'Oil filter',
    namePl: 'Filtr oleju',
    description: 'Spin-on oil filter',
    descriptionPl: 'Filtr oleju przykręcany, wysoka skuteczność',
    partNumber: 'W 712/75',
    brandId: ids.mann,
    categoryId: ids.filters,
    basePriceCents: 899,
  });
  ids.inactive = await insertTestProduct(db, {
    name: 'Discontinued brake pad',
    partNumber: 'OLD 1',
    categoryId: ids.brakePads,
    isActive: 0,
  });
  await insertTestOffer(db, ids.pads, 4599, 'Cheap Supplier');
  await insertTestOffer(db, ids.pads, 5199, 'Dear Supplier');
  const golf = await insertTestVehicle(db, { make: 'Volkswagen', model: 'Golf VII (5G1)' });
  ids.golf = golf.vehicleId;
  await fitProduct(db, ids.pads, golf.vehicleId);
  await fitProduct(db, ids.disc, golf.vehicleId);
});

afterAll(async () => t.close());

describe('GET /api/categories*', () => {
  it('lists active top-level categories for the header', async () => {
    const { status, body } = await get<{ slug: string; level: number }[]>('/api/categories/mother');
    expect(status).toBe(200);
    expect(body.map((c) => c.slug)).toEqual(['brake-system', 'filters']);
    expect(body.every((c) => c.level === 1)).toBe(true);
  });

  it('lists every active category and hides soft-deleted ones', async () => {
    const { body } = await get<{ slug: string }[]>('/api/categories');
    const slugs = body.map((c) => c.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['brake-system', 'brake-pads-discs', 'brake-pads', 'brake-discs', 'filters']),
    );
    expect(slugs).not.toContain('old-stuff');
  });

  it('returns the whole hierarchy with level and parentId, to admins only', async () => {
    expect((await get('/api/categories/hierarchy')).status).toBe(401);
    const admin = await registerTestAdmin(t.app, t.db);
    const { body } = await get<{ slug: string; level: number; parentId: number | null; isActive: boolean }[]>(
      '/api/categories/hierarchy',
      { cookie: admin.cookie },
    );
    const pads = body.find((c) => c.slug === 'brake-pads');
    expect(pads).toMatchObject({ level: 3, parentId: ids.brakeSub });
    expect(body.find((c) => c.slug === 'old-stuff')).toMatchObject({ isActive: false });
  });

  it.each([
    ['/api/categories/resolve-path/brake-system', 'brake-system', 1],
    ['/api/categories/resolve-path/brake-system/brake-pads-discs', 'brake-pads-discs', 2],
    ['/api/categories/resolve-path/brake-system/brake-pads-discs/brake-pads', 'brake-pads', 3],
  ])('resolves %s', async (url, slug, depth) => {
    const { status, body } = await get<CategoryPageData>(url);
    expect(status).toBe(200);
    expect(body.category.slug).toBe(slug);
    expect(body.categoryPath).toHaveLength(depth);
    expect(body.categoryPath[0]?.slug).toBe('brake-system');
  });

  it('gives a level-1 page its subcategories and sub-subcategories', async () => {
    const { body } = await get<CategoryPageData>('/api/categories/resolve-path/brake-system');
    expect(body.subcategories.map((c) => c.slug)).toEqual(['brake-pads-discs']);
    expect(body.subsubcategories.map((c) => c.slug).sort()).toEqual(['brake-discs', 'brake-pads']);
  });

  it.each([
    '/api/categories/resolve-path/nope',
    '/api/categories/resolve-path/filters/brake-pads-discs',
    '/api/categories/resolve-path/brake-pads-discs',
    '/api/categories/resolve-path/brake-system/brake-pads-discs/brake-pads/extra',
    '/api/categories/resolve-path/old-stuff',
  ])('answers a JSON 404 for the wrong path %s', async (url) => {
    const { status, body } = await get<{ error: string; message: string }>(url);
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'category_not_found', message: 'Category not found' });
  });

  it('translates the 404 message for Polish shoppers', async () => {
    const { body } = await get<{ message: string }>('/api/categories/resolve-path/nope', {
      'x-language': 'pl',
    });
    expect(body.message).toBe('Nie znaleziono kategorii');
  });

  it('serves page data by slug for /category/{slug}', async () => {
    const { status, body } = await get<CategoryPageData>('/api/categories/slug/brake-pads/page-data');
    expect(status).toBe(200);
    expect(body.categoryPath.map((c) => c.slug)).toEqual(['brake-system', 'brake-pads-discs', 'brake-pads']);
    expect((await get('/api/categories/slug/missing/page-data')).status).toBe(404);
  });
});

describe('GET /api/brands', () => {
  it('lists brands by name with their logo', async () => {
    const { body } = await get<{ name: string; logo: string | null; isOem: boolean }[]>('/api/brands');
    expect(body.map((b) => b.name)).toEqual(['Bosch', 'Mann-Filter']);
    expect(body[0]?.logo).toMatch(/^\/uploads\/brands\//);
    expect(body[0]?.isOem).toBe(false);
  });
});

describe('GET /api/products', () => {
  const names = async (query: string) =>
    (await get<Product[]>(`/api/products?${query}`)).body.map((p) => p.id);

  it('lists active products sorted by name with prices as decimals', async () => {
    const { status, body, headers } = await get<Product[]>('/api/products');
    expect(status).toBe(200);
    // Live stock and prices: revalidated on every use (ETag), never reused stale.
    expect(headers['cache-control']).toBe('public, no-cache');
    expect(headers.etag).toBeDefined();
    expect(body.map((p) => p.name)).toEqual([
      'Brake disc',
      'Brake pad set, disc brake',
      'Brake pad wear sensor',
      'Oil filter',
    ]);
    const pads = body.find((p) => p.id === ids.pads);
    expect(pads).toMatchObject({
      basePrice: 49.99,
      lowestPrice: 45.99,
      currency: 'EUR',
      displayCurrency: 'EUR',
      displayPrice: 49.99,
      partNumber: '0 986 494 052',
      brand: { id: ids.bosch, name: 'Bosch' },
      category: { slug: 'brake-pads' },
    });
    expect(pads?.images[0]).toMatch(/^\/uploads\/products\//);
  });

  it('never lists an inactive product', async () => {
    expect(await names('search=discontinued')).toEqual([]);
  });

  it.each(['0986494052', '0 986-494.052', '986494', '0986 494 052', '0-9-8-6-4-9-4-0-5-2'])(
    'finds the part number 0 986 494 052 from %s, exact hit first',
    async (search) => {
      const found = await names(`search=${encodeURIComponent(search)}`);
      expect(found[0]).toBe(ids.pads);
    },
  );

  it.each(['1k0698151a', '1K0-698-151-A', '4047024155678'])(
    'finds by manufacturer number or EAN (%s)',
    async (search) => {
      expect((await names(`search=${encodeURIComponent(search)}`))[0]).toBe(ids.pads);
    },
  );

  it.each(['w71275', 'W 712/75', 'w 712-75'])('finds Mann W 712/75 from %s', async (search) => {
    expect(await names(`search=${encodeURIComponent(search)}`)).toEqual([ids.oilFilter]);
  });

  it.each([
    ['klocki hamulcowe', ['pads']],
    ['hamulcowe', ['pads']],
    ['hamulc', ['pads', 'disc']],
    ['KLOCKI', ['pads']],
    ['pad set disc', ['pads']],
    ['brake pad', ['pads', 'padsLookalike']],
    ['zuzycia', ['padsLookalike']],
    ['zużycia', ['padsLookalike']],
    ['przykrecany', ['oilFilter']],
    ['bosch disc', ['disc', 'pads']],
  ])('finds words in English and Polish, diacritics folded: %s', async (search, expected) => {
    const want = expected.map((key) => ids[key]).sort();
    expect((await names(`search=${encodeURIComponent(search)}`)).sort()).toEqual(want);
  });

  it('finds nothing for a word no product has', async () => {
    expect(await names('search=carburettor')).toEqual([]);
  });

  it('ranks the exact part-number hit before a longer number containing it', async () => {
    const found = await names('search=0986494052');
    expect(found).toEqual([ids.pads, ids.padsLookalike]);
  });

  it('combines search with filters', async () => {
    expect(await names(`search=brake&brandId=${ids.bosch}&priceMax=20`)).toEqual([ids.padsLookalike]);
    expect(await names(`search=brake&categoryId=${ids.discs}`)).toEqual([ids.disc]);
  });

  it('lists just the products named by ids (never inactive ones), whatever the catalogue size', async () => {
    expect((await names(`ids=${ids.oilFilter},${ids.disc},${ids.inactive},${ids.disc}`)).sort()).toEqual(
      [ids.disc, ids.oilFilter].sort(),
    );
    expect(await names('ids=999999')).toEqual([]);
    for (const bad of ['1,,2', 'a', '0', `${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`]) {
      expect((await get(`/api/products?ids=${bad}`)).status, bad).toBe(400);
    }
  });

  it('filters by brand', async () => {
    expect(await names(`brandId=${ids.mann}`)).toEqual([ids.oilFilter]);
  });

  it('filters by category including its descendants', async () => {
    expect((await names(`categoryId=${ids.brakeMother}`)).sort()).toEqual(
      [ids.pads, ids.padsLookalike, ids.disc].sort(),
    );
    expect((await names(`categoryId=${ids.brakeSub}`)).length).toBe(3);
    expect(await names(`categoryId=${ids.discs}`)).toEqual([ids.disc]);
    expect(await names(`categoryId=${ids.filters}`)).toEqual([ids.oilFilter]);
    expect(await names('categoryId=999999')).toEqual([]);
  });

  it('filters by price in EUR', async () => {
    expect(await names('priceMin=10&priceMax=50&sortBy=price')).toEqual([ids.padsLookalike, ids.pads]);
    expect(await names('priceMin=49.99&priceMax=49.99')).toEqual([ids.pads]);
  });

  it('filters and displays prices in the requested currency', async () => {
    const { body } = await get<Product[]>('/api/products?currency=PLN&sortBy=price');
    const pads = body.find((p) => p.id === ids.pads);
    // 49.99 EUR * 4.2385 = 211.882615 -> 211.88 PLN (default snapshot)
    expect(pads).toMatchObject({
      displayCurrency: 'PLN',
      displayPrice: 211.88,
      basePrice: 49.99,
      displayLowestPrice: 194.93,
    });
    expect(await names('currency=PLN&priceMin=211.88&priceMax=211.88')).toEqual([ids.pads]);
    expect(await names('currency=PLN&priceMin=211.89')).toEqual([ids.disc]);
    expect(await names('currency=PLN&priceMax=211.87&sortBy=price')).toEqual([
      ids.oilFilter,
      ids.padsLookalike,
    ]);
  });

  it('answers each product as the list schema serialises it, in each currency, and at a new rate at once', async () => {
    const served = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/products?${query}` })).json() as Product[];
    const computed = async (currency: 'EUR' | 'PLN' | 'GBP') =>
      JSON.parse(JSON.stringify(await listCatalogueProducts(t.db, { currency }))) as Product[];
    for (const currency of ['EUR', 'PLN', 'GBP', 'PLN'] as const)
      expect(await served(`currency=${currency}`)).toEqual(await computed(currency));
    const rate = { rateDate: '2026-11-20', source: 'ecb' };
    await upsertRates(t.db, [{ currency: 'PLN', rate: '4.5', ...rate }]);
    try {
      const pads = (await served('currency=PLN')).find((p) => p.id === ids.pads);
      // 49.99 EUR * 4.5 = 224.955 -> 224.96 PLN
      expect(pads?.displayPrice).toBe(224.96);
      expect(await served('currency=PLN&sortBy=price')).toEqual(
        JSON.parse(JSON.stringify(await listCatalogueProducts(t.db, { currency: 'PLN', sortBy: 'price' }))),
      );
    } finally {
      await upsertRates(t.db, [
        { currency: 'PLN', rate: '4.2385', rateDate: '2026-11-20', source: 'default' },
      ]);
    }
  });

  it('filters by vehicle fitment', async () => {
    expect((await names(`vehicleId=${ids.golf}`)).sort()).toEqual([ids.pads, ids.disc].sort());
  });

  it('sorts by price and by name in both directions', async () => {
    expect(await names('sortBy=price&sortOrder=desc')).toEqual([
      ids.disc,
      ids.pads,
      ids.padsLookalike,
      ids.oilFilter,
    ]);
    expect(await names('sortBy=name&sortOrder=desc')).toEqual([
      ids.oilFilter,
      ids.padsLookalike,
      ids.pads,
      ids.disc,
    ]);
  });

  it('pages with limit and offset', async () => {
    const all = await names('sortBy=price');
    expect(await names('sortBy=price&limit=2')).toEqual(all.slice(0, 2));
    expect(await names('sortBy=price&limit=2&offset=2')).toEqual(all.slice(2, 4));
    expect(await names('sortBy=price&limit=2&offset=4')).toEqual([]);
  });

  it.each([
    'limit=0',
    'limit=1001',
    'limit=abc',
    'offset=-1',
    'priceMin=-5',
    'priceMin=cheap',
    'brandId=0',
    'categoryId=x',
    'currency=USD',
    'sortBy=colour',
    'sortOrder=up',
    'limit=1&limit=2',
  ])('answers a JSON 400 for the bad query %s', async (query) => {
    const { status, body } = await get<{ error: string; message: string }>(`/api/products?${query}`);
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_request');
    expect(body.message).toMatch(/^Invalid value for /);
  });

  it.each([
    'limit=Infinity',
    'priceMin=Infinity',
    'priceMax=1e400',
    'priceMin=-Infinity',
    'brandId=Infinity',
  ])('refuses the non-finite number in %s with a 400, never a 500', async (query) => {
    for (const url of [
      `/api/products?${query}`,
      `/api/products/count?${query.replace('limit', 'priceMin')}`,
    ]) {
      const { status, body } = await get<{ error: string; message: string }>(url);
      expect(status).toBe(400);
      expect(body.message).toMatch(/Invalid value for/);
    }
  });

  it('refuses prices with more than two decimals', async () => {
    const { status, body } = await get<{ error: string }>('/api/products?priceMin=1.005');
    expect(status).toBe(400);
    expect(body.error).toBe('amount_precision');
  });

  it.each(['🔧', '"', '*', '%', '_', '\u200b', '-- --'])(
    'finds nothing (not everything) for the unsearchable text %j',
    async (search) => {
      expect(await names(`search=${encodeURIComponent(search)}`)).toEqual([]);
      expect(
        (await get<{ count: number }>(`/api/products/count?search=${encodeURIComponent(search)}`)).body.count,
      ).toBe(0);
    },
  );

  it('treats a blank search as no search', async () => {
    expect((await names('search=%20%20')).length).toBe(4);
  });

  it('keeps an explicitly chosen sort order even when a part number matches', async () => {
    // Relevance (the default with a search) puts the exact hit first; price order puts the cheaper first.
    expect(await names('search=0986494052')).toEqual([ids.pads, ids.padsLookalike]);
    expect(await names('search=0986494052&sortBy=price')).toEqual([ids.padsLookalike, ids.pads]);
  });

  it('rejects a minimum price above the maximum, in Polish when asked', async () => {
    const { status, body } = await get<{ error: string; message: string }>(
      '/api/products?priceMin=50&priceMax=10',
      {
        'accept-language': 'pl-PL,pl;q=0.9',
      },
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'price_range_invalid',
      message: 'Cena minimalna nie może być wyższa niż cena maksymalna.',
    });
  });

  it('keeps the search index in step with product updates', async () => {
    const oilFilter = ids.oilFilter as number;
    await t.db.transaction().execute(async (trx) => {
      await updateProduct(trx, oilFilter, { namePl: 'Filtr oleju silnikowego', partNumber: 'HU 816 x' });
    });
    expect(await names('search=silnikowego')).toEqual([ids.oilFilter]);
    expect(await names('search=hu816x')).toEqual([ids.oilFilter]);
    expect(await names('search=w71275')).toEqual([]);
    await updateProduct(t.db, oilFilter, { namePl: 'Filtr oleju', partNumber: 'W 712/75' });
  });
});

describe('GET /api/products/count', () => {
  it('counts every active product and honours the filters', async () => {
    expect((await get<{ count: number }>('/api/products/count')).body).toEqual({ count: 4, capped: false });
    expect(
      (await get<{ count: number }>(`/api/products/count?categoryId=${ids.brakeMother}`)).body.count,
    ).toBe(3);
    expect((await get<{ count: number }>('/api/products/count?search=hamulc')).body.count).toBe(2);
    expect((await get('/api/products/count?brandId=-1')).status).toBe(400);
  });
});

describe('GET /api/products/{id}/full-details', () => {
  it('returns the product, its offers cheapest first, the category path, related products and vehicles', async () => {
    const { status, body } = await get<ProductFullDetails>(
      `/api/products/${ids.pads}/full-details?currency=GBP`,
    );
    expect(status).toBe(200);
    expect(body.product.id).toBe(ids.pads);
    expect(body.product.displayCurrency).toBe('GBP');
    expect(body.offers.map((o) => o.supplier.name)).toEqual(['Cheap Supplier', 'Dear Supplier']);
    // 45.99 EUR * 0.8791 = 40.429809 -> 40.43 GBP
    expect(body.offers[0]).toMatchObject({ price: 45.99, displayPrice: 40.43, displayCurrency: 'GBP' });
    expect(body.categoryPath.map((c) => c.slug)).toEqual(['brake-system', 'brake-pads-discs', 'brake-pads']);
    expect(body.relatedProducts.length).toBeLessThanOrEqual(4);
    expect(body.relatedProducts.map((p) => p.id)).toContain(ids.padsLookalike);
    expect(body.relatedProducts.map((p) => p.id)).not.toContain(ids.pads);
    expect(body.relatedProducts.map((p) => p.id)).not.toContain(ids.inactive);
    expect(body.vehicles).toEqual([expect.objectContaining({ make: 'Volkswagen', model: 'Golf VII (5G1)' })]);
  });

  it('answers 404 for an unknown or inactive product and 400 for a bad id', async () => {
    expect((await get(`/api/products/999999/full-details`)).status).toBe(404);
    const inactive = await get<{ error: string }>(`/api/products/${ids.inactive}/full-details`);
    expect(inactive.status).toBe(404);
    expect(inactive.body.error).toBe('product_not_found');
    expect((await get('/api/products/abc/full-details')).status).toBe(400);
    expect((await get('/api/products/0/full-details')).status).toBe(400);
  });
});

describe('malformed requests', () => {
  it('answer a malformed URL with a JSON 400 in our error shape', async () => {
    for (const url of ['/api/%ZZ', '/api/categories/resolve-path/%ZZ']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid_url',
        message: 'The address of this request is not valid.',
      });
    }
  });

  it('answer an over-long path parameter with a JSON 414', async () => {
    const res = await t.app.inject(`/api/categories/slug/${'a'.repeat(600)}/page-data`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ error: 'uri_too_long' });
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404, never the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ error: 'route_not_found' });
    expect((await t.app.inject({ method: 'POST', url: '/api/products/1/nothing' })).statusCode).toBe(404);
    const upper = await t.app.inject({
      method: 'GET',
      url: '/API/products',
      headers: { accept: 'text/html' },
    });
    expect(upper.statusCode).toBe(404);
    expect(upper.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('GET /api/products sorted by name', () => {
  it("follows the shopper's language: its names, its alphabet, any case", async () => {
    const brand = await insertTestBrand(t.db, { name: 'Collation test' });
    const names = [
      { name: 'ATE brake pads', namePl: 'Klocki ATE' },
      { name: 'Air filter', namePl: 'Filtr powietrza' },
      { name: 'bearing', namePl: 'Łożysko' },
      { name: 'Mirror', namePl: 'Lusterko' },
      { name: 'Spring', namePl: 'Sprężyna' },
      { name: 'Spark plug', namePl: 'Świeca zapłonowa' },
      { name: 'Bulb', namePl: 'Żarówka' },
      { name: 'Valve', namePl: 'Zawór' },
    ];
    for (const [i, { name, namePl }] of names.entries())
      await insertTestProduct(t.db, { name, nameEn: null, namePl, brandId: brand, partNumber: `COLL-${i}` });
    const list = async (query: string) =>
      (await get<Product[]>(`/api/products?brandId=${brand}&sortBy=name&${query}`)).body;

    expect((await list('lang=en')).map((p) => p.name)).toEqual([
      'Air filter',
      'ATE brake pads',
      'bearing',
      'Bulb',
      'Mirror',
      'Spark plug',
      'Spring',
      'Valve',
    ]);
    // Absent: English.
    expect((await list('')).map((p) => p.name)).toEqual((await list('lang=en')).map((p) => p.name));
    expect((await list('lang=pl')).map((p) => p.namePl)).toEqual([
      'Filtr powietrza',
      'Klocki ATE',
      'Lusterko',
      'Łożysko',
      'Sprężyna',
      'Świeca zapłonowa',
      'Zawór',
      'Żarówka',
    ]);
    expect((await list('lang=pl&sortOrder=desc')).map((p) => p.namePl)[0]).toBe('Żarówka');
    expect((await get(`/api/products?sortBy=name&lang=de`)).status).toBe(400);
  });
});
