/**
 * The checkout's quote (api/contract/pricing.ts `quoteCheckout`): the request built from the form's
 * choices, what a refused quote means for the form, and the order summary priced from the answer. The
 * server prices the order the same way when it is placed, so the quote's total is the `expectedTotal`
 * the checkout sends.
 */
import type { Currency } from '#api/contract/currency.ts';
import { vatIdOfCompany } from '#api/contract/form-rules.ts';
import type { Quote, QuoteBody } from '#api/contract/pricing.ts';
import { ApiError } from '../../lib/api-client.ts';
import { isNetworkError } from '../../lib/network.ts';
import {
  DEFAULT_COUNTRY,
  isCheckoutCountry,
  type CheckoutValues,
  type OrderLineInput,
} from './checkout-form.ts';
import type { OrderSummary } from './order-summary.ts';

/** The form's choices a quote depends on (besides the currency and the lines). */
export type QuoteInputs = Pick<
  CheckoutValues,
  'country' | 'customerType' | 'vatNumber' | 'sameAsShipping' | 'billingCountry'
>;

/**
 * The quote request: the delivery country and buyer; a company's VAT number when given (with the
 * billing country when the billing address differs: a number without its country prefix is read for
 * it); guests' lines (signed-in shoppers send none: the server quotes their server cart).
 */
export function buildQuoteRequest(
  inputs: QuoteInputs,
  context: { currency: Currency; lines?: readonly OrderLineInput[] },
): QuoteBody {
  const vatNumber = inputs.customerType === 'company' ? inputs.vatNumber.trim() : '';
  return {
    currency: context.currency,
    country: inputs.country,
    customerType: inputs.customerType,
    ...(vatNumber ? { vatNumber } : {}),
    ...(vatNumber && !inputs.sameAsShipping ? { billingCountry: inputs.billingCountry } : {}),
    ...(context.lines && context.lines.length > 0
      ? { lines: context.lines.map(({ productId, quantity }) => ({ productId, quantity })) }
      : {}),
  };
}

/**
 * The quote request of an order kept offline (its checkout request, order-intents.ts): the same
 * choices, read defensively (an intent may come from an older release). `lines`: a guest's cart (the
 * intent's own lines win); none for a signed-in shopper.
 */
export function quoteRequestOfIntent(
  body: Record<string, unknown>,
  context: { currency: Currency; lines?: readonly OrderLineInput[] },
): QuoteBody {
  const countryOf = (address: unknown) => {
    const country = (address as { country?: unknown } | undefined)?.country;
    return typeof country === 'string' && isCheckoutCountry(country) ? country : undefined;
  };
  const country = countryOf(body.shippingAddress) ?? DEFAULT_COUNTRY;
  const billingCountry = countryOf(body.billingAddress);
  const sentLines = Array.isArray(body.lines) ? (body.lines as OrderLineInput[]) : undefined;
  return buildQuoteRequest(
    {
      country,
      customerType: body.customerType === 'company' ? 'company' : 'person',
      vatNumber: typeof body.vatNumber === 'string' ? body.vatNumber : '',
      sameAsShipping: billingCountry === undefined,
      billingCountry: billingCountry ?? country,
    },
    // A guest's order carries its lines; a signed-in shopper's is their server cart.
    { currency: context.currency, lines: context.lines ? (sentLines ?? context.lines) : undefined },
  );
}

/** The fields a refused quote points at. */
export type QuoteField = 'country' | 'vatNumber';

/**
 * A VAT number the shared rule already refuses (format, check digits): no need to ask the server,
 * which would answer `invalid_vat_id` the same.
 */
export function localQuoteProblem(inputs: QuoteInputs): { field: QuoteField; code: 'invalid_vat_id' } | null {
  if (inputs.customerType !== 'company') return null;
  return vatIdOfCompany(inputs) === 'invalid' ? { field: 'vatNumber', code: 'invalid_vat_id' } : null;
}

const FIELD_OF_ERROR: Partial<Record<string, QuoteField>> = {
  country_not_offered: 'country',
  bulky_not_shipped: 'country',
  invalid_vat_id: 'vatNumber',
};

export type QuoteFailure =
  /** The order cannot be placed with these choices: the server's message goes next to the field. */
  | { kind: 'refused'; field: QuoteField; message: string }
  /** No answer: the page prices the cart itself until the connection is back. */
  | { kind: 'offline' }
  /** Any other failure: priced by the page too; the server prices the order when it is placed. */
  | { kind: 'failed' };

export function quoteFailure(error: unknown): QuoteFailure {
  if (error instanceof ApiError) {
    const field = error.status === 400 && error.body ? FIELD_OF_ERROR[error.body.error] : undefined;
    return field && error.body ? { kind: 'refused', field, message: error.body.message } : { kind: 'failed' };
  }
  return isNetworkError(error) ? { kind: 'offline' } : { kind: 'failed' };
}

/** Where the summary's money comes from. */
export type SummaryPricing =
  /** The server's quote for the form's choices; `updating`: it is for earlier choices, a new one is on its way. */
  | { source: 'quote'; quote: Quote; updating: boolean }
  /** The page's own pricing of the cart (offline, or the quote failed): surcharges and VAT unknown. */
  | { source: 'estimate'; reason: 'offline' | 'failed' }
  /** The choices cannot be ordered (a country, bulky items, a VAT number): submit is blocked. */
  | { source: 'refused'; field: QuoteField; message: string };

/** The quote's state for the form: a pricing, or the first answer still to come. */
export type QuoteState = { source: 'loading' } | SummaryPricing;

export type SummaryState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; summary: OrderSummary; pricing?: SummaryPricing };

/**
 * The order summary as the quote prices it: the cart's rows in their order with the quote's line
 * totals (net for reverse charge and export), its subtotal, surcharge and total.
 */
export function summaryFromQuote(base: OrderSummary, quote: Quote): OrderSummary {
  const quoted = new Map(quote.lines.map((line) => [line.productId, line]));
  return {
    ...base,
    rows: base.rows.map((row) => {
      const line = row.kind === 'available' ? quoted.get(row.productId) : undefined;
      return line && row.kind === 'available' ? { ...row, lineTotal: line.totalPrice } : row;
    }),
    currency: quote.currency,
    subtotal: quote.subtotal,
    shipping: quote.shipping,
    total: quote.total,
  };
}

/** The page's summary (catalogue prices) with the quote's state applied. */
export function pricedSummary(base: SummaryState, quote: QuoteState): SummaryState {
  if (base.status !== 'ready') return base;
  if (quote.source === 'loading') return { status: 'loading' };
  if (quote.source === 'quote') {
    return { status: 'ready', summary: summaryFromQuote(base.summary, quote.quote), pricing: quote };
  }
  return { ...base, pricing: quote };
}

/** The total may be sent: a quote for the current choices, or the page's own estimate. */
export type PricingCheck =
  | { ok: true }
  | { ok: false; reason: 'updating' }
  | { ok: false; reason: 'refused'; field: QuoteField; message: string };

export function pricingCheck(pricing: SummaryPricing | undefined): PricingCheck {
  if (pricing?.source === 'refused')
    return { ok: false, reason: 'refused', field: pricing.field, message: pricing.message };
  if (pricing?.source === 'quote' && pricing.updating) return { ok: false, reason: 'updating' };
  return { ok: true };
}
