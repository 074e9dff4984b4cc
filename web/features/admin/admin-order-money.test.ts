/** The order dialog's totals per VAT scheme and invoice labels. */
import { beforeAll, describe, expect, it } from 'vitest';
import { VAT_SCHEMES } from '#api/contract/taxes.ts';
import { createTranslator, loadAdminMessages } from '../../lib/i18n.ts';
import { formatPrice } from '../../lib/money.ts';
import {
  adminInvoiceLabel,
  adminMoneyRows,
  VAT_SCHEME_LABELS,
  type AdminMoneyOrder,
} from './admin-order-money.ts';

const en = createTranslator('en');
const pl = createTranslator('pl');

beforeAll(() => loadAdminMessages());

const domestic: AdminMoneyOrder = {
  subtotalAmount: 10,
  shippingAmount: 0,
  bulkyPerPiece: true,
  netAmount: 8.13,
  vatAmount: 1.87,
  vatBreakdown: [{ rate: 23, net: 8.13, vat: 1.87, gross: 10 }],
  vatScheme: 'domestic',
  totalAmount: 10,
};

const rows = (order: AdminMoneyOrder, t = en) =>
  adminMoneyRows(t, order, (amount) => formatPrice(amount, 'EUR', 'en')).map(
    (row) => `${row.label}: ${row.value}${row.total ? ' (total)' : ''}`,
  );

describe('adminMoneyRows', () => {
  it('shows every figure of a domestic order', () => {
    expect(rows(domestic)).toEqual([
      'Subtotal: €10.00',
      'Delivery: Free',
      'Net amount: €8.13',
      'VAT 23 %: €1.87',
      'Total: €10.00 (total)',
    ]);
  });

  it('names the surcharge and each VAT rate, highest first', () => {
    const order: AdminMoneyOrder = {
      ...domestic,
      vatScheme: 'oss',
      shippingAmount: 35,
      bulkyPerPiece: false,
      vatBreakdown: [
        { rate: 14, net: 1, vat: 0.14, gross: 1.14 },
        { rate: 25.5, net: 35.86, vat: 9.14, gross: 45 },
      ],
      totalAmount: 45,
    };
    expect(rows(order)).toEqual([
      'Subtotal: €10.00',
      'Bulky-goods surcharge (once per order): €35.00',
      'Net amount: €8.13',
      'VAT 25.5 %: €9.14',
      'VAT 14 %: €0.14',
      'Total: €45.00 (total)',
    ]);
    expect(rows(order, pl)).toContain('VAT 25,5%: €9.14');
  });

  it('states reverse charge and export on the VAT row', () => {
    const net = { ...domestic, vatAmount: 0, netAmount: 10, vatBreakdown: [] };
    expect(rows({ ...net, vatScheme: 'reverse_charge' })).toContain(
      'Reverse charge: VAT to be accounted for by the buyer: €0.00',
    );
    expect(rows({ ...net, vatScheme: 'export' })).toContain('Export outside the EU: no VAT: €0.00');
  });
});

describe('the dialog’s words', () => {
  it('names every VAT scheme in both languages', () => {
    for (const scheme of VAT_SCHEMES) {
      expect(en(VAT_SCHEME_LABELS[scheme])).not.toBe(VAT_SCHEME_LABELS[scheme]);
      expect(pl(VAT_SCHEME_LABELS[scheme])).not.toBe(VAT_SCHEME_LABELS[scheme]);
    }
    expect(pl(VAT_SCHEME_LABELS.reverse_charge)).toBe('Odwrotne obciążenie (firma z UE z numerem VAT)');
  });

  it('labels invoices', () => {
    expect(adminInvoiceLabel(en, { kind: 'invoice', number: 'FV/2026/000123' })).toBe(
      'Invoice FV/2026/000123',
    );
    expect(adminInvoiceLabel(pl, { kind: 'correction', number: 'FK/2026/000004' })).toBe(
      'Faktura korygująca FK/2026/000004',
    );
  });
});
