/**
 * What an order will cost before it is placed, and the published delivery rules. The quote is the
 * server's own pricing of the lines (sent, or the signed-in shopper's cart) for a delivery country
 * and buyer: lines, bulky surcharge and VAT, in the currency. The order itself is priced again when it
 * is placed (a different total then is the 409 `price_changed`).
 */
import { Type, type Static } from 'typebox';
import { Currency } from './currency.ts';
import { closed, defineRoute, ErrorBody, Id, Nullable, Text } from './define-route.ts';
import { BulkyClassSchema, DeliveryRulesBody } from './delivery-rules.ts';
import { CHECKOUT_COUNTRIES, VatBreakdownLine } from './orders.ts';
import { VAT_ID_CHECKS, VAT_SCHEMES } from './taxes.ts';

export const QuoteBody = Type.Object(
  {
    currency: Currency,
    /** The delivery country. */
    country: Type.Enum(CHECKOUT_COUNTRIES),
    customerType: Type.Optional(Type.Union([Type.Literal('person'), Type.Literal('company')])),
    /** A company's EU VAT ID; without a country prefix it is read for `billingCountry`. */
    vatNumber: Type.Optional(Nullable(Text(40))),
    billingCountry: Type.Optional(Type.Enum(CHECKOUT_COUNTRIES)),
    /** Guests' lines; absent: the signed-in shopper's cart. */
    lines: Type.Optional(
      Type.Array(
        Type.Object({ productId: Id, quantity: Type.Integer({ minimum: 1, maximum: 99 }) }, closed),
        { minItems: 1, maxItems: 200 },
      ),
    ),
  },
  closed,
);
export type QuoteBody = Static<typeof QuoteBody>;

export const QuoteLine = Type.Object({
  productId: Type.Integer(),
  quantity: Type.Integer(),
  unitPrice: Type.Number(),
  totalPrice: Type.Number(),
  netAmount: Type.Number(),
  vatRate: Type.Number(),
  vatAmount: Type.Number(),
  bulkyClass: BulkyClassSchema,
  bulkySurcharge: Type.Number(),
});

export const Quote = Type.Object({
  currency: Currency,
  country: Type.String(),
  vatScheme: Type.Enum(VAT_SCHEMES),
  vatIdCheck: Nullable(Type.Enum(VAT_ID_CHECKS)),
  lines: Type.Array(QuoteLine),
  subtotal: Type.Number(),
  /** The bulky surcharge: per piece to Poland, once per order elsewhere. */
  shipping: Type.Number(),
  bulkyPerPiece: Type.Boolean(),
  total: Type.Number(),
  netAmount: Type.Number(),
  vatAmount: Type.Number(),
  vatBreakdown: Type.Array(VatBreakdownLine),
  /** Working days ('2-3'). */
  deliveryDays: Type.String(),
});
export type Quote = Static<typeof Quote>;

export const quoteCheckout = defineRoute({
  method: 'POST',
  url: '/api/checkout/quote',
  access: 'public',
  schema: {
    body: QuoteBody,
    response: { 200: Quote, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
  },
});

/** The delivery rules as published: the information pages, the product page and the checkout read them. */
export const deliveryRules = defineRoute({
  method: 'GET',
  url: '/api/delivery-rules',
  access: 'public',
  schema: { response: { 200: DeliveryRulesBody } },
});
