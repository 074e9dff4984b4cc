/** Queries compiled once and run with new parameters: right rows for each call, in transactions too. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client.ts';
import type { Db } from '../client.ts';
import { insertTestProduct } from '../test/factories.ts';
import { createTestDb } from '../test/test-db.ts';
import { sql } from 'kysely';
import { compiledByShape, compiledOnce } from './compiled.ts';

let handle: DbHandle;
const ids: number[] = [];

beforeAll(async () => {
  handle = await createTestDb();
  for (const name of ['Alpha', 'Beta', 'Gamma']) ids.push(await insertTestProduct(handle.db, { name }));
});

afterAll(async () => {
  await handle.close();
});

const namesAbove = compiledOnce((db: Db, minId: number, prefix: string) =>
  db
    .selectFrom('products')
    .select(['id', 'name', 'isActive'])
    .where('id', '>=', minId)
    .where('name', 'like', prefix)
    .where('isActive', '=', 1)
    .orderBy('id'),
);

describe('compiledOnce', () => {
  it('runs the same SQL with each call’s parameters and keeps the constants', async () => {
    expect((await namesAbove(handle.db, ids[0]!, '%a')).map((r) => r.name)).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
    ]);
    expect((await namesAbove(handle.db, ids[1]!, 'G%')).map((r) => r.name)).toEqual(['Gamma']);
    await handle.db.updateTable('products').set({ isActive: 0 }).where('id', '=', ids[2]!).execute();
    // Camel-cased like any query of the app.
    expect(await namesAbove(handle.db, ids[1]!, '%')).toEqual([{ id: ids[1], name: 'Beta', isActive: 1 }]);
  });

  it('runs inside a transaction and sees its writes', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ name: 'Delta' }).where('id', '=', ids[0]!).execute();
      expect((await namesAbove(trx, ids[0]!, 'D%')).map((r) => r.name)).toEqual(['Delta']);
    });
  });

  it('refuses a parameter that does not reach the SQL unchanged', async () => {
    const wrapped = compiledOnce((db: Db, name: string) =>
      db.selectFrom('products').select('id').where('name', '=', `${name}!`),
    );
    await expect(wrapped(handle.db, 'Alpha')).rejects.toThrow(/unchanged/);
  });
});

const productsBy = compiledByShape(
  (
    db: Db,
    shape: { order: 'asc' | 'desc' },
    values: { ids: number[]; prefix?: string; activeOnly: boolean },
  ) => {
    let q = db.selectFrom('products').select(['id', 'name']).where('id', 'in', values.ids);
    if (values.prefix !== undefined) q = q.where('name', 'like', values.prefix);
    if (values.activeOnly) q = q.where('isActive', '=', 1);
    return q.orderBy('id', shape.order);
  },
);

describe('compiledByShape', () => {
  it('compiles each shape once and runs it with each call’s values', async () => {
    const [a, b, c] = ids as [number, number, number];
    await handle.db.updateTable('products').set({ isActive: 1 }).execute();
    const names = async (...args: Parameters<typeof productsBy>) =>
      (await productsBy(...args)).map((r) => r.id);
    expect(await names(handle.db, { order: 'asc' }, { ids: [a, b], activeOnly: false })).toEqual([a, b]);
    // Same shape, other values.
    expect(await names(handle.db, { order: 'asc' }, { ids: [b, c], activeOnly: false })).toEqual([b, c]);
    // A longer list, a value set, the other order, a boolean: each its own SQL.
    expect(await names(handle.db, { order: 'desc' }, { ids: [a, b, c], activeOnly: false })).toEqual([
      c,
      b,
      a,
    ]);
    const [first] = await handle.db.selectFrom('products').select('name').where('id', '=', c).execute();
    expect(
      await names(handle.db, { order: 'asc' }, { ids: [a, b, c], prefix: first!.name, activeOnly: false }),
    ).toEqual([c]);
    await handle.db.updateTable('products').set({ isActive: 0 }).where('id', '=', a).execute();
    expect(await names(handle.db, { order: 'asc' }, { ids: [a, b], activeOnly: true })).toEqual([b]);
    expect(await names(handle.db, { order: 'asc' }, { ids: [a, b], activeOnly: false })).toEqual([a, b]);
  });

  it('refuses a value that does not reach the SQL unchanged or is written into its text', async () => {
    const derived = compiledByShape((db: Db, _shape: null, values: { name: string }) =>
      db.selectFrom('products').select('id').where('name', '=', `${values.name}!`),
    );
    await expect(derived(handle.db, null, { name: 'Alpha' })).rejects.toThrow(/unchanged/);
    const inlined = compiledByShape((db: Db, _shape: null, values: { name: string }) =>
      db
        .selectFrom('products')
        .select('id')
        .where(sql<boolean>`name = ${sql.lit(values.name)}`),
    );
    await expect(inlined(handle.db, null, { name: 'Alpha' })).rejects.toThrow(/SQL text/);
  });
});
