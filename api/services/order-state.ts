/**
 * The one order-status transition table (checkout, payments and the back office all go through it):
 * pending -> confirmed | cancelled; confirmed -> shipped | cancelled; shipped -> delivered;
 * delivered and cancelled are final.
 */
import { ORDER_STATUSES, type OrderStatus } from '#api/contract/orders.ts';
import { AppError } from '../http/app-error.ts';

export { ORDER_STATUSES, type OrderStatus };

const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The statuses an order in `from` may move to (empty for a final status). */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from];
}

export function isFinalStatus(status: OrderStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** A 400 `invalid_status_transition` naming both statuses when not allowed. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (canTransition(from, to)) return;
  throw new AppError(400, 'invalid_status_transition', { from, to });
}
