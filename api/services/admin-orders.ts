/**
 * The back office's orders and returns: filtered lists, an order with its payment events and notes,
 * shipping with carrier and tracking number, and return decisions through their own small transition
 * table. Each change is one transaction; the customer's mail goes after the commit.
 */
import type { AdminOrder, AdminOrderQuery } from '#api/contract/admin-orders.ts';
import { RETURN_TRANSITIONS, type Order, type OrderStatus, type Return } from '#api/contract/orders.ts';
import type { Db } from '#db/client.ts';
import {
  countOrdersForAdmin,
  findOrderById,
  listOrdersForAdmin,
  listOrderStatusEvents,
  setOrderShipment,
} from '#db/repositories/orders.ts';
import { findPaymentOfOrder, listPaymentEvents } from '#db/repositories/payments.ts';
import { findReturnById, listReturnsForAdmin, updateReturnStatus } from '#db/repositories/returns.ts';
import type { ReturnStatus } from '#db/schema.ts';
import { AppError, badRequest, notFound } from '../http/app-error.ts';
import { sendOrderStatusMail, sendReturnDecisionMail, type OrderMailDeps } from './order-mails.ts';
import { nextStatuses } from './order-state.ts';
import { toApiOrder, toApiOrders, toApiReturns } from './order-views.ts';
import { transitionOrderIn } from './orders.ts';
import { releaseTransferHold } from './stock-holds.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listOrders(
  db: Db,
  query: AdminOrderQuery,
): Promise<{ orders: Order[]; total: number }> {
  const day = (value: string | undefined, field: string) => {
    if (value === undefined) return undefined;
    const time = Date.parse(`${value}T00:00:00.000Z`);
    // Date.parse rolls 2026-02-31 over into March: only a day that reads back the same is one.
    if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
      throw badRequest('invalid_request', { field, reason: 'not a date' });
    }
    return time;
  };
  const from = day(query.from, 'from');
  const to = day(query.to, 'to');
  const filter = {
    status: query.status,
    from: from === undefined ? undefined : new Date(from).toISOString(),
    // The `to` day is included: up to the start of the next day.
    to: to === undefined ? undefined : new Date(to + DAY_MS).toISOString(),
    search: query.search,
  };
  const [rows, total] = await Promise.all([
    listOrdersForAdmin(db, filter, { limit: query.limit ?? 50, offset: query.offset ?? 0 }),
    countOrdersForAdmin(db, filter),
  ]);
  return { orders: await toApiOrders(db, rows), total };
}

export async function getOrder(db: Db, orderId: number): Promise<AdminOrder> {
  const row = await findOrderById(db, orderId);
  if (!row) throw notFound('order_not_found');
  const payment = await findPaymentOfOrder(db, orderId);
  const events = payment ? await listPaymentEvents(db, payment.id) : [];
  return {
    order: await toApiOrder(db, row),
    payment: payment
      ? {
          provider: payment.provider,
          status: payment.status,
          gatewayOrderId: payment.gatewayOrderId,
          events: events.map(({ source, status, type, detail, createdAt }) => ({
            source,
            status,
            type,
            detail,
            createdAt,
          })),
        }
      : null,
    notes: (await listOrderStatusEvents(db, orderId)).map(({ status, note, createdAt }) => ({
      status,
      note,
      createdAt,
    })),
    nextStatuses: [...nextStatuses(row.status)],
  };
}

/**
 * Moves the order along the transition table; shipping records the carrier and tracking number in
 * the same transaction (400 `shipment_required` without them). The customer is mailed.
 */
export async function changeOrderStatus(
  deps: OrderMailDeps,
  orderId: number,
  change: { status: OrderStatus; note?: string | null; carrier?: string; trackingNumber?: string },
): Promise<Order> {
  const carrier = change.carrier?.trim() ?? '';
  const trackingNumber = change.trackingNumber?.trim() ?? '';
  if (change.status === 'shipped' && (!carrier || !trackingNumber)) throw badRequest('shipment_required');
  const order = await deps.db.transaction().execute(async (trx) => {
    const moved = await transitionOrderIn(trx, orderId, change.status, change.note?.trim() || null);
    if (change.status !== 'shipped') return moved;
    await setOrderShipment(trx, orderId, { carrier, trackingNumber });
    return { ...moved, carrier, trackingNumber };
  });
  // No transition leads to pending; the check narrows the type for the mail.
  if (change.status !== 'pending') await sendOrderStatusMail(deps, order, change.status);
  return toApiOrder(deps.db, order);
}

/** Staff release an unpaid transfer order's hold: its units return to stock, the order stays pending. */
export async function releaseOrderStock(db: Db, orderId: number): Promise<AdminOrder> {
  if (!(await findOrderById(db, orderId))) throw notFound('order_not_found');
  const released = await db.transaction().execute((trx) => releaseTransferHold(trx, orderId));
  if (!released) throw new AppError(409, 'stock_not_held');
  return getOrder(db, orderId);
}

export async function listReturns(db: Db, status?: ReturnStatus): Promise<Return[]> {
  return toApiReturns(db, await listReturnsForAdmin(db, status));
}

export async function changeReturnStatus(
  deps: OrderMailDeps,
  returnId: number,
  to: ReturnStatus,
  note: string | null,
): Promise<Return> {
  const current = await findReturnById(deps.db, returnId);
  if (!current) throw notFound('return_not_found');
  if (to === 'requested' || !RETURN_TRANSITIONS[current.status].includes(to)) {
    throw new AppError(400, 'invalid_return_transition', { from: current.status, to });
  }
  const cleanNote = note?.trim() || null;
  if (!(await updateReturnStatus(deps.db, returnId, current.status, to, cleanNote))) {
    throw new AppError(409, 'invalid_return_transition', { from: current.status, to });
  }
  const row = await findReturnById(deps.db, returnId);
  const order = await findOrderById(deps.db, current.orderId);
  if (!row || !order) throw new AppError(500, 'internal_error');
  if (to === 'approved' || to === 'rejected' || to === 'refunded') {
    await sendReturnDecisionMail(deps, order, {
      returnNumber: row.returnNumber,
      status: to,
      note: cleanNote,
    });
  }
  const [view] = await toApiReturns(deps.db, [row]);
  if (!view) throw new AppError(500, 'internal_error');
  return view;
}
