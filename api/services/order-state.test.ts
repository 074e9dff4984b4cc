import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import {
  assertTransition,
  canTransition,
  isFinalStatus,
  nextStatuses,
  ORDER_STATUSES,
  type OrderStatus,
} from './order-state.ts';

/** The whole table written out: every pair not listed here must be refused. */
const allowed: [OrderStatus, OrderStatus][] = [
  ['pending', 'confirmed'],
  ['pending', 'cancelled'],
  ['confirmed', 'shipped'],
  ['confirmed', 'cancelled'],
  ['shipped', 'delivered'],
];
const isAllowed = (from: OrderStatus, to: OrderStatus) => allowed.some(([f, t]) => f === from && t === to);

describe('order status transitions', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s follows the table', (from, to) => {
    expect(canTransition(from, to)).toBe(isAllowed(from, to));
    if (isAllowed(from, to)) {
      expect(() => assertTransition(from, to)).not.toThrow();
    } else {
      let caught: unknown;
      try {
        assertTransition(from, to);
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(AppError);
      expect(caught).toMatchObject({ statusCode: 400, error: 'invalid_status_transition' });
    }
  });

  it('checks all 25 pairs, 5 of them allowed', () => {
    expect(pairs).toHaveLength(25);
    expect(pairs.filter(([from, to]) => canTransition(from, to))).toHaveLength(5);
  });

  it('delivered and cancelled are final; no status moves to itself', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['delivered', 'cancelled']);
    for (const status of ORDER_STATUSES) expect(canTransition(status, status)).toBe(false);
    expect(nextStatuses('pending')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered']);
  });
});
