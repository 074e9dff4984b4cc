/** The cached server cart after an add made offline (an existing line grows, a new product gets a stand-in line), and the adds counted while the server cart is unknown. */
import { describe, expect, it } from 'vitest';
import type { CartLine } from '#api/contract/cart.ts';
import type { OutboxOp } from '../../lib/local-db.ts';
import { isOfflineLine, queuedAddCount, withQueuedAdd } from './cart-outbox.ts';

const line = (productId: number, quantity: number): CartLine => ({
  id: `line-${productId}`,
  productId,
  quantity,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const NOW = '2026-11-24T10:00:00.000Z';

describe('withQueuedAdd', () => {
  it('adds to the product’s line, capped at 99', () => {
    const lines = [line(1, 2), line(2, 98)];
    expect(
      withQueuedAdd(lines, { opId: 'op', productId: 1, quantity: 3 }, NOW)?.map((l) => l.quantity),
    ).toEqual([5, 98]);
    expect(withQueuedAdd(lines, { opId: 'op', productId: 2, quantity: 5 }, NOW)?.[1]?.quantity).toBe(99);
  });

  it('gives a product not in the cart a stand-in line named after the operation', () => {
    const result = withQueuedAdd([line(1, 2)], { opId: 'abc-123', productId: 9, quantity: 1 }, NOW);
    expect(result?.[1]).toEqual({
      id: 'offline-abc-123',
      productId: 9,
      quantity: 1,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(isOfflineLine(result![1]!.id)).toBe(true);
    expect(isOfflineLine(result![0]!.id)).toBe(false);
  });

  it('leaves an unknown cart unknown', () => {
    expect(withQueuedAdd(undefined, { opId: 'op', productId: 1, quantity: 1 })).toBeUndefined();
  });
});

describe('queuedAddCount', () => {
  const op = (over: Partial<OutboxOp>): OutboxOp => ({
    opId: 'op',
    userId: 7,
    kind: 'cart',
    productId: 1,
    method: 'POST',
    url: '/api/cart',
    body: { productId: 1, quantity: 2 },
    createdAt: 0,
    ...over,
  });

  it("counts the user's cart adds waiting to be sent, nothing else", () => {
    expect(
      queuedAddCount(
        [
          op({}),
          op({ productId: 2, body: { productId: 2, quantity: 3 } }),
          op({ userId: 8 }),
          op({ kind: 'wishlist', body: { productId: 1 } }),
          op({ method: 'PATCH', body: { quantity: 9 } }),
        ],
        7,
      ),
    ).toBe(5);
    expect(queuedAddCount([], 7)).toBe(0);
  });
});
