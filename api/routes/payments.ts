/**
 * Card payments: start (order + hosted page), the browser's return and the gateway's callback (both
 * verified by their control signature, so they are the two routes another site may post to), the
 * status the payment page polls, and the sandbox gateway's hosted page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '#api/contract/orders.ts';
import { findOrderByNumber } from '#db/repositories/orders.ts';
import { badRequest, notFound } from '../http/app-error.ts';
import { claimedIdempotencyKey } from '../plugins/idempotency.ts';
import { rateLimiter } from '../plugins/limiter.ts';
import { requestLanguage } from '../http/messages.ts';
import { escapeHtml } from '../services/mail/render.ts';
import { formatCents } from '#api/contract/money-format.ts';
import { handleCallback, handleRedirect } from '../services/payments/gateway-notices.ts';
import type { PaymentDeps } from '../services/payments/payment-deps.ts';
import { startCardPayment } from '../services/payments/start-card-payment.ts';
import { paymentStatusOf } from '../services/payments/status-page.ts';
import type { Sandbox } from '../services/payments/sandbox.ts';
import { clientKeyOf, type UnpaidCardLimits } from '../services/stock-holds.ts';
import { CHECKOUT_SUCCESSOR, checkoutOfPaymentBody } from '../services/legacy-checkout.ts';
import { toApiOrder } from '../services/order-views.ts';
import { placeTransferOrder } from '../services/transfer-order.ts';
import type { ViesChecker } from '../services/vies.ts';
import type { App } from './types.ts';

/** Query string and form fields alike, as flat strings (a repeated key keeps its first value). */
function fields(request: FastifyRequest): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' && out[key] === undefined) out[key] = first;
    }
  }
  return out;
}

const SANDBOX_TEXT = {
  en: {
    title: 'PartsPoint test payment',
    intro: 'This is the sandbox payment page: no card is charged and no money moves.',
    order: 'Order',
    amount: 'Amount',
    approve: 'Approve payment',
    decline: 'Decline payment',
    done: 'This payment is already finished.',
    missing: 'There is no such payment.',
  },
  pl: {
    title: 'Testowa płatność PartsPoint',
    intro:
      'To jest testowa strona płatności: karta nie zostanie obciążona i żadne pieniądze nie zostaną przelane.',
    order: 'Zamówienie',
    amount: 'Kwota',
    approve: 'Zatwierdź płatność',
    decline: 'Odrzuć płatność',
    done: 'Ta płatność jest już zakończona.',
    missing: 'Nie ma takiej płatności.',
  },
} as const;

function sandboxPage(lang: 'en' | 'pl', body: string, title: string): string {
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title></head>` +
    '<body style="margin:0;font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a">' +
    '<main style="max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;' +
    'box-shadow:0 1px 3px rgba(0,0,0,.15)">' +
    `<h1 style="font-size:1.25rem;margin:0 0 1rem">${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

const button = (color: string) =>
  `style="display:block;width:100%;padding:.875rem;margin-top:.75rem;border:0;border-radius:.5rem;` +
  `font-size:1rem;font-weight:600;color:#fff;background:${color};cursor:pointer"`;

export default async function paymentRoutes(
  app: App,
  options: {
    deps: PaymentDeps;
    sandbox: Sandbox | undefined;
    /** The shop's address for the payment's ways back is the request's own, not PUBLIC_URL. */
    originFromRequest?: boolean;
    checkoutPerIp: number;
    statusPerIp: number;
    unpaidCardLimits: UnpaidCardLimits;
    /** The online VAT ID check, when configured. */
    vies?: ViesChecker | undefined;
  },
) {
  const { sandbox } = options;
  const depsFor = (request: FastifyRequest): PaymentDeps =>
    options.originFromRequest
      ? { ...options.deps, publicUrl: new URL(`${request.protocol}://${request.host}`).origin }
      : options.deps;
  const deps = options.deps;

  // The gateway posts its redirect and callback as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // One checkout request for both ways to pay; its Idempotency-Key is the one duplicate guard.
  app.route({
    ...contract.checkout,
    config: { idempotent: true },
    preHandler: [rateLimiter(app, options.checkoutPerIp, '1 hour', 'checkout-ip')],
    handler: async (request, reply) => {
      const key = claimedIdempotencyKey(request);
      if (!key) throw badRequest('idempotency_key_required');
      const context = {
        user: await request.currentUser(),
        language: requestLanguage(request),
        idempotencyKey: `checkout:${key}`,
        ...(options.vies ? { vies: options.vies } : {}),
      };
      const body = request.body;
      if (body.paymentMethod === 'card') {
        const started = await startCardPayment(
          depsFor(request),
          { ...context, unpaidCardLimits: options.unpaidCardLimits },
          body,
          request.ip,
        );
        return reply.status(201).send({ success: true, paymentMethod: 'card', ...started });
      }
      const order = await placeTransferOrder(
        deps,
        { ...context, clientKey: clientKeyOf(deps.statusSecret, request.ip) },
        body,
      );
      return reply.status(201).send({
        success: true,
        paymentMethod: 'bank_transfer',
        orderNumber: order.orderNumber,
        order: await toApiOrder(deps.db, order),
      });
    },
  });

  // Deprecated request shape (POST /api/checkout replaces it), kept working for one release.
  app.route({
    ...contract.createPayment,
    config: { idempotent: true },
    preHandler: [rateLimiter(app, options.checkoutPerIp, '1 hour', 'payment-ip')],
    handler: async (request, reply) => {
      const started = await startCardPayment(
        depsFor(request),
        {
          user: await request.currentUser(),
          language: requestLanguage(request),
          unpaidCardLimits: options.unpaidCardLimits,
          // The order's own `orderReference` makes the order and its sale exactly-once.
          idempotencyKey: `card:${request.body.orderReference}`,
        },
        checkoutOfPaymentBody(request.body),
        request.ip,
        request.body.customerName,
      );
      void reply.header('deprecation', 'true').header('link', CHECKOUT_SUCCESSOR);
      return { success: true as const, ...started };
    },
  });

  app.route({
    ...contract.getPaymentStatus,
    // The status page polls every 3 s; more than this is someone walking through order numbers.
    preHandler: [rateLimiter(app, options.statusPerIp, '15 minutes', 'payment-status-ip')],
    handler: async (request) => {
      const user = await request.currentUser();
      const status = await paymentStatusOf(deps, request.params.order, {
        token: request.query.token,
        userId: user?.id,
      });
      return { success: true, ...status };
    },
  });

  // The gateway's redirect and callback, each accepted as GET or POST.
  for (const route of [contract.paymentReturnGet, contract.paymentReturnPost]) {
    app.route({
      ...route,
      config: { crossSite: 'allow' },
      handler: async (request, reply) =>
        reply.redirect(await handleRedirect(depsFor(request), fields(request)), 303),
    });
  }
  for (const route of [contract.paymentCallbackGet, contract.paymentCallbackPost]) {
    app.route({
      ...route,
      config: { crossSite: 'allow' },
      handler: async (request, reply) => {
        const status = await handleCallback(deps, fields(request));
        return reply
          .status(status)
          .type('text/plain')
          .send(status === 200 ? 'OK' : 'REFUSED');
      },
    });
  }

  if (!sandbox) return;

  async function orderLanguage(clientOrderId: string, request: FastifyRequest): Promise<'en' | 'pl'> {
    const order = await findOrderByNumber(deps.db, clientOrderId);
    return order?.language ?? requestLanguage(request);
  }

  function html(reply: FastifyReply, status: number, page: string) {
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page);
  }

  app.route({
    ...contract.sandboxPaymentPage,
    handler: async (request, reply) => {
      const order = await sandbox.store.get(request.params.id);
      if (!order) {
        const text = SANDBOX_TEXT[requestLanguage(request)];
        return html(reply, 404, sandboxPage(requestLanguage(request), `<p>${text.missing}</p>`, text.title));
      }
      const lang = await orderLanguage(order.clientOrderId, request);
      const text = SANDBOX_TEXT[lang];
      const currency = order.currency === 'PLN' || order.currency === 'GBP' ? order.currency : 'EUR';
      const details =
        `<p>${escapeHtml(text.intro)}</p><dl style="margin:1rem 0">` +
        `<dt style="color:#475569">${text.order}</dt>` +
        `<dd style="margin:0 0 .5rem;font-size:1.125rem"><strong>${escapeHtml(order.clientOrderId)}</strong></dd>` +
        `<dt style="color:#475569">${text.amount}</dt>` +
        `<dd style="margin:0;font-size:1.125rem"><strong>${escapeHtml(formatCents(order.amountCents, currency, lang))}</strong></dd></dl>`;
      const form =
        order.status === 'processing'
          ? `<form method="post"><button name="decision" value="approved" ${button('#15803d')}>${text.approve}</button>` +
            `<button name="decision" value="declined" ${button('#b91c1c')}>${text.decline}</button></form>`
          : `<p>${text.done}</p>`;
      return html(reply, 200, sandboxPage(lang, details + form, text.title));
    },
  });

  app.route({
    ...contract.sandboxPaymentDecision,
    handler: async (request, reply) => {
      if (!(await sandbox.store.get(request.params.id))) throw notFound();
      const completion = await sandbox.gateway.complete(request.params.id, request.body.decision);
      if (completion.callback) {
        // The gateway's server-to-server call, made to our own callback route as the real one would.
        const query = new URLSearchParams(completion.callback.params).toString();
        const answer = await app.inject({ method: 'GET', url: `${contract.PAYMENT_CALLBACK_PATH}?${query}` });
        if (answer.statusCode !== 200) {
          request.log.warn({ status: answer.statusCode }, 'The sandbox callback was not accepted');
        }
      }
      return reply.redirect(completion.browserRedirect, 303);
    },
  });
}
