/** The order summary's money rows per VAT scheme, the delivery time in working days, invoice labels. */
import { describe, expect, it } from 'vitest';
import type { Order } from '#api/contract/orders.ts';
import { createTranslator } from '../../lib/i18n.ts';
import { formatPrice } from '../../lib/money.ts';
import {
  awaitsInvoice,
  deliveryTimeText,
  invoiceLabel,
  moneyRowText,
  orderMoneyRows,
  type MoneyOrder,
} from './order-money.ts';

const en = createTranslator('en');
const pl = createTranslator('pl');

/** A domestic order: 10.00 of goods (8.13 net + 1.87 VAT), no surcharge. */
const domestic: MoneyOrder = {
  subtotalAmount: 10,
  shippingAmount: 0,
  bulkyPerPiece: true,
  netAmount: 8.13,
  vatAmount: 1.87,
  vatBreakdown: [{ rate: 23, net: 8.13, vat: 1.87, gross: 10 }],
  vatScheme: 'domestic',
  totalAmount: 10,
};

function texts(order: MoneyOrder, language: 'en' | 'pl' = 'en') {
  const t = language === 'en' ? en : pl;
  return orderMoneyRows(order).map((row) => {
    // The Polish texts in złoty, as a Polish shopper mostly sees them.
    const currency = language === 'en' ? 'EUR' : 'PLN';
    const { label, value } = moneyRowText(t, row, (amount) => formatPrice(amount, currency, language));
    return `${label}: ${value}`;
  });
}

describe('orderMoneyRows', () => {
  it('shows free delivery, the net and the VAT of a domestic order without repeating the total', () => {
    expect(texts(domestic)).toEqual([
      'Delivery: Free',
      'Net amount: €8.13',
      'VAT 23 %: €1.87',
      'Total: €10.00',
    ]);
  });

  it('adds a per-piece surcharge to the subtotal (Poland)', () => {
    const order: MoneyOrder = {
      ...domestic,
      shippingAmount: 20,
      netAmount: 24.39,
      vatAmount: 5.61,
      vatBreakdown: [{ rate: 23, net: 24.39, vat: 5.61, gross: 30 }],
      totalAmount: 30,
    };
    expect(texts(order)).toEqual([
      'Subtotal: €10.00',
      'Bulky-goods surcharge (per piece): €20.00',
      'Net amount: €24.39',
      'VAT 23 %: €5.61',
      'Total: €30.00',
    ]);
    expect(texts(order, 'pl')).toEqual([
      'Wartość produktów: 10,00 zł',
      'Dopłata za towar gabarytowy (za sztukę): 20,00 zł',
      'Wartość netto: 24,39 zł',
      'VAT 23%: 5,61 zł',
      'Razem: 30,00 zł',
    ]);
  });

  it('names a once-per-order surcharge, and writes a decimal rate the language’s way, highest first', () => {
    const order: MoneyOrder = {
      ...domestic,
      vatScheme: 'oss',
      shippingAmount: 35,
      bulkyPerPiece: false,
      vatBreakdown: [
        { rate: 14, net: 1, vat: 0.14, gross: 1.14 },
        { rate: 25.5, net: 35.86, vat: 9.14, gross: 45 },
      ],
      netAmount: 36.86,
      vatAmount: 9.28,
      totalAmount: 45,
    };
    expect(texts(order)).toContain('Bulky-goods surcharge (once per order): €35.00');
    expect(texts(order).filter((row) => row.startsWith('VAT'))).toEqual([
      'VAT 25.5 %: €9.14',
      'VAT 14 %: €0.14',
    ]);
    expect(texts(order, 'pl')).toContain('VAT 25,5%: 9,14 zł');
  });

  it('says why no VAT is charged under reverse charge and for export, with no net repeating the total', () => {
    const net: MoneyOrder = {
      ...domestic,
      netAmount: 8.13,
      vatAmount: 0,
      vatBreakdown: [{ rate: 0, net: 8.13, vat: 0, gross: 8.13 }],
      subtotalAmount: 8.13,
      totalAmount: 8.13,
    };
    expect(texts({ ...net, vatScheme: 'reverse_charge' })).toEqual([
      'Delivery: Free',
      'VAT: Reverse charge: VAT to be accounted for by the buyer',
      'Total: €8.13',
    ]);
    expect(texts({ ...net, vatScheme: 'export' })).toEqual([
      'Delivery: Free',
      'VAT: Export outside the EU: no VAT',
      'Total: €8.13',
    ]);
    expect(texts({ ...net, vatScheme: 'export' }, 'pl')).toContain('VAT: Eksport poza UE: bez VAT');
    expect(texts({ ...net, vatScheme: 'reverse_charge' }, 'pl')).toContain(
      'VAT: Odwrotne obciążenie: VAT rozlicza nabywca',
    );
  });

  it('shows the VAT total when an order has no breakdown', () => {
    expect(texts({ ...domestic, vatBreakdown: [] })).toContain('VAT: €1.87');
  });
});

describe('delivery time', () => {
  const order = (deliveryDays: string | null, status: Order['status'] = 'pending') => ({
    deliveryDays,
    status,
  });

  it('is left out without a time, or once the order is delivered or cancelled', () => {
    expect(deliveryTimeText(en, order(null))).toBeNull();
    expect(deliveryTimeText(en, order('2-3', 'delivered'))).toBeNull();
    expect(deliveryTimeText(en, order('2-3', 'cancelled'))).toBeNull();
    expect(deliveryTimeText(en, order('2-3', 'shipped'))).toBe('2–3 working days');
  });
});

describe('invoices', () => {
  it('labels an invoice and a correcting invoice', () => {
    expect(invoiceLabel(en, { kind: 'invoice', number: 'FV/2026/000123' })).toBe('Invoice FV/2026/000123');
    expect(invoiceLabel(en, { kind: 'correction', number: 'FK/2026/000004' })).toBe(
      'Correcting invoice FK/2026/000004',
    );
    expect(invoiceLabel(pl, { kind: 'correction', number: 'FK/2026/000004' })).toBe(
      'Faktura korygująca FK/2026/000004',
    );
  });

  it('awaits an invoice only while the order is unpaid and not cancelled', () => {
    const issued = { id: 1, number: 'FV/2026/000001', kind: 'invoice' as const, issuedAt: '2026-03-01' };
    expect(awaitsInvoice({ invoices: [], paymentStatus: 'pending', status: 'pending' })).toBe(true);
    expect(awaitsInvoice({ invoices: [], paymentStatus: 'declined', status: 'pending' })).toBe(true);
    expect(awaitsInvoice({ invoices: [], paymentStatus: 'pending', status: 'cancelled' })).toBe(false);
    expect(awaitsInvoice({ invoices: [issued], paymentStatus: 'approved', status: 'confirmed' })).toBe(false);
    // Paid before invoices existed: nothing is promised.
    expect(awaitsInvoice({ invoices: [], paymentStatus: 'approved', status: 'delivered' })).toBe(false);
  });
});
