/**
 * An order's invoices, one download button each ('Invoice FV/2026/000123', 'Correcting invoice
 * FK/...'), with the day each was issued; before payment, that the invoice comes with it. How a file
 * is fetched (the buyer's session, or the tracked number and e-mail) is the caller's.
 */
import { useState } from 'react';
import type { InvoiceSummary, Order } from '#api/contract/orders.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { makeIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { saveFile, type DownloadedFile } from '../../../lib/download.ts';
import { useT, type Translate } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { awaitsInvoice, invoiceLabel } from '../order-money.ts';
import { formatOrderDate } from '../order-view.ts';
import { OrderPanel } from './order-panel.tsx';

const DownloadIcon = makeIcon(<path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />);

/** What a failed download says: the invoice is gone, the server's reason, no connection, or failed. */
export function invoiceErrorText(t: Translate, error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return t('orderInvoices.notFound');
  return errorText(t, error, 'orderInvoices.failed');
}

/** Whether the order has an Invoices panel: it has invoices, or will once it is paid. */
export function hasInvoicePanel(order: Pick<Order, 'invoices' | 'paymentStatus' | 'status'>): boolean {
  return order.invoices.length > 0 || awaitsInvoice(order);
}

export function OrderInvoices({
  order,
  fetchInvoice,
  headingLevel = 'h2',
}: {
  order: Order;
  fetchInvoice: (invoice: InvoiceSummary) => Promise<DownloadedFile>;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const [pending, setPending] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');

  if (!hasInvoicePanel(order)) return null;

  const download = async (invoice: InvoiceSummary) => {
    if (pending !== null) return;
    setPending(invoice.id);
    setFailure(null);
    setDone('');
    try {
      saveFile(await fetchInvoice(invoice));
      setDone(t('orderInvoices.downloaded', { name: invoiceLabel(t, invoice) }));
    } catch (error) {
      setFailure(invoiceErrorText(t, error));
    } finally {
      setPending(null);
    }
  };

  return (
    <OrderPanel title={t('orderInvoices.title')} headingLevel={headingLevel}>
      {order.invoices.length === 0 ? (
        <p className="text-sm text-slate-700">{t('orderInvoices.awaitingPayment')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {order.invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-col items-start gap-1">
              <button
                type="button"
                className={`${buttonClass('secondary')} max-w-full text-left break-words`}
                aria-busy={pending === invoice.id}
                disabled={pending !== null}
                onClick={() => void download(invoice)}
              >
                <DownloadIcon className="size-4 shrink-0" />
                {invoiceLabel(t, invoice)}
              </button>
              <span className="text-xs text-slate-600">
                {pending === invoice.id
                  ? t('orderInvoices.downloading')
                  : t('orderInvoices.issuedOn', { date: formatOrderDate(invoice.issuedAt, language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <p role="status" className="sr-only">
        {done}
      </p>
    </OrderPanel>
  );
}
