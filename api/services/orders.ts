/**
 * Orders are built here and only here, from product ids and quantities: every price, total and the
 * conversion to the order's currency come from the catalogue and the stored rate, in one transaction
 * that also takes the stock (so the last items are never sold twice) and honours the idempotency key.
 *
 * Pricing (pricing/order-pricing.ts): the catalogue's gross euro prices converted with the rate stored
 * on the order and rounded once, the bulky surcharge of the delivery rules and the VAT of the buyer's
 * country and VAT ID; lines, surcharge and VAT add up to the total exactly.
 */
import { randomBytes } from 'node:crypto';
import type { Currency } from '#api/contract/currency.ts';
import { ORDER_NUMBER_PATTERN as ORDER_NUMBER_SOURCE } from '#api/contract/orders.ts';
import type { Db } from '#db/client.ts';
import { deleteCartLinesOfProducts, listCartLines } from '#db/repositories/cart.ts';
import { getRateTable } from '#db/repositories/exchange-rates.ts';
import {
  decrementStock,
  incrementStock,
  updateOrderPaymentStatus,
  updateOrderStatus,
  findOrderById,
  findOrderByIdempotencyKey,
  findOrderOfUser,
  insertOrder,
  insertOrderItems,
  insertOrderStatusEvent,
  insertOrderVatLines,
  listOrderItems,
  listOrdersOfUser,
  listOrderStatusEvents,
  listProductsForOrder,
  listTransferHoldsOfProduct,
  orderNumberExists,
  setOrderStock,
  type OrderItemRow,
  type OrderRow,
} from '#db/repositories/orders.ts';
import type { OrderStatus, PaymentMethod } from '#db/schema.ts';
import { AppError, badRequest, notFound } from '../http/app-error.ts';
import { collapseLines } from './cart.ts';
import { formatCents } from '#api/contract/money-format.ts';
import { countryRule } from '#api/contract/delivery-rules.ts';
import type { ParsedVatId } from '#api/contract/vat-id.ts';
import { priceOrder, vatTreatment, type PricedMoney, type PricedMoneyLine } from './pricing/order-pricing.ts';
import { readShopRules } from './pricing/shop-rules.ts';
import { issueCorrectionIn, issueInvoiceIn } from './invoices/invoices.ts';
import { assertTransition } from './order-state.ts';
import {
  assertCardOrderAllowed,
  releaseTransferHold,
  STOCK_HOLDS,
  transferMayHold,
  type UnpaidCardLimits,
} from './stock-holds.ts';

export const MAX_ORDER_LINE_QUANTITY = 99;
/** Crockford base32 (no I, L, O, U): easy to read out and type. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_PATTERN = new RegExp(ORDER_NUMBER_SOURCE);

export interface OrderAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface CreateOrderInput {
  /**
   * Only ids and quantities: any amount the client sent is not part of the input. `'cart'`: the lines
   * of `userId`'s server cart, read inside the order's transaction.
   */
  lines: { productId: number; quantity: number }[] | 'cart';
  /** Take the ordered products out of `userId`'s server cart in the same transaction. */
  clearCart?: boolean;
  /**
   * What the shopper was shown; when the server's total differs the order is refused (409
   * `price_changed`, naming the new total) and nothing is written.
   */
  expectedTotalCents?: number;
  /** The shopper's language: the order's mails are written in it. */
  language?: 'en' | 'pl';
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
  /** The company's VAT ID, checked (format and check digits); it decides reverse charge. */
  vatId?: ParsedVatId | null;
  /** The online VAT ID check's answer, when one was made (never blocks the order). */
  vies?: 'valid' | 'invalid' | 'unavailable';
  idempotencyKey?: string | null;
  /** Keyed hash of the client's address (see stock-holds.ts `clientKeyOf`). */
  clientKey?: string | null;
  /** Card orders: how many unfinished card payments a client or e-mail may have. */
  unpaidCardLimits?: UnpaidCardLimits;
}

export type OrderWithItems = OrderRow & { items: OrderItemRow[] };
/** `replayed`: the idempotency key had been used already and nothing new was written. */
export type CreatedOrder = OrderWithItems & { replayed: boolean };

/** `prefix` + 10 random Crockford base32 characters (50 bits): not guessable from another number. */
export function generatePublicNumber(prefix: string): string {
  // 256 is a multiple of 32, so `byte & 31` is uniform.
  return `${prefix}${[...randomBytes(10)].map((byte) => CROCKFORD[byte & 31]).join('')}`;
}

/** 'PP-' + 10 random Crockford base32 characters. */
export function generateOrderNumber(): string {
  return generatePublicNumber('PP-');
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

function validateLines(lines: { productId: number; quantity: number }[]): Map<number, number> {
  if (lines.length === 0) throw badRequest('cart_empty');
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

type StockProduct = { id: number; name: string; nameEn: string | null; namePl: string | null };

/** 409 `out_of_stock` naming the product and what is left of it. */
function outOfStock(product: StockProduct, available: number): AppError {
  return new AppError(
    409,
    'out_of_stock',
    {
      productId: product.id,
      name: product.name,
      nameEn: product.nameEn ?? product.name,
      namePl: product.namePl ?? product.name,
      available: Math.max(0, available),
    },
    'out_of_stock',
  );
}

/**
 * Takes each line's units from stock, in the caller's transaction (a throw rolls back every line).
 * `paying`: a buyer who pays now may take the units of unpaid bank-transfer holds, newest first,
 * which fall back to awaiting payment.
 */
async function takeStock(
  trx: Db,
  lines: { product: StockProduct; quantity: number }[],
  paying: boolean,
): Promise<void> {
  for (const { product, quantity } of lines) {
    if (await decrementStock(trx, product.id, quantity)) continue;
    let taken = false;
    if (paying) {
      for (const { id } of await listTransferHoldsOfProduct(trx, product.id)) {
        await releaseTransferHold(trx, id);
        if ((taken = await decrementStock(trx, product.id, quantity))) break;
      }
    }
    if (!taken) {
      // The stock read before may be stale by now: the message names what is left at this moment.
      const [now] = await listProductsForOrder(trx, [product.id]);
      throw outOfStock(product, now?.stock ?? 0);
    }
  }
}

/**
 * Creates a pending order (status event 'pending') or, for a key already used by this shopper, answers
 * the existing order without writing anything. Errors write nothing: 404 `product_not_found`, 400
 * `product_unavailable` (inactive), 400 for quantities outside 1..99 (after summing repeated products),
 * 409 `out_of_stock` naming the product (params `productId`, `name`).
 */
/**
 * A retried submit is the same request: same payment method, currency and (when sent) total, and for
 * lines sent with it the same products and quantities. Another request under a used reference is
 * refused (422), as a reused Idempotency-Key is, rather than quietly answered with the first order.
 */
function assertSameRequest(order: OrderWithItems, input: CreateOrderInput, sentTotals?: Map<number, number>) {
  const reused = () => new AppError(422, 'idempotency_key_reused');
  if (order.paymentMethod !== input.paymentMethod || order.currency !== input.currency) throw reused();
  if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== order.totalCents) throw reused();
  if (!sentTotals) return;
  const ordered = new Map<number, number>();
  for (const item of order.items) {
    if (item.productId !== null)
      ordered.set(item.productId, (ordered.get(item.productId) ?? 0) + item.quantity);
  }
  if (ordered.size !== sentTotals.size) throw reused();
  for (const [productId, quantity] of sentTotals) if (ordered.get(productId) !== quantity) throw reused();
}

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];
type OrderProduct = Awaited<ReturnType<typeof listProductsForOrder>>[number];

/** One priced line of a new order: the product as it is now and its money in the order's currency. */
interface PricedLine {
  product: OrderProduct;
  quantity: number;
  money: PricedMoneyLine;
}

export interface PricedCart {
  lines: PricedLine[];
  productIds: number[];
  money: PricedMoney;
  /** The same order priced in euros (the back office's totals). */
  totalEurCents: number;
  /** The rate of the order's currency, as stored (a decimal string). */
  exchangeRate: string;
  /** The published delivery time to the shipping country. */
  deliveryDays: string;
}

/** The order already made with this key (a retried submit): the same owner and lines, or a 409. */
async function replayedOrder(
  db: Db | Trx,
  key: string | null,
  input: CreateOrderInput,
  sentTotals: Map<number, number> | undefined,
): Promise<CreatedOrder | undefined> {
  if (key === null) return undefined;
  const existing = await findOrderByIdempotencyKey(db, key);
  if (!existing) return undefined;
  assertSameOwner(existing, input);
  const order = await orderWithItems(db, existing);
  assertSameRequest(order, input, sentTotals);
  return { ...order, replayed: true };
}

/** What pricing needs to know of an order that may not exist yet (a quote) or is being placed. */
export interface PricingRequest {
  lines: { productId: number; quantity: number }[] | 'cart';
  userId?: number | null;
  currency: Currency;
  language?: 'en' | 'pl';
  country: string;
  customerType?: 'person' | 'company';
  /** A VAT ID that passed its format and check digits; null or absent without one. */
  vatId?: ParsedVatId | null;
  /** The online VAT ID check's answer, when one was made. */
  vies?: 'valid' | 'invalid' | 'unavailable';
}

/** The country's name in the shopper's language (messages name it). */
const countryName = (country: string, language: 'en' | 'pl' | undefined) =>
  new Intl.DisplayNames([language ?? 'en'], { type: 'region' }).of(country) ?? country;

const productName = (product: OrderProduct, language: 'en' | 'pl' | undefined) =>
  (language === 'pl' ? product.namePl : product.nameEn)?.trim() || product.name;

/**
 * Prices the lines (sent, or the server cart's) at today's prices, surcharges and VAT for the
 * buyer's country, in the currency: 404/400 for unknown or inactive products, 400
 * `country_not_offered` for a country without a delivery rule, 400 `bulky_not_shipped` for bulky
 * items to a country that takes none.
 */
async function priceRequest(
  trx: Db | Trx,
  input: PricingRequest,
  sentTotals: Map<number, number> | undefined,
): Promise<PricedCart> {
  const rules = await readShopRules(trx);
  const rule = countryRule(rules.delivery, input.country);
  if (!rule) {
    throw badRequest('country_not_offered', { country: countryName(input.country, input.language) });
  }
  const totals =
    sentTotals ??
    validateLines(
      input.lines === 'cart'
        ? (await listCartLines(trx, input.userId ?? 0)).map(({ productId, quantity }) => ({
            productId,
            quantity,
          }))
        : input.lines,
    );
  const productIds = [...totals.keys()];
  const products = new Map((await listProductsForOrder(trx, productIds)).map((p) => [p.id, p]));
  for (const productId of productIds) {
    const product = products.get(productId);
    if (!product) throw notFound('product_not_found');
    // Named, so the shopper knows which line to take out of the cart.
    if (product.isActive !== 1) {
      throw new AppError(
        400,
        'order_product_unavailable',
        { productId, name: productName(product, input.language) },
        'product_unavailable',
      );
    }
  }
  const { rates } = await getRateTable(trx);
  const treatment = vatTreatment(
    {
      country: input.country,
      customerType: input.customerType ?? 'person',
      vatId: input.vatId ?? null,
      ...(input.vies ? { vies: input.vies } : {}),
    },
    rules.vatRates,
    new Date().toISOString().slice(0, 10),
  );
  const pricingLines = productIds.map((productId) => {
    const product = products.get(productId)!;
    return {
      productId,
      quantity: totals.get(productId)!,
      basePriceEurCents: product.basePriceCents,
      bulkyClass: product.bulkyClass,
    };
  });
  const priced = (currency: Currency) =>
    priceOrder({
      lines: pricingLines,
      currency,
      rates,
      delivery: rules.delivery,
      country: input.country,
      treatment,
    });
  const money = priced(input.currency);
  if (money.refusedProductIds.length > 0) {
    throw badRequest('bulky_not_shipped', {
      country: countryName(input.country, input.language),
      names: money.refusedProductIds.map((id) => productName(products.get(id)!, input.language)).join(', '),
    });
  }
  return {
    lines: money.lines.map((line) => ({
      product: products.get(line.productId)!,
      quantity: line.quantity,
      money: line,
    })),
    productIds,
    money,
    totalEurCents: input.currency === 'EUR' ? money.totalCents : priced('EUR').totalCents,
    exchangeRate: rates[input.currency],
    deliveryDays: rule.deliveryDays,
  };
}

/** What the order would cost now, without writing anything (the cart's and checkout's summary). */
export async function quoteOrder(db: Db, input: PricingRequest): Promise<PricedCart> {
  if (input.lines === 'cart' && typeof input.userId !== 'number') {
    throw new Error('Quoting a server cart needs the userId');
  }
  const sentTotals = input.lines === 'cart' ? undefined : validateLines(input.lines);
  return priceRequest(db, input, sentTotals);
}

/** Step 1, price the cart; the shopper confirmed a total: a different one now is a 409 naming it. */
async function priceCart(
  trx: Trx,
  input: CreateOrderInput,
  sentTotals: Map<number, number> | undefined,
): Promise<PricedCart> {
  const cart = await priceRequest(
    trx,
    {
      lines: input.lines,
      userId: input.userId ?? null,
      currency: input.currency,
      language: input.language ?? 'en',
      country: input.shipping.country,
      customerType: input.customerType ?? 'person',
      vatId: input.vatId ?? null,
      ...(input.vies ? { vies: input.vies } : {}),
    },
    sentTotals,
  );
  const totalCents = cart.money.totalCents;
  if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== totalCents) {
    throw new AppError(409, 'price_changed', {
      total: formatCents(totalCents, input.currency, input.language ?? 'en'),
    });
  }
  return cart;
}

/**
 * Steps 2 and 3, check stock and reserve it: card orders and transfers within the reservation policy
 * (stock-holds.ts) take their units now and hold them until the returned time; a transfer placed
 * without a hold only needs the units to be there. Null: no hold.
 */
async function checkAndReserveStock(trx: Trx, input: CreateOrderInput, lines: PricedLine[]) {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const card = input.paymentMethod === 'payneteasy';
  const client = { email: input.email, clientKey: input.clientKey ?? null };
  if (card && input.unpaidCardLimits) await assertCardOrderAllowed(trx, client, input.unpaidCardLimits);
  const hold = card || (await transferMayHold(trx, { ...client, units }));
  if (!hold) {
    // Placed without a hold: the units are taken when the payment is confirmed.
    for (const { product, quantity } of lines)
      if (product.stock < quantity) throw outOfStock(product, product.stock);
    return null;
  }
  await takeStock(
    trx,
    lines.map(({ product, quantity }) => ({ product, quantity })),
    card,
  );
  return new Date(Date.now() + (card ? STOCK_HOLDS.cardHoldMs : STOCK_HOLDS.transferHoldMs)).toISOString();
}

/** Step 4, persist: the order, its lines and its first status, and the ordered lines out of the cart. */
async function persistOrder(
  trx: Trx,
  input: CreateOrderInput,
  key: string | null,
  cart: PricedCart,
  holdUntil: string | null,
): Promise<CreatedOrder> {
  const { lines, money } = cart;
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
    exchangeRate: cart.exchangeRate,
    subtotalCents: money.subtotalCents,
    shippingCents: money.shippingCents,
    totalCents: money.totalCents,
    totalEurCents: cart.totalEurCents,
    vatScheme: money.treatment.scheme,
    vatIdCheck: money.treatment.vatIdCheck,
    netCents: money.netCents,
    vatCents: money.vatCents,
    shippingNetCents: money.shippingNetCents,
    shippingVatCents: money.shippingVatCents,
    bulkyPerPiece: money.bulkyPerPiece ? 1 : 0,
    deliveryDays: cart.deliveryDays,
    customerType: input.customerType ?? 'person',
    company: input.company ?? null,
    vatNumber: input.vatId?.normalized ?? input.vatNumber ?? null,
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
    language: input.language ?? 'en',
    stockTaken: holdUntil === null ? 0 : 1,
    holdUntil,
    clientKey: input.clientKey ?? null,
  });
  await insertOrderItems(
    trx,
    lines.map(({ product, quantity, money: line }) => ({
      orderId,
      productId: product.id,
      offerId: product.offerId,
      supplierName: product.supplierName,
      name: product.name,
      nameEn: product.nameEn,
      namePl: product.namePl,
      partNumber: product.partNumber,
      image: firstImage(product.images),
      quantity,
      unitPriceCents: line.unitPriceCents,
      totalPriceCents: line.totalPriceCents,
      unitPriceEurCents: product.basePriceCents,
      bulkyClass: line.bulkyClass,
      surchargeCents: line.surchargeCents,
      netCents: line.netCents,
      vatRateBp: line.vatRateBp,
      vatCents: line.vatCents,
    })),
  );
  await insertOrderVatLines(
    trx,
    money.vatLines.map((vat) => ({ orderId, ...vat })),
  );
  await insertOrderStatusEvent(trx, { orderId, status: 'pending' });
  if (input.clearCart) await deleteCartLinesOfProducts(trx, input.userId ?? 0, cart.productIds);
  const order = await findOrderById(trx, orderId);
  if (!order) throw new AppError(500, 'internal_error');
  return { ...(await orderWithItems(trx, order)), replayed: false };
}

/**
 * Places an order in one transaction: price the cart, check and reserve the stock, persist. The same
 * idempotency key again answers the order it made (`replayed`); mailing is the caller's last step
 * (order-mails.ts), after the transaction.
 */
export async function createOrder(db: Db, input: CreateOrderInput): Promise<CreatedOrder> {
  const fromCart = input.lines === 'cart';
  if ((fromCart || input.clearCart) && typeof input.userId !== 'number') {
    throw new Error('Ordering from or clearing a server cart needs the userId');
  }
  // Checked before the transaction when the lines came with the request (a bad body writes nothing).
  const sentTotals = input.lines === 'cart' ? undefined : validateLines(input.lines);
  const key = input.idempotencyKey ?? null;
  try {
    return await db.transaction().execute(async (trx) => {
      const replayed = await replayedOrder(trx, key, input, sentTotals);
      if (replayed) return replayed;
      const cart = await priceCart(trx, input, sentTotals);
      const holdUntil = await checkAndReserveStock(trx, input, cart.lines);
      return persistOrder(trx, input, key, cart, holdUntil);
    });
  } catch (err) {
    // Only reachable if two connections raced on one key: answer the order the other one wrote.
    if (key !== null && isIdempotencyKeyClash(err)) {
      const replayed = await replayedOrder(db, key, input, sentTotals);
      if (replayed) return replayed;
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

/**
 * Moves an order along the one transition table (400 `invalid_status_transition` otherwise), inside
 * the caller's transaction: writes the status event and, for a cancellation, puts the stock back.
 * Answers the order as it is afterwards. Mails are the caller's, after the commit.
 */
export async function transitionOrderIn(
  trx: Db,
  orderId: number,
  to: OrderStatus,
  note: string | null = null,
): Promise<OrderWithItems> {
  const order = await findOrderById(trx, orderId);
  if (!order) throw notFound('order_not_found');
  assertTransition(order.status, to);
  // Conditional on the status read, so a change can never apply on top of another one.
  if (!(await updateOrderStatus(trx, orderId, order.status, to))) {
    throw new AppError(409, 'invalid_status_transition', { from: order.status, to });
  }
  await insertOrderStatusEvent(trx, { orderId, status: to, note });
  const items = await listOrderItems(trx, [orderId]);
  if (to === 'cancelled' && order.stockTaken === 1) {
    for (const item of items) await incrementStock(trx, item.productId, item.quantity);
    await setOrderStock(trx, orderId, { stockTaken: 0, holdUntil: null });
  }
  if (to === 'confirmed') {
    // Paid: an order placed without a hold (or whose hold ended) takes its units now.
    if (order.stockTaken === 0) {
      const products = new Map(
        (await listProductsForOrder(trx, [...new Set(items.map((i) => i.productId))])).map((p) => [p.id, p]),
      );
      await takeStock(
        trx,
        items.map((item) => ({
          product: products.get(item.productId) ?? {
            id: item.productId,
            name: item.name,
            nameEn: item.nameEn,
            namePl: item.namePl,
          },
          quantity: item.quantity,
        })),
        true,
      );
    }
    await setOrderStock(trx, orderId, { stockTaken: 1, holdUntil: null });
  }
  if (to === 'confirmed' && order.paymentMethod === 'bank_transfer') {
    // Staff confirm a transfer when its money has arrived: the payment is recorded with it.
    await updateOrderPaymentStatus(trx, orderId, 'approved');
  }
  const updated = await findOrderById(trx, orderId);
  if (!updated) throw new AppError(500, 'internal_error');
  // Paid: the invoice is issued with the payment; a paid order cancelled: its correcting invoice.
  if (to === 'confirmed') await issueInvoiceIn(trx, updated);
  if (to === 'cancelled') await issueCorrectionIn(trx, updated);
  return { ...updated, items };
}
