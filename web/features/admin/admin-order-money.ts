/**
 * Pure helpers of the order dialog's money and invoices: the totals under the lines (every figure, for
 * staff: subtotal, surcharge or free delivery, net, VAT per rate or the scheme that charges none,
 * total), the VAT treatment in words, and the invoices' labels.
 */
import type { Order } from '#api/contract/orders.ts';
import { isNetScheme, type VatScheme } from '#api/contract/taxes.ts';
import type { TextKey, Translate } from '../../lib/i18n.ts';

export interface AdminMoneyRow {
  key: string;
  label: string;
  value: string;
  /** The total: set apart. */
  total?: boolean;
}

export type AdminMoneyOrder = Pick<
  Order,
  | 'subtotalAmount'
  | 'shippingAmount'
  | 'bulkyPerPiece'
  | 'netAmount'
  | 'vatAmount'
  | 'vatBreakdown'
  | 'vatScheme'
  | 'totalAmount'
>;

/** The rows under the order's lines, top to bottom. */
export function adminMoneyRows(
  t: Translate,
  order: AdminMoneyOrder,
  price: (amount: number) => string,
): AdminMoneyRow[] {
  const rows: AdminMoneyRow[] = [
    { key: 'subtotal', label: t('orderDetail.subtotal'), value: price(order.subtotalAmount) },
    order.shippingAmount > 0
      ? {
          key: 'surcharge',
          label: t(order.bulkyPerPiece ? 'orderDetail.surchargePerPiece' : 'orderDetail.surchargePerOrder'),
          value: price(order.shippingAmount),
        }
      : { key: 'delivery', label: t('orderDetail.shipping'), value: t('orderDetail.shippingFree') },
    { key: 'net', label: t('orderDetail.net'), value: price(order.netAmount) },
  ];
  if (isNetScheme(order.vatScheme)) {
    rows.push({
      key: 'vat',
      label: t(order.vatScheme === 'export' ? 'orderDetail.exportNoVat' : 'orderDetail.reverseCharge'),
      value: price(order.vatAmount),
    });
  } else if (order.vatBreakdown.length === 0) {
    rows.push({ key: 'vat', label: t('orderDetail.vat'), value: price(order.vatAmount) });
  } else {
    for (const line of [...order.vatBreakdown].sort((a, b) => b.rate - a.rate)) {
      rows.push({
        key: `vat-${line.rate}`,
        label: t('orderDetail.vatRate', { rate: line.rate }),
        value: price(line.vat),
      });
    }
  }
  rows.push({ key: 'total', label: t('orders.total'), value: price(order.totalAmount), total: true });
  return rows;
}

export const VAT_SCHEME_LABELS: Record<VatScheme, TextKey> = {
  domestic: 'adminOrders.vatScheme.domestic',
  oss: 'adminOrders.vatScheme.oss',
  reverse_charge: 'adminOrders.vatScheme.reverse_charge',
  export: 'adminOrders.vatScheme.export',
};

export { invoiceLabel as adminInvoiceLabel } from '../../lib/invoices.ts';
