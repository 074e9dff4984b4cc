import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '#db/client.ts';
import { upsertRates } from '#db/repositories/exchange-rates.ts';
import { insertUser } from '#db/repositories/users.ts';
import { insertTestProduct } from '#db/test/factories.ts';
import { createTestDb } from '#db/test/test-db.ts';
import { AppError } from '../http/app-error.ts';
import {
  createOrder,
  type CreateOrderInput,
  findOrderForUser,
  listOrderHistory,
  listOrdersForUser,
  ORDER_NUMBER_PATTERN,
} from './orders.ts';

let handle: DbHandle;
let db: Db;

beforeEach(async () => {
  handle = await createTestDb();
  db = handle.db;
  await upsertRates(db, [
    { currency: 'PLN', rate: '4.2650', rateDate: '2026-11-21', source: 'ecb' },
    { currency: 'GBP', rate: '0.8791', rateDate: '2026-11-21', source: 'ecb' },
  ]);
});

afterEach(async () => {
  await handle.close();
});

let userSequence = 0;
async function insertTestUser() {
  const n = ++userSequence;
  return insertUser(db, {
    email: `shopper${n}@example.com`,
    passwordHash: 'x',
    firstName: 'Anna',
    lastName: 'Nowak',
  });
}

const address = {
  firstName: 'Anna',
  lastName: 'Nowak',
  address: 'ul. Długa 5',
  city: 'Kraków',
  postalCode: '30-001',
  country: 'PL',
};

function orderInput(
  lines: CreateOrderInput['lines'],
  extra: Partial<CreateOrderInput> = {},
): CreateOrderInput {
  return {
    lines,
    currency: 'EUR',
    email: 'anna@example.com',
    phone: '+48 600 100 200',
    paymentMethod: 'bank_transfer',
    shipping: address,
    ...extra,
  };
}

async function stockOf(productId: number) {
  const row = await db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

async function countRows() {
  const orders = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('orderItems')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const events = await db
    .selectFrom('orderStatusEvents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { orders: Number(orders.n), items: Number(items.n), events: Number(events.n) };
}

async function caught(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('createOrder pricing', () => {
  it('prices PLN lines from the catalogue and the stored rate, rounding once per unit', async () => {
    const brake = await insertTestProduct(db, { basePriceCents: 4999, stock: 10 });
    const filter = await insertTestProduct(db, { basePriceCents: 1234, stock: 10 });

    const order = await createOrder(
      db,
      orderInput(
        [
          { productId: brake, quantity: 3 },
          { productId: filter, quantity: 2 },
        ],
        { currency: 'PLN' },
      ),
    );

    // By hand: 49.99 EUR x 4.2650 = 213.20735 PLN -> 213.21; 12.34 EUR x 4.2650 = 52.6301 -> 52.63.
    expect(order.items.map((i) => [i.productId, i.quantity, i.unitPriceCents, i.totalPriceCents])).toEqual([
      [brake, 3, 21321, 63963],
      [filter, 2, 5263, 10526],
    ]);
    expect(order.items.map((i) => i.unitPriceEurCents)).toEqual([4999, 1234]);
    expect(order).toMatchObject({
      currency: 'PLN',
      exchangeRate: '4.2650',
      subtotalCents: 74489,
      shippingCents: 0,
      totalCents: 74489,
      totalEurCents: 17465,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'bank_transfer',
    });
    expect(await stockOf(brake)).toBe(7);
    expect(await stockOf(filter)).toBe(8);
    expect((await listOrderHistory(db, order.id)).map((e) => e.status)).toEqual(['pending']);
  });

  it('stores rate 1 for EUR, sums repeated products and snapshots the product', async () => {
    const product = await insertTestProduct(db, {
      basePriceCents: 2500,
      stock: 10,
      images: ['/a.svg', '/b.svg'],
    });
    const order = await createOrder(
      db,
      orderInput([
        { productId: product, quantity: 1 },
        { productId: product, quantity: 2 },
      ]),
    );
    expect(order).toMatchObject({ exchangeRate: '1', totalCents: 7500, totalEurCents: 7500 });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ quantity: 3, unitPriceCents: 2500, image: '/a.svg' });
    expect(order.items[0]?.partNumber).toMatch(/^TP /);
    expect(await stockOf(product)).toBe(7);
  });

  it('refuses quantities outside 1..99, also after summing repeated lines', async () => {
    const product = await insertTestProduct(db, { stock: 500 });
    for (const lines of [
      [{ productId: product, quantity: 0 }],
      [{ productId: product, quantity: 100 }],
      [{ productId: product, quantity: 1.5 }],
      [
        { productId: product, quantity: 60 },
        { productId: product, quantity: 40 },
      ],
      [],
    ]) {
      expect((await caught(createOrder(db, orderInput(lines)))).statusCode).toBe(400);
    }
    expect(await countRows()).toEqual({ orders: 0, items: 0, events: 0 });
    expect(await stockOf(product)).toBe(500);
  });
});

describe('createOrder refusals write nothing', () => {
  it('an inactive product is a 400 and an unknown one a 404, even next to a good line', async () => {
    const good = await insertTestProduct(db, { stock: 10 });
    const inactive = await insertTestProduct(db, { stock: 10, isActive: 0 });

    const unavailable = await caught(
      createOrder(
        db,
        orderInput([
          { productId: good, quantity: 1 },
          { productId: inactive, quantity: 1 },
        ]),
      ),
    );
    expect(unavailable).toMatchObject({ statusCode: 400, error: 'product_unavailable' });

    const unknown = await caught(
      createOrder(
        db,
        orderInput([
          { productId: good, quantity: 1 },
          { productId: 999_999, quantity: 1 },
        ]),
      ),
    );
    expect(unknown).toMatchObject({ statusCode: 404, error: 'product_not_found' });

    expect(await countRows()).toEqual({ orders: 0, items: 0, events: 0 });
    expect(await stockOf(good)).toBe(10);
    expect(await stockOf(inactive)).toBe(10);
  });

  it('a line short of stock is a 409 naming the product, and earlier lines keep their stock', async () => {
    const plenty = await insertTestProduct(db, { stock: 10 });
    const scarce = await insertTestProduct(db, { stock: 2, name: 'Scarce brake disc' });
    const error = await caught(
      createOrder(
        db,
        orderInput([
          { productId: plenty, quantity: 4 },
          { productId: scarce, quantity: 3 },
        ]),
      ),
    );
    expect(error).toMatchObject({
      statusCode: 409,
      error: 'out_of_stock',
      params: { productId: scarce, name: 'Scarce brake disc' },
    });
    expect(await countRows()).toEqual({ orders: 0, items: 0, events: 0 });
    expect(await stockOf(plenty)).toBe(10);
    expect(await stockOf(scarce)).toBe(2);
  });
});

describe('createOrder idempotency and concurrency', () => {
  it('the same idempotency key twice gives one order and one stock decrement', async () => {
    const product = await insertTestProduct(db, { stock: 10 });
    const input = orderInput([{ productId: product, quantity: 2 }], { idempotencyKey: 'submit-1' });
    const first = await createOrder(db, input);
    const second = await createOrder(db, input);
    const [third, fourth] = await Promise.all([createOrder(db, input), createOrder(db, input)]);

    for (const again of [second, third, fourth]) {
      expect(again.id).toBe(first.id);
      expect(again.orderNumber).toBe(first.orderNumber);
      expect(again.items).toEqual(first.items);
    }
    expect(await countRows()).toEqual({ orders: 1, items: 1, events: 1 });
    expect(await stockOf(product)).toBe(8);
  });

  it('a key already used by another shopper is refused, not answered with their order', async () => {
    const product = await insertTestProduct(db, { stock: 10 });
    const userA = await insertTestUser();
    const userB = await insertTestUser();
    await createOrder(
      db,
      orderInput([{ productId: product, quantity: 1 }], { userId: userA, idempotencyKey: 'k' }),
    );
    const error = await caught(
      createOrder(
        db,
        orderInput([{ productId: product, quantity: 1 }], { userId: userB, idempotencyKey: 'k' }),
      ),
    );
    expect(error).toMatchObject({ statusCode: 409, error: 'idempotency_key_conflict' });
    expect(await countRows()).toMatchObject({ orders: 1 });
    expect(await stockOf(product)).toBe(9);
  });

  it('20 checkouts started together for a product with stock 5 give 5 orders and 15 stock errors', async () => {
    const product = await insertTestProduct(db, { stock: 5 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        createOrder(
          db,
          // Different shoppers: one e-mail address holds stock for a few unpaid orders only.
          orderInput([{ productId: product, quantity: 1 }], {
            idempotencyKey: `parallel-${i}`,
            email: `parallel${i}@example.com`,
          }),
        ),
      ),
    );
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(5);
    expect(rejected).toHaveLength(15);
    for (const r of rejected) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect(r.reason).toMatchObject({
        statusCode: 409,
        error: 'out_of_stock',
        params: { productId: product },
      });
    }
    expect(await stockOf(product)).toBe(0);
    expect(await countRows()).toEqual({ orders: 5, items: 5, events: 5 });
  });
});

describe('order reads and numbers', () => {
  it('a user finds and lists only their own orders', async () => {
    const product = await insertTestProduct(db, { stock: 10 });
    const userA = await insertTestUser();
    const userB = await insertTestUser();
    const orderA = await createOrder(
      db,
      orderInput([{ productId: product, quantity: 1 }], { userId: userA }),
    );
    const orderB = await createOrder(
      db,
      orderInput([{ productId: product, quantity: 2 }], { userId: userB }),
    );
    const guest = await createOrder(db, orderInput([{ productId: product, quantity: 1 }]));

    expect((await findOrderForUser(db, userA, orderA.id))?.items).toHaveLength(1);
    expect(await findOrderForUser(db, userB, orderA.id)).toBeUndefined();
    expect(await findOrderForUser(db, userB, guest.id)).toBeUndefined();
    expect(await findOrderForUser(db, userA, 999_999)).toBeUndefined();
    expect((await listOrdersForUser(db, userB)).map((o) => o.id)).toEqual([orderB.id]);
    expect((await listOrdersForUser(db, userA)).map((o) => [o.id, o.items.length])).toEqual([[orderA.id, 1]]);
  });

  it('order numbers are unique and match PP- plus 10 Crockford base32 characters', async () => {
    const product = await insertTestProduct(db, { stock: 99 });
    const numbers: string[] = [];
    for (let i = 0; i < 30; i++) {
      numbers.push((await createOrder(db, orderInput([{ productId: product, quantity: 1 }]))).orderNumber);
    }
    for (const number of numbers) expect(number).toMatch(ORDER_NUMBER_PATTERN);
    expect(ORDER_NUMBER_PATTERN.test('PP-0000000001')).toBe(true);
    expect(ORDER_NUMBER_PATTERN.test('PP-ABCDEFGHIL')).toBe(false);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
