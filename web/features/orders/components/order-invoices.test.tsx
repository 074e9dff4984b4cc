/** The order page's money list and invoices panel as rendered, and what a failed download says. */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '#api/contract/orders.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { createTranslator } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { hasInvoicePanel, invoiceErrorText, OrderInvoices } from './order-invoices.tsx';
import { OrderTotals } from './order-totals.tsx';

const en = createTranslator('en');
const pl = createTranslator('pl');

const address = {
  firstName: 'Anna',
  lastName: 'Nowak',
  address: 'ul. Prosta 12',
  city: 'Warszawa',
  postalCode: '00-850',
  country: 'PL' as const,
};

function order(fields: Partial<Order> = {}): Order {
  return {
    id: 7,
    orderNumber: 'PP-7Q2M9XK4TB',
    status: 'pending',
    paymentMethod: 'bank_transfer',
    paymentStatus: 'pending',
    createdAt: '2026-03-14T10:00:00.000Z',
    currency: 'EUR',
    subtotalAmount: 100,
    shippingAmount: 23,
    totalAmount: 123,
    email: 'anna@example.com',
    phone: '+48 600 100 200',
    customerType: 'person',
    company: null,
    vatNumber: null,
    notes: null,
    shippingAddress: address,
    billingAddress: address,
    items: [],
    history: [],
    returns: [],
    returnableUntil: null,
    carrier: null,
    trackingNumber: null,
    stockReserved: false,
    reservedUntil: null,
    vatScheme: 'domestic',
    netAmount: 100,
    vatAmount: 23,
    vatBreakdown: [{ rate: 23, net: 100, vat: 23, gross: 123 }],
    bulkyPerPiece: true,
    deliveryDays: '2-3',
    invoices: [],
    ...fields,
  };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const noFetch = () => Promise.reject(new Error('not in this test'));

afterEach(() => usePreferences.setState({ language: 'en' }));

describe('OrderTotals', () => {
  it('lists the breakdown and the delivery time', () => {
    expect(text(renderToStaticMarkup(<OrderTotals order={order()} />))).toBe(
      'Subtotal €100.00 Bulky-goods surcharge (per piece) €23.00 Net amount €100.00 VAT 23 % €23.00 ' +
        'Total €123.00 Estimated delivery 2–3 working days',
    );
  });

  it('speaks Polish, with the plural of the upper bound', () => {
    usePreferences.setState({ language: 'pl' });
    const html = renderToStaticMarkup(<OrderTotals order={order({ deliveryDays: '3-5' })} />);
    expect(text(html)).toContain('Szacowany czas dostawy 3–5 dni roboczych');
  });

  it('words reverse charge as a note, its term for screen readers only', () => {
    const html = renderToStaticMarkup(
      <OrderTotals order={order({ vatScheme: 'reverse_charge', shippingAmount: 0, deliveryDays: null })} />,
    );
    expect(html).toContain('<dt class="sr-only">VAT</dt>');
    expect(text(html)).toBe(
      'Delivery Free VAT Reverse charge: VAT to be accounted for by the buyer Total €123.00',
    );
  });
});

describe('OrderInvoices', () => {
  it('offers a download button per invoice, the correcting one too', () => {
    const html = renderToStaticMarkup(
      <OrderInvoices
        order={order({
          status: 'cancelled',
          paymentStatus: 'approved',
          invoices: [
            { id: 1, number: 'FV/2026/000123', kind: 'invoice', issuedAt: '2026-03-15T09:00:00.000Z' },
            { id: 2, number: 'FK/2026/000004', kind: 'correction', issuedAt: '2026-03-16T09:00:00.000Z' },
          ],
        })}
        fetchInvoice={noFetch}
      />,
    );
    const buttons = [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) => text(match[1]!));
    expect(buttons).toEqual(['Invoice FV/2026/000123', 'Correcting invoice FK/2026/000004']);
    expect(text(html)).toContain('Issued on 15 March 2026');
    expect(text(html)).toMatch(/^Invoices /);
  });

  it('says before payment that the invoice comes with it', () => {
    const html = renderToStaticMarkup(<OrderInvoices order={order()} fetchInvoice={noFetch} />);
    expect(text(html)).toBe('Invoices The invoice is issued when the payment is received.');
    expect(html).not.toContain('<button');
  });

  it('has no panel for an order cancelled before payment', () => {
    const cancelled = order({ status: 'cancelled' });
    expect(hasInvoicePanel(cancelled)).toBe(false);
    expect(renderToStaticMarkup(<OrderInvoices order={cancelled} fetchInvoice={noFetch} />)).toBe('');
  });
});

describe('invoiceErrorText', () => {
  const apiError = (status: number, error: string, message: string) =>
    new ApiError(status, '', JSON.stringify({ error, message }));

  it('names a missing invoice, passes the server’s rate limit on, and tells a lost connection', () => {
    expect(invoiceErrorText(en, apiError(404, 'invoice_not_found', 'Invoice not found'))).toBe(
      'This invoice could not be found.',
    );
    expect(invoiceErrorText(pl, apiError(404, 'order_not_found', 'Nie znaleziono'))).toBe(
      'Nie znaleziono tej faktury.',
    );
    expect(
      invoiceErrorText(en, apiError(429, 'rate_limited', 'Too many requests. Try again in 5 minutes.')),
    ).toBe('Too many requests. Try again in 5 minutes.');
    expect(invoiceErrorText(en, new TypeError('Failed to fetch'))).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(invoiceErrorText(en, apiError(500, 'internal_error', 'Boom'))).toBe(
      'The invoice could not be downloaded. Please try again.',
    );
    expect(invoiceErrorText(pl, new Error('Not a PDF: text/html'))).toBe(
      'Nie udało się pobrać faktury. Spróbuj ponownie.',
    );
  });
});
