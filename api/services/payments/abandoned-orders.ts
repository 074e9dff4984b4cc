/**
 * The sweeps of orders left unpaid: abandoned card payments and overdue bank transfers give their
 * stock back.
 */
import { findOrderById, listStalePendingOrders } from '#db/repositories/orders.ts';
import { findPaymentOfOrder, updatePayment } from '#db/repositories/payments.ts';
import { sendOrderStatusMail } from '../order-mails.ts';
import { BANK_DEFAULTS, bankDetails } from '../seller.ts';
import { STOCK_HOLDS } from '../stock-holds.ts';
import { askGateway, cancelIfPending, isFinal } from './gateway-status.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** A card order still unpaid after this long is asked about once more and then cancelled. */
export const ABANDONED_AFTER_MS = STOCK_HOLDS.cardHoldMs;
/** Days after the transfer's due date before an unpaid bank-transfer order is cancelled. */
export const TRANSFER_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Orders left unpaid give their stock back: card orders after 2 hours (the gateway is asked once
 * more first; when it cannot answer the order waits for the next round), bank-transfer orders once
 * the transfer is `bank.dueDays` plus a week of grace overdue (the shopper is mailed). Answers how many
 * were cancelled.
 */
export async function cancelAbandonedOrders(deps: PaymentDeps, now: Date = new Date()): Promise<number> {
  let cancelled = 0;
  const stale = await listStalePendingOrders(
    deps.db,
    'payneteasy',
    new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString(),
  );
  for (const { id } of stale) {
    const order = await findOrderById(deps.db, id);
    const payment = order ? await findPaymentOfOrder(deps.db, id) : undefined;
    if (!order) continue;
    if (payment?.gatewayOrderId) {
      const after = await askGateway(deps, { order, payment });
      if (!after || after.status === 'approved') continue;
    }
    const done = await deps.db.transaction().execute(async (trx) => {
      const current = await findPaymentOfOrder(trx, id);
      if (current?.status === 'approved') return false;
      if (current && !isFinal(current.status)) await updatePayment(trx, current.id, { status: 'error' });
      return cancelIfPending(trx, id, 'card payment not completed');
    });
    if (done) cancelled += 1;
  }

  const dueDays = (await bankDetails(deps))?.dueDays ?? Number(BANK_DEFAULTS['bank.dueDays']);
  const overdue = await listStalePendingOrders(
    deps.db,
    'bank_transfer',
    new Date(now.getTime() - (dueDays + TRANSFER_GRACE_DAYS) * DAY_MS).toISOString(),
  );
  for (const { id } of overdue) {
    const done = await deps.db
      .transaction()
      .execute((trx) => cancelIfPending(trx, id, 'bank transfer not received'));
    const order = done ? await findOrderById(deps.db, id) : undefined;
    if (order) {
      await sendOrderStatusMail(deps, order, 'cancelled');
      cancelled += 1;
    }
  }
  return cancelled;
}
