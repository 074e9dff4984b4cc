/** A deleted record's id is never given to a new one (old links must not lead to another record). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../client.ts';
import { createTestDb } from '../test/test-db.ts';
import { insertTestBrand, insertTestCategory, insertTestProduct } from '../test/factories.ts';
import { deleteProduct, insertProducts } from './products.ts';
import { buildProduct } from '../test/factories.ts';
import { insertOrder } from './orders.ts';
import { deleteUser, insertUser } from './users.ts';

let handle: DbHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(async () => handle.close());

let n = 0;
const newUser = (db: Db) =>
  insertUser(db, { email: `ids-${++n}@example.com`, passwordHash: 'x', firstName: 'A', lastName: 'B' });
const newOrder = (db: Db) =>
  insertOrder(db, {
    orderNumber: `PP-IDS${String(++n).padStart(7, '0')}`,
    userId: null,
    email: 'a@example.com',
    phone: '+48600100200',
    paymentMethod: 'bank_transfer',
    currency: 'EUR',
    exchangeRate: '1',
    subtotalCents: 100,
    totalCents: 100,
    totalEurCents: 100,
    company: null,
    vatNumber: null,
    shippingFirstName: 'A',
    shippingLastName: 'B',
    shippingAddress: 'x 1',
    shippingCity: 'Warszawa',
    shippingPostalCode: '00-001',
    shippingCountry: 'PL',
    billingFirstName: 'A',
    billingLastName: 'B',
    billingAddress: 'x 1',
    billingCity: 'Warszawa',
    billingPostalCode: '00-001',
    billingCountry: 'PL',
    notes: null,
    idempotencyKey: null,
  });

describe('ids are never reused', () => {
  const cases: [string, (db: Db) => Promise<number>, (db: Db, id: number) => Promise<unknown>][] = [
    ['products', (db) => insertTestProduct(db), (db, id) => deleteProduct(db, id)],
    [
      'categories',
      (db) => insertTestCategory(db),
      (db, id) => db.deleteFrom('categories').where('id', '=', id).execute(),
    ],
    [
      'brands',
      (db) => insertTestBrand(db),
      (db, id) => db.deleteFrom('brands').where('id', '=', id).execute(),
    ],
    ['users', newUser, (db, id) => deleteUser(db, id)],
    ['orders', newOrder, (db, id) => db.deleteFrom('orders').where('id', '=', id).execute()],
  ];

  for (const [table, create, remove] of cases) {
    it(`${table}: create, delete the newest, create again: a new id`, async () => {
      const first = await create(handle.db);
      const newest = await create(handle.db);
      await remove(handle.db, newest);
      const again = await create(handle.db);
      expect(again).toBeGreaterThan(newest);
      expect(again).not.toBe(first);
    });
  }

  it('a bulk insert after a delete gives fresh, increasing ids', async () => {
    const [a, b] = await insertProducts(handle.db, [buildProduct(), buildProduct()]);
    await deleteProduct(handle.db, b!);
    const ids = await insertProducts(handle.db, [buildProduct(), buildProduct(), buildProduct()]);
    expect(ids[0]).toBeGreaterThan(b!);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set([a, ...ids]).size).toBe(4);
  });
});
