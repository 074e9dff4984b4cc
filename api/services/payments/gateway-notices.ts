/**
 * What the gateway sends back: the browser's redirect and the server callback. The redirect alone never
 * marks an order paid: its control is verified, the ids are checked against our payment, and the
 * gateway is asked. A signed callback is the gateway's own word.
 */
import { findOrderByNumber } from '#db/repositories/orders.ts';
import { findPaymentOfOrder, insertPaymentEvent, paymentEventExists } from '#db/repositories/payments.ts';
import { askGateway, locate, refreshFromGateway } from './gateway-status.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { pageStatus, successUrl } from './status-page.ts';

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
