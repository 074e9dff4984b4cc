/** The summary's money: surcharge or free delivery, VAT per rate or the net wording, delivery time. */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Quote } from '#api/contract/pricing.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import type { SummaryPricing } from '../checkout-quote.ts';
import type { OrderSummary } from '../order-summary.ts';
import { SummaryFigures } from './checkout-summary.tsx';

const poland: Quote = {
  currency: 'EUR',
  country: 'PL',
  vatScheme: 'domestic',
  vatIdCheck: null,
  lines: [],
  subtotal: 123,
  shipping: 10,
  bulkyPerPiece: true,
  total: 133,
  netAmount: 108.13,
  vatAmount: 24.87,
  vatBreakdown: [{ rate: 23, net: 108.13, vat: 24.87, gross: 133 }],
  deliveryDays: '2',
};
const summaryOf = (quote: Quote): OrderSummary => ({
  rows: [],
  currency: quote.currency,
  itemCount: 1,
  subtotal: quote.subtotal,
  shipping: quote.shipping,
  total: quote.total,
  hasUnavailable: false,
});
const render = (quote: Quote, pricing: SummaryPricing = { source: 'quote', quote, updating: false }) =>
  renderToStaticMarkup(<SummaryFigures summary={summaryOf(quote)} pricing={pricing} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

afterEach(() => usePreferences.setState({ language: 'en' }));

describe('SummaryFigures', () => {
  it('shows the surcharge per piece to Poland, VAT per rate and the delivery time', () => {
    const text = render(poland);
    expect(text).toContain('Bulky-goods surcharge (per piece) €10.00');
    expect(text).toContain('Total €133.00');
    expect(text).toContain('VAT 23 % €24.87');
    expect(text).toContain('Net amount €108.13');
    expect(text).toContain('Estimated delivery: 2 working days');
  });

  it('says delivery is free without bulky items, and the once-per-order surcharge elsewhere', () => {
    expect(render({ ...poland, shipping: 0, total: 123 })).toContain('Delivery Free');
    const france = { ...poland, country: 'FR', shipping: 36.95, bulkyPerPiece: false, deliveryDays: '3' };
    expect(render(france)).toContain('Bulky-goods surcharge (once per order) €36.95');
    expect(render(france)).toContain('Estimated delivery: 3 working days');
  });

  it('words reverse charge and export instead of VAT figures', () => {
    const net = { ...poland, vatAmount: 0, vatBreakdown: [{ rate: 0, net: 133, vat: 0, gross: 133 }] };
    const reverse = render({ ...net, vatScheme: 'reverse_charge' });
    expect(reverse).toContain('Reverse charge: VAT to be accounted for by the buyer');
    expect(reverse).not.toContain('VAT 0');
    expect(render({ ...net, vatScheme: 'export' })).toContain('Export outside the EU: no VAT');
  });

  it('says it in Polish', () => {
    usePreferences.setState({ language: 'pl' });
    const text = render({ ...poland, deliveryDays: '3-5' });
    expect(text).toContain('Dopłata za towar gabarytowy (za sztukę) €10,00');
    expect(text).toContain('VAT 23%');
    expect(text).toContain('Szacowany czas dostawy: 3–5 dni roboczych');
  });

  it('without a quote: the page’s total and a note; a refusal: its reason and no total', () => {
    const offline = render(poland, { source: 'estimate', reason: 'offline' });
    expect(offline).toContain('Total');
    expect(offline).toContain('confirmed when you are online again');
    expect(offline).not.toContain('Estimated delivery');
    const refused = render(poland, { source: 'refused', field: 'country', message: 'Not to Ireland.' });
    expect(refused).toContain('Not to Ireland.');
    expect(refused).not.toContain('Total');
  });
});
