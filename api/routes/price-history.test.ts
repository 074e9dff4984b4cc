/**
 * The shop price's history and the 30-day lowest price: every price change is kept with its time and
 * source, a cut is announced against the lowest price of the 30 days before it (in the list and the
 * details, in every currency), a raise to the reference ends it, and so do 30 days. Past prices are
 * written as rows with past times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPriceHistory } from '#api/contract/admin-catalog.ts';
import type { Product, ProductFullDetails } from '#api/contract/catalog.ts';
import { sql } from 'kysely';
import { insertTestBrand, insertTestCategory, insertTestProduct } from '#db/test/factories.ts';
import { registerTestAdmin, registerTestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';
import { endExpiredReductions } from '../services/product-prices.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin = '';
let customer = '';
let brandId = 0;
let categoryId = 0;

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  admin = (await registerTestAdmin(t.app, t.db)).cookie;
  customer = (await registerTestUser(t.app)).cookie;
  brandId = await insertTestBrand(t.db, { name: 'Textar' });
  categoryId = await insertTestCategory(t.db, { slug: 'brake-discs', name: 'Brake discs' });
});
afterAll(async () => t.close());

let partNumbers = 0;

async function createProduct(basePrice: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { cookie: admin },
    payload: {
      name: 'Brake disc',
      partNumber: `BD-${++partNumbers}`,
      brandId,
      categoryId,
      basePrice,
      currency: 'EUR',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as Product).id;
}

async function setPrice(id: number, basePrice: number, currency = 'EUR') {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/products/${id}`,
    headers: { cookie: admin },
    payload: { basePrice, currency },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Replaces the product's history by these prices (EUR cents, days ago), as if they had applied then. */
async function writeHistory(id: number, prices: [cents: number, daysAgo: number][]) {
  await t.db.deleteFrom('productPrices').where('productId', '=', id).execute();
  await t.db
    .insertInto('productPrices')
    .values(
      prices.map(([priceCents, days]) => ({
        productId: id,
        priceCents,
        validFrom: daysAgo(days),
        source: 'admin' as const,
      })),
    )
    .execute();
}

async function listed(id: number, currency = 'EUR'): Promise<Product> {
  const res = await t.app.inject(`/api/products?ids=${id}&currency=${currency}`);
  expect(res.statusCode, res.body).toBe(200);
  const [product] = res.json() as Product[];
  return product!;
}

async function detailed(id: number, currency = 'EUR'): Promise<Product> {
  const res = await t.app.inject(`/api/products/${id}/full-details?currency=${currency}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ProductFullDetails).product;
}

async function shown(id: number, currency = 'EUR') {
  const [list, details] = await Promise.all([listed(id, currency), detailed(id, currency)]);
  const pick = (p: Product) => ({
    displayPrice: p.displayPrice,
    previousPrice: p.previousPrice,
    lowestPrice30d: p.lowestPrice30d,
  });
  expect(pick(list)).toEqual(pick(details));
  return pick(list);
}

const history = (id: number, cookie = admin) =>
  t.app.inject({ url: `/api/admin/products/${id}/price-history`, headers: cookie ? { cookie } : {} });

describe('announced reductions', () => {
  it('shows a cut with the price struck through and the lowest of 30 days, in EUR and PLN', async () => {
    const id = await createProduct(100);
    await writeHistory(id, [[10000, 60]]);
    expect(await shown(id)).toEqual({ displayPrice: 100, previousPrice: null, lowestPrice30d: null });

    await setPrice(id, 80);
    expect(await shown(id)).toEqual({ displayPrice: 80, previousPrice: 100, lowestPrice30d: 100 });
    // The migration's rate: 4.2385 PLN per EUR, converted as the price is.
    expect(await shown(id, 'PLN')).toEqual({
      displayPrice: 339.08,
      previousPrice: 423.85,
      lowestPrice30d: 423.85,
    });
  });

  it('keeps the reduction through a raise below the reference and ends it with a raise to it', async () => {
    const id = await createProduct(100);
    await writeHistory(id, [[10000, 60]]);
    await setPrice(id, 70);
    await setPrice(id, 90);
    expect(await shown(id)).toEqual({ displayPrice: 90, previousPrice: 100, lowestPrice30d: 100 });
    await setPrice(id, 100);
    expect(await shown(id)).toEqual({ displayPrice: 100, previousPrice: null, lowestPrice30d: null });
    const row = await t.db
      .selectFrom('products')
      .select(['referencePriceCents', 'priceReducedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ referencePriceCents: null, priceReducedAt: null });
  });

  it('announces a second cut against the lowest price of the 30 days before it', async () => {
    const id = await createProduct(100);
    await writeHistory(id, [[10000, 60]]);
    await setPrice(id, 80);
    await setPrice(id, 60);
    expect(await shown(id)).toEqual({ displayPrice: 60, previousPrice: 80, lowestPrice30d: 80 });
  });

  it('compares a cut with the lowest price of the 30 days, not the price just before it', async () => {
    // 100 until 25 days ago, 80 until 10 days ago, 95 since (a raise), then a cut now.
    const id = await createProduct(95);
    await writeHistory(id, [
      [10000, 60],
      [8000, 25],
      [9500, 10],
    ]);
    await setPrice(id, 90);
    // 90 is above the 30-day low of 80: no reduction may be announced.
    expect(await shown(id)).toEqual({ displayPrice: 90, previousPrice: null, lowestPrice30d: null });
    await setPrice(id, 70);
    expect(await shown(id)).toEqual({ displayPrice: 70, previousPrice: 80, lowestPrice30d: 80 });
  });

  it('counts the price in effect when the 30 days began, not older ones', async () => {
    // 50 until 40 days ago, 100 since: the 30 days before the cut saw only 100.
    const id = await createProduct(100);
    await writeHistory(id, [
      [5000, 90],
      [10000, 40],
    ]);
    await setPrice(id, 75);
    expect(await shown(id)).toEqual({ displayPrice: 75, previousPrice: 100, lowestPrice30d: 100 });
  });

  it('shows a reduction for 30 days only, and the sweep then clears it', async () => {
    const id = await createProduct(100);
    await writeHistory(id, [[10000, 60]]);
    await setPrice(id, 80);
    const reducedAt = (days: number) =>
      sql`UPDATE products SET price_reduced_at = ${daysAgo(days)} WHERE id = ${id}`.execute(t.db);

    await reducedAt(29);
    expect(await shown(id)).toMatchObject({ previousPrice: 100, lowestPrice30d: 100 });
    expect(await endExpiredReductions(t.db)).toBe(0);

    await reducedAt(31);
    expect(await shown(id)).toEqual({ displayPrice: 80, previousPrice: null, lowestPrice30d: null });
    expect(await endExpiredReductions(t.db)).toBe(1);
    const row = await t.db
      .selectFrom('products')
      .select(['referencePriceCents', 'priceReducedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ referencePriceCents: null, priceReducedAt: null });
  });
});

describe('price history', () => {
  it('records a price only when it changes, in the same write, named by its source', async () => {
    const id = await createProduct(40);
    await setPrice(id, 40);
    const prices = () =>
      t.db
        .selectFrom('productPrices')
        .select(['priceCents', 'source'])
        .where('productId', '=', id)
        .orderBy('id')
        .execute();
    expect(await prices()).toEqual([{ priceCents: 4000, source: 'admin' }]);
    // 169.54 PLN is 40.00 EUR at the stored rate: the same price, no new row.
    await setPrice(id, 169.54, 'PLN');
    expect(await prices()).toEqual([{ priceCents: 4000, source: 'admin' }]);
    await setPrice(id, 35);
    expect(await prices()).toEqual([
      { priceCents: 4000, source: 'admin' },
      { priceCents: 3500, source: 'admin' },
    ]);
  });

  it('gives a product added from the scraper its first price', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/add-scraped-product',
      headers: { cookie: admin },
      payload: {
        scrapedProduct: {
          name: 'Wiper blade 600',
          articleNumber: 'WB-600',
          manufacturer: 'Textar',
          price: 19.5,
        },
        categoryId,
        stock: 3,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, createdAt } = (res.json() as { product: Product }).product;
    const rows = await t.db.selectFrom('productPrices').selectAll().where('productId', '=', id).execute();
    expect(rows).toEqual([
      { id: expect.any(Number), productId: id, priceCents: 1950, validFrom: createdAt, source: 'scraper' },
    ]);
  });

  it('answers an administrator the prices newest first with their sources and the reduction', async () => {
    const id = await insertTestProduct(t.db, { basePriceCents: 12000, brandId, categoryId });
    await setPrice(id, 99.99);
    const res = await history(id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ProductPriceHistory;
    expect(body).toMatchObject({
      productId: id,
      price: 99.99,
      referencePrice: 120,
      reductionShown: true,
      lowestPrice30d: 99.99,
      total: 2,
    });
    expect(Date.now() - Date.parse(body.reducedAt!)).toBeLessThan(60_000);
    expect(body.prices.map(({ price, source }) => ({ price, source }))).toEqual([
      { price: 99.99, source: 'admin' },
      // A writer that names no source leaves it empty.
      { price: 120, source: null },
    ]);
    expect(body.prices[0]!.validFrom >= body.prices[1]!.validFrom).toBe(true);
  });

  it('is for administrators only', async () => {
    const id = await insertTestProduct(t.db, { brandId, categoryId });
    expect((await history(id, '')).statusCode).toBe(401);
    expect((await history(id, customer)).statusCode).toBe(403);
    expect((await history(999_999)).statusCode).toBe(404);
  });
});
