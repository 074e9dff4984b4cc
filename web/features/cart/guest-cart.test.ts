import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDb, type LocalDb } from '../../lib/local-db.ts';
import {
  addToGuestCart,
  clampQuantity,
  clearGuestCart,
  countGuestCart,
  listGuestCart,
  removeGuestCartLine,
  setGuestCartQuantity,
} from './guest-cart.ts';

let db: LocalDb;
let n = 0;

beforeEach(() => {
  n += 1;
  db = createLocalDb(`guest-cart-test-${n}`);
});
afterEach(async () => {
  await db.delete();
});

describe('clampQuantity', () => {
  it('keeps whole numbers from 1 to 99 and turns anything else into 1 or 99', () => {
    expect(clampQuantity(1)).toBe(1);
    expect(clampQuantity(42)).toBe(42);
    expect(clampQuantity(99)).toBe(99);
    expect(clampQuantity(100)).toBe(99);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
  });
});

describe('guest cart', () => {
  it('adds a new line with a generated id', async () => {
    const line = await addToGuestCart(7, 2, db);
    expect(line).toMatchObject({ productId: 7, quantity: 2 });
    expect(line.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await listGuestCart(db)).toEqual([line]);
  });

  it('keeps one line per product and adds the quantities up', async () => {
    const first = await addToGuestCart(7, 2, db);
    const second = await addToGuestCart(7, 3, db);
    expect(second).toEqual({ ...first, quantity: 5 });
    expect(await listGuestCart(db)).toHaveLength(1);
  });

  it('caps a line at 99', async () => {
    await addToGuestCart(7, 60, db);
    const line = await addToGuestCart(7, 60, db);
    expect(line.quantity).toBe(99);
    expect((await addToGuestCart(8, 500, db)).quantity).toBe(99);
  });

  it('lists lines in the order they were first added, each with its own id', async () => {
    const a = await addToGuestCart(1, 1, db);
    await new Promise((resolve) => setTimeout(resolve, 2));
    const b = await addToGuestCart(2, 1, db);
    await addToGuestCart(1, 1, db);
    const lines = await listGuestCart(db);
    expect(lines.map((line) => line.productId)).toEqual([1, 2]);
    expect(a.id).not.toBe(b.id);
  });

  it('counts the sum of quantities', async () => {
    expect(await countGuestCart(db)).toBe(0);
    await addToGuestCart(1, 2, db);
    await addToGuestCart(2, 3, db);
    await addToGuestCart(1, 1, db);
    expect(await countGuestCart(db)).toBe(6);
  });
});

describe('editing the guest cart', () => {
  it('sets a line quantity, capped at 99, keeping its id and place', async () => {
    const a = await addToGuestCart(1, 1, db);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await addToGuestCart(2, 1, db);
    expect(await setGuestCartQuantity(a.id, 5, db)).toEqual({ ...a, quantity: 5 });
    expect(await setGuestCartQuantity(a.id, 250, db)).toEqual({ ...a, quantity: 99 });
    expect((await listGuestCart(db)).map((line) => [line.productId, line.quantity])).toEqual([
      [1, 99],
      [2, 1],
    ]);
  });

  it('ignores a quantity below 1 or not a number', async () => {
    const line = await addToGuestCart(1, 3, db);
    expect(await setGuestCartQuantity(line.id, 0, db)).toEqual(line);
    expect(await setGuestCartQuantity(line.id, -2, db)).toEqual(line);
    expect(await setGuestCartQuantity(line.id, Number.NaN, db)).toEqual(line);
    expect(await listGuestCart(db)).toEqual([line]);
  });

  it('answers undefined for a line that is gone', async () => {
    expect(await setGuestCartQuantity('missing', 2, db)).toBeUndefined();
    expect(await listGuestCart(db)).toEqual([]);
  });

  it('removes one line (a missing one is no error) and clears the cart', async () => {
    const a = await addToGuestCart(1, 2, db);
    const b = await addToGuestCart(2, 3, db);
    await removeGuestCartLine(a.id, db);
    await removeGuestCartLine(a.id, db);
    expect(await listGuestCart(db)).toEqual([b]);
    await addToGuestCart(3, 1, db);
    await clearGuestCart(db);
    expect(await listGuestCart(db)).toEqual([]);
    expect(await countGuestCart(db)).toBe(0);
  });
});
