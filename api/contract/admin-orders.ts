/** Back office: orders and returns (issue 6 point 4). Every route here is admin-only. */
import { Type, type Static } from 'typebox';
import { closed, defineRoute, ErrorBody, Id, Nullable } from './define-route.ts';
import { Order, OrderStatus, Return, RETURN_STATUSES } from './orders.ts';

const adminErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const AdminOrderQuery = Type.Object(
  {
    status: Type.Optional(OrderStatus),
    /** Calendar days (YYYY-MM-DD, UTC), both inclusive. */
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    /** An order number or an e-mail, or a part of one. */
    search: Type.Optional(Type.String({ maxLength: 100 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  },
  { additionalProperties: false },
);
export type AdminOrderQuery = Static<typeof AdminOrderQuery>;

export const listAdminOrders = defineRoute({
  method: 'GET',
  url: '/api/admin/orders',
  access: 'admin',
  schema: {
    querystring: AdminOrderQuery,
    response: { 200: Type.Object({ orders: Type.Array(Order), total: Type.Integer() }), ...adminErrors },
  },
});

export const PaymentEvent = Type.Object({
  source: Type.String(),
  status: Type.String(),
  type: Nullable(Type.String()),
  detail: Nullable(Type.String()),
  createdAt: Type.String(),
});

export const AdminOrder = Type.Object({
  order: Order,
  /** The card payment as our side knows it, null for bank transfers. */
  payment: Nullable(
    Type.Object({
      provider: Type.String(),
      status: Type.String(),
      gatewayOrderId: Nullable(Type.String()),
      events: Type.Array(PaymentEvent),
    }),
  ),
  /** The status history with staff's notes. */
  notes: Type.Array(
    Type.Object({ status: OrderStatus, note: Nullable(Type.String()), createdAt: Type.String() }),
  ),
  /** The statuses the order may move to now. */
  nextStatuses: Type.Array(OrderStatus),
});
export type AdminOrder = Static<typeof AdminOrder>;

export const getAdminOrder = defineRoute({
  method: 'GET',
  url: '/api/admin/orders/:id',
  access: 'admin',
  schema: { params: Type.Object({ id: Id }), response: { 200: AdminOrder, ...adminErrors } },
});

/**
 * Gives an unpaid bank-transfer order's held units back to stock; the order stays pending, awaiting
 * payment (409 `stock_not_held` when it holds none).
 */
export const releaseOrderStock = defineRoute({
  method: 'POST',
  url: '/api/admin/orders/:id/release-stock',
  access: 'admin',
  schema: {
    params: Type.Object({ id: Id }),
    response: { 200: AdminOrder, ...adminErrors, 409: ErrorBody },
  },
});

export const listAdminReturns = defineRoute({
  method: 'GET',
  url: '/api/admin/returns',
  access: 'admin',
  schema: {
    querystring: Type.Object(
      { status: Type.Optional(Type.Enum(RETURN_STATUSES)) },
      { additionalProperties: false },
    ),
    response: { 200: Type.Array(Return), ...adminErrors },
  },
});

/**
 * Decides or advances a return: requested -> approved | rejected, approved -> received, received ->
 * refunded; the customer is mailed on approval, rejection and refund.
 */
export const changeReturnStatus = defineRoute({
  method: 'PATCH',
  url: '/api/admin/returns/:id',
  access: 'admin',
  schema: {
    params: Type.Object({ id: Id }),
    body: Type.Object(
      { status: Type.Enum(RETURN_STATUSES), note: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))) },
      closed,
    ),
    response: { 200: Return, ...adminErrors, 409: ErrorBody },
  },
});
