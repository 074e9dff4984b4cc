/**
 * Idempotency-Key replays through app.inject: every operation the offline outbox replays is applied
 * once, a replay answers the first answer (with `Idempotent-Replayed: true`), keys are scoped per user,
 * reused or malformed keys and concurrent duplicates are refused, 5xx answers are not kept, and old
 * records are pruned.
 */
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findIdempotencyRecord, insertPendingIdempotencyRecord } from '#db/repositories/idempotency.ts';
import { insertTestProduct } from '#db/test/factories.ts';
import { registerTestUser } from '../test/auth-helpers.ts';
import { TEST_SHIPPING_ADDRESS } from '../test/orders.ts';
import { createTestApp } from '../test/test-app.ts';
import { canonicalJson, hashRequest, PENDING_STALE_MS, pruneIdempotencyRecords } from './idempotency.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p1 = 0;
let p2 = 0;
let inactive = 0;

beforeAll(async () => {
  t = await createTestApp();
  p1 = await insertTestProduct(t.db, { basePriceCents: 2500, stock: 1000 });
  p2 = await insertTestProduct(t.db, { basePriceCents: 799, stock: 1000 });
  inactive = await insertTestProduct(t.db, { isActive: 0 });
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

let keyCounter = 0;
/** A fresh valid key (the web sends a UUID). */
const newKey = () => `op-${Date.now()}-${(keyCounter += 1)}`;

/** A signed-in user and a way to call the API as them, with or without a key. */
async function shopper() {
  const user = await registerTestUser(t.app);
  const call = (method: Method, url: string, payload?: unknown, key?: string, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: user.cookie, ...(key === undefined ? {} : { 'idempotency-key': key }), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { ...user, call };
}

async function cartQuantities(userId: number) {
  const rows = await t.db
    .selectFrom('cartLines')
    .select(['productId', 'quantity'])
    .where('userId', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.productId, r.quantity]));
}

async function wishlist(userId: number) {
  const rows = await t.db
    .selectFrom('wishlistItems')
    .select('productId')
    .where('userId', '=', userId)
    .execute();
  return rows.map((r) => r.productId);
}

const replayed = (response: { headers: Record<string, unknown> }) => response.headers['idempotent-replayed'];

function guestOrderBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    paymentMethod: 'bank_transfer',
    currency: 'EUR',
    email,
    phone: '+48 600 100 200',
    shippingAddress: TEST_SHIPPING_ADDRESS,
    lines: [
      { productId: p1, quantity: 1 },
      { productId: p2, quantity: 2 },
    ],
    ...extra,
  };
}

function postOrder(payload: unknown, key?: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: payload as object,
    headers: { ...(key === undefined ? {} : { 'idempotency-key': key }), ...headers },
  });
}

async function ordersOf(email: string) {
  return t.db.selectFrom('orders').select(['id', 'idempotencyKey']).where('email', '=', email).execute();
}

async function mailsTo(email: string) {
  const row = await t.db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('toAddress', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('cart and wishlist replays', () => {
  it('without a key, behaviour is unchanged: two adds add up', async () => {
    const user = await shopper();
    await user.call('POST', '/api/cart', { productId: p1, quantity: 2 });
    const second = await user.call('POST', '/api/cart', { productId: p1, quantity: 2 });
    expect(second.statusCode).toBe(200);
    expect(replayed(second)).toBeUndefined();
    expect(await cartQuantities(user.id)).toEqual({ [p1]: 4 });
  });

  it('a cart add sent twice with one key adds once and answers the same body, marked replayed', async () => {
    const user = await shopper();
    const key = newKey();
    const first = await user.call('POST', '/api/cart', { productId: p1, quantity: 2 }, key);
    const second = await user.call('POST', '/api/cart', { productId: p1, quantity: 2 }, key);
    expect(first.statusCode).toBe(200);
    expect(replayed(first)).toBeUndefined();
    expect(second.statusCode).toBe(200);
    expect(replayed(second)).toBe('true');
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.body).toBe(first.body);
    expect(first.json()).toMatchObject({ productId: p1, quantity: 2 });
    expect(await cartQuantities(user.id)).toEqual({ [p1]: 2 });

    const record = await findIdempotencyRecord(t.db, `user:${user.id}`, key);
    expect(record).toMatchObject({ state: 'done', statusCode: 200, route: 'POST /api/cart' });
    expect(record?.responseBody).toBe(first.body);
  });

  it('a 4xx answer is kept and replayed too', async () => {
    const user = await shopper();
    const key = newKey();
    const first = await user.call('POST', '/api/cart', { productId: inactive }, key);
    const second = await user.call('POST', '/api/cart', { productId: inactive }, key);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ error: 'product_unavailable' });
    expect(second.statusCode).toBe(400);
    expect(replayed(second)).toBe('true');
    expect(second.body).toBe(first.body);
  });

  it('replays a line quantity change without running it again', async () => {
    const user = await shopper();
    const line = (await user.call('POST', '/api/cart', { productId: p1 })).json() as { id: string };
    const key = newKey();
    const first = await user.call('PATCH', `/api/cart/${line.id}`, { quantity: 5 }, key);
    expect(first.statusCode).toBe(200);
    // Changed since: a replay that ran again would set 5 back.
    await user.call('PATCH', `/api/cart/${line.id}`, { quantity: 7 });
    const replay = await user.call('PATCH', `/api/cart/${line.id}`, { quantity: 5 }, key);
    expect(replay.statusCode).toBe(200);
    expect(replayed(replay)).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(await cartQuantities(user.id)).toEqual({ [p1]: 7 });
  });

  it('replays a line removal (200 again, not the 404 a second removal would give)', async () => {
    const user = await shopper();
    const line = (await user.call('POST', '/api/cart', { productId: p1 })).json() as { id: string };
    const key = newKey();
    const first = await user.call('DELETE', `/api/cart/${line.id}`, undefined, key);
    const replay = await user.call('DELETE', `/api/cart/${line.id}`, undefined, key);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replayed(replay)).toBe('true');
    expect(replay.json()).toEqual({ success: true });
    // Without the key it is a new operation.
    expect((await user.call('DELETE', `/api/cart/${line.id}`)).statusCode).toBe(404);
  });

  it('replays a cart clear without clearing what was added since', async () => {
    const user = await shopper();
    await user.call('POST', '/api/cart', { productId: p1 });
    const key = newKey();
    expect((await user.call('DELETE', '/api/cart', undefined, key)).statusCode).toBe(200);
    await user.call('POST', '/api/cart', { productId: p2, quantity: 3 });
    const replay = await user.call('DELETE', '/api/cart', undefined, key);
    expect(replay.statusCode).toBe(200);
    expect(replayed(replay)).toBe('true');
    expect(await cartQuantities(user.id)).toEqual({ [p2]: 3 });
  });

  it('replays a wishlist add and a wishlist removal', async () => {
    const user = await shopper();
    const addKey = newKey();
    const added = await user.call('POST', '/api/wishlist', { productId: p1 }, addKey);
    expect(added.statusCode).toBe(200);
    const removeKey = newKey();
    const removed = await user.call('DELETE', `/api/wishlist/${p1}`, undefined, removeKey);
    expect(removed.statusCode).toBe(200);

    // The outbox replays both, in order: the add must not bring the product back.
    const addAgain = await user.call('POST', '/api/wishlist', { productId: p1 }, addKey);
    const removeAgain = await user.call('DELETE', `/api/wishlist/${p1}`, undefined, removeKey);
    expect(addAgain.statusCode).toBe(200);
    expect(replayed(addAgain)).toBe('true');
    expect(addAgain.body).toBe(added.body);
    expect(removeAgain.statusCode).toBe(200);
    expect(replayed(removeAgain)).toBe('true');
    expect(await wishlist(user.id)).toEqual([]);
  });

  it('routes that are not idempotent ignore the header', async () => {
    const user = await shopper();
    const key = newKey();
    await user.call('POST', '/api/cart/merge', { lines: [{ productId: p1, quantity: 1 }] }, key);
    const second = await user.call(
      'POST',
      '/api/cart/merge',
      { lines: [{ productId: p1, quantity: 1 }] },
      key,
    );
    expect(replayed(second)).toBeUndefined();
    expect(await cartQuantities(user.id)).toEqual({ [p1]: 2 });
  });
});

describe('scopes and conflicts', () => {
  it('two users with the same key are independent', async () => {
    const anna = await shopper();
    const piotr = await shopper();
    const key = newKey();
    const a = await anna.call('POST', '/api/cart', { productId: p1, quantity: 1 }, key);
    const b = await piotr.call('POST', '/api/cart', { productId: p1, quantity: 1 }, key);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(replayed(b)).toBeUndefined();
    expect(b.json<{ id: string }>().id).not.toBe(a.json<{ id: string }>().id);
    expect(await cartQuantities(anna.id)).toEqual({ [p1]: 1 });
    expect(await cartQuantities(piotr.id)).toEqual({ [p1]: 1 });
  });

  it('refuses the same key for a different body or another route (422), applying nothing', async () => {
    const user = await shopper();
    const key = newKey();
    await user.call('POST', '/api/cart', { productId: p1, quantity: 1 }, key);
    const otherBody = await user.call('POST', '/api/cart', { productId: p1, quantity: 3 }, key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({
      error: 'idempotency_key_reused',
      message: 'This operation id was already used for a different request.',
    });
    const otherRoute = await user.call('POST', '/api/wishlist', { productId: p1 }, key);
    expect(otherRoute.statusCode).toBe(422);
    const polish = await user.call('POST', '/api/cart', { productId: p2 }, key, { 'x-language': 'pl' });
    expect(polish.json()).toEqual({
      error: 'idempotency_key_reused',
      message: 'Ten identyfikator operacji został już użyty dla innego żądania.',
    });
    expect(await cartQuantities(user.id)).toEqual({ [p1]: 1 });
    expect(await wishlist(user.id)).toEqual([]);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'a'.repeat(65)],
    ['other characters', 'key with spaces!'],
  ])('refuses a malformed key (%s) with a translated 400, applying nothing', async (_, key) => {
    const user = await shopper();
    const en = await user.call('POST', '/api/cart', { productId: p1 }, key);
    expect(en.statusCode).toBe(400);
    expect(en.headers['content-type']).toMatch(/^application\/json/);
    expect(en.json()).toEqual({
      error: 'invalid_idempotency_key',
      message:
        'The operation id (Idempotency-Key header) must be 8 to 64 letters, digits, hyphens or underscores.',
    });
    const pl = await user.call('POST', '/api/cart', { productId: p1 }, key, { 'x-language': 'pl' });
    expect(pl.statusCode).toBe(400);
    expect(pl.json()).toEqual({
      error: 'invalid_idempotency_key',
      message:
        'Identyfikator operacji (nagłówek Idempotency-Key) musi mieć od 8 do 64 znaków: liter, cyfr, łączników lub podkreśleń.',
    });
    expect(await cartQuantities(user.id)).toEqual({});
  });

  it('answers 409 with Retry-After while the first request with the key is still running', async () => {
    const user = await shopper();
    const key = newKey();
    const body = { productId: p1, quantity: 1 };
    await insertPendingIdempotencyRecord(t.db, {
      scope: `user:${user.id}`,
      key,
      route: 'POST /api/cart',
      requestHash: hashRequest({}, body),
      createdAt: new Date().toISOString(),
    });
    const duplicate = await user.call('POST', '/api/cart', body, key);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.headers['retry-after']).toBe('1');
    expect(duplicate.json()).toEqual({
      error: 'idempotency_key_in_use',
      message: 'This operation is still being processed. Please try again in a moment.',
    });
    const pl = await user.call('POST', '/api/cart', body, key, { 'x-language': 'pl' });
    expect(pl.json<{ message: string }>().message).toBe(
      'Ta operacja jest jeszcze przetwarzana. Spróbuj ponownie za chwilę.',
    );
    expect(await cartQuantities(user.id)).toEqual({});
    expect(await findIdempotencyRecord(t.db, `user:${user.id}`, key)).toMatchObject({ state: 'pending' });
  });

  it('takes over a pending claim left by a crashed request once it is stale', async () => {
    const user = await shopper();
    const key = newKey();
    const body = { productId: p1, quantity: 1 };
    await insertPendingIdempotencyRecord(t.db, {
      scope: `user:${user.id}`,
      key,
      route: 'POST /api/cart',
      requestHash: hashRequest({}, body),
      createdAt: new Date(Date.now() - PENDING_STALE_MS - 1000).toISOString(),
    });
    const retry = await user.call('POST', '/api/cart', body, key);
    expect(retry.statusCode).toBe(200);
    expect(replayed(retry)).toBeUndefined();
    expect(await cartQuantities(user.id)).toEqual({ [p1]: 1 });
    expect(await findIdempotencyRecord(t.db, `user:${user.id}`, key)).toMatchObject({ state: 'done' });
  });

  it('a 5xx answer leaves no record, so a retry with the key runs', async () => {
    const user = await shopper();
    const key = newKey();
    await sql`CREATE TRIGGER test_cart_fails BEFORE INSERT ON cart_lines BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`.execute(
      t.db,
    );
    try {
      const failed = await user.call('POST', '/api/cart', { productId: p2, quantity: 1 }, key);
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ error: 'internal_error' });
      expect(await findIdempotencyRecord(t.db, `user:${user.id}`, key)).toBeUndefined();
    } finally {
      await sql`DROP TRIGGER test_cart_fails`.execute(t.db);
    }
    const retry = await user.call('POST', '/api/cart', { productId: p2, quantity: 1 }, key);
    expect(retry.statusCode).toBe(200);
    expect(replayed(retry)).toBeUndefined();
    expect(await cartQuantities(user.id)).toEqual({ [p2]: 1 });
  });
});

describe('checkout replays', () => {
  it('a guest order posted twice with one key creates one order and answers the same', async () => {
    const email = `guest-${newKey()}@example.com`;
    const key = newKey();
    const first = await postOrder(guestOrderBody(email), key);
    const second = await postOrder(guestOrderBody(email), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(replayed(second)).toBe('true');
    expect(second.json()).toEqual(first.json());
    const orders = await ordersOf(email);
    expect(orders).toHaveLength(1);
    // The key also travels into the order's own transaction (see the crash-window test below).
    expect(orders[0]?.idempotencyKey).toBe(`header:guest:${key}`);
    expect(await mailsTo(email)).toBe(2);
  });

  it('another guest reusing a key with a different order is refused and gets no order', async () => {
    const key = newKey();
    const firstEmail = `first-${newKey()}@example.com`;
    const otherEmail = `other-${newKey()}@example.com`;
    expect((await postOrder(guestOrderBody(firstEmail), key)).statusCode).toBe(201);
    const other = await postOrder(guestOrderBody(otherEmail), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect(await ordersOf(otherEmail)).toHaveLength(0);
  });

  it('a retry after a crash between the order and its record still answers that one order', async () => {
    const email = `crash-${newKey()}@example.com`;
    const key = newKey();
    const first = await postOrder(guestOrderBody(email), key);
    expect(first.statusCode).toBe(201);
    // As if the process died before the answer was stored: a stale pending claim.
    await t.db
      .updateTable('idempotencyRecords')
      .set({ state: 'pending', statusCode: null, responseBody: null })
      .where('scope', '=', 'guest')
      .where('key', '=', key)
      .execute();
    await sql`UPDATE idempotency_records SET created_at = ${new Date(Date.now() - PENDING_STALE_MS - 1000).toISOString()} WHERE scope = 'guest' AND key = ${key}`.execute(
      t.db,
    );
    const retry = await postOrder(guestOrderBody(email), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json<{ order: { orderNumber: string } }>().order.orderNumber).toBe(
      first.json<{ order: { orderNumber: string } }>().order.orderNumber,
    );
    expect(await ordersOf(email)).toHaveLength(1);
    expect(await mailsTo(email)).toBe(2);
  });

  it('a signed-in checkout posted twice with one key orders the cart once', async () => {
    const user = await shopper();
    await user.call('POST', '/api/cart', { productId: p1, quantity: 2 });
    const key = newKey();
    const body = {
      paymentMethod: 'bank_transfer',
      currency: 'EUR',
      phone: '+48 600 100 200',
      shippingAddress: TEST_SHIPPING_ADDRESS,
    };
    const first = await user.call('POST', '/api/orders', body, key);
    const second = await user.call('POST', '/api/orders', body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(replayed(second)).toBe('true');
    expect(second.body).toBe(first.body);
    const orders = await t.db.selectFrom('orders').select('id').where('userId', '=', user.id).execute();
    expect(orders).toHaveLength(1);
  });

  it('a card payment started twice with one key is replayed: one order, one payment page', async () => {
    const email = `card-${newKey()}@example.com`;
    const body = {
      currency: 'EUR',
      orderReference: newKey(),
      customerEmail: email,
      phone: '+48 600 100 200',
      shippingAddress: {
        firstName: 'Ola',
        lastName: 'Mazur',
        street: 'ul. Lipowa 3',
        city: 'Gdańsk',
        postalCode: '80-001',
        country: 'PL',
      },
      lines: [{ productId: p1, quantity: 1 }],
    };
    const key = newKey();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/create',
        payload: body,
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(replayed(second)).toBe('true');
    expect(second.body).toBe(first.body);
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it('stores the JSON as sent, not the compressed bytes, and replays it compressed again', async () => {
    const email = `gzip-${newKey()}@example.com`;
    const key = newKey();
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await postOrder(guestOrderBody(email), key, gzip);
    expect(first.statusCode).toBe(201);
    expect(first.headers['content-encoding']).toBe('gzip');
    const sent = gunzipSync(first.rawPayload).toString('utf8');
    const record = await findIdempotencyRecord(t.db, 'guest', key);
    expect(record?.responseBody).toBe(sent);

    const second = await postOrder(guestOrderBody(email), key, gzip);
    expect(replayed(second)).toBe('true');
    expect(gunzipSync(second.rawPayload).toString('utf8')).toBe(sent);
  });
});

describe('answers that mean "try again" are not kept', () => {
  it('a rate-limited request (429) does not use up its key', async () => {
    const limited = await createTestApp({ rateLimits: { checkoutPerIp: 1 } });
    try {
      const product = await insertTestProduct(limited.db, { basePriceCents: 1000, stock: 10 });
      const order = (key: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { 'idempotency-key': key },
          payload: { ...guestOrderBody('limited@example.com'), lines: [{ productId: product, quantity: 1 }] },
        });
      expect((await order(newKey())).statusCode).toBe(201);
      const key = newKey();
      expect((await order(key)).statusCode).toBe(429);
      expect(await findIdempotencyRecord(limited.db, 'guest', key)).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});

describe('pruneIdempotencyRecords', () => {
  it('deletes only the records older than 7 days', async () => {
    const now = new Date('2031-03-15T12:00:00.000Z');
    const ago = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
    const records = [
      ['prune-old-done', ago(8)],
      ['prune-old-pending', ago(7.01)],
      ['prune-recent', ago(6.9)],
      ['prune-new', ago(0)],
    ] as const;
    for (const [key, createdAt] of records) {
      await insertPendingIdempotencyRecord(t.db, {
        scope: 'prune-test',
        key,
        route: 'POST /api/cart',
        requestHash: 'x',
        createdAt,
      });
    }
    await t.db
      .updateTable('idempotencyRecords')
      .set({ state: 'done', statusCode: 200, responseBody: '{}' })
      .where('key', '=', 'prune-old-done')
      .execute();

    expect(await pruneIdempotencyRecords(t.db, now)).toBeGreaterThanOrEqual(2);
    const left = await t.db
      .selectFrom('idempotencyRecords')
      .select('key')
      .where('scope', '=', 'prune-test')
      .orderBy('key')
      .execute();
    expect(left.map((r) => r.key)).toEqual(['prune-new', 'prune-recent']);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null }, u: undefined })).toBe(
      '{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}',
    );
    expect(hashRequest({}, { quantity: 1, productId: 2 })).toBe(
      hashRequest({}, { productId: 2, quantity: 1 }),
    );
    expect(hashRequest({}, { productId: 2 })).not.toBe(hashRequest({}, { productId: 3 }));
  });
});
