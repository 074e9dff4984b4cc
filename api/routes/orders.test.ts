/**
 * Bank-transfer orders, order history, tracking and returns through app.inject: the server prices
 * every order, mails the shopper in their language, keeps each shopper to their own orders and
 * returns, never oversells, and moves orders only along the transition table.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOffer, insertTestProduct } from '#db/test/factories.ts';
import { setShopSetting } from '../services/shop-settings.ts';
import { cookieFrom, registerTestAdmin, registerTestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p1 = 0;
let p2 = 0;
let adminCookie = '';

beforeAll(async () => {
  t = await createTestApp();
  p1 = await insertTestProduct(t.db, { basePriceCents: 2500, stock: 1000 });
  p2 = await insertTestProduct(t.db, { basePriceCents: 799, stock: 1000 });
  await insertTestOffer(t.db, p1, 2500, 'Auto Partner');
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

function transferBody(extra: Record<string, unknown> = {}) {
  return {
    paymentMethod: 'bank_transfer',
    currency: 'EUR',
    email: 'jan@example.com',
    phone: '600 100 200',
    shippingAddress: shipping,
    lines: [
      { productId: p1, quantity: 1 },
      { productId: p2, quantity: 2 },
    ],
    ...extra,
  };
}

/** `client`: the address the request comes from (unpaid orders hold stock only a few per client). */
function post(url: string, payload: unknown, headers: Record<string, string> = {}, client?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    ...(client ? { remoteAddress: client } : {}),
  });
}

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function setStatus(orderId: number, status: string) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { cookie: adminCookie },
    payload:
      status === 'shipped' ? { status, carrier: 'InPost', trackingNumber: '6200 1234 5678' } : { status },
  });
  return response;
}

async function deliver(orderId: number) {
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    expect((await setStatus(orderId, status)).statusCode).toBe(200);
  }
}

async function stockOf(productId: number) {
  const row = await t.db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

describe('bank-transfer orders', () => {
  it('a guest order is priced by the server and mails the confirmation and the bank details', async () => {
    const response = await post('/api/orders', transferBody({ email: 'guest1@example.com' }), {
      'x-language': 'pl',
    });
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    expect(order).toMatchObject({
      status: 'pending',
      paymentMethod: 'bank_transfer',
      paymentStatus: 'pending',
      totalAmount: 40.98,
      currency: 'EUR',
      phone: '+48600100200',
      shippingAddress: shipping,
      billingAddress: shipping,
    });
    expect(order.orderNumber).toMatch(/^PP-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(order.items[0]).toMatchObject({
      quantity: 1,
      unitPrice: 25,
      totalPrice: 25,
      offer: { supplier: { name: 'Auto Partner' } },
    });
    expect(order.history.map((e: { status: string }) => e.status)).toEqual(['pending']);
    const mails = await t.db
      .selectFrom('mailOutbox')
      .select(['kind', 'subject', 'text'])
      .where('toAddress', '=', 'guest1@example.com')
      .orderBy('id')
      .execute();
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation', 'bank-transfer']);
    expect(mails[1]?.subject).toBe(`Zamówienie ${order.orderNumber}: dane do przelewu`);
    expect(mails[1]?.text).toContain('PL61 1090 1014 0000 0712 1981 2874');
    expect(mails[1]?.text).toContain('€40.98'.replace('.', ','));
  });

  it('a signed-in order takes the server cart, clears it, and lists in /api/orders', async () => {
    const user = await registerTestUser(t.app);
    const headers = { cookie: user.cookie };
    await post('/api/cart', { productId: p2, quantity: 4 }, headers);
    const refused = await post('/api/orders', transferBody(), headers);
    expect(refused.json()).toMatchObject({ error: 'checkout_uses_account_cart' });
    const response = await post('/api/orders', transferBody({ lines: undefined, email: undefined }), headers);
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({ email: user.email, totalAmount: 31.96 });
    expect((await get('/api/cart', headers)).json()).toEqual([]);
    const list = (await get('/api/orders', headers)).json();
    expect(list).toHaveLength(1);
    expect(list[0].orderNumber).toBe(response.json().order.orderNumber);
    const empty = await post('/api/orders', transferBody({ lines: undefined }), headers);
    expect(empty.json()).toMatchObject({ error: 'cart_empty' });
  });

  it('an account checkout after the session ended answers 401, and the account keeps its cart', async () => {
    const user = await registerTestUser(t.app);
    await post('/api/cart', { productId: p2, quantity: 2 }, { cookie: user.cookie });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBeLessThan(400);
    const ended = await post('/api/orders', transferBody({ lines: undefined, email: undefined }), {
      cookie: user.cookie,
      'x-language': 'pl',
    });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({
      error: 'unauthorized',
      message: 'Brak autoryzacji: zostałeś wylogowany. Zaloguj się ponownie.',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(again.statusCode).toBe(200);
    expect((await get('/api/cart', { cookie: cookieFrom(again) })).json()).toMatchObject([
      { productId: p2, quantity: 2 },
    ]);
  });

  it('checks the postal code for the country and stores it in its usual spelling', async () => {
    const polish = await post(
      '/api/orders',
      transferBody({ shippingAddress: { ...shipping, postalCode: 'x' } }),
    );
    expect(polish.statusCode).toBe(400);
    expect(polish.json()).toEqual({
      error: 'invalid_postal_code',
      message: 'Enter the postal code in the form 00-000, for example 00-950.',
    });
    const german = await post(
      '/api/orders',
      transferBody({ shippingAddress: { ...shipping, country: 'DE', postalCode: '1011' } }),
      { 'x-language': 'pl' },
    );
    expect(german.json().message).toBe('Wpisz kod pocztowy w formacie 00000, np. 10115.');
    // The billing address is checked for its own country.
    const billing = await post(
      '/api/orders',
      transferBody({ billingAddress: { ...shipping, country: 'GB', postalCode: '00-001' } }),
    );
    expect(billing.json().error).toBe('invalid_postal_code');
    const irish = await post(
      '/api/orders',
      transferBody({
        email: 'postcode@example.com',
        shippingAddress: { ...shipping, country: 'IE', postalCode: 'd02x285' },
        billingAddress: { ...shipping, country: 'GB', postalCode: 'sw1a1aa' },
        phone: '+353 1 234 5678',
      }),
    );
    expect(irish.statusCode, irish.body).toBe(201);
    expect(irish.json().order.shippingAddress).toMatchObject({ postalCode: 'D02 X285', country: 'IE' });
    expect(irish.json().order.billingAddress).toMatchObject({ postalCode: 'SW1A 1AA', country: 'GB' });
  });

  it('names a product that went off sale, in the shopper language', async () => {
    const gone = await insertTestProduct(t.db, {
      name: 'Brake hose',
      nameEn: 'Brake hose',
      namePl: 'Przewód hamulcowy',
      stock: 5,
    });
    await t.db.updateTable('products').set({ isActive: 0 }).where('id', '=', gone).execute();
    const lines = [
      { productId: p1, quantity: 1 },
      { productId: gone, quantity: 1 },
    ];
    const en = await post('/api/orders', transferBody({ lines }));
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      error: 'product_unavailable',
      message: 'Brake hose is no longer available. Remove it from your cart to order the rest.',
    });
    const pl = await post('/api/orders', transferBody({ lines, language: undefined }), {
      'x-language': 'pl',
    });
    expect(pl.json().message).toBe(
      'Produkt Przewód hamulcowy nie jest już dostępny. Usuń go z koszyka, aby zamówić resztę.',
    );
  });

  it('the same orderReference twice gives one order and one set of mails', async () => {
    const body = transferBody({ email: 'twice@example.com', orderReference: 'retry-123456' });
    const first = await post('/api/orders', body);
    const second = await post('/api/orders', body);
    expect(second.statusCode).toBe(201);
    expect(second.json().order.id).toBe(first.json().order.id);
    const mails = await t.db
      .selectFrom('mailOutbox')
      .select('kind')
      .where('toAddress', '=', 'twice@example.com')
      .execute();
    expect(mails).toHaveLength(2);
  });

  it('the same orderReference with other lines, total or currency is refused as a reused key', async () => {
    const body = transferBody({ email: 'changed@example.com', orderReference: 'changed-123456' });
    const first = await post('/api/orders', body);
    expect(first.statusCode, first.body).toBe(201);
    const firstTotal = first.json().order.totalAmount as number;
    for (const changed of [
      { lines: [{ productId: p1, quantity: 2 }] },
      { lines: [{ productId: p1, quantity: 1 }] },
      { totalAmount: firstTotal + 1 },
      { currency: 'PLN' },
    ]) {
      const again = await post('/api/orders', { ...body, ...changed }, { 'x-language': 'pl' });
      expect(again.statusCode, JSON.stringify(changed)).toBe(422);
      expect(again.json()).toMatchObject({
        error: 'idempotency_key_reused',
        message: 'Ten identyfikator operacji został już użyty dla innego żądania.',
      });
    }
    // The same request again still answers the first order; the lines may come in another order.
    const same = await post('/api/orders', {
      ...body,
      lines: [...body.lines].reverse(),
      totalAmount: firstTotal,
    });
    expect(same.statusCode).toBe(201);
    expect(same.json().order.id).toBe(first.json().order.id);
    const orders = await t.db
      .selectFrom('orders')
      .select('id')
      .where('email', '=', 'changed@example.com')
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('refuses a tampered total, a price field and an unknown country without writing anything', async () => {
    const before = await stockOf(p1);
    const tampered = await post('/api/orders', transferBody({ totalAmount: 1 }));
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().message).toContain('€40.98');
    const priced = await post('/api/orders', transferBody({ total: 1 }));
    expect(priced.statusCode).toBe(400);
    const country = await post(
      '/api/orders',
      transferBody({ shippingAddress: { ...shipping, country: 'US' } }),
    );
    expect(country.statusCode).toBe(400);
    expect(await stockOf(p1)).toBe(before);
    const same = await post('/api/orders', transferBody({ totalAmount: 40.98 }));
    expect(same.statusCode).toBe(201);
  });

  it('20 parallel checkouts for the last 5 items give exactly 5 orders and 15 clear errors', async () => {
    const scarce = await insertTestProduct(t.db, { basePriceCents: 1000, stock: 5 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          '/api/orders',
          transferBody({ email: `race${i}@example.com`, lines: [{ productId: scarce, quantity: 1 }] }),
          {},
          `10.20.0.${i + 1}`,
        ),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.json().error).toBe('out_of_stock');
      expect(r.json().message).toMatch(/0 left/);
    }
    expect(await stockOf(scarce)).toBe(0);
  });
});

describe('own orders only', () => {
  it('user B gets 404 for user A order and return, and never sees them in lists', async () => {
    const a = await registerTestUser(t.app);
    const b = await registerTestUser(t.app);
    await post('/api/cart', { productId: p1, quantity: 1 }, { cookie: a.cookie });
    const { order } = (
      await post('/api/orders', transferBody({ lines: undefined }), { cookie: a.cookie })
    ).json();
    await deliver(order.id);
    const rma = await post(
      '/api/returns',
      {
        orderNumber: order.orderNumber,
        reason: 'wrong_part',
        items: [{ orderItemId: order.items[0].id, quantity: 1 }],
      },
      { cookie: a.cookie },
    );
    expect(rma.statusCode).toBe(201);
    expect((await get(`/api/orders/${order.id}`, { cookie: a.cookie })).statusCode).toBe(200);
    expect((await get(`/api/orders/${order.id}`, { cookie: b.cookie })).statusCode).toBe(404);
    expect((await get(`/api/returns/${rma.json().id}`, { cookie: a.cookie })).statusCode).toBe(200);
    expect((await get(`/api/returns/${rma.json().id}`, { cookie: b.cookie })).statusCode).toBe(404);
    expect((await get('/api/orders', { cookie: b.cookie })).json()).toEqual([]);
    expect((await get('/api/returns', { cookie: b.cookie })).json()).toEqual([]);
    // B cannot track or return A's order by its number without A's e-mail either.
    const track = await post('/api/orders/track', { orderNumber: order.orderNumber }, { cookie: b.cookie });
    expect(track.statusCode).toBe(404);
    const other = await post(
      '/api/returns',
      {
        orderNumber: order.orderNumber,
        reason: 'other',
        items: [{ orderItemId: order.items[0].id, quantity: 1 }],
      },
      { cookie: b.cookie },
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('bank transfer in production', () => {
  it('is refused until the shop has set its own bank account (no demo account is ever mailed)', async () => {
    const live = await createTestApp({ config: { production: true } });
    try {
      const product = await insertTestProduct(live.db, { basePriceCents: 1000 });
      const order = () =>
        live.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: transferBody({ lines: [{ productId: product, quantity: 1 }] }),
        });
      const refused = await order();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ error: 'bank_transfer_unavailable' });
      for (const [key, value] of [
        ['bank.accountHolder', 'PartsPoint sp. z o.o.'],
        ['bank.name', 'Commerzbank'],
        ['bank.iban', 'DE89370400440532013000'],
        ['bank.bic', 'COBADEFFXXX'],
      ] as const) {
        await setShopSetting(live.db, key, value);
      }
      expect((await order()).statusCode).toBe(201);
      const mail = await live.db
        .selectFrom('mailOutbox')
        .select('text')
        .where('kind', '=', 'bank-transfer')
        .executeTakeFirstOrThrow();
      expect(mail.text).toContain('DE89 3704 0044 0532 0130 00');
    } finally {
      await live.close();
    }
  });
});

describe('account deletion', () => {
  it('keeps the orders for accounting, unlinked, with contact data blanked', async () => {
    const user = await registerTestUser(t.app);
    await post('/api/cart', { productId: p2, quantity: 1 }, { cookie: user.cookie });
    const { order } = (
      await post('/api/orders', transferBody({ lines: undefined }), { cookie: user.cookie })
    ).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      userId: null,
      email: '',
      phone: '',
      shippingLastName: 'Kowalski',
      totalCents: 799,
    });
    const track = await post('/api/orders/track', { orderNumber: order.orderNumber, email: user.email });
    expect(track.statusCode).toBe(404);
  });
});

describe('tracking', () => {
  it('finds a guest order by number and e-mail, with its real history; a wrong e-mail is not found', async () => {
    const { order } = (await post('/api/orders', transferBody({ email: 'Track.Me@example.com' }))).json();
    await setStatus(order.id, 'confirmed');
    const found = await post('/api/orders/track', {
      orderNumber: order.orderNumber.toLowerCase(),
      email: ' track.me@EXAMPLE.com ',
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().history.map((e: { status: string }) => e.status)).toEqual(['pending', 'confirmed']);
    const wrong = await post('/api/orders/track', { orderNumber: order.orderNumber, email: 'x@example.com' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(
      'Order Not Found: No order found with this number. Please check and try again.',
    );
    const unknown = await post('/api/orders/track', {
      orderNumber: 'PP-0000000000',
      email: 'track.me@example.com',
    });
    expect(unknown.json()).toEqual(wrong.json());
    const mail = await t.db
      .selectFrom('mailOutbox')
      .select('subject')
      .where('toAddress', '=', 'Track.Me@example.com')
      .where('kind', '=', 'order-confirmed')
      .executeTakeFirst();
    expect(mail?.subject).toBe(`Order ${order.orderNumber} confirmed`);
  });

  it('a signed-in shopper tracks their own order by number alone', async () => {
    const user = await registerTestUser(t.app);
    await post('/api/cart', { productId: p2, quantity: 1 }, { cookie: user.cookie });
    const { order } = (
      await post('/api/orders', transferBody({ lines: undefined }), { cookie: user.cookie })
    ).json();
    const found = await post(
      '/api/orders/track',
      { orderNumber: order.orderNumber },
      { cookie: user.cookie },
    );
    expect(found.statusCode).toBe(200);
    const guest = await post('/api/orders/track', { orderNumber: order.orderNumber });
    expect(guest.statusCode).toBe(404);
  });

  it('counts the address the nearest proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const limited = await createTestApp({
      config: { trustProxy: '127.0.0.1' },
      rateLimits: { trackPerIp: 2 },
    });
    try {
      const attempt = (i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/orders/track',
          headers: { 'x-forwarded-for': `${i}.6.6.6, 10.0.0.1` },
          payload: { orderNumber: `PP-000000000${i}`, email: 'a@example.com' },
        });
      expect((await attempt(1)).statusCode).toBe(404);
      expect((await attempt(2)).statusCode).toBe(404);
      expect((await attempt(3)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('is rate limited per order number against guessing', async () => {
    const limited = await createTestApp({ rateLimits: { trackPerOrder: 3 } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/orders/track',
          payload: { orderNumber: 'PP-0000000001', email: 'a@example.com' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(404);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toBe('too_many_requests');
    } finally {
      await limited.close();
    }
  });
});

describe('order status and returns', () => {
  it('moves only along the transition table; cancelling puts the stock back', async () => {
    const before = await stockOf(p2);
    const { order } = (
      await post('/api/orders', transferBody({ email: 'cancel@example.com' }), {}, '10.21.0.1')
    ).json();
    expect(await stockOf(p2)).toBe(before - 2);
    const skip = await setStatus(order.id, 'delivered');
    expect(skip.statusCode).toBe(400);
    expect(skip.json()).toMatchObject({
      error: 'invalid_status_transition',
      message: 'An order cannot go from pending to delivered.',
    });
    const polish = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}/status`,
      headers: { cookie: adminCookie, 'x-language': 'pl' },
      payload: { status: 'shipped', carrier: 'InPost', trackingNumber: '1' },
    });
    expect(polish.json().message).toBe('Zamówienie nie może przejść ze statusu oczekujące do wysłane.');
    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(p2)).toBe(before);
    expect((await setStatus(order.id, 'confirmed')).statusCode).toBe(400);
  });

  it('a delivered order gets a return number; more than was bought, undelivered or late orders are refused', async () => {
    const email = 'returns@example.com';
    const { order } = (await post('/api/orders', transferBody({ email }))).json();
    const line = order.items.find((i: { product: { id: number } }) => i.product.id === p2);
    const request = (items: unknown, extra: Record<string, unknown> = {}) =>
      post('/api/returns', { orderNumber: order.orderNumber, email, reason: 'damaged', items, ...extra });

    const early = await request([{ orderItemId: line.id, quantity: 1 }]);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('return_not_allowed');

    await deliver(order.id);
    const tracked = (await post('/api/orders/track', { orderNumber: order.orderNumber, email })).json();
    expect(tracked.items.find((i: { id: number }) => i.id === line.id).returnableQuantity).toBe(2);
    expect(tracked.returnableUntil).not.toBeNull();

    const tooMany = await request([{ orderItemId: line.id, quantity: 3 }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('return_quantity');
    const foreign = await request([{ orderItemId: 999_999, quantity: 1 }]);
    expect(foreign.json().error).toBe('return_item_not_found');

    const created = await request([{ orderItemId: line.id, quantity: 2 }], { comment: 'Box crushed' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'requested',
      reason: 'damaged',
      comment: 'Box crushed',
      items: [{ orderItemId: line.id, quantity: 2 }],
    });
    expect(created.json().returnNumber).toMatch(/^RMA-[0-9A-HJKMNP-TV-Z]{10}$/);
    const again = await request([{ orderItemId: line.id, quantity: 1 }]);
    expect(again.json().error).toBe('return_quantity');
    // A retried submit (same reference) answers the same return and mails nothing more.
    const other = order.items.find((i: { product: { id: number } }) => i.product.id === p1);
    const once = await request([{ orderItemId: other.id, quantity: 1 }], { reference: 'return-retry-1' });
    const twice = await request([{ orderItemId: other.id, quantity: 1 }], { reference: 'return-retry-1' });
    expect(once.statusCode).toBe(201);
    expect(twice.statusCode).toBe(201);
    expect(twice.json().returnNumber).toBe(once.json().returnNumber);
    const returnMails = await t.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('toAddress', '=', email)
      .where('kind', '=', 'return-requested')
      .execute();
    expect(returnMails).toHaveLength(2);
    const mail = await t.db
      .selectFrom('mailOutbox')
      .select(['subject', 'text'])
      .where('toAddress', '=', email)
      .where('kind', '=', 'return-requested')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain(created.json().returnNumber);

    // 31 days after delivery the window is closed.
    const monthAgo = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
    await sql`UPDATE order_status_events SET created_at = ${monthAgo}
      WHERE order_id = ${order.id} AND status = 'delivered'`.execute(t.db);
    const late = await request([{ orderItemId: line.id, quantity: 1 }]);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'Returns can be requested for delivered orders within 30 days of delivery.',
    );
  });
});
