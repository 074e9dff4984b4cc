/**
 * Order lookup by number (tracking, guest returns) and return requests. A lookup needs the order's
 * e-mail, except for a signed-in shopper's own order; an unknown number and a wrong e-mail look the
 * same. A return takes delivered lines within the return window, never more than was bought minus
 * what earlier returns (not rejected) took, in one transaction.
 */
import type { Return, ReturnBody } from '#api/contract/orders.ts';
import { RETURN_WINDOW_DAYS } from '#api/contract/orders.ts';
import type { Db } from '#db/client.ts';
import {
  findOrderById,
  findOrderByNumber,
  listOrderItems,
  listOrderStatusEvents,
} from '#db/repositories/orders.ts';
import type { OrderRow } from '#db/repositories/orders.ts';
import {
  findReturnById,
  findReturnByReference,
  insertReturn,
  insertReturnItems,
  returnedQuantities,
  returnNumberExists,
} from '#db/repositories/returns.ts';
import type { UserRow } from '#db/repositories/users.ts';
import { AppError, badRequest, notFound } from '../http/app-error.ts';
import { collapseLines } from './cart.ts';
import { sendReturnMail, type OrderMailDeps } from './order-mails.ts';
import { isWithinReturnWindow, returnDeadline, toApiReturns } from './order-views.ts';
import { generatePublicNumber, ORDER_NUMBER_PATTERN } from './orders.ts';

/** The order a shopper may see by its number, or undefined (unknown, or not theirs). */
export async function lookUpOrder(
  db: Db,
  query: { orderNumber: string; email?: string | undefined; user: UserRow | null },
): Promise<OrderRow | undefined> {
  const number = query.orderNumber.trim().toUpperCase();
  if (!ORDER_NUMBER_PATTERN.test(number)) return undefined;
  const order = await findOrderByNumber(db, number);
  if (!order) return undefined;
  if (query.user && order.userId === query.user.id) return order;
  const email = query.email?.trim().toLowerCase();
  return email && order.email.toLowerCase() === email ? order : undefined;
}

async function newReturnNumber(db: Db): Promise<string> {
  for (;;) {
    const candidate = generatePublicNumber('RMA-');
    if (!(await returnNumberExists(db, candidate))) return candidate;
  }
}

export async function requestReturn(
  deps: OrderMailDeps,
  user: UserRow | null,
  body: ReturnBody,
  now: Date = new Date(),
): Promise<Return> {
  const found = await lookUpOrder(deps.db, { orderNumber: body.orderNumber, email: body.email, user });
  if (!found) throw notFound('order_not_found');
  const wanted = collapseLines(body.items.map((i) => ({ productId: i.orderItemId, quantity: i.quantity })));

  const { returnId, order, items, replayed } = await deps.db.transaction().execute(async (trx) => {
    const order = await findOrderById(trx, found.id);
    if (!order) throw notFound('order_not_found');
    const earlier = body.reference ? await findReturnByReference(trx, order.id, body.reference) : undefined;
    if (earlier) return { returnId: earlier.id, order, items: [], replayed: true };
    const history = await listOrderStatusEvents(trx, order.id);
    if (order.status !== 'delivered' || !isWithinReturnWindow(returnDeadline(history), now)) {
      throw badRequest('return_not_allowed', { days: RETURN_WINDOW_DAYS });
    }
    const items = await listOrderItems(trx, [order.id]);
    const returned = await returnedQuantities(trx, [order.id]);
    for (const [orderItemId, quantity] of wanted) {
      const item = items.find((i) => i.id === orderItemId);
      if (!item) throw badRequest('return_item_not_found');
      const max = item.quantity - (returned.get(item.id) ?? 0);
      if (quantity > max) {
        throw badRequest('return_quantity', {
          max,
          name: item.name,
          nameEn: item.nameEn ?? item.name,
          namePl: item.namePl ?? item.name,
        });
      }
    }
    const returnId = await insertReturn(trx, {
      returnNumber: await newReturnNumber(trx),
      orderId: order.id,
      userId: user?.id ?? null,
      reason: body.reason,
      comment: body.comment?.trim() || null,
      requestReference: body.reference ?? null,
    });
    await insertReturnItems(
      trx,
      [...wanted].map(([orderItemId, quantity]) => ({ returnId, orderItemId, quantity })),
    );
    return { returnId, order, items, replayed: false };
  });

  const row = await findReturnById(deps.db, returnId);
  if (!row) throw new AppError(500, 'internal_error');
  if (!replayed) {
    await sendReturnMail(
      deps,
      { ...order, items },
      {
        returnNumber: row.returnNumber,
        items: [...wanted].map(([orderItemId, quantity]) => ({ orderItemId, quantity })),
      },
    );
  }
  const [view] = await toApiReturns(deps.db, [row]);
  if (!view) throw new AppError(500, 'internal_error');
  return view;
}
