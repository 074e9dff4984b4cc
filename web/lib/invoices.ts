/** How an invoice is named on every screen: 'Invoice FV/2026/000123', 'Correcting invoice FK/2026/000004'. */
import type { InvoiceSummary } from '#api/contract/orders.ts';
import type { TextKey, Translate } from './i18n.ts';

const INVOICE_LABELS: Record<InvoiceSummary['kind'], TextKey> = {
  invoice: 'orderInvoices.invoice',
  correction: 'orderInvoices.correction',
};

export function invoiceLabel(t: Translate, invoice: Pick<InvoiceSummary, 'kind' | 'number'>): string {
  return t(INVOICE_LABELS[invoice.kind] ?? 'orderInvoices.invoice', { number: invoice.number });
}
