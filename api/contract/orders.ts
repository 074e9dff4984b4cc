/**
 * Orders, checkout, tracking and returns. Orders are built on the server from
 * product ids and quantities only: a sent amount is compared with the server's total and refused when
 * it differs, never used. Money leaves the API as decimals in the order's currency.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { Currency } from './currency.ts';
import { closed, defineRoute, ErrorBody, Id, IdParams, Nullable, Text } from './define-route.ts';
import { BulkyClassSchema } from './delivery-rules.ts';
import { idempotencyErrors } from './idempotency.ts';
import { VAT_SCHEMES } from './taxes.ts';

/** VAT of one rate: percent (23, 25.5, 0) and the amounts in the order's currency. */
export const VatBreakdownLine = Type.Object({
  rate: Type.Number(),
  net: Type.Number(),
  vat: Type.Number(),
  gross: Type.Number(),
});
export type VatBreakdownLine = Static<typeof VatBreakdownLine>;

export const InvoiceSummary = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  kind: Type.Union([Type.Literal('invoice'), Type.Literal('correction')]),
  issuedAt: Type.String(),
});
export type InvoiceSummary = Static<typeof InvoiceSummary>;

/** Request bodies refuse unknown fields (see api/contract/cart.ts for why not additionalProperties). */

export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export const OrderStatus = Type.Enum(ORDER_STATUSES);
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PaymentMethod = Type.Union([Type.Literal('payneteasy'), Type.Literal('bank_transfer')]);
export type PaymentMethod = Static<typeof PaymentMethod>;
export const PaymentStatus = Type.Enum(['pending', 'approved', 'declined', 'error']);

/**
 * Countries offered at checkout: those the shop publishes delivery rules for, plus GB (an admin may
 * publish a rule for it). PL, the default, first; the rest by code.
 */
export const CHECKOUT_COUNTRIES = [
  'PL',
  'AT',
  'BA',
  'BE',
  'BG',
  'CH',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'NL',
  'NO',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number];
const Country = Type.Enum(CHECKOUT_COUNTRIES);

/** Return window after delivery, in days. */
export const RETURN_WINDOW_DAYS = 30;
export const RETURN_REASONS = ['wrong_part', 'not_needed', 'damaged', 'defective', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** The one return transition table: requested -> approved | rejected; approved -> received -> refunded. */
export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly Exclude<ReturnStatus, 'requested'>[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  received: ['refunded'],
  rejected: [],
  refunded: [],
};

/** Order numbers look like PP-7Q2M9XK4TB; anything else cannot be one. */
export const ORDER_NUMBER_PATTERN = '^PP-[0-9A-HJKMNP-TV-Z]{10}$';
const OrderNumberText = Type.String({ maxLength: 40 });

export const OrderAddress = Type.Object(
  {
    firstName: Text(100),
    lastName: Text(100),
    address: Text(200),
    city: Text(100),
    postalCode: Text(20),
    country: Country,
  },
  closed,
);
export type OrderAddress = Static<typeof OrderAddress>;

const OrderLine = Type.Object({ productId: Id, quantity: Type.Integer({ minimum: 1, maximum: 99 }) }, closed);

const ItemProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  namePl: Nullable(Type.String()),
  partNumber: Type.String(),
  images: Type.Array(Type.String()),
});

export const OrderItem = Type.Object({
  id: Type.Integer(),
  quantity: Type.Integer(),
  unitPrice: Type.Number(),
  totalPrice: Type.Number(),
  product: ItemProduct,
  offer: Nullable(Type.Object({ supplier: Type.Object({ name: Type.String() }) })),
  /** How many of this line can still be returned (0 unless the order is within its return window). */
  returnableQuantity: Type.Integer(),
  /** The line's net, VAT rate (percent, 23 or 25.5) and VAT: net + VAT = totalPrice. */
  netAmount: Type.Number(),
  vatRate: Type.Number(),
  vatAmount: Type.Number(),
  bulkyClass: BulkyClassSchema,
  /** The line's per-piece bulky surcharge (deliveries to Poland), included in the order's shipping. */
  bulkySurcharge: Type.Number(),
});
export type OrderItem = Static<typeof OrderItem>;

export const StatusEvent = Type.Object({ status: OrderStatus, createdAt: Type.String() });
export type StatusEvent = Static<typeof StatusEvent>;

export const ReturnItem = Type.Object({
  orderItemId: Type.Integer(),
  quantity: Type.Integer(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  namePl: Nullable(Type.String()),
  partNumber: Type.String(),
});

export const Return = Type.Object({
  id: Type.Integer(),
  returnNumber: Type.String(),
  orderId: Type.Integer(),
  orderNumber: Type.String(),
  status: Type.Enum(RETURN_STATUSES),
  reason: Type.Enum(RETURN_REASONS),
  comment: Nullable(Type.String()),
  /** Staff's note on the decision (refund credit note, replacement, why rejected). */
  resolutionNote: Nullable(Type.String()),
  createdAt: Type.String(),
  items: Type.Array(ReturnItem),
});
export type Return = Static<typeof Return>;

export const Order = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.String(),
  status: OrderStatus,
  paymentMethod: PaymentMethod,
  paymentStatus: PaymentStatus,
  createdAt: Type.String(),
  currency: Currency,
  subtotalAmount: Type.Number(),
  shippingAmount: Type.Number(),
  totalAmount: Type.Number(),
  email: Type.String(),
  phone: Type.String(),
  customerType: Type.Union([Type.Literal('person'), Type.Literal('company')]),
  company: Nullable(Type.String()),
  vatNumber: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  shippingAddress: OrderAddress,
  billingAddress: OrderAddress,
  items: Type.Array(OrderItem),
  /** The order's real status changes, oldest first. */
  history: Type.Array(StatusEvent),
  returns: Type.Array(Return),
  /** The last day a return can be requested (ISO time), null unless delivered. */
  returnableUntil: Nullable(Type.String()),
  /** Set once the order is shipped. */
  carrier: Nullable(Type.String()),
  trackingNumber: Nullable(Type.String()),
  /** A pending order's units are set aside for it (until `reservedUntil` when it is unpaid). */
  stockReserved: Type.Boolean(),
  reservedUntil: Nullable(Type.String()),
  /** How VAT applies (api/contract/taxes.ts) and the order's net and VAT, per rate. */
  vatScheme: Type.Enum(VAT_SCHEMES),
  netAmount: Type.Number(),
  vatAmount: Type.Number(),
  vatBreakdown: Type.Array(VatBreakdownLine),
  /** The shipping amount is the bulky surcharge: per piece (Poland) or once per order. */
  bulkyPerPiece: Type.Boolean(),
  /** The published delivery time to the shipping country, in working days ('2-3'). */
  deliveryDays: Nullable(Type.String()),
  /** Issued once the order is paid; a cancelled paid order also has its correcting invoice. */
  invoices: Type.Array(InvoiceSummary),
});
export type Order = Static<typeof Order>;

const orderErrors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

/**
 * What both checkouts share. Guests send `email`, `phone` and `lines`; signed-in shoppers order their
 * server cart (`lines` refused) and `email`/`phone` default to the account's. No `lines` without a
 * session is a 401 `unauthorized`: the account whose cart was meant has been signed out.
 */
const CheckoutFields = {
  email: Type.Optional(Text(254)),
  phone: Type.Optional(Text(40)),
  customerType: Type.Optional(Type.Union([Type.Literal('person'), Type.Literal('company')])),
  company: Type.Optional(Nullable(Text(200))),
  vatNumber: Type.Optional(Nullable(Text(40))),
  notes: Type.Optional(Nullable(Text(2000))),
  currency: Currency,
  lines: Type.Optional(Type.Array(OrderLine, { minItems: 1, maxItems: 200 })),
};

/** A client-generated key for one submit (a UUID fits). */
const OrderReference = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** The documented offline order request (paymentMethod bank_transfer). */
export const OfflineOrderBody = Type.Object(
  {
    ...CheckoutFields,
    shippingAddress: OrderAddress,
    /** Absent: same as shipping. */
    billingAddress: Type.Optional(OrderAddress),
    paymentMethod: Type.Literal('bank_transfer'),
    /** What the shopper saw; a different server total is a 409 `price_changed`. */
    totalAmount: Type.Optional(Type.Number({ minimum: 0 })),
    /** Generated once per submit by the client: a retry with it answers the same order. */
    orderReference: Type.Optional(OrderReference),
  },
  closed,
);
export type OfflineOrderBody = Static<typeof OfflineOrderBody>;

/**
 * Deprecated: `POST /api/checkout` with `paymentMethod: 'bank_transfer'` replaces it; kept working for
 * one release, answered with `Deprecation` and a `Link` to its successor.
 * Creates a pending bank-transfer order, mails the confirmation and the bank details, and clears the
 * signed-in shopper's cart. The same `orderReference` again answers the same order (a retried submit).
 * Takes `Idempotency-Key` (api/contract/idempotency.ts): the outbox's queued order intent, replayed,
 * gets the first answer and never a second order.
 */
export const createOrder = defineRoute({
  method: 'POST',
  url: '/api/orders',
  access: 'public',
  schema: {
    body: OfflineOrderBody,
    response: {
      201: Type.Object({ success: Type.Literal(true), order: Order }),
      ...orderErrors,
      ...idempotencyErrors,
    },
  },
});

/** How a checkout is paid: by card on the gateway's hosted page, or by bank transfer. */
export const CHECKOUT_PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

/** The checkout request: one field set for both ways to pay. */
export const CheckoutBody = Type.Object(
  {
    ...CheckoutFields,
    paymentMethod: Type.Enum(CHECKOUT_PAYMENT_METHODS),
    shippingAddress: OrderAddress,
    /** Absent: same as shipping. */
    billingAddress: Type.Optional(OrderAddress),
    /** What the shopper saw, in `currency`; a different server total is a 409 `price_changed`. */
    expectedTotal: Type.Optional(Type.Number({ minimum: 0 })),
  },
  closed,
);
export type CheckoutBody = Static<typeof CheckoutBody>;

/**
 * Places an order from the checkout. Bank transfer: a pending order, its confirmation and the bank
 * details by e-mail, answered with the order. Card: the order and its sale on the gateway, answered
 * with the hosted payment page to send the browser to. `Idempotency-Key` is required and is the one
 * duplicate guard: the same key again answers the same order (a retried submit, the outbox's replay).
 */
export const checkout = defineRoute({
  method: 'POST',
  url: '/api/checkout',
  access: 'public',
  schema: {
    body: CheckoutBody,
    response: {
      201: Type.Object({
        success: Type.Literal(true),
        paymentMethod: Type.Enum(CHECKOUT_PAYMENT_METHODS),
        orderNumber: Type.String(),
        /** Bank transfer: the order placed. */
        order: Type.Optional(Order),
        /** Card: the gateway's hosted payment page. */
        paymentUrl: Type.Optional(Type.String()),
      }),
      ...orderErrors,
      ...idempotencyErrors,
    },
  },
});

/** A signed-in shopper's own records at `url`: all of them, or one by id (another's answers 404). */
function ownRecords<T extends TSchema>(url: string, record: T) {
  return {
    list: defineRoute({
      method: 'GET',
      url,
      access: 'customer',
      schema: { response: { 200: Type.Array(record), 401: ErrorBody } },
    }),
    one: defineRoute({
      method: 'GET',
      url: `${url}/:id`,
      access: 'customer',
      schema: {
        params: IdParams,
        response: { 200: record, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    }),
  };
}

const ownOrders = ownRecords('/api/orders', Order);
export const listOrders = ownOrders.list;
export const getOrder = ownOrders.one;

/**
 * Order tracking: the order number plus the order's e-mail; a signed-in shopper's own order by its
 * number alone. Unknown number and wrong e-mail answer the same 404. Rate limited.
 */
export const trackOrder = defineRoute({
  method: 'POST',
  url: '/api/orders/track',
  access: 'public',
  schema: {
    body: Type.Object({ orderNumber: OrderNumberText, email: Type.Optional(Text(254)) }, closed),
    response: { 200: Order, ...orderErrors },
  },
});

export const ReturnBody = Type.Object(
  {
    orderNumber: OrderNumberText,
    /** Guests prove the order with its e-mail, as in tracking. */
    email: Type.Optional(Text(254)),
    reason: Type.Enum(RETURN_REASONS),
    comment: Type.Optional(Nullable(Text(2000))),
    items: Type.Array(
      Type.Object({ orderItemId: Id, quantity: Type.Integer({ minimum: 1, maximum: 99 }) }, closed),
      { minItems: 1, maxItems: 200 },
    ),
    /** Generated once per submit by the client: a retry with it answers the same return. */
    reference: Type.Optional(OrderReference),
  },
  closed,
);
export type ReturnBody = Static<typeof ReturnBody>;

/** Requests a return of delivered lines within 30 days; answers the return with its RMA number. */
export const createReturn = defineRoute({
  method: 'POST',
  url: '/api/returns',
  access: 'public',
  schema: { body: ReturnBody, response: { 201: Return, ...orderErrors } },
});

const ownReturns = ownRecords('/api/returns', Return);
export const listReturns = ownReturns.list;
export const getReturn = ownReturns.one;

/**
 * Back office: moves an order along the one transition table (the customer gets an e-mail); shipping
 * needs the carrier and tracking number.
 */
export const changeOrderStatus = defineRoute({
  method: 'PATCH',
  url: '/api/admin/orders/:id/status',
  access: 'admin',
  schema: {
    params: Type.Object({ id: Id }),
    body: Type.Object(
      {
        status: OrderStatus,
        note: Type.Optional(Nullable(Text(500))),
        /** Required when the order is shipped. */
        carrier: Type.Optional(Text(60)),
        trackingNumber: Type.Optional(Text(60)),
      },
      closed,
    ),
    response: { 200: Order, ...orderErrors },
  },
});

// ---- Card payments ---------------------------------------------------------------------------------

const PaymentAddress = Type.Object(
  {
    firstName: Text(100),
    lastName: Text(100),
    street: Text(200),
    city: Text(100),
    postalCode: Text(20),
    country: Country,
    /** The checkout sends state = city; kept for the gateway's shape, not stored. */
    state: Type.Optional(Text(100)),
  },
  closed,
);

/** The documented payment request, plus what an order needs that its shape lacks. */
export const PaymentBody = Type.Object(
  {
    ...CheckoutFields,
    /** What the shopper saw; a different server total is a 409 `price_changed`. */
    amount: Type.Optional(Type.Number({ minimum: 0 })),
    /** Generated once per submit by the client: a retry with it answers the same order and payment. */
    orderReference: OrderReference,
    customerEmail: Type.Optional(Text(254)),
    customerName: Type.Optional(Text(200)),
    shippingAddress: PaymentAddress,
    billingAddress: Type.Optional(PaymentAddress),
  },
  closed,
);
export type PaymentBody = Static<typeof PaymentBody>;

/**
 * Deprecated: `POST /api/checkout` with `paymentMethod: 'card'` replaces it; kept working for one
 * release, answered with `Deprecation` and a `Link` to its successor.
 * Creates the order and its card payment; the browser goes to `paymentUrl` (the hosted page). Takes
 * `Idempotency-Key` as well (api/contract/idempotency.ts).
 */
export const createPayment = defineRoute({
  method: 'POST',
  url: '/api/payments/create',
  access: 'public',
  schema: {
    body: PaymentBody,
    response: {
      200: Type.Object({
        success: Type.Literal(true),
        paymentUrl: Type.String(),
        orderNumber: Type.String(),
      }),
      ...orderErrors,
      ...idempotencyErrors,
      502: ErrorBody,
    },
  },
});

/** The payment status page's states: approved, declined, error, or processing. */
export const PAGE_PAYMENT_STATUSES = ['approved', 'declined', 'error', 'processing'] as const;
export type PagePaymentStatus = (typeof PAGE_PAYMENT_STATUSES)[number];

/** The server's truth about an order's payment (asks the gateway while it is not final). */
export const getPaymentStatus = defineRoute({
  method: 'GET',
  url: '/api/payments/status/:order',
  access: 'public',
  schema: {
    params: Type.Object({ order: OrderNumberText }),
    /** From the status page's address (the gateway's way back); a signed-in owner needs none. */
    querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 64 })) }),
    response: {
      200: Type.Object({
        success: Type.Boolean(),
        status: Type.Enum(PAGE_PAYMENT_STATUSES),
        orderNumber: Type.String(),
        paymentMethod: PaymentMethod,
      }),
      400: ErrorBody,
      404: ErrorBody,
    },
  },
});

/**
 * The payment gateway's side: its browser redirect back to the shop and its server-to-server
 * callback, each as GET or POST (a form); both are proven by the gateway's control signature, not by
 * a session. The shop answers the redirect with a 303 to the payment status page, the callback with
 * plain text `OK` or `REFUSED`.
 */
const GatewayFields = Type.Record(Type.String(), Type.Unknown());
const gatewayRoute = <const M extends 'GET' | 'POST', const U extends string>(method: M, url: U) =>
  defineRoute({ method, url, access: 'public', schema: { querystring: GatewayFields, response: {} } });

export const PAYMENT_RETURN_PATH = '/api/payments/return';
export const PAYMENT_CALLBACK_PATH = '/api/payments/callback';
export const paymentReturnGet = gatewayRoute('GET', PAYMENT_RETURN_PATH);
export const paymentReturnPost = gatewayRoute('POST', PAYMENT_RETURN_PATH);
export const paymentCallbackGet = gatewayRoute('GET', PAYMENT_CALLBACK_PATH);
export const paymentCallbackPost = gatewayRoute('POST', PAYMENT_CALLBACK_PATH);

/** The sandbox gateway's own payment page (no card data), and the approve/decline it posts. */
export const PAYMENT_SANDBOX_PATH = '/api/payments/sandbox';
const SandboxParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const sandboxPaymentPage = defineRoute({
  method: 'GET',
  url: `${PAYMENT_SANDBOX_PATH}/:id`,
  access: 'public',
  schema: { params: SandboxParams, response: {} },
});
export const sandboxPaymentDecision = defineRoute({
  method: 'POST',
  url: `${PAYMENT_SANDBOX_PATH}/:id`,
  access: 'public',
  schema: {
    params: SandboxParams,
    body: Type.Object({ decision: Type.Union([Type.Literal('approved'), Type.Literal('declined')]) }),
    response: {},
  },
});
