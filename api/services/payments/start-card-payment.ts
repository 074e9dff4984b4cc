/**
 * Starting a card payment: the order is created (stock taken) and a sale started on the gateway's
 * hosted page, whose address the shopper's browser is sent to.
 */
import type { CheckoutBody } from '#api/contract/orders.ts';
import type { Db } from '#db/client.ts';
import { updateOrderPaymentStatus, type OrderRow } from '#db/repositories/orders.ts';
import { findPaymentOfOrder, insertPayment, updatePayment } from '#db/repositories/payments.ts';
import { AppError } from '../../http/app-error.ts';
import { checkoutInput, withVies, type CheckoutContext } from '../checkout.ts';
import { createOrder } from '../orders.ts';
import { clientKeyOf } from '../stock-holds.ts';
import { cancelIfPending } from './gateway-status.ts';
import { CALLBACK_PATH, type PaymentDeps, RETURN_PATH } from './payment-deps.ts';
import { PaymentGatewayError, type PaymentProvider } from './provider.ts';
import { successUrl } from './status-page.ts';

function splitName(name: string | undefined, fallback: { firstName: string; lastName: string }) {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return fallback;
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1) ?? '' };
}

/**
 * Creates the order (from the server cart or the guest's lines, priced by the server) and starts the
 * sale. A retry with the same idempotency key (in `context`) answers the same payment page. A gateway that refuses
 * or does not answer cancels the order (stock back) and is a 502 `payment_failed`.
 */
export async function startCardPayment(
  deps: PaymentDeps,
  context: CheckoutContext,
  body: CheckoutBody,
  ipAddress: string,
  /** The card holder's name when the request named one (the deprecated payment request). */
  customerName?: string,
): Promise<{ paymentUrl: string; orderNumber: string }> {
  if (body.paymentMethod !== 'card') throw new Error('startCardPayment needs a card checkout');
  const input = await withVies(
    checkoutInput(body, { ...context, clientKey: clientKeyOf(deps.statusSecret, ipAddress) }),
    context.vies,
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

  const billingName = splitName(customerName, {
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
