/**
 * Card payments end to end through app.inject with the sandbox gateway: a guest pays, the redirect is
 * verified and confirmed by a status request, the order is confirmed and mailed; forged or replayed
 * redirects and callbacks never mark an order paid; a late decline never downgrades an approval;
 * a tampered amount changes nothing.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertRates } from '#db/repositories/exchange-rates.ts';
import { insertTestOffer, insertTestProduct } from '#db/test/factories.ts';
import { registerTestUser } from '../test/auth-helpers.ts';
import { placeGuestOrder } from '../test/orders.ts';
import { createTestApp } from '../test/test-app.ts';
import { cancelAbandonedOrders } from '../services/payments/abandoned-orders.ts';
import { paymentStatusToken } from '../services/payments/status-page.ts';
import { noticeControl } from '../services/payments/payneteasy-protocol.ts';
import { PaymentGatewayError } from '../services/payments/provider.ts';
import { createSandbox } from '../services/payments/sandbox.ts';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';
/** Where the gateway's way back lands: the status page with its token. */
const landingUrl = (orderNumber: string, status: string) =>
  `/checkout/success?order=${orderNumber}&status=${status}&token=${paymentStatusToken({ statusSecret: TEST_SECRET }, orderNumber)}`;
/** The payment status page's token, as the gateway's way back gives it to the browser. */
const statusUrl = (orderNumber: string) =>
  `/api/payments/status/${orderNumber}?token=${paymentStatusToken({ statusSecret: TEST_SECRET }, orderNumber)}`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let p1 = 0;
let p2 = 0;

beforeAll(async () => {
  t = await createTestApp();
  await upsertRates(t.db, [
    { currency: 'PLN', rate: '4.2650', rateDate: '2026-11-21', source: 'ecb' },
    { currency: 'GBP', rate: '0.8791', rateDate: '2026-11-21', source: 'ecb' },
  ]);
  p1 = await insertTestProduct(t.db, { basePriceCents: 4999, stock: 1000 });
  p2 = await insertTestProduct(t.db, { basePriceCents: 1250, stock: 1000 });
  await insertTestOffer(t.db, p1, 4999, 'Inter Cars');
});
afterAll(async () => t.close());

const address = {
  firstName: 'Anna',
  lastName: 'Nowak',
  street: 'ul. Długa 5',
  city: 'Kraków',
  postalCode: '30-001',
  country: 'PL' as const,
};

let reference = 0;
function paymentBody(extra: Record<string, unknown> = {}) {
  reference += 1;
  return {
    currency: 'EUR',
    orderReference: `ref-${reference}-${Date.now()}`,
    customerEmail: 'anna+parts@example.com',
    customerName: 'Anna Nowak',
    phone: '+48 600 100 200',
    shippingAddress: { ...address, state: address.city },
    lines: [
      { productId: p1, quantity: 2 },
      { productId: p2, quantity: 1 },
    ],
    ...extra,
  };
}

/** Requests as the browser sends them to the shop at http://shop.test (the test app's address). */
const SHOP = { host: 'shop.test' };

async function startPayment(extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create',
    payload: paymentBody(extra),
    headers: { ...SHOP, ...headers },
  });
  return response;
}

/** The sandbox page's path for a started payment. */
/** The sandbox's control key, as the app derives it from the test session secret. */
function sandboxKey() {
  return createHmac('sha256', 'test-secret-that-is-at-least-32-characters-long')
    .update('sandbox payment gateway')
    .digest('hex');
}

function pagePath(paymentUrl: string) {
  return new URL(paymentUrl).pathname;
}

async function decide(paymentUrl: string, decision: 'approved' | 'declined') {
  const response = await t.app.inject({
    method: 'POST',
    url: pagePath(paymentUrl),
    payload: `decision=${decision}`,
    headers: { ...SHOP, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.statusCode).toBe(303);
  return response.headers.location as string;
}

async function follow(location: string) {
  const url = new URL(location, 'http://shop.test');
  return t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: SHOP });
}

async function orderRow(orderNumber: string) {
  return t.db
    .selectFrom('orders')
    .selectAll()
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirstOrThrow();
}

async function stockOf(productId: number) {
  const row = await t.db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

async function mailsTo(email: string) {
  return t.db.selectFrom('mailOutbox').select(['kind', 'subject']).where('toAddress', '=', email).execute();
}

async function gatewayIds(orderNumber: string) {
  const order = await orderRow(orderNumber);
  const payment = await t.db
    .selectFrom('payments')
    .selectAll()
    .where('orderId', '=', order.id)
    .executeTakeFirstOrThrow();
  return { order, payment };
}

describe('card payment with the sandbox gateway', () => {
  it('creates the order at the catalogue price and answers the hosted page', async () => {
    const response = await startPayment();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.paymentUrl).toMatch(/^http:\/\/shop\.test\/api\/payments\/sandbox\//);
    const order = await orderRow(body.orderNumber);
    expect(order).toMatchObject({
      status: 'pending',
      paymentMethod: 'payneteasy',
      paymentStatus: 'pending',
      totalCents: 2 * 4999 + 1250,
      email: 'anna+parts@example.com',
      phone: '+48600100200',
    });
    const page = await t.app.inject({ method: 'GET', url: pagePath(body.paymentUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Approve payment');
    expect(page.body).toContain('Decline payment');
    expect(page.body).toContain('€112.48');
  });

  it('approve: the redirect lands on the status page as approved, the order is confirmed and mailed', async () => {
    const before = await stockOf(p1);
    const { paymentUrl, orderNumber } = (await startPayment()).json();
    expect(await stockOf(p1)).toBe(before - 2);
    const back = await decide(paymentUrl, 'approved');
    expect(back).toMatch(/^http:\/\/shop\.test\/api\/payments\/return\?/);
    const landing = await follow(back);
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe(landingUrl(orderNumber, 'approved'));
    const order = await orderRow(orderNumber);
    expect(order.status).toBe('confirmed');
    expect(order.paymentStatus).toBe('approved');
    const status = await t.app.inject({ method: 'GET', url: statusUrl(orderNumber) });
    expect(status.json()).toMatchObject({ success: true, status: 'approved', orderNumber });
    const mails = await mailsTo('anna+parts@example.com');
    expect(mails.some((m) => m.kind === 'order-confirmation' && m.subject.includes(orderNumber))).toBe(true);
    const events = await t.db
      .selectFrom('orderStatusEvents')
      .select('status')
      .where('orderId', '=', order.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.status)).toEqual(['pending', 'confirmed']);
  });

  it('decline: the status page shows declined, the order is cancelled and the stock comes back', async () => {
    const before = await stockOf(p2);
    const { paymentUrl, orderNumber } = (await startPayment()).json();
    expect(await stockOf(p2)).toBe(before - 1);
    const landing = await follow(await decide(paymentUrl, 'declined'));
    expect(landing.headers.location).toBe(landingUrl(orderNumber, 'declined'));
    const order = await orderRow(orderNumber);
    expect(order.status).toBe('cancelled');
    expect(order.paymentStatus).toBe('declined');
    expect(await stockOf(p2)).toBe(before);
  });

  it('a forged redirect (bad control, wrong ids, unknown order) never marks an order paid', async () => {
    const { orderNumber } = (await startPayment()).json();
    const { payment } = await gatewayIds(orderNumber);
    const gatewayId = payment.gatewayOrderId ?? '';
    const forged: Record<string, string>[] = [
      { status: 'approved', orderid: gatewayId, client_orderid: orderNumber, control: 'a'.repeat(40) },
      {
        status: 'approved',
        orderid: gatewayId,
        client_orderid: orderNumber,
        control: noticeControl({
          status: 'approved',
          gatewayOrderId: gatewayId,
          clientOrderId: orderNumber,
          controlKey: 'guessed-key',
        }),
      },
      { status: 'approved', orderid: gatewayId, client_orderid: orderNumber },
      { status: 'approved', orderid: 'other-id', client_orderid: orderNumber, control: 'b'.repeat(40) },
      { status: 'approved', orderid: gatewayId, client_orderid: 'PP-0000000000', control: 'c'.repeat(40) },
    ];
    for (const params of forged) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/payments/return?${new URLSearchParams(params).toString()}`,
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).not.toContain('status=approved');
      const callback = await t.app.inject({
        method: 'GET',
        url: `/api/payments/callback?${new URLSearchParams({ ...params, type: 'sale', amount: '112.48' }).toString()}`,
      });
      expect(callback.statusCode).toBe(400);
    }
    const order = await orderRow(orderNumber);
    expect(order.status).toBe('pending');
    expect(order.paymentStatus).toBe('pending');
  });

  it('a signed redirect that claims approved is confirmed with the gateway first (still processing: not paid)', async () => {
    const { paymentUrl, orderNumber } = (await startPayment()).json();
    // A replayed redirect from another, approved payment: a valid control, but for other ids.
    const other = (await startPayment()).json();
    const otherBack = await decide(other.paymentUrl, 'approved');
    const params = new URL(otherBack).searchParams;
    params.set('client_orderid', orderNumber);
    const response = await t.app.inject({ method: 'GET', url: `/api/payments/return?${params.toString()}` });
    expect(response.headers.location).toBe(landingUrl(orderNumber, 'processing'));
    expect((await orderRow(orderNumber)).paymentStatus).toBe('pending');
    expect(paymentUrl).toBeTruthy();
  });

  it('a declined status from the gateway after approval (signed callback) never downgrades it', async () => {
    const { paymentUrl, orderNumber } = (await startPayment()).json();
    const back = await decide(paymentUrl, 'approved');
    await follow(back);
    const params = Object.fromEntries(new URL(back).searchParams);
    // A misbehaving gateway now says declined, in its status answers and in a signed callback.
    await t.db
      .updateTable('sandboxGatewayOrders')
      .set({ status: 'declined' })
      .where('clientOrderId', '=', orderNumber)
      .execute();
    const declined = {
      ...params,
      status: 'declined',
      type: 'sale',
      amount: '112.48',
      control: noticeControl({
        status: 'declined',
        gatewayOrderId: params.orderid ?? '',
        clientOrderId: orderNumber,
        controlKey: sandboxKey(),
      }),
    };
    const late = await t.app.inject({
      method: 'GET',
      url: `/api/payments/callback?${new URLSearchParams(declined).toString()}`,
    });
    expect(late.statusCode).toBe(200);
    const { order, payment } = await gatewayIds(orderNumber);
    expect(order.status).toBe('confirmed');
    expect(order.paymentStatus).toBe('approved');
    expect(payment.status).toBe('approved');
    const status = await t.app.inject({ method: 'GET', url: statusUrl(orderNumber) });
    expect(status.json().status).toBe('approved');
  });

  it('callback replays are idempotent and a late decline never downgrades an approval', async () => {
    const { paymentUrl, orderNumber } = (await startPayment()).json();
    const back = await decide(paymentUrl, 'approved');
    const params = Object.fromEntries(new URL(back).searchParams);
    const callbackUrl = (query: Record<string, string>) =>
      `/api/payments/callback?${new URLSearchParams({ ...query, type: 'sale', amount: '112.48' }).toString()}`;
    // The gateway retries the same approved callback: answered 200, nothing written twice.
    const replay = await t.app.inject({ method: 'GET', url: callbackUrl(params) });
    expect(replay.statusCode).toBe(200);
    const { order, payment } = await gatewayIds(orderNumber);
    const events = await t.db
      .selectFrom('paymentEvents')
      .select(['source', 'status'])
      .where('paymentId', '=', payment.id)
      .execute();
    expect(events.filter((e) => e.source === 'callback')).toHaveLength(1);
    // A correctly signed late 'declined' (as a misbehaving gateway might send).
    const declined = {
      ...params,
      status: 'declined',
      control: noticeControl({
        status: 'declined',
        gatewayOrderId: params.orderid ?? '',
        clientOrderId: orderNumber,
        controlKey: sandboxKey(),
      }),
    };
    const late = await t.app.inject({ method: 'GET', url: callbackUrl(declined) });
    expect(late.statusCode).toBe(200);
    const after = await orderRow(orderNumber);
    expect(after.status).toBe('confirmed');
    expect(after.paymentStatus).toBe('approved');
    expect(order.id).toBe(after.id);
  });

  it('the same orderReference twice gives one order and the same payment page', async () => {
    const body = paymentBody();
    const first = await t.app.inject({ method: 'POST', url: '/api/payments/create', payload: body });
    const second = await t.app.inject({ method: 'POST', url: '/api/payments/create', payload: body });
    expect(second.json()).toEqual(first.json());
    const count = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idempotencyKey', '=', `card:${body.orderReference}`)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('two submits of one orderReference at once start one sale: the other is told to wait', async () => {
    const body = paymentBody();
    const send = () => t.app.inject({ method: 'POST', url: '/api/payments/create', payload: body });
    const answers = await Promise.all([send(), send(), send()]);
    const started = answers.filter((a) => a.statusCode === 200);
    const waiting = answers.filter((a) => a.statusCode === 409);
    expect(started.length).toBeGreaterThanOrEqual(1);
    expect(started.length + waiting.length).toBe(3);
    for (const a of waiting) expect(a.json().error).toBe('payment_in_progress');
    // Every page handed out is the one sale the order has.
    const urls = new Set(started.map((a) => a.json().paymentUrl));
    expect(urls.size).toBe(1);
    const sales = await t.db
      .selectFrom('sandboxGatewayOrders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('clientOrderId', '=', started[0]?.json().orderNumber)
      .executeTakeFirstOrThrow();
    expect(Number(sales.n)).toBe(1);
    // Once started, the retry answers the same page.
    expect((await send()).json().paymentUrl).toBe([...urls][0]);
  });

  it('a tampered amount is refused and writes nothing; a price in a line is refused', async () => {
    const before = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const tampered = await startPayment({ amount: 0.01 });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json()).toMatchObject({ error: 'price_changed' });
    expect(tampered.json().message).toContain('€112.48');
    const priced = await startPayment({ lines: [{ productId: p1, quantity: 1, price: 0.01 }] });
    expect(priced.statusCode).toBe(400);
    const right = await startPayment({ amount: 112.48 });
    expect(right.statusCode).toBe(200);
    const after = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('prices an order in PLN at the stored rate, rounded once per unit', async () => {
    const { orderNumber } = (await startPayment({ currency: 'PLN' })).json();
    const order = await orderRow(orderNumber);
    // 49.99 EUR * 4.2650 = 213.207... -> 213.21; 12.50 * 4.2650 = 53.3125 -> 53.31
    expect(order.totalCents).toBe(2 * 21321 + 5331);
    expect(order.exchangeRate).toBe('4.2650');
  });

  it('explains missing fields and a company without a name in the shopper language', async () => {
    const blank = await startPayment({ shippingAddress: { ...address, city: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please fill in all required fields');
    const company = await startPayment({ customerType: 'company' }, { 'x-language': 'pl' });
    expect(company.statusCode).toBe(400);
    expect(company.json().message).toBe('Nazwa firmy jest wymagana po wybraniu opcji Firma');
    const phone = await startPayment({ phone: '12' });
    expect(phone.json()).toMatchObject({ error: 'invalid_phone' });
    // No lines asks for an account's cart: without a session that is a signed-out answer.
    const noLines = await startPayment({ lines: undefined });
    expect(noLines.statusCode).toBe(401);
    expect(noLines.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('a signed-in shopper pays for the server cart; approval empties those cart lines', async () => {
    const user = await registerTestUser(t.app);
    const headers = { cookie: user.cookie };
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers,
      payload: { productId: p2, quantity: 3 },
    });
    const withLines = await startPayment({}, headers);
    expect(withLines.json()).toMatchObject({ error: 'checkout_uses_account_cart' });
    const started = await startPayment({ lines: undefined, customerEmail: undefined }, headers);
    expect(started.statusCode).toBe(200);
    const { paymentUrl, orderNumber } = started.json();
    const order = await orderRow(orderNumber);
    expect(order).toMatchObject({ userId: user.id, email: user.email, totalCents: 3 * 1250 });
    const cartBefore = await t.app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(cartBefore.json()).toHaveLength(1);
    // The customer who ordered reads its status without the page's token.
    const own = await t.app.inject({ method: 'GET', url: `/api/payments/status/${orderNumber}`, headers });
    expect(own.statusCode).toBe(200);
    await follow(await decide(paymentUrl, 'approved'));
    const cartAfter = await t.app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(cartAfter.json()).toHaveLength(0);
  });

  it('status of an unknown order is a 404; a finished sandbox page offers no buttons', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: statusUrl('PP-0000000000') });
    expect(unknown.statusCode).toBe(404);
    const { paymentUrl } = (await startPayment()).json();
    await decide(paymentUrl, 'declined');
    const page = await t.app.inject({ method: 'GET', url: pagePath(paymentUrl) });
    expect(page.body).not.toContain('Approve payment');
    // Deciding again changes nothing.
    const again = await decide(paymentUrl, 'approved');
    expect(new URL(again).searchParams.get('status')).toBe('declined');
  });

  it('cancels card orders left unpaid for 2 hours (stock back; the status page stops), not paid ones', async () => {
    const before = await stockOf(p2);
    const abandoned = (await startPayment()).json();
    const paid = (await startPayment()).json();
    await follow(await decide(paid.paymentUrl, 'approved'));
    const threeHoursAgo = new Date(Date.now() - 3 * 3600 * 1000).toISOString();
    await sql`UPDATE orders SET created_at = ${threeHoursAgo}
      WHERE order_number IN (${abandoned.orderNumber}, ${paid.orderNumber})`.execute(t.db);
    const sandbox = createSandbox({
      db: t.db,
      secret: 'test-secret-that-is-at-least-32-characters-long',
    });
    const deps = {
      db: t.db,
      mailer: { send: async () => undefined },
      publicUrl: 'http://shop.test',
      demoBankDetails: true,
      provider: sandbox.provider,
      log: silentLog,
      statusSecret: TEST_SECRET,
    };
    expect(await cancelAbandonedOrders(deps)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(abandoned.orderNumber)).status).toBe('cancelled');
    expect((await orderRow(paid.orderNumber)).status).toBe('confirmed');
    expect(await stockOf(p2)).toBe(before - 1);
    const status = await t.app.inject({
      method: 'GET',
      url: statusUrl(abandoned.orderNumber),
    });
    expect(status.json().status).toBe('error');
  });

  it('keeps an abandoned card order while the gateway cannot say whether it was paid', async () => {
    const { orderNumber } = (await startPayment()).json();
    const threeHoursAgo = new Date(Date.now() - 3 * 3600 * 1000).toISOString();
    await sql`UPDATE orders SET created_at = ${threeHoursAgo} WHERE order_number = ${orderNumber}`.execute(
      t.db,
    );
    const unreachable = {
      ...createSandbox({
        db: t.db,
        secret: 'test-secret-that-is-at-least-32-characters-long',
      }).provider,
      queryStatus: async () => {
        throw new PaymentGatewayError('gateway unreachable');
      },
    };
    const deps = {
      db: t.db,
      mailer: { send: async () => undefined },
      publicUrl: 'http://shop.test',
      demoBankDetails: true,
      provider: unreachable,
      log: silentLog,
      statusSecret: TEST_SECRET,
    };
    await cancelAbandonedOrders(deps);
    expect((await orderRow(orderNumber)).status).toBe('pending');
  });
});

describe('the payment’s ways back and the address the shop was opened under', () => {
  it('outside production they follow the request’s origin, so a first card payment works from 127.0.0.1', async () => {
    const local = { host: '127.0.0.1:3000' };
    const started = await startPayment({}, local);
    expect(started.statusCode, started.body).toBe(200);
    const { paymentUrl, orderNumber } = started.json();
    expect(new URL(paymentUrl).origin).toBe('http://127.0.0.1:3000');
    // The sandbox page posts to itself and is sent back from there: a redirect to another origin
    // after a form post is what the page's CSP (form-action 'self') blocks.
    const back = await t.app.inject({
      method: 'POST',
      url: pagePath(paymentUrl),
      payload: 'decision=approved',
      headers: { ...local, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(new URL(back.headers.location as string).origin).toBe('http://127.0.0.1:3000');
    const returned = new URL(back.headers.location as string);
    const landing = await t.app.inject({
      method: 'GET',
      url: returned.pathname + returned.search,
      headers: local,
    });
    // The status page: on the same origin (a relative address or this one).
    expect(new URL(landing.headers.location as string, 'http://127.0.0.1:3000').origin).toBe(
      'http://127.0.0.1:3000',
    );
    expect(landing.headers.location).toContain(orderNumber);
  });

  it('in production they are the configured PUBLIC_URL whatever the Host says', async () => {
    const prod = await createTestApp({ config: { production: true } });
    try {
      const product = await insertTestProduct(prod.db, { basePriceCents: 999, stock: 10 });
      const response = await prod.app.inject({
        method: 'POST',
        url: '/api/payments/create',
        payload: paymentBody({ lines: [{ productId: product, quantity: 1 }] }),
        headers: { host: 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(new URL(response.json().paymentUrl).origin).toBe('http://shop.test');
    } finally {
      await prod.close();
    }
  });
});

describe('bank-transfer orders never paid', () => {
  it('are cancelled a week after the transfer was due, with a mail', async () => {
    const order = await placeGuestOrder(t.app, 'late-payer@example.com', [{ productId: p2, quantity: 1 }]);
    const sent: string[] = [];
    const deps = {
      db: t.db,
      mailer: { send: async (m: { kind: string }) => void sent.push(m.kind) },
      publicUrl: 'http://shop.test',
      demoBankDetails: true,
      provider: createSandbox({
        db: t.db,
        secret: 'test-secret-that-is-at-least-32-characters-long',
      }).provider,
      log: silentLog,
      statusSecret: TEST_SECRET,
    };
    await cancelAbandonedOrders(deps);
    expect((await orderRow(order.orderNumber)).status).toBe('pending');
    const before = await stockOf(p2);
    const fifteenDaysAgo = new Date(Date.now() - 15 * 24 * 3600 * 1000).toISOString();
    await sql`UPDATE orders SET created_at = ${fifteenDaysAgo} WHERE id = ${order.id}`.execute(t.db);
    await cancelAbandonedOrders(deps);
    expect((await orderRow(order.orderNumber)).status).toBe('cancelled');
    expect(await stockOf(p2)).toBe(before + 1);
    expect(sent).toContain('order-cancelled');
  });
});

describe('payment status access', () => {
  it('answers the holder of the token or the customer who ordered, and nobody else', async () => {
    const { orderNumber } = (await startPayment()).json();
    const get = (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
    expect((await get(statusUrl(orderNumber))).statusCode).toBe(200);
    // Without the token or with another order's, as for an order that does not exist.
    for (const url of [
      `/api/payments/status/${orderNumber}`,
      `/api/payments/status/${orderNumber}?token=${paymentStatusToken({ statusSecret: TEST_SECRET }, 'PP-0000000001')}`,
      `/api/payments/status/${orderNumber}?token=x`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'order_not_found' });
    }
    const stranger = await registerTestUser(t.app);
    expect((await get(`/api/payments/status/${orderNumber}`, stranger.cookie)).statusCode).toBe(404);
  });
});
