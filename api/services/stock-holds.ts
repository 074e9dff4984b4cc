/**
 * How unpaid orders hold stock, so that nobody can empty the shop with orders they never pay:
 * - a card order holds its units while the shopper is on the payment page, at most 2 hours (then it
 *   is cancelled as abandoned);
 * - a bank-transfer order holds its units for 24 hours, then stays "awaiting payment" without a hold;
 *   its units are taken again when staff confirm the payment (if they are still there);
 * - a transfer order holds nothing when it asks for more than 20 units, or when its e-mail address
 *   already has 3, or its client 5, transfer orders holding stock: it is still placed;
 * - a card buyer who would otherwise find a product out of stock takes the units of unpaid transfer
 *   holds, newest hold first; those orders fall back to awaiting payment;
 * - a client or e-mail address with 3 card payments started and not finished (each holding stock)
 *   cannot start another until one ends (limits scaled like the other abuse limits);
 * - staff see each unpaid order's hold and can release it.
 */
import crypto from 'node:crypto';
import type { Db } from '#db/client.ts';
import { AppError } from '../http/app-error.ts';
import {
  countHeldUnpaidOrders,
  findOrderById,
  incrementStock,
  listLapsedTransferHolds,
  listOrderItems,
  setOrderStock,
} from '#db/repositories/orders.ts';

const HOUR_MS = 60 * 60 * 1000;

export const STOCK_HOLDS = {
  cardHoldMs: 2 * HOUR_MS,
  transferHoldMs: 24 * HOUR_MS,
  maxUnitsPerTransferHold: 20,
  maxTransferHoldsPerEmail: 3,
  maxTransferHoldsPerClient: 5,
} as const;

/** A client address as stored on an order: a keyed hash, enough to count, not to read back. */
export function clientKeyOf(secret: string, address: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`order-client:${address}`)
    .digest('base64url')
    .slice(0, 22);
}

/** Whether a new bank-transfer order may hold its units, under the caps above. */
export async function transferMayHold(
  db: Db,
  order: { email: string; clientKey: string | null; units: number },
): Promise<boolean> {
  if (order.units > STOCK_HOLDS.maxUnitsPerTransferHold) return false;
  const held = (by: { email: string } | { clientKey: string }) =>
    countHeldUnpaidOrders(db, 'bank_transfer', by);
  if ((await held({ email: order.email })) >= STOCK_HOLDS.maxTransferHoldsPerEmail) return false;
  return (
    order.clientKey === null ||
    (await held({ clientKey: order.clientKey })) < STOCK_HOLDS.maxTransferHoldsPerClient
  );
}

/** How many card payments a shopper may have started and not finished (their orders hold stock). */
export interface UnpaidCardLimits {
  perClient: number;
  perEmail: number;
}

/**
 * A new card order is refused (409 `unpaid_card_orders_limit`) while its client or e-mail address
 * already has that many card orders waiting for payment: each holds stock for up to 2 hours.
 */
export async function assertCardOrderAllowed(
  db: Db,
  order: { email: string; clientKey: string | null },
  limits: UnpaidCardLimits,
): Promise<void> {
  const waiting = (by: { email: string } | { clientKey: string }) =>
    countHeldUnpaidOrders(db, 'payneteasy', by);
  const tooMany =
    (await waiting({ email: order.email })) >= limits.perEmail ||
    (order.clientKey !== null && (await waiting({ clientKey: order.clientKey })) >= limits.perClient);
  if (tooMany) {
    throw new AppError(409, 'unpaid_card_orders_limit', { minutes: STOCK_HOLDS.cardHoldMs / 60_000 });
  }
}

/**
 * Gives an unpaid bank-transfer order's held units back to stock, in the caller's transaction; the
 * order stays pending (awaiting payment). False when it holds nothing (paid, confirmed, card, done).
 */
export async function releaseTransferHold(trx: Db, orderId: number): Promise<boolean> {
  const order = await findOrderById(trx, orderId);
  if (
    !order ||
    order.status !== 'pending' ||
    order.paymentMethod !== 'bank_transfer' ||
    order.paymentStatus !== 'pending' ||
    order.stockTaken !== 1
  )
    return false;
  for (const item of await listOrderItems(trx, [orderId]))
    await incrementStock(trx, item.productId, item.quantity);
  await setOrderStock(trx, orderId, { stockTaken: 0, holdUntil: null });
  return true;
}

/** Ends the holds of transfer orders whose window has passed; answers how many were released. */
export async function releaseLapsedTransferHolds(db: Db, now: Date = new Date()): Promise<number> {
  let released = 0;
  for (const { id } of await listLapsedTransferHolds(db, now.toISOString())) {
    if (await db.transaction().execute((trx) => releaseTransferHold(trx, id))) released += 1;
  }
  return released;
}
