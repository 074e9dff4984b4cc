/** Queries compiled once and run with new parameters: right rows for each call, in transactions too. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client.ts';
import type { Db } from '../client.ts';
import { insertTestProduct } from '../test/factories.ts';
import { createTestDb } from '../test/test-db.ts';
import { compiledOnce } from './compiled.ts';

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
