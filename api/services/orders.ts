/**
 * Orders are built here and only here, from product ids and quantities: every price, total and the
 * conversion to the order's currency come from the catalogue and the stored rate, in one transaction
 * that also takes the stock (so the last items are never sold twice) and honours the idempotency key.
 *
 * Pricing: each unit's gross EUR catalogue price is converted to the order currency with the rate
 * stored on the order and rounded once (half away from zero); a line total is unit x quantity and the
 * order total is the sum of the line totals (shipping is free), so the lines always add up exactly.
 */
import { randomBytes } from 'node:crypto';
import type { Currency } from '#api/contract/currency.ts';
import type { Db } from '#db/client.ts';
import { getRateTable } from '#db/repositories/exchange-rates.ts';
import {
  decrementStock,
  findOrderById,
  findOrderByIdempotencyKey,
  findOrderOfUser,
  insertOrder,
  insertOrderItems,
  insertOrderStatusEvent,
  listOrderItems,
  listOrdersOfUser,
  listOrderStatusEvents,
  listProductsForOrder,
  orderNumberExists,
  type OrderItemRow,
  type OrderRow,
} from '#db/repositories/orders.ts';
import type { PaymentMethod } from '#db/schema.ts';
import { AppError, badRequest, notFound } from '../plugins/errors.ts';
import { collapseLines } from './cart.ts';
import { convertCents } from './money.ts';

export const MAX_ORDER_LINE_QUANTITY = 99;
/** Crockford base32 (no I, L, O, U): easy to read out and type. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_PATTERN = /^PP-[0-9A-HJKMNP-TV-Z]{10}$/;

export interface OrderAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface CreateOrderInput {
  /** Only ids and quantities: any amount the client sent is not part of the input. */
  lines: { productId: number; quantity: number }[];
  currency: Currency;
  email: string;
  phone: string;
  paymentMethod: PaymentMethod;
  shipping: OrderAddress;
  /** Defaults to the shipping address (same-as-shipping). */
  billing?: OrderAddress;
  customerType?: 'person' | 'company';
  company?: string | null;
  vatNumber?: string | null;
  notes?: string | null;
  /** Absent for guests. */
  userId?: number | null;
  idempotencyKey?: string | null;
}

export type OrderWithItems = OrderRow & { items: OrderItemRow[] };

/** 'PP-' + 10 random Crockford base32 characters (50 bits): not guessable from another number. */
export function generateOrderNumber(): string {
  // 256 is a multiple of 32, so `byte & 31` is uniform.
  return `PP-${[...randomBytes(10)].map((byte) => CROCKFORD[byte & 31]).join('')}`;
}

async function withItems(db: Db, orders: OrderRow[]): Promise<OrderWithItems[]> {
  const items = await listOrderItems(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((order) => ({ ...order, items: items.filter((item) => item.orderId === order.id) }));
}

async function orderWithItems(db: Db, order: OrderRow): Promise<OrderWithItems> {
  const [result] = await withItems(db, [order]);
  if (!result) throw new AppError(500, 'internal_error');
  return result;
}

/** A retried submit answers its order; a key already used by another shopper is refused. */
function assertSameOwner(order: OrderRow, input: CreateOrderInput) {
  const sameOwner =
    order.userId === (input.userId ?? null) && order.email.toLowerCase() === input.email.toLowerCase();
  if (!sameOwner) {
    throw new AppError(
      409,
      'invalid_request',
      { field: 'idempotencyKey', reason: 'already used' },
      'idempotency_key_conflict',
    );
  }
}

function validateLines(lines: CreateOrderInput['lines']): Map<number, number> {
  if (lines.length === 0) throw badRequest('invalid_request', { field: 'lines', reason: 'empty' });
  for (const { productId, quantity } of lines) {
    if (!Number.isSafeInteger(productId) || productId < 1) {
      throw badRequest('invalid_request', { field: 'lines.productId', reason: String(productId) });
    }
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ORDER_LINE_QUANTITY) {
      throw badRequest('invalid_request', { field: 'lines.quantity', reason: String(quantity) });
    }
  }
  const totals = collapseLines(lines);
  for (const quantity of totals.values()) {
    if (quantity > MAX_ORDER_LINE_QUANTITY) {
      throw badRequest('cart_quantity_limit', { max: MAX_ORDER_LINE_QUANTITY, inCart: quantity });
    }
  }
  return totals;
}

function firstImage(images: string): string | null {
  try {
    const list: unknown = JSON.parse(images);
    return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
  } catch {
    return null;
  }
}

async function newOrderNumber(db: Db): Promise<string> {
  for (;;) {
    const candidate = generateOrderNumber();
    if (!(await orderNumberExists(db, candidate))) return candidate;
  }
}

function isIdempotencyKeyClash(err: unknown): boolean {
  return (
    err instanceof Error &&
    (err as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    err.message.includes('orders.idempotency_key')
  );
}

/**
 * Creates a pending order (status event 'pending') or, for a key already used by this shopper, answers
 * the existing order without writing anything. Errors write nothing: 404 `product_not_found`, 400
 * `product_unavailable` (inactive), 400 for quantities outside 1..99 (after summing repeated products),
 * 409 `out_of_stock` naming the product (params `productId`, `name`).
 */
export async function createOrder(db: Db, input: CreateOrderInput): Promise<OrderWithItems> {
  const totals = validateLines(input.lines);
  const key = input.idempotencyKey ?? null;
  try {
    return await db.transaction().execute(async (trx) => {
      if (key !== null) {
        const existing = await findOrderByIdempotencyKey(trx, key);
        if (existing) {
          assertSameOwner(existing, input);
          return orderWithItems(trx, existing);
        }
      }

      const productIds = [...totals.keys()];
      const products = new Map((await listProductsForOrder(trx, productIds)).map((p) => [p.id, p]));
      for (const productId of productIds) {
        const product = products.get(productId);
        if (!product) throw notFound('product_not_found');
        if (product.isActive !== 1) throw badRequest('product_unavailable', { productId });
      }

      const { rates } = await getRateTable(trx);
      const lines = productIds.map((productId) => {
        const product = products.get(productId)!;
        const quantity = totals.get(productId)!;
        const unitPriceCents = convertCents(product.basePriceCents, 'EUR', input.currency, rates);
        return { product, quantity, unitPriceCents, totalPriceCents: unitPriceCents * quantity };
      });

      for (const { product, quantity } of lines) {
        if (!(await decrementStock(trx, product.id, quantity))) {
          // Throwing rolls back the whole transaction, including earlier lines' decrements.
          throw new AppError(
            409,
            'product_unavailable',
            { productId: product.id, name: product.name },
            'out_of_stock',
          );
        }
      }

      const subtotalCents = lines.reduce((sum, line) => sum + line.totalPriceCents, 0);
      const shippingCents = 0;
      const billing = input.billing ?? input.shipping;
      const orderId = await insertOrder(trx, {
        orderNumber: await newOrderNumber(trx),
        userId: input.userId ?? null,
        email: input.email,
        phone: input.phone,
        status: 'pending',
        paymentMethod: input.paymentMethod,
        paymentStatus: 'pending',
        currency: input.currency,
        exchangeRate: rates[input.currency],
        subtotalCents,
        shippingCents,
        totalCents: subtotalCents + shippingCents,
        totalEurCents: lines.reduce((sum, line) => sum + line.product.basePriceCents * line.quantity, 0),
        customerType: input.customerType ?? 'person',
        company: input.company ?? null,
        vatNumber: input.vatNumber ?? null,
        shippingFirstName: input.shipping.firstName,
        shippingLastName: input.shipping.lastName,
        shippingAddress: input.shipping.address,
        shippingCity: input.shipping.city,
        shippingPostalCode: input.shipping.postalCode,
        shippingCountry: input.shipping.country,
        billingFirstName: billing.firstName,
        billingLastName: billing.lastName,
        billingAddress: billing.address,
        billingCity: billing.city,
        billingPostalCode: billing.postalCode,
        billingCountry: billing.country,
        notes: input.notes ?? null,
        idempotencyKey: key,
      });
      await insertOrderItems(
        trx,
        lines.map(({ product, quantity, unitPriceCents, totalPriceCents }) => ({
          orderId,
          productId: product.id,
          offerId: null,
          name: product.name,
          nameEn: product.nameEn,
          namePl: product.namePl,
          partNumber: product.partNumber,
          image: firstImage(product.images),
          quantity,
          unitPriceCents,
          totalPriceCents,
          unitPriceEurCents: product.basePriceCents,
        })),
      );
      await insertOrderStatusEvent(trx, { orderId, status: 'pending' });
      const order = await findOrderById(trx, orderId);
      if (!order) throw new AppError(500, 'internal_error');
      return orderWithItems(trx, order);
    });
  } catch (err) {
    // Only reachable if two connections raced on one key: answer the order the other one wrote.
    if (key !== null && isIdempotencyKeyClash(err)) {
      const existing = await findOrderByIdempotencyKey(db, key);
      if (existing) {
        assertSameOwner(existing, input);
        return orderWithItems(db, existing);
      }
    }
    throw err;
  }
}

/** Undefined for an unknown order and for another user's order alike (the route answers 404). */
export async function findOrderForUser(
  db: Db,
  userId: number,
  orderId: number,
): Promise<OrderWithItems | undefined> {
  const order = await findOrderOfUser(db, userId, orderId);
  return order ? orderWithItems(db, order) : undefined;
}

/** The user's orders with their lines, newest first. */
export async function listOrdersForUser(db: Db, userId: number): Promise<OrderWithItems[]> {
  return withItems(db, await listOrdersOfUser(db, userId));
}

/** The order's real status history, oldest first. */
export function listOrderHistory(db: Db, orderId: number) {
  return listOrderStatusEvents(db, orderId);
}
