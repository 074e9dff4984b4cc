/**
 * A full disk or a read-only database: writes answer 503 with a translated message and a retry hint,
 * nothing is half written, reads keep working, and the shop takes orders again by itself once space
 * returns. The disk is filled with SQLite's max_page_count (no special mount needed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, migrateToLatest } from '#db/client.ts';
import { insertTestProduct } from '#db/test/factories.ts';
import { registerTestUser } from '../test/auth-helpers.ts';
import { TEST_SHIPPING_ADDRESS } from '../test/orders.ts';
import { createTestApp } from '../test/test-app.ts';

const STOCK = 10_000;
let dir = '';
let handle: DbHandle;
let t: Awaited<ReturnType<typeof createTestApp>>;
let productId = 0;
let customer: Awaited<ReturnType<typeof registerTestUser>>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-full-'));
  handle = createDb(path.join(dir, 'shop.db'));
  await migrateToLatest(handle.db);
  t = await createTestApp({ handle });
  productId = await insertTestProduct(t.db, { name: 'Brake disc', stock: STOCK });
  customer = await registerTestUser(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let orderCount = 0;

/** A guest's bank-transfer order, each from its own address (the shop caps unpaid orders per buyer). */
function placeOrder(language = 'en') {
  orderCount += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: `10.1.${Math.floor(orderCount / 250)}.${orderCount % 250}`,
    headers: { 'accept-language': language },
    payload: {
      paymentMethod: 'bank_transfer',
      currency: 'EUR',
      email: `buyer${orderCount}@example.com`,
      phone: '+48 600 100 200',
      shippingAddress: TEST_SHIPPING_ADDRESS,
      lines: [{ productId, quantity: 1 }],
    },
  });
}

const pragma = (sql: string) => handle.sqlite.pragma(sql, { simple: true });

/** Orders, their lines, and the product's stock plus the units those lines sold. */
function ledger() {
  const orders = handle.sqlite.prepare('SELECT count(*) AS n FROM orders').get() as { n: number };
  const orphanLines = handle.sqlite
    .prepare('SELECT count(*) AS n FROM order_items WHERE order_id NOT IN (SELECT id FROM orders)')
    .get() as { n: number };
  const ordersWithoutLines = handle.sqlite
    .prepare('SELECT count(*) AS n FROM orders WHERE id NOT IN (SELECT order_id FROM order_items)')
    .get() as { n: number };
  const sold = handle.sqlite
    .prepare('SELECT coalesce(sum(quantity), 0) AS n FROM order_items WHERE product_id = ?')
    .get(productId) as { n: number };
  const stock = handle.sqlite.prepare('SELECT stock FROM products WHERE id = ?').get(productId) as {
    stock: number;
  };
  return {
    orders: orders.n,
    orphanLines: orphanLines.n,
    ordersWithoutLines: ordersWithoutLines.n,
    unitsAccounted: stock.stock + sold.n,
  };
}

async function expectReadsWork() {
  const list = await t.app.inject('/api/products?search=brake');
  expect(list.statusCode, list.body).toBe(200);
  const product = await t.app.inject(`/api/products/${productId}/full-details`);
  expect(product.statusCode, product.body).toBe(200);
  const orders = await t.app.inject({ url: '/api/orders', headers: { cookie: customer.cookie } });
  expect(orders.statusCode, orders.body).toBe(200);
  const health = await t.app.inject('/api/health');
  expect(health.statusCode).toBe(200);
}

describe('a full disk', () => {
  it('refuses writes with 503, keeps reads, writes nothing half, and recovers when space returns', async () => {
    const first = await placeOrder();
    expect(first.statusCode, first.body).toBe(201);
    // The database may not grow by a single page from now on.
    pragma(`max_page_count = ${Number(pragma('page_count'))}`);
    let refused;
    for (let attempt = 0; attempt < 500 && !refused; attempt += 1) {
      const before = ledger();
      const response = await placeOrder();
      if (response.statusCode === 201) continue;
      expect(response.statusCode, response.body).toBe(503);
      refused = response;
      // The refused order left nothing behind.
      expect(ledger()).toEqual(before);
    }
    expect(refused, 'the database never filled up').toBeDefined();
    expect(refused!.json()).toEqual({
      error: 'storage_unavailable',
      message: expect.stringMatching(/cannot save changes/),
    });
    expect(refused!.headers['retry-after']).toBe('60');
    const polish = await placeOrder('pl');
    expect(polish.statusCode).toBe(503);
    expect(polish.json().message).toMatch(/nie może teraz zapisać/);

    await expectReadsWork();
    const books = ledger();
    expect(books.orphanLines).toBe(0);
    expect(books.ordersWithoutLines).toBe(0);
    expect(books.unitsAccounted).toBe(STOCK);

    // Space returns: the next order goes through, with no restart.
    pragma('max_page_count = 1073741823');
    const after = await placeOrder();
    expect(after.statusCode, after.body).toBe(201);
    expect(ledger()).toMatchObject({ orders: books.orders + 1, unitsAccounted: STOCK });
    expect(pragma('integrity_check')).toBe('ok');
  });
});

describe('a read-only database', () => {
  it('refuses writes with 503, keeps reads, and recovers when it is writable again', async () => {
    const before = ledger();
    pragma('query_only = 1');
    try {
      const refused = await placeOrder();
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json().error).toBe('storage_unavailable');
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: customer.email, password: customer.password },
      });
      expect(signIn.statusCode, signIn.body).toBe(503);
      expect(signIn.json().error).toBe('storage_unavailable');
      await expectReadsWork();
      expect(ledger()).toEqual(before);
    } finally {
      pragma('query_only = 0');
    }
    expect((await placeOrder()).statusCode).toBe(201);
    expect(pragma('integrity_check')).toBe('ok');
  });
});
