import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '#api/contract/cart.ts';
import { createLocalDb, type LocalDb } from '../../lib/local-db.ts';
import { cartStore, withCartLine } from './cart-actions.ts';
import {
  buildCartMergeLines,
  cartItemCount,
  chunk,
  mergeGuestCart,
  type CartMergeDeps,
} from './cart-merge.ts';
import { addToGuestCart, listGuestCart } from './guest-cart.ts';

let db: LocalDb;
let n = 0;
beforeEach(() => {
  n += 1;
  db = createLocalDb(`cart-merge-test-${n}`);
});
afterEach(async () => {
  await db.delete();
});

const serverLine = (productId: number, quantity: number): CartLine => ({
  id: `line-${productId}`,
  productId,
  quantity,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
});

function deps(overrides: Partial<CartMergeDeps> = {}): CartMergeDeps {
  return {
    db,
    sessionUserId: () => Promise.resolve(1),
    post: (lines) => Promise.resolve({ cart: lines.map((l) => serverLine(l.productId, l.quantity)) }),
    lock: (task) => task(),
    ...overrides,
  };
}

describe('which cart a shopper uses', () => {
  it('is the server cart once signed in, the guest cart signed out or while unknown', () => {
    expect(cartStore(5)).toBe('server');
    expect(cartStore(null)).toBe('guest');
    expect(cartStore(undefined)).toBe('guest');
  });
});

describe('buildCartMergeLines', () => {
  it('sums duplicate products, caps them at 99 and keeps the first-seen order', () => {
    expect(
      buildCartMergeLines([
        { productId: 3, quantity: 2 },
        { productId: 1, quantity: 60 },
        { productId: 3, quantity: 1 },
        { productId: 1, quantity: 60 },
      ]),
    ).toEqual([
      { productId: 3, quantity: 3 },
      { productId: 1, quantity: 99 },
    ]);
  });

  it('leaves out invalid product ids and quantities below 1', () => {
    expect(
      buildCartMergeLines([
        { productId: 0, quantity: 1 },
        { productId: 1.5, quantity: 1 },
        { productId: 2, quantity: 0 },
        { productId: 4, quantity: Number.NaN },
        { productId: 5, quantity: 2.9 },
      ]),
    ).toEqual([{ productId: 5, quantity: 2 }]);
  });

  it('splits big carts into pieces the endpoint accepts', () => {
    const pieces = chunk(Array.from({ length: 450 }, (_, i) => i));
    expect(pieces.map((piece) => piece.length)).toEqual([200, 200, 50]);
  });
});

describe('cartItemCount', () => {
  it('counts the guest cart alone without server lines', () => {
    expect(cartItemCount(undefined, [{ productId: 1, quantity: 2 }])).toBe(2);
  });

  it('adds guest lines still waiting to merge to the server lines, capped per product', () => {
    expect(
      cartItemCount(
        [serverLine(1, 2), serverLine(2, 98)],
        [
          { productId: 1, quantity: 1 },
          { productId: 2, quantity: 5 },
        ],
      ),
    ).toBe(3 + 99);
  });
});

describe('withCartLine', () => {
  it('replaces the product line or appends a new one', () => {
    expect(withCartLine([serverLine(1, 1)], serverLine(1, 4))).toEqual([serverLine(1, 4)]);
    expect(withCartLine([serverLine(1, 1)], serverLine(2, 1))).toEqual([serverLine(1, 1), serverLine(2, 1)]);
    expect(withCartLine(undefined, serverLine(2, 1))).toBeUndefined();
  });
});

describe('mergeGuestCart', () => {
  it('posts the guest lines, then empties the guest cart', async () => {
    await addToGuestCart(1, 2, db);
    await addToGuestCart(2, 1, db);
    const post = vi.fn(deps().post);
    const result = await mergeGuestCart(1, deps({ post }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[0]).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
    ]);
    expect(result).toMatchObject({ status: 'merged' });
    expect(await listGuestCart(db)).toEqual([]);
  });

  it('runs once for calls made together (StrictMode, two components)', async () => {
    await addToGuestCart(1, 2, db);
    const post = vi.fn(deps().post);
    const [a, b] = await Promise.all([mergeGuestCart(1, deps({ post })), mergeGuestCart(1, deps({ post }))]);
    expect(post).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    // A later call finds nothing left to send.
    expect(await mergeGuestCart(1, deps({ post }))).toEqual({ status: 'nothing' });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('keeps the guest lines when the merge call fails, and sends them on the next try', async () => {
    await addToGuestCart(1, 2, db);
    await expect(mergeGuestCart(1, deps({ post: () => Promise.reject(new Error('500')) }))).rejects.toThrow();
    expect((await listGuestCart(db)).map((line) => line.quantity)).toEqual([2]);
    const post = vi.fn(deps().post);
    await mergeGuestCart(1, deps({ post }));
    expect(post).toHaveBeenCalledWith([{ productId: 1, quantity: 2 }]);
    expect(await listGuestCart(db)).toEqual([]);
  });

  it('sends nothing when the session belongs to another account (or nobody) now', async () => {
    await addToGuestCart(1, 2, db);
    const post = vi.fn(deps().post);
    expect(await mergeGuestCart(1, deps({ post, sessionUserId: () => Promise.resolve(2) }))).toEqual({
      status: 'wrong-user',
    });
    expect(await mergeGuestCart(1, deps({ post, sessionUserId: () => Promise.resolve(null) }))).toEqual({
      status: 'wrong-user',
    });
    expect(post).not.toHaveBeenCalled();
    expect(await listGuestCart(db)).toHaveLength(1);
  });

  it('keeps what was added to a line while the merge was under way', async () => {
    await addToGuestCart(1, 2, db);
    const post: CartMergeDeps['post'] = async (lines) => {
      await addToGuestCart(1, 3, db);
      return { cart: lines.map((l) => serverLine(l.productId, l.quantity)) };
    };
    await mergeGuestCart(1, deps({ post }));
    expect((await listGuestCart(db)).map((line) => line.quantity)).toEqual([3]);
  });
});
