/**
 * The checkout's quote: the request the form's choices make (and what the real server answers to it:
 * surcharges per piece to Poland and once per order elsewhere, VAT by destination and buyer, the
 * refusals the form shows under their fields) and the summary it prices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote, QuoteBody } from '#api/contract/pricing.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { ApiError, NoAnswerError } from '../../lib/api-client.ts';
import { createTranslator } from '../../lib/i18n.ts';
import { buildApiProduct } from '../../test/factories.ts';
import { buildCheckoutBody, emptyCheckoutValues, type CheckoutValues } from './checkout-form.ts';
import {
  buildQuoteRequest,
  localQuoteProblem,
  pricedSummary,
  pricingCheck,
  quoteFailure,
  quoteRequestOfIntent,
  summaryFromQuote,
  type QuoteInputs,
} from './checkout-quote.ts';
import { buildOrderSummary } from './order-summary.ts';

const en = createTranslator('en');
const pl = createTranslator('pl');

const inputs = (patch: Partial<QuoteInputs> = {}): QuoteInputs => {
  const { country, customerType, vatNumber, sameAsShipping, billingCountry } = emptyCheckoutValues();
  return { country, customerType, vatNumber, sameAsShipping, billingCountry, ...patch };
};
const lines = [
  { productId: 7, quantity: 2 },
  { productId: 3, quantity: 1 },
];

describe('buildQuoteRequest', () => {
  it('asks for a person in the delivery country with the guest’s lines', () => {
    expect(buildQuoteRequest(inputs({ country: 'FR' }), { currency: 'PLN', lines })).toEqual({
      currency: 'PLN',
      country: 'FR',
      customerType: 'person',
      lines,
    });
  });

  it('sends no lines for a signed-in shopper (the server quotes their cart)', () => {
    expect(buildQuoteRequest(inputs(), { currency: 'EUR' })).toEqual({
      currency: 'EUR',
      country: 'PL',
      customerType: 'person',
    });
    expect(buildQuoteRequest(inputs(), { currency: 'EUR', lines: [] })).not.toHaveProperty('lines');
  });

  it('sends a company’s trimmed VAT number, and the billing country only when billing differs', () => {
    const company = inputs({ customerType: 'company', country: 'DE', vatNumber: ' DE136695976 ' });
    expect(buildQuoteRequest(company, { currency: 'EUR' })).toEqual({
      currency: 'EUR',
      country: 'DE',
      customerType: 'company',
      vatNumber: 'DE136695976',
    });
    const billedElsewhere = { ...company, sameAsShipping: false, billingCountry: 'AT' as const };
    expect(buildQuoteRequest(billedElsewhere, { currency: 'EUR' })).toMatchObject({ billingCountry: 'AT' });
    // Without a VAT number the billing country changes nothing: not sent, not quoted again.
    expect(buildQuoteRequest({ ...billedElsewhere, vatNumber: ' ' }, { currency: 'EUR' })).toEqual({
      currency: 'EUR',
      country: 'DE',
      customerType: 'company',
    });
  });

  it('ignores a VAT number a private person left in the form', () => {
    expect(buildQuoteRequest(inputs({ vatNumber: 'DE136695976' }), { currency: 'EUR' })).not.toHaveProperty(
      'vatNumber',
    );
  });
});

describe('quoteRequestOfIntent', () => {
  const values: CheckoutValues = {
    ...emptyCheckoutValues(),
    customerType: 'company',
    company: 'Teile GmbH',
    vatNumber: '136695976',
    country: 'DE',
    sameAsShipping: false,
    billingCountry: 'DE',
    paymentMethod: 'bank_transfer',
  };

  it('asks for the same as the form did when the order was kept', () => {
    const body = buildCheckoutBody(values, { total: 1, currency: 'EUR', lines }) as Record<string, unknown>;
    expect(quoteRequestOfIntent(body, { currency: 'GBP', lines: [{ productId: 1, quantity: 1 }] })).toEqual(
      buildQuoteRequest(values, { currency: 'GBP', lines }),
    );
    // A signed-in shopper's kept order: their server cart.
    expect(quoteRequestOfIntent(body, { currency: 'EUR' })).not.toHaveProperty('lines');
  });

  it('reads an intent of an older release without the choices as a person in Poland', () => {
    expect(quoteRequestOfIntent({ totalAmount: 5, orderReference: 'x' }, { currency: 'EUR', lines })).toEqual(
      {
        currency: 'EUR',
        country: 'PL',
        customerType: 'person',
        lines,
      },
    );
  });
});

describe('localQuoteProblem', () => {
  it('refuses a company’s VAT number the shared rule refuses, before asking the server', () => {
    const company = inputs({ customerType: 'company', country: 'DE' });
    expect(localQuoteProblem({ ...company, vatNumber: 'DE136695977' })).toEqual({
      field: 'vatNumber',
      code: 'invalid_vat_id',
    });
    expect(localQuoteProblem({ ...company, vatNumber: 'DE136695976' })).toBeNull();
    expect(localQuoteProblem({ ...company, vatNumber: '' })).toBeNull();
    expect(localQuoteProblem({ ...inputs(), vatNumber: 'DE136695977' })).toBeNull();
  });
});

describe('quoteFailure', () => {
  const refusal = (status: number, error: string, message = 'Because.') =>
    new ApiError(status, 'Bad Request', JSON.stringify({ error, message }));

  it('points a refusal at the field to change, with the server’s message', () => {
    expect(quoteFailure(refusal(400, 'bulky_not_shipped', 'Not to Ireland'))).toEqual({
      kind: 'refused',
      field: 'country',
      message: 'Not to Ireland',
    });
    expect(quoteFailure(refusal(400, 'country_not_offered'))).toMatchObject({ field: 'country' });
    expect(quoteFailure(refusal(400, 'invalid_vat_id'))).toMatchObject({ field: 'vatNumber' });
  });

  it('falls back to the page’s own prices without an answer or on any other failure', () => {
    expect(quoteFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
    expect(quoteFailure(new NoAnswerError())).toEqual({ kind: 'offline' });
    expect(quoteFailure(refusal(400, 'order_product_unavailable'))).toEqual({ kind: 'failed' });
    expect(quoteFailure(refusal(429, 'rate_limited'))).toEqual({ kind: 'failed' });
    expect(quoteFailure(new ApiError(502, 'Bad Gateway', '<html>'))).toEqual({ kind: 'failed' });
  });
});

describe('the summary priced by the quote', () => {
  const products = [
    buildApiProduct(7, { displayPrice: 123, displayCurrency: 'EUR' }),
    buildApiProduct(3, { displayPrice: 12.3, displayCurrency: 'EUR' }),
  ];
  const base = buildOrderSummary(lines, products, 'EUR');
  const quoteLine = (productId: number, quantity: number, totalPrice: number) => ({
    productId,
    quantity,
    unitPrice: totalPrice / quantity,
    totalPrice,
    netAmount: totalPrice,
    vatRate: 0,
    vatAmount: 0,
    bulkyClass: 'none' as const,
    bulkySurcharge: 0,
  });
  // Export to Switzerland: charged net, the surcharge once per order.
  const swiss: Quote = {
    currency: 'EUR',
    country: 'CH',
    vatScheme: 'export',
    vatIdCheck: null,
    lines: [quoteLine(3, 1, 10), quoteLine(7, 2, 200)],
    subtotal: 210,
    shipping: 21.91,
    bulkyPerPiece: false,
    total: 231.91,
    netAmount: 231.91,
    vatAmount: 0,
    vatBreakdown: [{ rate: 0, net: 231.91, vat: 0, gross: 231.91 }],
    deliveryDays: '3-7',
  };

  it('keeps the cart’s rows and names, with the quote’s line totals and totals', () => {
    const priced = summaryFromQuote(base, swiss);
    expect(base.total).toBe(258.3);
    expect(
      priced.rows.map((row) => (row.kind === 'available' ? [row.productId, row.lineTotal] : [])),
    ).toEqual([
      [7, 200],
      [3, 10],
    ]);
    expect(priced).toMatchObject({ subtotal: 210, shipping: 21.91, total: 231.91, itemCount: 3 });
  });

  it('waits for the first quote, then shows it; a refusal or a fallback keeps the page’s figures', () => {
    const ready = { status: 'ready' as const, summary: base };
    expect(pricedSummary(ready, { source: 'loading' })).toEqual({ status: 'loading' });
    expect(pricedSummary({ status: 'loading' }, { source: 'loading' })).toEqual({ status: 'loading' });
    const quoted = pricedSummary(ready, { source: 'quote', quote: swiss, updating: false });
    expect(quoted.status === 'ready' && quoted.summary.total).toBe(231.91);
    const offline = pricedSummary(ready, { source: 'estimate', reason: 'offline' });
    expect(offline).toEqual({ ...ready, pricing: { source: 'estimate', reason: 'offline' } });
  });

  it('lets an order go with a settled quote or the page’s estimate, not while updating or refused', () => {
    expect(pricingCheck({ source: 'quote', quote: swiss, updating: false })).toEqual({ ok: true });
    expect(pricingCheck({ source: 'estimate', reason: 'failed' })).toEqual({ ok: true });
    expect(pricingCheck(undefined)).toEqual({ ok: true });
    expect(pricingCheck({ source: 'quote', quote: swiss, updating: true })).toEqual({
      ok: false,
      reason: 'updating',
    });
    expect(pricingCheck({ source: 'refused', field: 'country', message: 'No.' })).toEqual({
      ok: false,
      reason: 'refused',
      field: 'country',
      message: 'No.',
    });
  });
});

describe('the server answers the requests the form builds', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let bumper = 0;
  let sparkPlug = 0;
  beforeAll(async () => {
    t = await createTestApp();
    // Straight into the test database (web/ imports nothing from db/): only what a quote reads.
    const insert = async (partNumber: string, basePriceCents: number, bulkyClass: 'none' | 'medium') =>
      (
        await t.db
          .insertInto('products')
          .values({
            name: partNumber,
            partNumber,
            partNumberNorm: partNumber,
            basePriceCents,
            stock: 100,
            bulkyClass,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    bumper = await insert('BUMPER1', 12300, 'medium');
    sparkPlug = await insert('PLUG1', 1230, 'none');
  });
  afterAll(async () => t.close());

  const quote = (body: QuoteBody, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      payload: body,
      headers: { 'x-language': language },
    });
  const request = (patch: Partial<QuoteInputs>, quantity = 1) =>
    buildQuoteRequest(inputs(patch), {
      currency: 'EUR',
      lines: [
        { productId: bumper, quantity },
        { productId: sparkPlug, quantity: 1 },
      ],
    });

  it('per piece to Poland, once per order to France, net to Switzerland', async () => {
    const poland = await quote(request({}, 2));
    expect(poland.statusCode, poland.body).toBe(200);
    expect(poland.json()).toMatchObject({
      vatScheme: 'domestic',
      shipping: 20,
      bulkyPerPiece: true,
      total: 278.3,
      deliveryDays: '2',
    });
    expect(poland.json().vatBreakdown).toEqual([{ rate: 23, net: 226.26, vat: 52.04, gross: 278.3 }]);

    const france = (await quote(request({ country: 'FR' }, 2))).json();
    expect(france).toMatchObject({
      vatScheme: 'oss',
      shipping: 36.95,
      bulkyPerPiece: false,
      deliveryDays: '3',
    });

    const swiss = (await quote(request({ country: 'CH' }))).json();
    expect(swiss).toMatchObject({ vatScheme: 'export', subtotal: 110, vatAmount: 0 });
    expect(swiss.total).toBeLessThan(123 + 12.3 + 26.95);
  });

  it('reverse charge for an EU company with a valid VAT ID elsewhere in the EU', async () => {
    const company = (
      await quote(request({ country: 'DE', customerType: 'company', vatNumber: 'DE136695976' }))
    ).json();
    expect(company).toMatchObject({
      vatScheme: 'reverse_charge',
      subtotal: 110,
      shipping: 46.34,
      total: 156.34,
    });
  });

  it('refuses what the form shows under its fields, with the words the form uses', async () => {
    const ireland = await quote(request({ country: 'IE' }));
    expect(quoteFailure(new ApiError(ireland.statusCode, '', ireland.body))).toMatchObject({
      kind: 'refused',
      field: 'country',
    });
    const britain = await quote(request({ country: 'GB' }));
    expect(quoteFailure(new ApiError(britain.statusCode, '', britain.body))).toMatchObject({
      kind: 'refused',
      field: 'country',
    });
    for (const [language, translate] of [
      ['en', en],
      ['pl', pl],
    ] as const) {
      const vat = await quote(
        request({ country: 'DE', customerType: 'company', vatNumber: 'DE136695977' }),
        language,
      );
      expect(quoteFailure(new ApiError(vat.statusCode, '', vat.body))).toEqual({
        kind: 'refused',
        field: 'vatNumber',
        message: translate('form.invalid_vat_id'),
      });
    }
  });
});
