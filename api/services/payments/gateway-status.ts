/**
 * The gateway's word applied to our payment and its order. Final states never go back: a late
 * `declined` never downgrades `approved`, and replays change nothing. Approved: the order is confirmed,
 * its products leave the shopper's server cart and the confirmation is mailed. Declined, error or
 * filtered: the order is cancelled and its stock put back (the shopper tries again with a new order).
 */
import type { Db } from '#db/client.ts';
import { deleteCartLinesOfProducts } from '#db/repositories/cart.ts';
import {
  findOrderById,
  findOrderByNumber,
  updateOrderPaymentStatus,
  type OrderRow,
} from '#db/repositories/orders.ts';
import {
  findPaymentOfOrder,
  insertPaymentEvent,
  updatePayment,
  type PaymentRow,
} from '#db/repositories/payments.ts';
import type { PaymentRecordStatus, PaymentStatus } from '#db/schema.ts';
import { sendOrderPlacedMails } from '../order-mails.ts';
import { transitionOrderIn } from '../orders.ts';
import type { PaymentDeps } from './payment-deps.ts';
import {
  FINAL_GATEWAY_STATUSES,
  type GatewayNotice,
  type GatewayStatus,
  PaymentGatewayError,
} from './provider.ts';

export function isFinal(status: PaymentRecordStatus): boolean {
  return (FINAL_GATEWAY_STATUSES as readonly string[]).includes(status);
}

function orderPaymentStatus(status: GatewayStatus): PaymentStatus {
  if (status === 'approved') return 'approved';
  if (status === 'error') return 'error';
  return 'declined';
}

/** Cancels the order (stock back) only while it is still pending; false when it was not. */
export async function cancelIfPending(trx: Db, orderId: number, note: string): Promise<boolean> {
  const order = await findOrderById(trx, orderId);
  if (order?.status !== 'pending') return false;
  await transitionOrderIn(trx, orderId, 'cancelled', note);
  return true;
}

export interface Located {
  order: OrderRow;
  payment: PaymentRow;
}

/** Our order and payment for a verified notice; undefined when the ids do not match ours. */
export async function locate(db: Db, notice: GatewayNotice): Promise<Located | undefined> {
  const order = await findOrderByNumber(db, notice.clientOrderId);
  if (!order) return undefined;
  const payment = await findPaymentOfOrder(db, order.id);
  if (!payment || payment.gatewayOrderId === null || payment.gatewayOrderId !== notice.gatewayOrderId) {
    return undefined;
  }
  return { order, payment };
}

/**
 * Applies a gateway status to the payment and its order, in one transaction on a fresh read of the
 * payment. Final statuses stay: approved is never downgraded, and a payment already final for the
 * same status changes nothing. Answers the payment as it is afterwards.
 */
export async function applyGatewayStatus(
  deps: PaymentDeps,
  located: Located,
  status: GatewayStatus,
): Promise<PaymentRow> {
  const { order } = located;
  const result = await deps.db.transaction().execute(async (trx) => {
    const payment = (await findPaymentOfOrder(trx, order.id)) ?? located.payment;
    const unchanged = { payment, confirmed: undefined, paidTooLate: false };
    if (payment.status === status || payment.status === 'approved') return unchanged;
    if (isFinal(payment.status) && status !== 'approved') return unchanged;
    const after = { ...payment, status };
    if (!isFinal(status)) {
      await updatePayment(trx, payment.id, { status: status === 'unknown' ? 'unknown' : 'processing' });
      return { ...unchanged, payment: after };
    }
    await updatePayment(trx, payment.id, { status });
    await updateOrderPaymentStatus(trx, order.id, orderPaymentStatus(status));
    const current = await findOrderById(trx, order.id);
    if (current?.status !== 'pending') {
      return { payment: after, confirmed: undefined, paidTooLate: status === 'approved' };
    }
    if (status !== 'approved') {
      await transitionOrderIn(trx, order.id, 'cancelled', `card payment ${status}`);
      return { ...unchanged, payment: after };
    }
    const confirmed = await transitionOrderIn(trx, order.id, 'confirmed', 'card payment approved');
    if (confirmed.userId !== null) {
      await deleteCartLinesOfProducts(
        trx,
        confirmed.userId,
        confirmed.items.map((i) => i.productId),
      );
    }
    return { payment: after, confirmed, paidTooLate: false };
  });

  if (result.payment.status === 'approved' && status !== 'approved') {
    deps.log.warn(
      { orderNumber: order.orderNumber, status },
      'A gateway status after approval was ignored (an approved payment is never downgraded)',
    );
  }
  if (result.confirmed) await sendOrderPlacedMails(deps, result.confirmed);
  if (result.paidTooLate) {
    // Paid for an order that is no longer pending (cancelled as abandoned, say): staff must refund.
    deps.log.error(
      { orderNumber: order.orderNumber },
      'A payment was approved for an order that is not pending any more: refund or reinstate it',
    );
  }
  return result.payment;
}

/**
 * Asks the gateway and applies its answer. Undefined when the gateway could not answer (or answered
 * about another payment): nothing changed.
 */
export async function askGateway(deps: PaymentDeps, located: Located): Promise<PaymentRow | undefined> {
  const { payment, order } = located;
  if (payment.gatewayOrderId === null) return undefined;
  await updatePayment(deps.db, payment.id, { checkedAt: new Date().toISOString() });
  try {
    const answer = await deps.provider.queryStatus({
      clientOrderId: order.orderNumber,
      gatewayOrderId: payment.gatewayOrderId,
    });
    if (answer.clientOrderId !== order.orderNumber || answer.gatewayOrderId !== payment.gatewayOrderId) {
      deps.log.error({ orderNumber: order.orderNumber }, 'The status answer names another payment');
      return undefined;
    }
    if (
      answer.status === 'approved' &&
      answer.amountCents !== undefined &&
      (answer.amountCents !== payment.amountCents ||
        (answer.currency ?? payment.currency) !== payment.currency)
    ) {
      deps.log.error(
        { orderNumber: order.orderNumber, amountCents: answer.amountCents, currency: answer.currency },
        'The gateway approved another amount than the order total: not confirming the order',
      );
      return undefined;
    }
    await insertPaymentEvent(deps.db, {
      paymentId: payment.id,
      source: 'status',
      status: answer.status,
      type: null,
      gatewayOrderId: answer.gatewayOrderId,
      detail: answer.errorMessage ?? null,
      dedupeKey: null,
    });
    return await applyGatewayStatus(deps, located, answer.status);
  } catch (err) {
    if (!(err instanceof PaymentGatewayError)) throw err;
    deps.log.warn({ orderNumber: order.orderNumber, message: err.message }, 'Payment status check failed');
    return undefined;
  }
}

/** askGateway, keeping the payment as it was when the gateway could not answer. */
export async function refreshFromGateway(deps: PaymentDeps, located: Located): Promise<PaymentRow> {
  return (await askGateway(deps, located)) ?? located.payment;
}
