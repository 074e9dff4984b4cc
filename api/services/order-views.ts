/**
 * Orders as the API shows them: decimals in the order's currency, the real status history, the returns
 * and how much of each line can still be returned. One place, so /orders, /orders/{id}, tracking and
 * the back office show the same thing.
 */
import {
  type Order,
  type OrderItem,
  RETURN_WINDOW_DAYS,
  type Return,
  type StatusEvent,
  type VatBreakdownLine,
} from '#api/contract/orders.ts';
import { listInvoicesOfOrders } from '#db/repositories/invoices.ts';
import type { Db } from '#db/client.ts';
import {
  listOrderItems,
  listOrderVatLines,
  listStatusEventsOfOrders,
  type OrderItemRow,
  type OrderRow,
} from '#db/repositories/orders.ts';
import {
  listReturnItems,
  listReturnsOfOrders,
  returnedQuantities,
  type ReturnRow,
} from '#db/repositories/returns.ts';
import { fromCents } from './money.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment the order was (last) delivered, from its real history; undefined when it was not. */
export function deliveredAt(history: readonly { status: string; createdAt: string }[]): string | undefined {
  return history.findLast((event) => event.status === 'delivered')?.createdAt;
}

/** The end of the return window, or null for an order not delivered. */
export function returnDeadline(history: readonly { status: string; createdAt: string }[]): string | null {
  const delivered = deliveredAt(history);
  return delivered ? new Date(Date.parse(delivered) + RETURN_WINDOW_DAYS * DAY_MS).toISOString() : null;
}

export function isWithinReturnWindow(deadline: string | null, now: Date = new Date()): boolean {
  return deadline !== null && now.getTime() <= Date.parse(deadline);
}

function images(image: string | null): string[] {
  return image ? [image] : [];
}

function toItem(item: OrderItemRow, returnable: number): OrderItem {
  return {
    id: item.id,
    quantity: item.quantity,
    unitPrice: fromCents(item.unitPriceCents),
    totalPrice: fromCents(item.totalPriceCents),
    product: {
      id: item.productId,
      name: item.name,
      nameEn: item.nameEn,
      namePl: item.namePl,
      partNumber: item.partNumber,
      images: images(item.image),
    },
    offer: item.supplierName ? { supplier: { name: item.supplierName } } : null,
    returnableQuantity: returnable,
    netAmount: fromCents(item.netCents),
    vatRate: item.vatRateBp / 100,
    vatAmount: fromCents(item.vatCents),
    bulkyClass: item.bulkyClass,
    bulkySurcharge: fromCents(item.surchargeCents),
  };
}

/** One VAT rate's amounts as the API shows them (rate in percent). */
export function toBreakdownLine(line: {
  rateBp: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}): VatBreakdownLine {
  return {
    rate: line.rateBp / 100,
    net: fromCents(line.netCents),
    vat: fromCents(line.vatCents),
    gross: fromCents(line.grossCents),
  };
}

/** API returns with their lines. */
export async function toApiReturns(db: Db, rows: readonly ReturnRow[]): Promise<Return[]> {
  const items = await listReturnItems(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    returnNumber: row.returnNumber,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    status: row.status,
    reason: row.reason,
    comment: row.comment,
    resolutionNote: row.resolutionNote,
    createdAt: row.createdAt,
    items: items
      .filter((item) => item.returnId === row.id)
      .map(({ orderItemId, quantity, name, nameEn, namePl, partNumber }) => ({
        orderItemId,
        quantity,
        name,
        nameEn,
        namePl,
        partNumber,
      })),
  }));
}

/** API orders (in the given order) with lines, history, returns and what can still be returned. */
export async function toApiOrders(
  db: Db,
  orders: readonly OrderRow[],
  now: Date = new Date(),
): Promise<Order[]> {
  const ids = orders.map((o) => o.id);
  const [items, events, returnRows, returned, vatLines, invoices] = await Promise.all([
    listOrderItems(db, ids),
    listStatusEventsOfOrders(db, ids),
    listReturnsOfOrders(db, ids),
    returnedQuantities(db, ids),
    listOrderVatLines(db, ids),
    listInvoicesOfOrders(db, ids),
  ]);
  const returns = await toApiReturns(db, returnRows);
  return orders.map((order) => {
    const history: StatusEvent[] = events
      .filter((event) => event.orderId === order.id)
      .map(({ status, createdAt }) => ({ status, createdAt }));
    const returnableUntil = order.status === 'delivered' ? returnDeadline(history) : null;
    const open = order.status === 'delivered' && isWithinReturnWindow(returnableUntil, now);
    const address = (kind: 'shipping' | 'billing') => ({
      firstName: order[`${kind}FirstName`],
      lastName: order[`${kind}LastName`],
      address: order[`${kind}Address`],
      city: order[`${kind}City`],
      postalCode: order[`${kind}PostalCode`],
      country: order[`${kind}Country`] as Order['shippingAddress']['country'],
    });
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      createdAt: order.createdAt,
      currency: order.currency,
      subtotalAmount: fromCents(order.subtotalCents),
      shippingAmount: fromCents(order.shippingCents),
      totalAmount: fromCents(order.totalCents),
      email: order.email,
      phone: order.phone,
      customerType: order.customerType,
      company: order.company,
      vatNumber: order.vatNumber,
      notes: order.notes,
      shippingAddress: address('shipping'),
      billingAddress: address('billing'),
      items: items
        .filter((item) => item.orderId === order.id)
        .map((item) => toItem(item, open ? Math.max(0, item.quantity - (returned.get(item.id) ?? 0)) : 0)),
      history,
      returns: returns.filter((r) => r.orderId === order.id),
      returnableUntil,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      stockReserved: order.status === 'pending' && order.stockTaken === 1,
      reservedUntil: order.status === 'pending' && order.stockTaken === 1 ? order.holdUntil : null,
      vatScheme: order.vatScheme,
      netAmount: fromCents(order.netCents),
      vatAmount: fromCents(order.vatCents),
      vatBreakdown: vatLines.filter((v) => v.orderId === order.id).map(toBreakdownLine),
      bulkyPerPiece: order.bulkyPerPiece === 1,
      deliveryDays: order.deliveryDays,
      invoices: invoices
        .filter((invoice) => invoice.orderId === order.id)
        .map(({ id, number, kind, issuedAt }) => ({ id, number, kind, issuedAt })),
    };
  });
}

export async function toApiOrder(db: Db, order: OrderRow, now?: Date): Promise<Order> {
  const [view] = await toApiOrders(db, [order], now);
  if (!view) throw new Error('order view missing');
  return view;
}
