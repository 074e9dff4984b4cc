/**
 * Stock hoarding through unpaid orders, tried as an attacker would through app.inject: bank-transfer
 * orders hold stock only within caps (units per order, orders per e-mail and per client address) and
 * for a limited time, a paying card buyer still gets the part, and staff see and release holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct } from '#db/test/factories.ts';
import { releaseLapsedTransferHolds, STOCK_HOLDS } from '../services/stock-holds.ts';
import { registerTestAdmin } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let adminCookie = '';

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await registerTestAdmin(t.app, t.db)).cookie;
});
afterAll(async () => t.close());

const shipping = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  address: 'ul. Prosta 1',
  city: 'Warszawa',
  postalCode: '00-001',
  country: 'PL' as const,
};

type Lines = { productId: number; quantity: number }[];

async function transferOrder(
  lines: Lines,
  email: string,
  client: string,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: client,
    headers,
    payload: {
      paymentMethod: 'bank_transfer',
      currency: 'EUR',
      email,
      phone: '600 100 200',
      shippingAddress: shipping,
      lines,
    },
  });
  return response;
}

let reference = 0;
/** A card checkout's body, with an order reference of its own. */
function cardBody(lines: Lines, email: string) {
  reference += 1;
  return {
    currency: 'EUR',
    orderReference: `stock-hold-${reference}`,
    customerEmail: email,
    customerName: 'Anna Nowak',
    phone: '+48 600 100 200',
    shippingAddress: {
      firstName: 'Anna',
      lastName: 'Nowak',
      street: 'ul. Długa 5',
      city: 'Kraków',
      state: 'Kraków',
      postalCode: '30-001',
      country: 'PL',
    },
    lines,
  };
}

async function cardOrder(lines: Lines, client: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/create',
    remoteAddress: client,
    payload: cardBody(lines, 'buyer@example.com'),
  });
}

async function stockOf(productId: number) {
  const row = await t.db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirst();
  return row?.stock;
}

async function adminOrder(id: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${id}`,
    headers: { cookie: adminCookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ order: { stockReserved: boolean; reservedUntil: string | null; status: string } }>()
    .order;
}

const orderOf = (response: { json: () => unknown }) =>
  (response.json() as { order: { id: number; stockReserved: boolean; reservedUntil: string | null } }).order;

describe('bank-transfer holds', () => {
  it('holds the units for a limited time and says until when', async () => {
    const product = await insertTestProduct(t.db, { stock: 5 });
    const before = Date.now();
    const response = await transferOrder(
      [{ productId: product, quantity: 2 }],
      'holder@example.com',
      '10.1.0.1',
    );
    expect(response.statusCode).toBe(201);
    const order = orderOf(response);
    expect(order.stockReserved).toBe(true);
    const until = Date.parse(order.reservedUntil ?? '');
    expect(until).toBeGreaterThanOrEqual(before + STOCK_HOLDS.transferHoldMs);
    expect(until).toBeLessThan(Date.now() + STOCK_HOLDS.transferHoldMs + 1000);
    expect(await stockOf(product)).toBe(3);
  });

  it('places a transfer order over the units cap without holding stock', async () => {
    const product = await insertTestProduct(t.db, { stock: 50 });
    const response = await transferOrder(
      [{ productId: product, quantity: STOCK_HOLDS.maxUnitsPerTransferHold + 1 }],
      'bulk@example.com',
      '10.1.0.2',
    );
    expect(response.statusCode).toBe(201);
    expect(orderOf(response)).toMatchObject({ stockReserved: false, reservedUntil: null });
    expect(await stockOf(product)).toBe(50);
  });

  it('still refuses what is not in stock, held or not', async () => {
    const product = await insertTestProduct(t.db, { stock: 30 });
    const response = await transferOrder(
      [{ productId: product, quantity: 31 }],
      'more@example.com',
      '10.1.0.3',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'out_of_stock' });
    expect(await stockOf(product)).toBe(30);
  });

  it('holds for at most a few unpaid orders per e-mail address, in any letter case', async () => {
    const product = await insertTestProduct(t.db, { stock: 100 });
    const results: boolean[] = [];
    for (let i = 0; i < STOCK_HOLDS.maxTransferHoldsPerEmail + 2; i++) {
      const email = i % 2 ? 'Repeat@Example.com' : 'repeat@example.com';
      const response = await transferOrder([{ productId: product, quantity: 1 }], email, `10.2.0.${i + 1}`);
      expect(response.statusCode).toBe(201);
      results.push(orderOf(response).stockReserved);
    }
    expect(results).toEqual([
      ...Array<boolean>(STOCK_HOLDS.maxTransferHoldsPerEmail).fill(true),
      false,
      false,
    ]);
    expect(await stockOf(product)).toBe(100 - STOCK_HOLDS.maxTransferHoldsPerEmail);
  });

  it('holds for at most a few unpaid orders per client, whatever X-Forwarded-For it sends', async () => {
    const product = await insertTestProduct(t.db, { stock: 100 });
    const results: boolean[] = [];
    for (let i = 0; i < STOCK_HOLDS.maxTransferHoldsPerClient + 2; i++) {
      const response = await transferOrder(
        [{ productId: product, quantity: 1 }],
        `rotating${i}@example.com`,
        '10.3.0.1',
        {
          'x-forwarded-for': `198.51.100.${i + 1}`,
        },
      );
      expect(response.statusCode).toBe(201);
      results.push(orderOf(response).stockReserved);
    }
    expect(results).toEqual([
      ...Array<boolean>(STOCK_HOLDS.maxTransferHoldsPerClient).fill(true),
      false,
      false,
    ]);
    // Another client is not affected.
    const other = await transferOrder([{ productId: product, quantity: 1 }], 'other@example.com', '10.3.0.2');
    expect(orderOf(other).stockReserved).toBe(true);
  });
});

describe('the hoarding attack', () => {
  it('a paying card buyer still gets the part an unpaid transfer order emptied', async () => {
    const products = [
      await insertTestProduct(t.db, { stock: 3 }),
      await insertTestProduct(t.db, { stock: 2 }),
      await insertTestProduct(t.db, { stock: 1 }),
    ];
    // One request takes three products to 0, as in the report.
    const attack = await transferOrder(
      [
        { productId: products[0]!, quantity: 3 },
        { productId: products[1]!, quantity: 2 },
        { productId: products[2]!, quantity: 1 },
      ],
      'hoarder@example.com',
      '10.4.0.1',
    );
    expect(attack.statusCode).toBe(201);
    const attackOrder = orderOf(attack);
    expect(attackOrder.stockReserved).toBe(true);
    expect(await stockOf(products[0]!)).toBe(0);

    // A second transfer buyer does not get it (first come, first served among the unpaid)...
    const waiting = await transferOrder(
      [{ productId: products[2]!, quantity: 1 }],
      'late@example.com',
      '10.4.0.2',
    );
    expect(waiting.statusCode).toBe(409);

    // ...but a buyer who pays by card does: the unpaid hold falls back to awaiting payment.
    const paying = await cardOrder([{ productId: products[0]!, quantity: 1 }], '10.4.0.3');
    expect(paying.statusCode, paying.body).toBe(200);
    expect(paying.json()).toMatchObject({ success: true });
    expect(await stockOf(products[0]!)).toBe(2);
    expect(await stockOf(products[1]!)).toBe(2);
    expect(await stockOf(products[2]!)).toBe(1);
    const after = await adminOrder(attackOrder.id);
    expect(after).toMatchObject({ status: 'pending', stockReserved: false, reservedUntil: null });
  });

  it('an attacker rotating e-mail addresses from one client holds only a capped amount', async () => {
    const product = await insertTestProduct(t.db, { stock: 500 });
    for (let i = 0; i < 20; i++) {
      const response = await transferOrder(
        [{ productId: product, quantity: STOCK_HOLDS.maxUnitsPerTransferHold }],
        `bot${i}@example.com`,
        '10.5.0.1',
      );
      expect(response.statusCode).toBe(201);
    }
    expect(await stockOf(product)).toBe(
      500 - STOCK_HOLDS.maxTransferHoldsPerClient * STOCK_HOLDS.maxUnitsPerTransferHold,
    );
  });
});

describe('unfinished card payments', () => {
  it('a client or e-mail address cannot start more than a few at once', async () => {
    const limited = await createTestApp({
      rateLimits: { unpaidCardOrdersPerClient: 2, unpaidCardOrdersPerEmail: 2 },
    });
    try {
      const product = await insertTestProduct(limited.db, { stock: 100 });
      const start = (email: string, client: string, language = 'en') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/payments/create',
          remoteAddress: client,
          headers: { 'accept-language': language },
          payload: cardBody([{ productId: product, quantity: 20 }], email),
        });
      // One client, new e-mail addresses: two holds, then refused.
      expect((await start('a1@example.com', '10.9.0.1')).statusCode).toBe(200);
      expect((await start('a2@example.com', '10.9.0.1')).statusCode).toBe(200);
      const third = await start('a3@example.com', '10.9.0.1', 'pl');
      expect(third.statusCode).toBe(409);
      expect(third.json()).toMatchObject({ error: 'unpaid_card_orders_limit' });
      expect(third.json<{ message: string }>().message).toContain('120 minut');
      // One e-mail address, new clients: the same.
      expect((await start('b@example.com', '10.9.1.1')).statusCode).toBe(200);
      expect((await start('b@example.com', '10.9.1.2')).statusCode).toBe(200);
      expect((await start('B@example.com', '10.9.1.3')).statusCode).toBe(409);
      // Four orders of 20 hold 80 units; the refused ones took nothing.
      const row = await limited.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', product)
        .executeTakeFirst();
      expect(row?.stock).toBe(20);
    } finally {
      await limited.close();
    }
  });
});

describe('when a hold ends', () => {
  it('gives the units back after the window; confirming the paid order takes them again', async () => {
    const product = await insertTestProduct(t.db, { stock: 4 });
    const placed = orderOf(
      await transferOrder([{ productId: product, quantity: 4 }], 'slow@example.com', '10.6.0.1'),
    );
    expect(await stockOf(product)).toBe(0);

    await releaseLapsedTransferHolds(t.db, new Date(Date.now() + STOCK_HOLDS.transferHoldMs / 2));
    expect(await stockOf(product)).toBe(0);
    expect(
      await releaseLapsedTransferHolds(t.db, new Date(Date.now() + STOCK_HOLDS.transferHoldMs + 60_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await stockOf(product)).toBe(4);
    expect(await adminOrder(placed.id)).toMatchObject({ status: 'pending', stockReserved: false });

    const confirm = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed.id}/status`,
      headers: { cookie: adminCookie },
      payload: { status: 'confirmed' },
    });
    expect(confirm.statusCode).toBe(200);
    expect(await stockOf(product)).toBe(0);

    // Cancelling the confirmed order gives the units back once.
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed.id}/status`,
      headers: { cookie: adminCookie },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(product)).toBe(4);
  });

  it('confirming an order whose units were sold meanwhile says so and changes nothing', async () => {
    const product = await insertTestProduct(t.db, { stock: 30 });
    const unheld = orderOf(
      await transferOrder(
        [{ productId: product, quantity: STOCK_HOLDS.maxUnitsPerTransferHold + 5 }],
        'big@example.com',
        '10.7.0.1',
      ),
    );
    expect(unheld.stockReserved).toBe(false);
    await t.db.updateTable('products').set({ stock: 10 }).where('id', '=', product).execute();
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${unheld.id}/status`,
      headers: { cookie: adminCookie, 'accept-language': 'pl' },
      payload: { status: 'confirmed' },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ error: 'out_of_stock' });
    expect(confirm.json<{ message: string }>().message).toContain('zostało: 10');
    expect(await adminOrder(unheld.id)).toMatchObject({ status: 'pending' });
    expect(await stockOf(product)).toBe(10);

    // Cancelling an order that holds nothing puts nothing back.
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${unheld.id}/status`,
      headers: { cookie: adminCookie },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(product)).toBe(10);
  });
});

describe('staff release a hold', () => {
  it('an admin releases an unpaid order’s hold once; shoppers cannot', async () => {
    const product = await insertTestProduct(t.db, { stock: 6 });
    const placed = orderOf(
      await transferOrder([{ productId: product, quantity: 6 }], 'held@example.com', '10.8.0.1'),
    );
    const url = `/api/admin/orders/${placed.id}/release-stock`;
    const anonymous = await t.app.inject({ method: 'POST', url });
    expect([401, 403]).toContain(anonymous.statusCode);
    expect(await stockOf(product)).toBe(0);

    const released = await t.app.inject({ method: 'POST', url, headers: { cookie: adminCookie } });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ order: { status: 'pending', stockReserved: false } });
    expect(await stockOf(product)).toBe(6);

    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: adminCookie, 'accept-language': 'pl' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'stock_not_held' });
    expect(await stockOf(product)).toBe(6);

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/999999/release-stock',
      headers: { cookie: adminCookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});
