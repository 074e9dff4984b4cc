/**
 * Cached product rows are served only while the catalogue is unchanged and only outside
 * transactions: a write shows at once, and a rolled-back write never leaves its rows behind.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../client.ts';
import { insertTestProduct } from '../test/factories.ts';
import { createTestDb } from '../test/test-db.ts';
import { getRateTable, upsertRates } from './exchange-rates.ts';
import { catalogueVersionReader } from './maintenance.ts';
import { findProductById, listProducts } from './product-queries.ts';
import { updateProduct } from './products.ts';
import { cacheRowsOf } from './row-cache.ts';

let handle: DbHandle;
let ids: number[];
/** Every SELECT that reads full product rows (the one the cache saves). */
let rowReads: number;

const page = { limit: 20, offset: 0, sortBy: 'name', sortOrder: 'asc' } as const;
const names = async () => (await listProducts(handle.db, {}, page)).map((p) => p.name);

beforeEach(async () => {
  handle = await createTestDb();
  ids = [
    await insertTestProduct(handle.db, { name: 'Air filter', partNumber: 'AF-1' }),
    await insertTestProduct(handle.db, { name: 'Brake disc', partNumber: 'BD-1' }),
  ];
  cacheRowsOf(handle.db, catalogueVersionReader(handle.sqlite));
  rowReads = 0;
  onEachRead(/"products"\."description_pl"/, () => rowReads++);
});

/** Calls `seen` on every run of a statement whose SQL matches `pattern` (prepared from now on). */
function onEachRead(pattern: RegExp, seen: () => void) {
  const prepare = handle.sqlite.prepare.bind(handle.sqlite);
  handle.sqlite.prepare = ((text: string) => {
    const statement = prepare(text);
    if (!pattern.test(text)) return statement;
    const all = statement.all.bind(statement);
    return Object.assign(statement, {
      all: (...args: unknown[]) => {
        seen();
        return all(...args);
      },
    });
  }) as typeof handle.sqlite.prepare;
}

afterEach(async () => {
  await handle.close();
});

describe('product row cache', () => {
  it('reads the rows once while the catalogue is unchanged, and freezes what it shares', async () => {
    expect(await names()).toEqual(['Air filter', 'Brake disc']);
    expect(await names()).toEqual(['Air filter', 'Brake disc']);
    expect(rowReads).toBe(1);
    const [row] = await listProducts(handle.db, {}, page);
    expect(Object.isFrozen(row)).toBe(true);
    // The details lookup of an active product is served from the same rows.
    expect((await findProductById(handle.db, ids[1]!))?.name).toBe('Brake disc');
    expect(rowReads).toBe(1);
  });

  it('shows a write at once', async () => {
    await names();
    await updateProduct(handle.db, ids[0]!, { name: 'Cabin filter', nameEn: 'Cabin filter', stock: 7 });
    expect(await names()).toEqual(['Brake disc', 'Cabin filter']);
    expect((await listProducts(handle.db, {}, page)).find((p) => p.id === ids[0])?.stock).toBe(7);
    await updateProduct(handle.db, ids[1]!, { isActive: 0 });
    expect(await findProductById(handle.db, ids[1]!)).toBeUndefined();
  });

  it('keeps no rows read while a write is open, and a rolled-back write leaves nothing behind', async () => {
    await names();
    let updated = false;
    let rollBack!: () => void;
    const held = new Promise<void>((resolve) => (rollBack = resolve));
    const transaction = handle.db.transaction().execute(async (trx) => {
      await updateProduct(trx, ids[0]!, { name: 'Rolled back' });
      expect((await listProducts(trx, {}, page)).map((p) => p.name)).toContain('Rolled back');
      updated = true;
      await held;
      throw new Error('roll back');
    });
    await vi.waitFor(() => expect(updated).toBe(true));
    // Asked while the write is open: the version it bumped is visible on the connection, and the
    // row is read once the write has ended (rolled back).
    const during = findProductById(handle.db, ids[0]!);
    rollBack();
    await expect(transaction).rejects.toThrow('roll back');
    expect((await during)?.name).toBe('Air filter');
    // A later write takes the version number the rolled-back one had: its own row shows.
    await updateProduct(handle.db, ids[0]!, { name: 'Cabin filter', nameEn: 'Cabin filter' });
    expect((await findProductById(handle.db, ids[0]!))?.name).toBe('Cabin filter');
    expect(await names()).toEqual(['Brake disc', 'Cabin filter']);
  });
});

describe('exchange-rate table cache', () => {
  it('reads the rates once per catalogue version, and shows a new rate at once', async () => {
    let rateReads = 0;
    onEachRead(/from "exchange_rates"/, () => rateReads++);
    const first = await getRateTable(handle.db);
    expect(await getRateTable(handle.db)).toBe(first);
    expect(Object.isFrozen(first.rates)).toBe(true);
    expect(rateReads).toBe(1);
    const rate = { rateDate: '2026-11-20', source: 'ecb' };
    await upsertRates(handle.db, [
      { currency: 'PLN', rate: '4.5', ...rate },
      { currency: 'GBP', rate: '0.85', ...rate },
    ]);
    const after = await getRateTable(handle.db);
    expect(after.rates).toEqual({ EUR: '1', PLN: '4.5', GBP: '0.85' });
    expect(after.date).toBe('2026-11-20');
    expect(rateReads).toBe(2);
  });
});
