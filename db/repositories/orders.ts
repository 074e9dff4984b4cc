/**
 * Orders, their lines and status history. Reads of a user's orders always take the owner's id, so
 * another user's order is never returned whatever id the caller sends. No transactions in here: the
 * order service opens one and passes `trx`.
 */
import { type Insertable, sql } from 'kysely';
import type { Db } from '../client.ts';
import type {
  OrderItemsTable,
  OrdersTable,
  OrderVatLinesTable,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '../schema.ts';
import { nextId } from './ids.ts';

const orderColumns = [
  'id',
  'orderNumber',
  'userId',
  'email',
  'phone',
  'status',
  'paymentMethod',
  'paymentStatus',
  'currency',
  'exchangeRate',
  'subtotalCents',
  'shippingCents',
  'totalCents',
  'totalEurCents',
  'customerType',
  'company',
  'vatNumber',
  'shippingFirstName',
  'shippingLastName',
  'shippingAddress',
  'shippingCity',
  'shippingPostalCode',
  'shippingCountry',
  'billingFirstName',
  'billingLastName',
  'billingAddress',
  'billingCity',
  'billingPostalCode',
  'billingCountry',
  'notes',
  'idempotencyKey',
  'language',
  'carrier',
  'trackingNumber',
  'stockTaken',
  'holdUntil',
  'vatScheme',
  'vatIdCheck',
  'netCents',
  'vatCents',
  'shippingNetCents',
  'shippingVatCents',
  'bulkyPerPiece',
  'deliveryDays',
  'createdAt',
  'updatedAt',
] as const;

const itemColumns = [
  'id',
  'orderId',
  'productId',
  'offerId',
  'name',
  'nameEn',
  'namePl',
  'partNumber',
  'image',
  'quantity',
  'unitPriceCents',
  'totalPriceCents',
  'unitPriceEurCents',
  'supplierName',
  'bulkyClass',
  'surchargeCents',
  'netCents',
  'vatRateBp',
  'vatCents',
] as const;

/**
 * What an order is priced and snapshotted from: the catalogue row as it is now, with the supplier of
 * its cheapest active offer (the one the product page preselects).
 */
export function listProductsForOrder(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'nameEn',
      'namePl',
      'partNumber',
      'images',
      'basePriceCents',
      'stock',
      'isActive',
      'bulkyClass',
    ])
    .select((eb) => [
      eb
        .selectFrom('offers')
        .innerJoin('suppliers', 'suppliers.id', 'offers.supplierId')
        .select('suppliers.name')
        .whereRef('offers.productId', '=', 'products.id')
        .where('offers.isActive', '=', 1)
        .orderBy('offers.priceCents')
        .orderBy('offers.id')
        .limit(1)
        .as('supplierName'),
      eb
        .selectFrom('offers')
        .select('offers.id')
        .whereRef('offers.productId', '=', 'products.id')
        .where('offers.isActive', '=', 1)
        .orderBy('offers.priceCents')
        .orderBy('offers.id')
        .limit(1)
        .as('offerId'),
    ])
    .where('id', 'in', productIds)
    .execute();
}

/** Puts stock back (a cancelled order's lines). */
export async function incrementStock(db: Db, productId: number, quantity: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity), updatedAt: new Date().toISOString() }))
    .where('id', '=', productId)
    .execute();
}

/**
 * Moves the order from `from` to `to` only if it is still in `from` (a concurrent change wins once).
 * False when it was not.
 */
export async function updateOrderStatus(
  db: Db,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updatedAt: new Date().toISOString() })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateOrderPaymentStatus(
  db: Db,
  orderId: number,
  paymentStatus: PaymentStatus,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ paymentStatus, updatedAt: new Date().toISOString() })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Takes `quantity` from the product's stock only when that much is left (one conditional UPDATE, so
 * the last items can never be sold twice). False when the stock is short.
 */
export async function decrementStock(db: Db, productId: number, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity), updatedAt: new Date().toISOString() }))
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function orderNumberExists(db: Db, orderNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOrder(db: Db, order: Insertable<OrdersTable>): Promise<number> {
  const row = await db
    .insertInto('orders')
    .values({ ...order, id: order.id ?? nextId('orders') })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOrderItems(db: Db, items: Insertable<OrderItemsTable>[]): Promise<void> {
  if (items.length > 0) await db.insertInto('orderItems').values(items).execute();
}

export async function insertOrderVatLines(db: Db, lines: Insertable<OrderVatLinesTable>[]): Promise<void> {
  if (lines.length > 0) await db.insertInto('orderVatLines').values(lines).execute();
}

/** The order's VAT per rate, highest rate first. */
export function listOrderVatLines(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orderVatLines')
    .select(['orderId', 'rateBp', 'netCents', 'vatCents', 'grossCents'])
    .where('orderId', 'in', orderIds)
    .orderBy('orderId')
    .orderBy('rateBp', 'desc')
    .execute();
}

export type OrderVatLineRow = Awaited<ReturnType<typeof listOrderVatLines>>[number];

export async function insertOrderStatusEvent(
  db: Db,
  event: { orderId: number; status: OrderStatus; note?: string | null },
): Promise<void> {
  await db
    .insertInto('orderStatusEvents')
    .values({ orderId: event.orderId, status: event.status, note: event.note ?? null })
    .execute();
}

export function findOrderById(db: Db, orderId: number) {
  return db.selectFrom('orders').select(orderColumns).where('id', '=', orderId).executeTakeFirst();
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderById>>>;

export function findOrderByIdempotencyKey(db: Db, idempotencyKey: string) {
  return db
    .selectFrom('orders')
    .select(orderColumns)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
}

export function findOrderByNumber(db: Db, orderNumber: string) {
  return db
    .selectFrom('orders')
    .select(orderColumns)
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirst();
}

/** Undefined when the order does not exist or belongs to someone else. */
export function findOrderOfUser(db: Db, userId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(orderColumns)
    .where('id', '=', orderId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Newest first. */
export function listOrdersOfUser(db: Db, userId: number) {
  return db
    .selectFrom('orders')
    .select(orderColumns)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The lines of the given orders, in the order they were written. */
export function listOrderItems(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orderItems')
    .select(itemColumns)
    .where('orderId', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export type OrderItemRow = Awaited<ReturnType<typeof listOrderItems>>[number];

/** Oldest first: the order's real history. */
export function listOrderStatusEvents(db: Db, orderId: number) {
  return db
    .selectFrom('orderStatusEvents')
    .select(['id', 'status', 'note', 'createdAt'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Status events of several orders, oldest first within each. */
export function listStatusEventsOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orderStatusEvents')
    .select(['id', 'orderId', 'status', 'note', 'createdAt'])
    .where('orderId', 'in', orderIds)
    .orderBy('orderId')
    .orderBy('id')
    .execute();
}

/** Pending, unpaid orders of a payment method placed before `before` (abandoned or overdue). */
export function listStalePendingOrders(db: Db, paymentMethod: PaymentMethod, before: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'orderNumber'])
    .where('status', '=', 'pending')
    .where('paymentMethod', '=', paymentMethod)
    .where('paymentStatus', '=', 'pending')
    .where('createdAt', '<', before)
    .execute();
}

/** A deleted account's orders: contact data blanked, accounting kept. */
export async function anonymiseOrdersOfUser(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('orders')
    // An empty e-mail never matches a lookup and is never mailed.
    .set({ email: '', phone: '', notes: null, updatedAt: new Date().toISOString() })
    .where('userId', '=', userId)
    .execute();
}

/** The carrier and tracking number of a shipped order. */
export async function setOrderShipment(
  db: Db,
  orderId: number,
  shipment: { carrier: string; trackingNumber: string },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ ...shipment, updatedAt: new Date().toISOString() })
    .where('id', '=', orderId)
    .execute();
}

export interface AdminOrderFilter {
  status?: OrderStatus;
  /** ISO times, inclusive from, exclusive to. */
  from?: string;
  to?: string;
  /** An order number or an e-mail (or a part of one). */
  search?: string;
}

function filteredOrders(db: Db, filter: AdminOrderFilter) {
  let q = db.selectFrom('orders');
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.from) q = q.where('createdAt', '>=', filter.from);
  if (filter.to) q = q.where('createdAt', '<', filter.to);
  const search = filter.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('orderNumber', '=', search.toUpperCase()),
        eb(sql<string>`lower(email)`, 'like', sql<string>`lower(${like}) ESCAPE '\\'`),
        eb('orderNumber', 'like', sql<string>`${like.toUpperCase()} ESCAPE '\\'`),
      ]),
    );
  }
  return q;
}

/** Every order matching the filter, newest first, one page. */
export function listOrdersForAdmin(
  db: Db,
  filter: AdminOrderFilter,
  page: { limit: number; offset: number },
) {
  return filteredOrders(db, filter)
    .select(orderColumns)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countOrdersForAdmin(db: Db, filter: AdminOrderFilter): Promise<number> {
  const row = await filteredOrders(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether an order's units are subtracted from stock, and until when an unpaid order holds them. */
export async function setOrderStock(
  db: Db,
  orderId: number,
  stock: { stockTaken: 0 | 1; holdUntil: string | null },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ ...stock, updatedAt: new Date().toISOString() })
    .where('id', '=', orderId)
    .execute();
}

/** Pending, unpaid orders of a payment method whose units are taken from stock (their holds). */
const heldUnpaidOrders = (db: Db, paymentMethod: PaymentMethod) =>
  db
    .selectFrom('orders')
    .where('orders.status', '=', 'pending')
    .where('orders.paymentMethod', '=', paymentMethod)
    .where('orders.paymentStatus', '=', 'pending')
    .where('orders.stockTaken', '=', 1);

/** Held unpaid orders of a payment method, by e-mail (any case) or by client key. */
export async function countHeldUnpaidOrders(
  db: Db,
  paymentMethod: PaymentMethod,
  by: { email: string } | { clientKey: string },
): Promise<number> {
  const row = await heldUnpaidOrders(db, paymentMethod)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) =>
      'email' in by
        ? eb(sql<string>`email COLLATE NOCASE`, '=', by.email)
        : eb('orders.clientKey', '=', by.clientKey),
    )
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Held unpaid bank-transfer orders with units of a product, newest first. */
export function listTransferHoldsOfProduct(db: Db, productId: number) {
  return heldUnpaidOrders(db, 'bank_transfer')
    .select('orders.id')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('orderItems')
          .select('orderItems.id')
          .whereRef('orderItems.orderId', '=', 'orders.id')
          .where('orderItems.productId', '=', productId),
      ),
    )
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
}

/** Held unpaid bank-transfer orders whose hold ended before `now`. */
export function listLapsedTransferHolds(db: Db, now: string) {
  return heldUnpaidOrders(db, 'bank_transfer')
    .select('orders.id')
    .where('orders.holdUntil', '<', now)
    .execute();
}
