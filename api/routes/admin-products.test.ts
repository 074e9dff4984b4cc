/**
 * Back-office products: the form's rules with their messages, prices entered in PLN kept in EUR at the
 * stored rate, search and storefront in step with every write, delete vs archive when orders reference
 * the product, the admin list and the dashboard's counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#api/contract/catalog.ts';
import {
  insertTestBrand,
  insertTestCategory,
  insertTestOffer,
  insertTestProduct,
} from '#db/test/factories.ts';
import { registerTestAdmin, registerTestUser } from '../test/auth-helpers.ts';
import { placeGuestOrder } from '../test/orders.ts';
import { createTestApp } from '../test/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin = '';
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await registerTestAdmin(t.app, t.db)).cookie;
  ids.brand = await insertTestBrand(t.db, { name: 'Febi Bilstein' });
  ids.category = await insertTestCategory(t.db, { slug: 'suspension-arms', name: 'Suspension arms' });
  ids.deletedCategory = await insertTestCategory(t.db, { slug: 'retired', name: 'Retired', isActive: 0 });
});
afterAll(async () => t.close());

const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { cookie: admin, ...headers }, ...(payload ? { payload } : {}) });

const form = (fields: object = {}) => ({
  name: 'Control arm, front left',
  partNumber: '12345-TEST',
  brandId: ids.brand,
  categoryId: ids.category,
  basePrice: 49.99,
  currency: 'EUR',
  ...fields,
});

async function create(fields: object = {}) {
  const res = await call('POST', '/api/products', form(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Product;
}

const productRow = (id: number) =>
  t.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
const ftsRow = (id: number) =>
  t.db.selectFrom('productsFts').select('rowid').where('rowid', '=', id).executeTakeFirst();

async function storefrontIds(query: string) {
  const res = await t.app.inject(`/api/products?limit=1000${query}`);
  return (res.json() as Product[]).map((p) => p.id);
}

const placeOrder = (productId: number) =>
  placeGuestOrder(t.app, 'archive@example.com', [{ productId, quantity: 1 }]);

describe('POST /api/products', () => {
  it('creates a product with trimmed fields, absent optional texts and weight in grams', async () => {
    const product = await create({
      name: '  Control arm, front left  ',
      partNumber: ' 12345-TEST ',
      nameEn: '   ',
      namePl: 'Wahacz przedni lewy',
      manufacturerNumber: '',
      eanNumber: '4047024155678',
      weight: 1.25,
      dimensions: '40 x 10 x 8 cm',
      images: ['/uploads/products/arm.webp', 'https://cdn.example.com/arm.jpg', '  '],
      stock: 7,
    });
    expect(product).toMatchObject({
      name: 'Control arm, front left',
      partNumber: '12345-TEST',
      nameEn: null,
      namePl: 'Wahacz przedni lewy',
      manufacturerNumber: null,
      eanNumber: '4047024155678',
      basePrice: 49.99,
      currency: 'EUR',
      weight: 1.25,
      images: ['/uploads/products/arm.webp', 'https://cdn.example.com/arm.jpg'],
      stock: 7,
      isActive: true,
      brand: { id: ids.brand, name: 'Febi Bilstein' },
      category: { id: ids.category, slug: 'suspension-arms' },
    });
    const row = await productRow(product.id);
    expect(row).toMatchObject({
      basePriceCents: 4999,
      currency: 'EUR',
      weightGrams: 1250,
      partNumberNorm: '12345TEST',
      nameEn: null,
      deletedAt: null,
    });
    expect(await ftsRow(product.id)).toBeDefined();
  });

  it('keeps a PLN price in EUR, converted once at the stored rate, and the entered currency', async () => {
    // The migration's default rate: 4.2385 PLN per EUR; 100.00 PLN = 23.5933... EUR -> 23.59.
    const product = await create({ basePrice: 100, currency: 'PLN', partNumber: 'PLN-1' });
    expect(product.basePrice).toBe(23.59);
    expect(await productRow(product.id)).toMatchObject({ basePriceCents: 2359, currency: 'PLN' });
    const pln = await t.app.inject(`/api/products/${product.id}/full-details?currency=PLN`);
    expect(pln.json().product.displayPrice).toBe(99.99);
  });

  it.each([
    [{ name: '   ' }, 'product_name_required', 'Product name is required'],
    [{ name: 'x'.repeat(201) }, 'product_name_too_long', 'Product name must be at most 200 characters'],
    [{ partNumber: '' }, 'part_number_required', 'Part number is required'],
    [{ partNumber: '9'.repeat(101) }, 'part_number_too_long', 'Part number must be at most 100 characters'],
    [{ brandId: 999999 }, 'brand_not_found', 'Brand not found'],
    [
      { categoryId: 999999 },
      'product_category_unavailable',
      'Please select a category for the product: the chosen one does not exist or has been deleted.',
    ],
    [{ basePrice: 10.005 }, 'amount_precision', 'Amounts have at most 2 decimal places.'],
    [{ weight: 0.0015 }, 'weight_precision', 'Weight has at most 3 decimal places (whole grams).'],
    [{ eanNumber: '12345' }, 'invalid_ean', 'An EAN has 8, 12, 13 or 14 digits.'],
    [{ eanNumber: '40470241556AB' }, 'invalid_ean', 'An EAN has 8, 12, 13 or 14 digits.'],
    [
      { images: ['/uploads/a.png', 'javascript:alert(1)'] },
      'invalid_image',
      'Picture 2 must be a path under /uploads/ or an http(s) address.',
    ],
    [
      { images: ['/uploads/../data/shop.db'] },
      'invalid_image',
      'Picture 1 must be a path under /uploads/ or an http(s) address.',
    ],
  ])('refuses %j with %s', async (fields, error, message) => {
    const before = await t.db.selectFrom('products').select('id').execute();
    const res = await call('POST', '/api/products', form(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, message });
    expect(await t.db.selectFrom('products').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a deleted category, in Polish too', async () => {
    const res = await call('POST', '/api/products', form({ categoryId: ids.deletedCategory }), {
      'x-language': 'pl',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Wybierz kategorię produktu: wybrana kategoria nie istnieje lub została usunięta.',
    );
    const name = await call('POST', '/api/products', form({ name: '' }), { 'x-language': 'pl' });
    expect(name.json().message).toBe('Nazwa produktu jest wymagana');
  });

  it('refuses a product on sale at 0.00, in English and Polish; a draft may wait for its price', async () => {
    const free = await call('POST', '/api/products', form({ basePrice: 0 }));
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({
      error: 'active_product_price_zero',
      message:
        'A product on sale needs a price above 0.00. Enter the price, or save the product as inactive.',
    });
    const pl = await call('POST', '/api/products', form({ basePrice: 0, isActive: true }), {
      'x-language': 'pl',
    });
    expect(pl.json().message).toBe(
      'Produkt w sprzedaży musi mieć cenę wyższą niż 0,00. Wpisz cenę albo zapisz produkt jako nieaktywny.',
    );
    const before = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const draft = await create({ basePrice: 0, isActive: false, partNumber: 'DRAFT-0' });
    expect(draft.isActive).toBe(false);
    // Put on sale without a price, or priced at 0 while on sale: refused, nothing written.
    const activate = await call('PUT', `/api/products/${draft.id}`, { isActive: true });
    expect(activate.statusCode).toBe(400);
    expect(activate.json().error).toBe('active_product_price_zero');
    expect((await productRow(draft.id))?.isActive).toBe(0);
    const live = await create({ partNumber: 'LIVE-1' });
    const zero = await call('PUT', `/api/products/${live.id}`, { basePrice: 0, currency: 'EUR' });
    expect(zero.statusCode).toBe(400);
    expect((await productRow(live.id))?.basePriceCents).toBe(4999);
    const priced = await call('PUT', `/api/products/${draft.id}`, {
      isActive: true,
      basePrice: 12.5,
      currency: 'EUR',
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const after = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n) - Number(before?.n)).toBe(2);
  });

  it('refuses unknown fields and a currency outside EUR, PLN and GBP', async () => {
    expect((await call('POST', '/api/products', form({ lowestPrice: 1 }))).statusCode).toBe(400);
    expect((await call('POST', '/api/products', form({ currency: 'USD' }))).statusCode).toBe(400);
    expect((await call('POST', '/api/products', form({ basePrice: -1 }))).statusCode).toBe(400);
  });

  it('is found by the storefront search at once', async () => {
    const product = await create({ name: 'Quixotic stabiliser link', partNumber: 'QX-77' });
    expect(await storefrontIds('&search=quixotic')).toEqual([product.id]);
    expect(await storefrontIds('&search=QX77')).toEqual([product.id]);
  });
});

describe('PUT /api/products/:id', () => {
  it('changes the price (with its currency) as the product page shows it', async () => {
    const product = await create({ partNumber: 'EDIT-1' });
    const res = await call('PUT', `/api/products/${product.id}`, { basePrice: 12.5, currency: 'GBP' });
    expect(res.statusCode).toBe(200);
    // 12.50 GBP at 0.8791 GBP per EUR = 14.2191... EUR.
    expect(res.json().basePrice).toBe(14.22);
    const details = await t.app.inject(`/api/products/${product.id}/full-details`);
    expect(details.json().product.basePrice).toBe(14.22);
    expect(await productRow(product.id)).toMatchObject({ basePriceCents: 1422, currency: 'GBP' });
  });

  it('takes a price only together with its currency', async () => {
    const product = await create({ partNumber: 'EDIT-2' });
    for (const body of [{ basePrice: 10 }, { currency: 'PLN' }]) {
      const res = await call('PUT', `/api/products/${product.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'price_currency_together',
        message: 'Please send the price together with its currency.',
      });
    }
    expect((await productRow(product.id))?.basePriceCents).toBe(4999);
  });

  it('changes only the fields sent and keeps search in step with a new name', async () => {
    const product = await create({ name: 'Zebrafish tie rod', partNumber: 'EDIT-3', namePl: 'Drążek' });
    const res = await call('PUT', `/api/products/${product.id}`, { name: 'Narwhal tie rod', namePl: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Narwhal tie rod', namePl: null, partNumber: 'EDIT-3' });
    expect(await storefrontIds('&search=narwhal')).toEqual([product.id]);
    expect(await storefrontIds('&search=zebrafish')).toEqual([]);
    const invalid = await call('PUT', `/api/products/${product.id}`, { name: ' ' });
    expect(invalid.json()).toEqual({ error: 'product_name_required', message: 'Product name is required' });
  });

  it('deactivates: gone from the storefront list, search and page; kept in the back office', async () => {
    const product = await create({ name: 'Obsidian wheel bearing', partNumber: 'EDIT-4' });
    expect(await storefrontIds('')).toContain(product.id);
    const res = await call('PUT', `/api/products/${product.id}`, { isActive: false });
    expect(res.json().isActive).toBe(false);
    expect(await storefrontIds('')).not.toContain(product.id);
    expect(await storefrontIds('&search=obsidian')).toEqual([]);
    expect((await t.app.inject(`/api/products/${product.id}/full-details`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/products/${product.id}`)).json().isActive).toBe(false);
    const inactive = (await call('GET', '/api/admin/products?status=inactive&limit=500')).json();
    expect(inactive.products.map((p: Product) => p.id)).toContain(product.id);
    expect((await call('PUT', `/api/products/${product.id}`, { isActive: true })).json().isActive).toBe(true);
    expect(await storefrontIds('&search=obsidian')).toEqual([product.id]);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await call('PUT', '/api/products/999999', { name: 'Ghost' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'product_not_found', message: 'Product Not Found' });
  });
});

describe('DELETE /api/products/:id', () => {
  it('removes a product no order references, with its offers and search row', async () => {
    const product = await create({ partNumber: 'DEL-1' });
    await insertTestOffer(t.db, product.id, 4000);
    const res = await call('DELETE', `/api/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: product.id, archived: false });
    expect(await productRow(product.id)).toBeUndefined();
    expect(await ftsRow(product.id)).toBeUndefined();
    expect(
      await t.db.selectFrom('offers').select('id').where('productId', '=', product.id).execute(),
    ).toEqual([]);
    expect((await call('DELETE', `/api/products/${product.id}`)).statusCode).toBe(404);
  });

  it('archives a product orders reference: hidden everywhere, the order intact', async () => {
    const product = await create({ name: 'Archivable drop link', partNumber: 'DEL-2', stock: 5 });
    const order = await placeOrder(product.id);
    const shopper = await registerTestUser(t.app);
    const asShopper = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: shopper.cookie }, ...(payload ? { payload } : {}) });
    expect((await asShopper('POST', '/api/cart', { productId: product.id })).statusCode).toBeLessThan(300);
    expect((await asShopper('POST', '/api/wishlist', { productId: product.id })).statusCode).toBeLessThan(
      300,
    );

    const res = await call('DELETE', `/api/admin/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: product.id, archived: true });

    const row = await productRow(product.id);
    expect(row?.isActive).toBe(0);
    expect(row?.deletedAt).toEqual(expect.any(String));
    expect(await ftsRow(product.id)).toBeUndefined();
    const cart = await t.db
      .selectFrom('cartLines')
      .select('id')
      .where('productId', '=', product.id)
      .execute();
    const wishes = await t.db
      .selectFrom('wishlistItems')
      .select('id')
      .where('productId', '=', product.id)
      .execute();
    expect([cart, wishes]).toEqual([[], []]);

    const detail = await call('GET', `/api/admin/orders/${order.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().order.items).toEqual([
      expect.objectContaining({
        quantity: 1,
        unitPrice: 49.99,
        product: expect.objectContaining({
          id: product.id,
          name: 'Archivable drop link',
          partNumber: 'DEL-2',
        }),
      }),
    ]);

    expect((await call('GET', `/api/admin/products/${product.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/products/${product.id}`, { isActive: true })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/products/${product.id}`)).statusCode).toBe(404);
    const all = (await call('GET', '/api/admin/products?limit=500')).json();
    expect(all.products.map((p: Product) => p.id)).not.toContain(product.id);
    const inactive = (await call('GET', '/api/admin/products?status=inactive&limit=500')).json();
    expect(inactive.products.map((p: Product) => p.id)).not.toContain(product.id);
    expect(await storefrontIds('&search=archivable')).toEqual([]);
    expect((await t.app.inject(`/api/products/${product.id}/full-details`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/products and /api/admin/stats', () => {
  it('lists active and inactive products newest first, filtered by status and search', async () => {
    const older = await insertTestProduct(t.db, {
      name: 'Platypus sway bar',
      createdAt: '2020-01-01T00:00:00.000Z',
      isActive: 0,
    });
    const newer = await create({ name: 'Platypus sway bar bush', partNumber: 'LIST-1' });
    const search = (await call('GET', '/api/admin/products?search=platypus')).json();
    expect(search).toEqual({
      products: [expect.objectContaining({ id: newer.id }), expect.objectContaining({ id: older })],
      total: 2,
    });
    const active = (await call('GET', '/api/admin/products?search=platypus&status=active')).json();
    expect(active.products.map((p: Product) => p.id)).toEqual([newer.id]);
    const inactive = (await call('GET', '/api/admin/products?search=platypus&status=inactive')).json();
    expect(inactive).toMatchObject({ total: 1, products: [{ id: older, isActive: false }] });
    const page = (await call('GET', '/api/admin/products?limit=1&offset=0')).json();
    expect(page.products).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
  });

  it('counts products (archived ones never), active categories and brands', async () => {
    const stats = async () => (await call('GET', '/api/admin/stats')).json();
    const before = await stats();
    const product = await create({ partNumber: 'STATS-1', stock: 3 });
    const after = await stats();
    expect(after.totalProducts).toBe(before.totalProducts + 1);
    expect(after.activeProducts).toBe(before.activeProducts + 1);
    expect(after.recentProducts[0].id).toBe(product.id);
    expect(after.recentProducts).toHaveLength(5);
    expect(after.categories).toBe(1);
    expect(after.brands).toBe(1);

    await placeOrder(product.id);
    await call('DELETE', `/api/products/${product.id}`);
    const archived = await stats();
    expect(archived.totalProducts).toBe(before.totalProducts);
    expect(archived.activeProducts).toBe(before.activeProducts);
    expect(archived.recentProducts.map((p: Product) => p.id)).not.toContain(product.id);
  });

  it('is for admins only', async () => {
    const customer = await registerTestUser(t.app);
    for (const [method, url] of [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/products'],
      ['POST', '/api/products'],
      ['DELETE', '/api/products/1'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, headers: { cookie: customer.cookie } })).statusCode).toBe(
        403,
      );
    }
  });
});
