/**
 * Orders, tracking and returns. Own orders only: every read of a signed-in shopper's order is scoped
 * by their id (another user's order is a 404); lookups by number need the order's e-mail and are rate
 * limited; the back office lists and moves orders (the one transition table) and decides returns.
 */
import type { FastifyRequest } from 'fastify';
import * as adminContract from '#api/contract/admin-orders.ts';
import * as contract from '#api/contract/orders.ts';
import { findOrderOfUser, listOrdersOfUser } from '#db/repositories/orders.ts';
import { findReturnOfUser, listReturnsOfUser } from '#db/repositories/returns.ts';
import { requireUser } from '../plugins/auth.ts';
import { notFound } from '../http/app-error.ts';
import { claimedIdempotencyKey } from '../plugins/idempotency.ts';
import { rateLimiter } from '../plugins/limiter.ts';
import { requestLanguage } from '../http/messages.ts';
import { CHECKOUT_SUCCESSOR, checkoutOfOrderBody } from '../services/legacy-checkout.ts';
import type { OrderMailDeps } from '../services/order-mails.ts';
import { placeTransferOrder } from '../services/transfer-order.ts';
import * as admin from '../services/admin-orders.ts';
import { toApiOrder, toApiOrders, toApiReturns } from '../services/order-views.ts';
import { clientKeyOf } from '../services/stock-holds.ts';
import { lookUpOrder, requestReturn } from '../services/returns.ts';
import type { App } from './types.ts';

export interface OrderRateLimits {
  /** Orders and card payments started, per IP and hour. */
  checkoutPerIp: number;
  /** Tracking lookups per IP per 15 minutes, and per order number per 15 minutes. */
  trackPerIp: number;
  trackPerOrder: number;
  /** Return requests per IP and hour. */
  returnsPerIp: number;
  /** Payment status checks per IP per 15 minutes (the status page polls every 3 s). */
  paymentStatusPerIp: number;
  /** Card payments started and not finished at once, per client and per e-mail address. */
  unpaidCardOrdersPerClient: number;
  unpaidCardOrdersPerEmail: number;
}

export const DEFAULT_ORDER_RATE_LIMITS: OrderRateLimits = {
  checkoutPerIp: 30,
  // Card payments started and not finished at once (each holds stock for up to 2 hours).
  unpaidCardOrdersPerClient: 3,
  unpaidCardOrdersPerEmail: 3,
  trackPerIp: 30,
  trackPerOrder: 10,
  returnsPerIp: 20,
  paymentStatusPerIp: 600,
};

const orderNumberKey = (request: FastifyRequest) => {
  const number = (request.body as { orderNumber?: unknown } | undefined)?.orderNumber;
  return typeof number === 'string' ? number.trim().toUpperCase() : '';
};

export default async function orderRoutes(
  app: App,
  options: { deps: OrderMailDeps; limits: OrderRateLimits; clientSecret: string },
) {
  const { deps, limits, clientSecret } = options;
  const trackPerOrder = rateLimiter(app, limits.trackPerOrder, '15 minutes', 'track-order', orderNumberKey);

  // Deprecated request shape (POST /api/checkout replaces it), kept working for one release.
  app.route({
    ...contract.createOrder,
    config: { idempotent: true },
    preHandler: [rateLimiter(app, limits.checkoutPerIp, '1 hour', 'checkout-ip')],
    handler: async (request, reply) => {
      const user = await request.currentUser();
      const claimed = claimedIdempotencyKey(request);
      const order = await placeTransferOrder(
        deps,
        {
          user,
          language: requestLanguage(request),
          clientKey: clientKeyOf(clientSecret, request.ip),
          // Its orderReference, else the Idempotency-Key, is kept on the order, in its transaction: a
          // retry that runs again after a crash (see plugins/idempotency.ts) still answers this order.
          idempotencyKey: request.body.orderReference
            ? `transfer:${request.body.orderReference}`
            : claimed
              ? `header:${claimed}`
              : null,
        },
        checkoutOfOrderBody(request.body),
      );
      return reply
        .status(201)
        .header('deprecation', 'true')
        .header('link', CHECKOUT_SUCCESSOR)
        .send({ success: true, order: await toApiOrder(deps.db, order) });
    },
  });

  app.route({
    ...contract.listOrders,
    handler: async (request) => {
      const user = await requireUser(request);
      return toApiOrders(deps.db, await listOrdersOfUser(deps.db, user.id));
    },
  });

  app.route({
    ...contract.trackOrder,
    preHandler: [rateLimiter(app, limits.trackPerIp, '15 minutes', 'track-ip'), trackPerOrder],
    handler: async (request) => {
      const order = await lookUpOrder(deps.db, {
        orderNumber: request.body.orderNumber,
        email: request.body.email,
        user: await request.currentUser(),
      });
      if (!order) throw notFound('order_not_found');
      return toApiOrder(deps.db, order);
    },
  });

  app.route({
    ...contract.getOrder,
    handler: async (request) => {
      const user = await requireUser(request);
      const order = await findOrderOfUser(deps.db, user.id, request.params.id);
      if (!order) throw notFound('order_not_found');
      return toApiOrder(deps.db, order);
    },
  });

  app.route({
    ...contract.createReturn,
    preHandler: [
      rateLimiter(app, limits.returnsPerIp, '1 hour', 'returns-ip'),
      // A return request proves the order like tracking does: the same budget per order number.
      trackPerOrder,
    ],
    handler: async (request, reply) => {
      const created = await requestReturn(deps, await request.currentUser(), request.body);
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...contract.listReturns,
    handler: async (request) => {
      const user = await requireUser(request);
      return toApiReturns(deps.db, await listReturnsOfUser(deps.db, user.id));
    },
  });

  app.route({
    ...contract.getReturn,
    handler: async (request) => {
      const user = await requireUser(request);
      const row = await findReturnOfUser(deps.db, user.id, request.params.id);
      if (!row) throw notFound('return_not_found');
      const [view] = await toApiReturns(deps.db, [row]);
      if (!view) throw notFound('return_not_found');
      return view;
    },
  });

  app.route({
    ...contract.changeOrderStatus,
    handler: async (request) => admin.changeOrderStatus(deps, request.params.id, request.body),
  });

  app.route({
    ...adminContract.listAdminOrders,
    handler: async (request) => admin.listOrders(deps.db, request.query),
  });

  app.route({
    ...adminContract.getAdminOrder,
    handler: async (request) => admin.getOrder(deps.db, request.params.id),
  });

  app.route({
    ...adminContract.releaseOrderStock,
    handler: async (request) => admin.releaseOrderStock(deps.db, request.params.id),
  });

  app.route({
    ...adminContract.listAdminReturns,
    handler: async (request) => admin.listReturns(deps.db, request.query.status),
  });

  app.route({
    ...adminContract.changeReturnStatus,
    handler: async (request) =>
      admin.changeReturnStatus(deps, request.params.id, request.body.status, request.body.note ?? null),
  });
}
