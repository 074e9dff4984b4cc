/**
 * The one checkout request (`POST /api/checkout`): both ways to pay with one field set, the
 * Idempotency-Key as the one duplicate guard, and the deprecated request shapes still answering (with
 * their successor named).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct } from '#db/test/factories.ts';
import { registerTestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let product = 0;

beforeAll(async () => {
  t = await createTestApp();
  product = await insertTestProduct(t.db, { basePriceCents: 2500, stock: 1000 });
});
afterAll(async () => t.close());

const shippingAddress = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  address: 'ul. Prosta 1',
  city: 'Warszawa',
  postalCode: '00001',
  country: 'PL' as const,
};

const body = (extra: Record<string, unknown> = {}) => ({
  paymentMethod: 'bank_transfer',
  currency: 'EUR',
  email: 'jan@example.com',
  phone: '600 100 200',
  shippingAddress,
  lines: [{ productId: product, quantity: 2 }],
  expectedTotal: 50,
  ...extra,
});

let keys = 0;
const newKey = () => `checkout-test-${++keys}-${Date.now()}`;

const checkout = (payload: object, key: string | null = newKey(), headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload,
    headers: { ...(key ? { 'idempotency-key': key } : {}), ...headers },
  });

const orderCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/checkout', () => {
  it('places a bank-transfer order priced by the server, its postal code in the usual spelling', async () => {
    const answer = await checkout(body());
    expect(answer.statusCode, answer.body).toBe(201);
    const json = answer.json();
    expect(json).toMatchObject({ success: true, paymentMethod: 'bank_transfer' });
    expect(json.order.orderNumber).toBe(json.orderNumber);
    expect(json.order.totalAmount).toBe(50);
    expect(json.order.shippingAddress.postalCode).toBe('00-001');
    expect(json.paymentUrl).toBeUndefined();
  });

  it('starts a card payment on the hosted page with the same field set', async () => {
    const answer = await checkout(body({ paymentMethod: 'card' }));
    expect(answer.statusCode, answer.body).toBe(201);
    const json = answer.json();
    expect(json).toMatchObject({ success: true, paymentMethod: 'card' });
    expect(json.paymentUrl).toMatch(/^https?:\/\//);
    expect(json.orderNumber).toMatch(/\S/);
    expect(json.order).toBeUndefined();
  });

  it('refuses a request without an Idempotency-Key and writes nothing', async () => {
    const before = await orderCount();
    const answer = await checkout(body(), null);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'idempotency_key_required' });
    expect(answer.json().message).toMatch(/Idempotency-Key/);
    expect(await orderCount()).toBe(before);
  });

  it('answers the same order for the same key, and refuses the key for another request', async () => {
    const key = newKey();
    const first = await checkout(body(), key);
    const before = await orderCount();
    const again = await checkout(body(), key);
    expect(again.statusCode).toBe(201);
    expect(again.json().orderNumber).toBe(first.json().orderNumber);
    expect(await orderCount()).toBe(before);
    const other = await checkout(
      body({ lines: [{ productId: product, quantity: 3 }], expectedTotal: 75 }),
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect(await orderCount()).toBe(before);
  });

  it('refuses an unknown payment method and unknown fields', async () => {
    expect((await checkout(body({ paymentMethod: 'cash' }))).statusCode).toBe(400);
    expect((await checkout(body({ orderReference: 'abcdefgh1' }))).statusCode).toBe(400);
  });

  it("orders a signed-in shopper's server cart when no lines are sent", async () => {
    const { cookie } = await registerTestUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { cookie },
      payload: { productId: product, quantity: 1 },
    });
    const { lines: _lines, ...withoutLines } = body({ expectedTotal: 25 });
    const answer = await checkout(withoutLines, newKey(), { cookie });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().order.items).toHaveLength(1);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } });
    expect(cart.json()).toHaveLength(0);
  });
});

describe('the deprecated request shapes', () => {
  it('still place a bank-transfer order through POST /api/orders, naming the successor', async () => {
    const { expectedTotal: _total, ...fields } = body();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...fields, totalAmount: 50, orderReference: `legacy-${Date.now()}` },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.headers.deprecation).toBe('true');
    expect(answer.headers.link).toBe('</api/checkout>; rel="successor-version"');
  });

  it('still start a card payment through POST /api/payments/create, naming the successor', async () => {
    const address = {
      firstName: 'Jan',
      lastName: 'Kowalski',
      street: 'ul. Prosta 1',
      city: 'Warszawa',
      postalCode: '00-001',
      country: 'PL',
      state: 'Warszawa',
    };
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      payload: {
        currency: 'EUR',
        phone: '600 100 200',
        customerEmail: 'jan@example.com',
        customerName: 'Jan Kowalski',
        amount: 50,
        orderReference: `legacy-card-${Date.now()}`,
        shippingAddress: address,
        billingAddress: address,
        lines: [{ productId: product, quantity: 2 }],
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().paymentUrl).toMatch(/^https?:\/\//);
    expect(answer.headers.deprecation).toBe('true');
  });
});
