/**
 * Pure helpers of an order's money and paperwork as the shopper sees them: the summary's rows
 * (subtotal, bulky-goods surcharge or free delivery, net, VAT per rate or why there is none, total),
 * the estimated delivery time in working days, and the invoices' labels.
 */
import type { Order } from '#api/contract/orders.ts';
import { isNetScheme } from '#api/contract/taxes.ts';
import { workingDaysText } from '../../lib/delivery-rules.ts';
import type { Translate } from '../../lib/i18n.ts';

export type MoneyRow =
  | { kind: 'subtotal'; amount: number }
  /** The bulky-goods surcharge: per piece (deliveries to Poland) or once per order. */
  | { kind: 'surcharge'; perPiece: boolean; amount: number }
  | { kind: 'freeDelivery' }
  | { kind: 'net'; amount: number }
  /** One VAT rate (percent); `rate` null: the VAT total of an order without a breakdown. */
  | { kind: 'vat'; rate: number | null; amount: number }
  /** No VAT charged, and why: a note without an amount. */
  | { kind: 'reverseCharge' }
  | { kind: 'export' }
  | { kind: 'total'; amount: number };

export type MoneyOrder = Pick<
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

/**
 * The summary's rows, top to bottom. A row that would only repeat the total is left out: the subtotal
 * when nothing is added to it, the net when no VAT is charged (reverse charge, export), whose note
 * says why instead.
 */
export function orderMoneyRows(order: MoneyOrder): MoneyRow[] {
  const rows: MoneyRow[] = [];
  if (order.shippingAmount > 0) {
    rows.push({ kind: 'subtotal', amount: order.subtotalAmount });
    rows.push({ kind: 'surcharge', perPiece: order.bulkyPerPiece, amount: order.shippingAmount });
  } else {
    rows.push({ kind: 'freeDelivery' });
  }
  if (isNetScheme(order.vatScheme)) {
    rows.push({ kind: order.vatScheme === 'export' ? 'export' : 'reverseCharge' });
  } else {
    rows.push({ kind: 'net', amount: order.netAmount });
    const lines = [...order.vatBreakdown].sort((a, b) => b.rate - a.rate);
    if (lines.length > 0)
      rows.push(...lines.map((line) => ({ kind: 'vat' as const, rate: line.rate, amount: line.vat })));
    else rows.push({ kind: 'vat', rate: null, amount: order.vatAmount });
  }
  rows.push({ kind: 'total', amount: order.totalAmount });
  return rows;
}

/** A row as shown: its label and its value (for a note: 'VAT' and the note). */
export function moneyRowText(
  t: Translate,
  row: MoneyRow,
  price: (amount: number) => string,
): { label: string; value: string } {
  switch (row.kind) {
    case 'subtotal':
      return { label: t('orderDetail.subtotal'), value: price(row.amount) };
    case 'surcharge':
      return {
        label: t(row.perPiece ? 'orderDetail.surchargePerPiece' : 'orderDetail.surchargePerOrder'),
        value: price(row.amount),
      };
    case 'freeDelivery':
      return { label: t('orderDetail.shipping'), value: t('orderDetail.shippingFree') };
    case 'net':
      return { label: t('orderDetail.net'), value: price(row.amount) };
    case 'vat':
      return {
        label: row.rate === null ? t('orderDetail.vat') : t('orderDetail.vatRate', { rate: row.rate }),
        value: price(row.amount),
      };
    case 'reverseCharge':
      return { label: t('orderDetail.vat'), value: t('orderDetail.reverseCharge') };
    case 'export':
      return { label: t('orderDetail.vat'), value: t('orderDetail.exportNoVat') };
    case 'total':
      return { label: t('orders.total'), value: price(row.amount) };
  }
}

/**
 * The order's delivery time in working days ('2–3 working days', '5 dni roboczych'); null when it has
 * none, or it no longer matters (delivered, cancelled).
 */
export function deliveryTimeText(t: Translate, order: Pick<Order, 'deliveryDays' | 'status'>): string | null {
  if (order.status === 'delivered' || order.status === 'cancelled') return null;
  return workingDaysText(t, order.deliveryDays);
}

export { invoiceLabel } from '../../lib/invoices.ts';

/** No invoice yet because the order is not paid yet (a cancelled unpaid order never gets one). */
export function awaitsInvoice(order: Pick<Order, 'invoices' | 'paymentStatus' | 'status'>): boolean {
  return order.invoices.length === 0 && order.paymentStatus !== 'approved' && order.status !== 'cancelled';
}
