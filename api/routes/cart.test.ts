import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteProduct } from '#db/repositories/products.ts';
import { insertTestProduct } from '#db/test/factories.ts';
import { registerTestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** On sale. */
let p1 = 0;
let p2 = 0;
let p3 = 0;
/** Not on sale. */
let inactive = 0;
const UNKNOWN = 999_999;

beforeAll(async () => {
  t = await createTestApp();
  p1 = await insertTestProduct(t.db);
  p2 = await insertTestProduct(t.db);
  p3 = await insertTestProduct(t.db);
  inactive = await insertTestProduct(t.db, { isActive: 0 });
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A signed-in user and a way to call the API as them. */
async function shopper(language?: 'en' | 'pl') {
  const user = await registerTestUser(t.app, language ? { language } : {});
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: user.cookie, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { ...user, call };
}

/** The user's cart as stored: product id -> quantity, in insertion order. */
async function cartRows(userId: number) {
  const rows = await t.db
    .selectFrom('cartLines')
    .select(['id', 'productId', 'quantity'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('productId')
    .execute();
  return rows;
}
const quantities = async (userId: number) =>
  Object.fromEntries((await cartRows(userId)).map((r) => [r.productId, r.quantity]));

async function wishlistRows(userId: number) {
  const rows = await t.db
    .selectFrom('wishlistItems')
    .select(['productId'])
    .where('userId', '=', userId)
    .execute();
  return rows.map((r) => r.productId).sort((a, b) => a - b);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('guests', () => {
  it.each([
    ['GET', '/api/cart'],
    ['POST', '/api/cart'],
    ['POST', '/api/cart/merge'],
    ['PATCH', '/api/cart/some-line'],
    ['DELETE', '/api/cart/some-line'],
    ['DELETE', '/api/cart'],
    ['GET', '/api/wishlist'],
    ['POST', '/api/wishlist'],
    ['POST', '/api/wishlist/merge'],
    ['DELETE', '/api/wishlist/1'],
  ] as [Method, string][])('get 401 on %s %s', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? {} : { payload: { productId: p1, quantity: 1 } };
    const res = await t.app.inject({ method, url, ...body });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('change nothing with a 401', async () => {
    const count = async () => [
      (await t.db.selectFrom('cartLines').select('id').execute()).length,
      (await t.db.selectFrom('wishlistItems').select('id').execute()).length,
    ];
    const before = await count();
    await t.app.inject({ method: 'POST', url: '/api/cart', payload: { productId: p1 } });
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      payload: { lines: [{ productId: p1, quantity: 1 }] },
    });
    await t.app.inject({ method: 'POST', url: '/api/wishlist', payload: { productId: p1 } });
    await t.app.inject({ method: 'POST', url: '/api/wishlist/merge', payload: { productIds: [p1] } });
    expect(await count()).toEqual(before);
  });
});

describe('cart', () => {
  it('starts empty', async () => {
    const a = await shopper();
    const res = await a.call('GET', '/api/cart');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('adds a product with quantity 1 by default, then adds up on the same line', async () => {
    const a = await shopper();
    const first = await a.call('POST', '/api/cart', { productId: p1 });
    expect(first.statusCode).toBe(200);
    const line = first.json();
    expect(line).toMatchObject({ productId: p1, quantity: 1 });
    expect(line.id).toMatch(UUID);
    expect(Object.keys(line).sort()).toEqual(['createdAt', 'id', 'productId', 'quantity', 'updatedAt']);
    expect(await cartRows(a.id)).toEqual([{ id: line.id, productId: p1, quantity: 1 }]);

    const again = await a.call('POST', '/api/cart', { productId: p1, quantity: 4 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: line.id, productId: p1, quantity: 5 });
    expect(await cartRows(a.id)).toEqual([{ id: line.id, productId: p1, quantity: 5 }]);

    await a.call('POST', '/api/cart', { productId: p2, quantity: 2 });
    const cart = (await a.call('GET', '/api/cart')).json();
    expect(cart.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [p1, 5],
      [p2, 2],
    ]);
    expect(await quantities(a.id)).toEqual({ [p1]: 5, [p2]: 2 });
  });

  it('sets a quantity, removes a line and clears the cart', async () => {
    const a = await shopper();
    const l1 = (await a.call('POST', '/api/cart', { productId: p1, quantity: 3 })).json();
    const l2 = (await a.call('POST', '/api/cart', { productId: p2 })).json();

    const patched = await a.call('PATCH', `/api/cart/${l1.id}`, { quantity: 7 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: l1.id, productId: p1, quantity: 7 });
    expect(patched.json().updatedAt >= l1.updatedAt).toBe(true);
    expect(await quantities(a.id)).toEqual({ [p1]: 7, [p2]: 1 });

    const removed = await a.call('DELETE', `/api/cart/${l2.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(await quantities(a.id)).toEqual({ [p1]: 7 });
    expect((await a.call('DELETE', `/api/cart/${l2.id}`)).statusCode).toBe(404);

    await a.call('POST', '/api/cart', { productId: p3 });
    const cleared = await a.call('DELETE', '/api/cart');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ success: true });
    expect(await cartRows(a.id)).toEqual([]);
    expect((await a.call('GET', '/api/cart')).json()).toEqual([]);
    // Clearing an empty cart is fine too.
    expect((await a.call('DELETE', '/api/cart')).statusCode).toBe(200);
  });

  it('refuses an unknown product (404) and an inactive one (400) with a translated message', async () => {
    const a = await shopper();
    const unknown = await a.call('POST', '/api/cart', { productId: UNKNOWN });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'product_not_found', message: 'Product Not Found' });
    const off = await a.call('POST', '/api/cart', { productId: inactive });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toEqual({
      error: 'product_unavailable',
      message: 'This product is no longer available.',
    });
    const offPl = await a.call('POST', '/api/cart', { productId: inactive }, { 'x-language': 'pl' });
    expect(offPl.json()).toEqual({
      error: 'product_unavailable',
      message: 'Ten produkt nie jest już dostępny.',
    });
    const unknownPl = await a.call('POST', '/api/cart', { productId: UNKNOWN }, { 'x-language': 'pl' });
    expect(unknownPl.json().message).toBe('Nie znaleziono produktu');
    expect(await cartRows(a.id)).toEqual([]);
  });

  it.each([
    ['0', { quantity: 0 }],
    ['100', { quantity: 100 }],
    ['a fraction', { quantity: 1.5 }],
    ['a negative number', { quantity: -1 }],
    ['text', { quantity: 'two' }],
    ['null', { quantity: null }],
  ])('refuses quantity %s when adding and when setting', async (_name, body) => {
    const a = await shopper();
    const line = (await a.call('POST', '/api/cart', { productId: p1, quantity: 2 })).json();
    const add = await a.call('POST', '/api/cart', { productId: p2, ...body });
    expect(add.statusCode).toBe(400);
    expect(add.json().error).toBe('invalid_request');
    const set = await a.call('PATCH', `/api/cart/${line.id}`, body);
    expect(set.statusCode).toBe(400);
    expect(set.json().error).toBe('invalid_request');
    expect(await quantities(a.id)).toEqual({ [p1]: 2 });
  });

  it('lists a line whose product went off sale as unavailable, to be removed', async () => {
    const a = await shopper();
    const soon = await insertTestProduct(t.db, { stock: 10 });
    await a.call('POST', '/api/cart', { productId: p1, quantity: 2 });
    await a.call('POST', '/api/cart', { productId: soon, quantity: 1 });
    await t.db.updateTable('products').set({ isActive: 0 }).where('id', '=', soon).execute();
    const lines = (await a.call('GET', '/api/cart')).json() as { productId: number; available: boolean }[];
    expect(lines.map(({ productId, available }) => [productId, available])).toEqual([
      [p1, true],
      [soon, false],
    ]);
  });

  it('accepts the limits 1 and 99', async () => {
    const a = await shopper();
    const line = (await a.call('POST', '/api/cart', { productId: p1, quantity: 99 })).json();
    expect(line.quantity).toBe(99);
    expect((await a.call('PATCH', `/api/cart/${line.id}`, { quantity: 1 })).json().quantity).toBe(1);
    expect((await a.call('PATCH', `/api/cart/${line.id}`, { quantity: 99 })).json().quantity).toBe(99);
    expect(await quantities(a.id)).toEqual({ [p1]: 99 });
  });

  it('refuses an add that would take a line over 99 and changes nothing', async () => {
    const a = await shopper();
    const line = (await a.call('POST', '/api/cart', { productId: p1, quantity: 95 })).json();
    const over = await a.call('POST', '/api/cart', { productId: p1, quantity: 5 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      error: 'cart_quantity_limit',
      message: 'You can have at most 99 of one product in your cart (you already have 95).',
    });
    const overPl = await a.call('POST', '/api/cart', { productId: p1, quantity: 5 }, { 'x-language': 'pl' });
    expect(overPl.json().message).toBe(
      'W koszyku może być najwyżej 99 szt. jednego produktu (masz już 95 szt.).',
    );
    expect(await cartRows(a.id)).toEqual([{ id: line.id, productId: p1, quantity: 95 }]);
    // Up to exactly 99 is fine.
    expect((await a.call('POST', '/api/cart', { productId: p1, quantity: 4 })).json().quantity).toBe(99);
  });

  it('refuses a client-sent price or any other unknown field and changes nothing', async () => {
    const a = await shopper();
    const line = (await a.call('POST', '/api/cart', { productId: p1 })).json();
    const priced = await a.call('POST', '/api/cart', { productId: p1, quantity: 1, price: 0.01 });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().error).toBe('invalid_request');
    expect(priced.json().message).toContain('price');
    const unitPrice = await a.call('PATCH', `/api/cart/${line.id}`, { quantity: 3, unitPrice: 0 });
    expect(unitPrice.statusCode).toBe(400);
    const merged = await a.call('POST', '/api/cart/merge', {
      lines: [{ productId: p2, quantity: 1, price: 0 }],
    });
    expect(merged.statusCode).toBe(400);
    const mergedTop = await a.call('POST', '/api/cart/merge', { lines: [], total: 0 });
    expect(mergedTop.statusCode).toBe(400);
    const wish = await a.call('POST', '/api/wishlist', { productId: p2, price: 1 });
    expect(wish.statusCode).toBe(400);
    expect(await cartRows(a.id)).toEqual([{ id: line.id, productId: p1, quantity: 1 }]);
    expect(await wishlistRows(a.id)).toEqual([]);
  });

  it('answers 404 for a line id that does not exist', async () => {
    const a = await shopper();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      expect((await a.call('PATCH', `/api/cart/${id}`, { quantity: 2 })).statusCode).toBe(404);
      const res = await a.call('DELETE', `/api/cart/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'cart_line_not_found', message: 'This item is not in your cart.' });
    }
  });

  it('loses no add and never passes 99 under parallel requests', async () => {
    const a = await shopper();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => a.call('POST', '/api/cart', { productId: p1, quantity: 10 })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(9).fill(200), 400, 400, 400]);
    expect(await quantities(a.id)).toEqual({ [p1]: 90 });
    const merges = await Promise.all(
      Array.from({ length: 3 }, () =>
        a.call('POST', '/api/cart/merge', { lines: [{ productId: p2, quantity: 40 }] }),
      ),
    );
    expect(merges.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await quantities(a.id)).toEqual({ [p1]: 90, [p2]: 99 });
  });

  it('keeps the table CHECK on quantity even past the API', async () => {
    const a = await shopper();
    await expect(
      t.db
        .insertInto('cartLines')
        .values({ id: 'x-check', userId: a.id, productId: p1, quantity: 100 })
        .execute(),
    ).rejects.toThrow(/CHECK/);
  });
});

describe('one user and another', () => {
  it('user B gets 404 for user A’s line and never sees or changes A’s cart', async () => {
    const a = await shopper();
    const b = await shopper();
    const aLine = (await a.call('POST', '/api/cart', { productId: p1, quantity: 3 })).json();
    await b.call('POST', '/api/cart', { productId: p2 });

    const patch = await b.call('PATCH', `/api/cart/${aLine.id}`, { quantity: 9 });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().error).toBe('cart_line_not_found');
    const del = await b.call('DELETE', `/api/cart/${aLine.id}`);
    expect(del.statusCode).toBe(404);

    const bCart = (await b.call('GET', '/api/cart')).json();
    expect(bCart.map((l: { productId: number }) => l.productId)).toEqual([p2]);
    expect(bCart.some((l: { id: string }) => l.id === aLine.id)).toBe(false);

    // B adding the same product starts B's own line.
    const bLine = (await b.call('POST', '/api/cart', { productId: p1 })).json();
    expect(bLine.id).not.toBe(aLine.id);
    expect(bLine.quantity).toBe(1);

    // B clearing empties only B's cart.
    await b.call('DELETE', '/api/cart');
    expect(await cartRows(b.id)).toEqual([]);
    expect(await cartRows(a.id)).toEqual([{ id: aLine.id, productId: p1, quantity: 3 }]);
  });

  it('user B never sees or removes A’s wishlist', async () => {
    const a = await shopper();
    const b = await shopper();
    await a.call('POST', '/api/wishlist', { productId: p1 });
    expect((await b.call('GET', '/api/wishlist')).json()).toEqual([]);
    expect((await b.call('DELETE', `/api/wishlist/${p1}`)).statusCode).toBe(404);
    expect(await wishlistRows(a.id)).toEqual([p1]);
  });
});

describe('cart merge at sign-in', () => {
  it('adds quantities up, collapses duplicates, caps at 99 and skips unknown and inactive products', async () => {
    const a = await shopper();
    const existing = (await a.call('POST', '/api/cart', { productId: p1, quantity: 2 })).json();
    await a.call('POST', '/api/cart', { productId: p3, quantity: 90 });

    const res = await a.call('POST', '/api/cart/merge', {
      lines: [
        { productId: p1, quantity: 3 },
        { productId: p2, quantity: 1 },
        { productId: UNKNOWN, quantity: 1 },
        { productId: p2, quantity: 4 },
        { productId: inactive, quantity: 2 },
        { productId: p3, quantity: 8 },
        { productId: p3, quantity: 5 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.skippedProductIds).toEqual([UNKNOWN, inactive]);
    const summary = body.cart.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity]);
    expect(summary).toEqual([
      [p1, 5],
      [p3, 99],
      [p2, 5],
    ]);
    expect(body.cart[0].id).toBe(existing.id);
    expect(await quantities(a.id)).toEqual({ [p1]: 5, [p2]: 5, [p3]: 99 });
    expect((await a.call('GET', '/api/cart')).json()).toEqual(body.cart);
  });

  it('caps one product sent many times in the request at 99', async () => {
    const a = await shopper();
    const res = await a.call('POST', '/api/cart/merge', {
      lines: [
        { productId: p1, quantity: 60 },
        { productId: p1, quantity: 60 },
      ],
    });
    expect(res.json().cart).toMatchObject([{ productId: p1, quantity: 99 }]);
    expect(await quantities(a.id)).toEqual({ [p1]: 99 });
  });

  it('answers the cart as it is for an empty guest cart', async () => {
    const a = await shopper();
    await a.call('POST', '/api/cart', { productId: p2, quantity: 3 });
    const res = await a.call('POST', '/api/cart/merge', { lines: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cart: [{ productId: p2, quantity: 3 }], skippedProductIds: [] });
  });

  it('refuses a bad line and merges nothing of the request', async () => {
    const a = await shopper();
    await a.call('POST', '/api/cart', { productId: p1 });
    for (const bad of [
      { productId: p2, quantity: 0 },
      { productId: p2, quantity: 100 },
      { productId: 0, quantity: 1 },
      { productId: p2 },
    ]) {
      const res = await a.call('POST', '/api/cart/merge', { lines: [{ productId: p3, quantity: 1 }, bad] });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const tooMany = Array.from({ length: 201 }, () => ({ productId: p2, quantity: 1 }));
    expect((await a.call('POST', '/api/cart/merge', { lines: tooMany })).statusCode).toBe(400);
    expect(await quantities(a.id)).toEqual({ [p1]: 1 });
  });
});

describe('wishlist', () => {
  it('adds idempotently, lists and removes', async () => {
    const a = await shopper();
    const first = await a.call('POST', '/api/wishlist', { productId: p1 });
    expect(first.statusCode).toBe(200);
    const item = first.json();
    expect(item).toMatchObject({ userId: a.id, productId: p1 });
    expect(item.id).toMatch(UUID);
    expect(Object.keys(item).sort()).toEqual(['createdAt', 'id', 'productId', 'userId']);

    const again = await a.call('POST', '/api/wishlist', { productId: p1 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(item);
    expect(await wishlistRows(a.id)).toEqual([p1]);

    await a.call('POST', '/api/wishlist', { productId: p2 });
    const list = (await a.call('GET', '/api/wishlist')).json();
    expect(list.map((i: { productId: number }) => i.productId)).toEqual([p1, p2]);
    expect(list[0]).toEqual(item);

    const removed = await a.call('DELETE', `/api/wishlist/${p1}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(await wishlistRows(a.id)).toEqual([p2]);

    const notSaved = await a.call('DELETE', `/api/wishlist/${p1}`, undefined, { 'x-language': 'pl' });
    expect(notSaved.statusCode).toBe(404);
    expect(notSaved.json()).toEqual({
      error: 'wishlist_item_not_found',
      message: 'Tego produktu nie ma na Twojej liście życzeń.',
    });
    expect((await a.call('DELETE', '/api/wishlist/abc')).statusCode).toBe(400);
  });

  it('refuses an unknown product (404) and an inactive one (400)', async () => {
    const a = await shopper();
    const unknown = await a.call('POST', '/api/wishlist', { productId: UNKNOWN });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('product_not_found');
    const off = await a.call('POST', '/api/wishlist', { productId: inactive });
    expect(off.statusCode).toBe(400);
    expect(off.json().error).toBe('product_unavailable');
    expect(await wishlistRows(a.id)).toEqual([]);
  });

  it('merges the guest wishlist: duplicates collapse, saved ones stay, unknown and inactive are skipped', async () => {
    const a = await shopper();
    const saved = (await a.call('POST', '/api/wishlist', { productId: p2 })).json();
    const res = await a.call('POST', '/api/wishlist/merge', {
      productIds: [p1, p2, UNKNOWN, p1, inactive, p3],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.skippedProductIds).toEqual([UNKNOWN, inactive]);
    expect(body.wishlist.map((i: { productId: number }) => i.productId)).toEqual([p2, p1, p3]);
    expect(body.wishlist[0]).toEqual(saved);
    expect(await wishlistRows(a.id)).toEqual([p1, p2, p3].sort((x, y) => x - y));
    expect((await a.call('GET', '/api/wishlist')).json()).toEqual(body.wishlist);

    const tooMany = Array.from({ length: 201 }, () => p1);
    expect((await a.call('POST', '/api/wishlist/merge', { productIds: tooMany })).statusCode).toBe(400);
  });
});

describe('removal', () => {
  it('deleting the account removes its cart and wishlist', async () => {
    const a = await shopper();
    const b = await shopper();
    await a.call('POST', '/api/cart', { productId: p1, quantity: 2 });
    await a.call('POST', '/api/wishlist', { productId: p2 });
    await b.call('POST', '/api/cart', { productId: p1 });
    await b.call('POST', '/api/wishlist', { productId: p2 });

    const res = await a.call('DELETE', '/api/auth/user', { currentPassword: a.password });
    expect(res.statusCode).toBe(200);
    expect(await cartRows(a.id)).toEqual([]);
    expect(await wishlistRows(a.id)).toEqual([]);
    expect(await quantities(b.id)).toEqual({ [p1]: 1 });
    expect(await wishlistRows(b.id)).toEqual([p2]);
  });

  it('deleting a product removes it from every cart and wishlist', async () => {
    const a = await shopper();
    const gone = await insertTestProduct(t.db);
    await a.call('POST', '/api/cart', { productId: gone });
    await a.call('POST', '/api/cart', { productId: p1 });
    await a.call('POST', '/api/wishlist', { productId: gone });
    await deleteProduct(t.db, gone);
    expect(await quantities(a.id)).toEqual({ [p1]: 1 });
    expect(await wishlistRows(a.id)).toEqual([]);
  });
});
