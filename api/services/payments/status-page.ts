/**
 * The payment status page: its token, the URL the browser lands on after the gateway, and the status
 * it polls (asking the gateway while the payment is not final).
 */
import crypto from 'node:crypto';
import type { PagePaymentStatus } from '#api/contract/orders.ts';
import { findOrderByNumber, type OrderRow } from '#db/repositories/orders.ts';
import { findPaymentOfOrder, type PaymentRow } from '#db/repositories/payments.ts';
import { notFound } from '../../http/app-error.ts';
import { isFinal, refreshFromGateway } from './gateway-status.ts';
import type { PaymentDeps } from './payment-deps.ts';

/**
 * The token of an order's payment status page: whoever has it (the browser the gateway sent back)
 * may read the status; anyone else learns nothing, not even whether the order exists.
 */
export function paymentStatusToken(deps: Pick<PaymentDeps, 'statusSecret'>, orderNumber: string): string {
  return crypto
    .createHmac('sha256', deps.statusSecret)
    .update(`payment-status:${orderNumber}`)
    .digest('base64url')
    .slice(0, 32);
}

function validStatusToken(
  deps: Pick<PaymentDeps, 'statusSecret'>,
  orderNumber: string,
  token: string,
): boolean {
  const expected = Buffer.from(paymentStatusToken(deps, orderNumber));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Where the browser lands after the gateway: the payment status page, with its token. */
export function successUrl(
  deps: Pick<PaymentDeps, 'statusSecret'>,
  orderNumber: string,
  status: PagePaymentStatus,
): string {
  const token = paymentStatusToken(deps, orderNumber);
  return `/checkout/success?order=${encodeURIComponent(orderNumber)}&status=${status}&token=${token}`;
}

/** While a payment is not final, the status page's polling asks the gateway at most this often. */
export const STATUS_CHECK_INTERVAL_MS = 3_000;

/** The payment status page's state for a payment. */
export function pageStatus(payment: Pick<PaymentRow, 'status'> | undefined): PagePaymentStatus {
  switch (payment?.status) {
    case 'approved':
      return 'approved';
    case 'declined':
    case 'filtered':
      return 'declined';
    case 'error':
      return 'error';
    default:
      return 'processing';
  }
}

/**
 * The server's truth for the status page: an order's payment status, for the holder of its token or
 * for the signed-in customer who placed it (anyone else gets the answer of an unknown order). While the
 * payment is not final the gateway is asked, at most every STATUS_CHECK_INTERVAL_MS.
 */
export async function paymentStatusOf(
  deps: PaymentDeps,
  orderNumber: string,
  access: { token?: string | undefined; userId?: number | undefined },
): Promise<{ status: PagePaymentStatus; orderNumber: string; paymentMethod: OrderRow['paymentMethod'] }> {
  const order = await findOrderByNumber(deps.db, orderNumber);
  const allowed =
    order !== undefined &&
    ((access.token !== undefined && validStatusToken(deps, order.orderNumber, access.token)) ||
      (access.userId !== undefined && order.userId === access.userId));
  if (!order || !allowed) throw notFound('order_not_found');
  let payment = await findPaymentOfOrder(deps.db, order.id);
  if (payment && !isFinal(payment.status) && order.status === 'pending') {
    const last = payment.checkedAt ? Date.parse(payment.checkedAt) : 0;
    if (Date.now() - last >= STATUS_CHECK_INTERVAL_MS) {
      payment = await refreshFromGateway(deps, { order, payment });
    }
  }
  // A cancelled order (abandoned, or cancelled by staff) is not going to be paid: the page stops.
  const status =
    order.status === 'cancelled' && payment?.status !== 'approved' ? 'error' : pageStatus(payment);
  return { status, orderNumber: order.orderNumber, paymentMethod: order.paymentMethod };
}
