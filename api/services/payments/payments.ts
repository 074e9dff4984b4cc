/**
 * Card payments: the order is created (stock taken) and a sale started on the gateway's hosted page;
 * what comes back (the browser's redirect, the gateway's callback, a status answer) moves the payment
 * and the order along. The redirect alone never marks an order paid: its control is verified, the ids
 * are checked against our payment, and the gateway is asked. A signed callback is the gateway's own
 * word. Final states never go back: a late `declined` never downgrades `approved`; replays change
 * nothing.
 *
 * Approved: the order is confirmed, its products leave the shopper's server cart and the confirmation
 * is mailed. Declined, error or filtered: the order is cancelled and its stock put back (the shopper
 * tries again with a new order).
 */
import crypto from 'node:crypto';
import type { PagePaymentStatus, PaymentBody } from '#api/contract/orders.ts';
import type { Db } from '#db/client.ts';
import { deleteCartLinesOfProducts } from '#db/repositories/cart.ts';
import {
  findOrderById,
  findOrderByNumber,
  listStalePendingOrders,
  updateOrderPaymentStatus,
  type OrderRow,
} from '#db/repositories/orders.ts';
import {
  findPaymentOfOrder,
  insertPayment,
  insertPaymentEvent,
  paymentEventExists,
  updatePayment,
  type PaymentRow,
} from '#db/repositories/payments.ts';
import type { PaymentRecordStatus, PaymentStatus } from '#db/schema.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { checkoutInput, type CheckoutContext } from '../checkout.ts';
import { sendOrderPlacedMails, sendOrderStatusMail, type OrderMailDeps } from '../order-mails.ts';
import { createOrder, transitionOrderIn } from '../orders.ts';
import { clientKeyOf, STOCK_HOLDS } from '../stock-holds.ts';
import { BANK_DEFAULTS, bankDetails } from '../seller.ts';
import {
  FINAL_GATEWAY_STATUSES,
  type GatewayNotice,
  type GatewayStatus,
  PaymentGatewayError,
  type PaymentProvider,
} from './provider.ts';

export interface PaymentLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PaymentDeps extends OrderMailDeps {
  provider: PaymentProvider;
  log: PaymentLog;
  /** Signs the payment status page's token (the server's session secret). */
  statusSecret: string;
}

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

/** Our redirect and callback addresses, under PUBLIC_URL (the gateway reaches us there). */
export const RETURN_PATH = '/api/payments/return';
export const CALLBACK_PATH = '/api/payments/callback';

/** While a payment is not final, the status page's polling asks the gateway at most this often. */
export const STATUS_CHECK_INTERVAL_MS = 3_000;
/** A card order still unpaid after this long is asked about once more and then cancelled. */
export const ABANDONED_AFTER_MS = STOCK_HOLDS.cardHoldMs;
/** Days after the transfer's due date before an unpaid bank-transfer order is cancelled. */
export const TRANSFER_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

function isFinal(status: PaymentRecordStatus): boolean {
  return (FINAL_GATEWAY_STATUSES as readonly string[]).includes(status);
}

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

function orderPaymentStatus(status: GatewayStatus): PaymentStatus {
  if (status === 'approved') return 'approved';
  if (status === 'error') return 'error';
  return 'declined';
}

function splitName(name: string | undefined, fallback: { firstName: string; lastName: string }) {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return fallback;
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1) ?? '' };
}

/**
 * Creates the order (from the server cart or the guest's lines, priced by the server) and starts the
 * sale. A retry with the same `orderReference` answers the same payment page. A gateway that refuses
 * or does not answer cancels the order (stock back) and is a 502 `payment_failed`.
 */
export async function startCardPayment(
  deps: PaymentDeps,
  context: CheckoutContext,
  body: PaymentBody,
  ipAddress: string,
): Promise<{ paymentUrl: string; orderNumber: string }> {
  const toAddress = (a: NonNullable<PaymentBody['billingAddress']>) => ({
    firstName: a.firstName,
    lastName: a.lastName,
    address: a.street,
    city: a.city,
    postalCode: a.postalCode,
    country: a.country,
  });
  const input = checkoutInput(
    {
      email: body.customerEmail ?? body.email,
      phone: body.phone,
      customerType: body.customerType,
      company: body.company,
      vatNumber: body.vatNumber,
      notes: body.notes,
      currency: body.currency,
      lines: body.lines,
      shipping: toAddress(body.shippingAddress),
      billing: body.billingAddress ? toAddress(body.billingAddress) : undefined,
      expectedTotal: body.amount,
    },
    {
      ...context,
      idempotencyKey: `card:${body.orderReference}`,
      clientKey: clientKeyOf(deps.statusSecret, ipAddress),
    },
    'payneteasy',
  );
  const order = await createOrder(deps.db, input);
  if (order.replayed && (order.paymentMethod !== 'payneteasy' || order.status === 'cancelled')) {
    throw new AppError(409, 'checkout_attempt_ended');
  }
  const existing = await findPaymentOfOrder(deps.db, order.id);
  if (existing?.status === 'approved') {
    return { paymentUrl: successUrl(deps, order.orderNumber, 'approved'), orderNumber: order.orderNumber };
  }
  if (existing?.paymentUrl) return { paymentUrl: existing.paymentUrl, orderNumber: order.orderNumber };

  // One sale per order: of two submits with the same reference, only the one that claims it talks to
  // the gateway; the other is told to wait (and then gets the payment page from the replay above).
  const paymentId = await claimSaleStart(deps.db, order, deps.provider.name);
  if (paymentId === undefined) throw new AppError(409, 'payment_in_progress');

  const billingName = splitName(body.customerName, {
    firstName: order.billingFirstName,
    lastName: order.billingLastName,
  });
  try {
    const sale = await deps.provider.startSale({
      clientOrderId: order.orderNumber,
      description: `PartsPoint order ${order.orderNumber}`,
      amountCents: order.totalCents,
      currency: order.currency,
      ...billingName,
      address1: order.billingAddress,
      city: order.billingCity,
      zipCode: order.billingPostalCode,
      country: order.billingCountry,
      phone: order.phone,
      email: order.email,
      ipAddress,
      redirectUrl: `${deps.publicUrl}${RETURN_PATH}`,
      callbackUrl: `${deps.publicUrl}${CALLBACK_PATH}`,
    });
    await updatePayment(deps.db, paymentId, {
      gatewayOrderId: sale.gatewayOrderId,
      paymentUrl: sale.redirectUrl,
      status: 'processing',
    });
    return { paymentUrl: sale.redirectUrl, orderNumber: order.orderNumber };
  } catch (err) {
    const detail = err instanceof PaymentGatewayError ? { message: err.message, code: err.code } : { err };
    deps.log.error({ orderNumber: order.orderNumber, ...detail }, 'The payment gateway refused the sale');
    await deps.db.transaction().execute(async (trx) => {
      await updatePayment(trx, paymentId, { status: 'error' });
      await updateOrderPaymentStatus(trx, order.id, 'error');
      await cancelIfPending(trx, order.id, 'payment could not be started');
    });
    throw new AppError(502, 'payment_failed');
  }
}

/**
 * The payment row of the order, claimed for starting the sale (status `starting`), in one
 * transaction; undefined when another request holds or finished the claim.
 */
async function claimSaleStart(
  db: Db,
  order: OrderRow,
  provider: PaymentProvider['name'],
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const payment = await findPaymentOfOrder(trx, order.id);
    if (!payment) {
      return insertPayment(trx, {
        orderId: order.id,
        provider,
        status: 'starting',
        amountCents: order.totalCents,
        currency: order.currency,
      });
    }
    if (payment.status !== 'created') return undefined;
    await updatePayment(trx, payment.id, { status: 'starting' });
    return payment.id;
  });
}

/** Cancels the order (stock back) only while it is still pending; false when it was not. */
async function cancelIfPending(trx: Db, orderId: number, note: string): Promise<boolean> {
  const order = await findOrderById(trx, orderId);
  if (order?.status !== 'pending') return false;
  await transitionOrderIn(trx, orderId, 'cancelled', note);
  return true;
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

interface Located {
  order: OrderRow;
  payment: PaymentRow;
}

/** Our order and payment for a verified notice; undefined when the ids do not match ours. */
async function locate(db: Db, notice: GatewayNotice): Promise<Located | undefined> {
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
async function askGateway(deps: PaymentDeps, located: Located): Promise<PaymentRow | undefined> {
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
async function refreshFromGateway(deps: PaymentDeps, located: Located): Promise<PaymentRow> {
  return (await askGateway(deps, located)) ?? located.payment;
}

/**
 * The browser's return from the hosted page: verified, matched and confirmed with a status request;
 * answers where to send the browser (the status page shows only what the server confirms).
 */
export async function handleRedirect(
  deps: PaymentDeps,
  params: Record<string, string | undefined>,
): Promise<string> {
  const notice = deps.provider.verifyRedirect(params);
  const located = notice ? await locate(deps.db, notice) : undefined;
  if (!notice || !located) {
    deps.log.warn({ clientOrderId: params.client_orderid }, 'A payment redirect failed verification');
    const number = params.client_orderid;
    const order = number ? await findOrderByNumber(deps.db, number) : undefined;
    if (!order) return '/checkout/success?status=error';
    // Shown as what we know, never as what the forged redirect said.
    return successUrl(deps, order.orderNumber, pageStatus(await findPaymentOfOrder(deps.db, order.id)));
  }
  await insertPaymentEvent(deps.db, {
    paymentId: located.payment.id,
    source: 'redirect',
    status: notice.status,
    type: null,
    gatewayOrderId: notice.gatewayOrderId,
    detail: null,
    dedupeKey: null,
  });
  const payment = await refreshFromGateway(deps, located);
  return successUrl(deps, located.order.orderNumber, pageStatus(payment));
}

/**
 * The gateway's server callback. Its control is verified and its ids matched; its amount is not
 * signed, so a sale's outcome is confirmed with a status request (which checks the amount) before it
 * is applied. Answers the HTTP status for the gateway: 200 once handled (a replay too), 400 for a bad
 * signature, 404 for ids that are not ours, 503 when the status request failed (the gate retries).
 */
export async function handleCallback(
  deps: PaymentDeps,
  params: Record<string, string | undefined>,
): Promise<200 | 400 | 404 | 503> {
  const notice = deps.provider.verifyCallback(params);
  if (!notice) {
    deps.log.warn({ clientOrderId: params.client_orderid }, 'A payment callback failed verification');
    return 400;
  }
  const located = await locate(deps.db, notice);
  if (!located) {
    deps.log.warn({ clientOrderId: notice.clientOrderId }, 'A payment callback names no payment of ours');
    return 404;
  }
  const type = notice.type ?? 'sale';
  const dedupeKey = [notice.status, type, notice.gatewayOrderId, notice.clientOrderId].join('|');
  if (await paymentEventExists(deps.db, dedupeKey)) return 200;
  if (type === 'sale' && !(await askGateway(deps, located))) return 503;
  await insertPaymentEvent(deps.db, {
    paymentId: located.payment.id,
    source: 'callback',
    status: notice.status,
    type,
    gatewayOrderId: notice.gatewayOrderId,
    detail: notice.amount ?? null,
    dedupeKey,
  });
  if (type !== 'sale') {
    deps.log.error(
      { orderNumber: located.order.orderNumber, type, status: notice.status },
      'A reversal or chargeback was reported for an order: staff must look at it',
    );
  }
  return 200;
}

/** The server's truth for the status page; asks the gateway (at most every 3 s) while not final. */
/**
 * An order's payment status for the page that polls it: for the holder of its token, or for the
 * signed-in customer who placed it. Anyone else gets the answer of an unknown order.
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
