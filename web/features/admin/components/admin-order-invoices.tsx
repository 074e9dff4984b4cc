/**
 * The order dialog's invoices: a download button per invoice (the back office's endpoint) with when
 * it was issued; without one, why not yet (unpaid) or not at all (cancelled before payment, or paid
 * before the shop issued invoices).
 */
import { useState } from 'react';
import type { InvoiceSummary, Order } from '#api/contract/orders.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { useT, type TextKey } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { formatAdminDateTime } from '../admin-orders.ts';
import { adminInvoiceLabel } from '../admin-order-money.ts';
import { downloadAdminInvoice } from '../api/admin-invoices.ts';

export function AdminOrderInvoices({ order }: { order: Order }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const [pending, setPending] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (order.invoices.length === 0) {
    const why: TextKey =
      order.paymentStatus === 'approved'
        ? // Paid before invoices were issued: nothing is coming.
          'adminOrders.invoices.notIssued'
        : order.status === 'cancelled'
          ? 'adminOrders.invoices.none'
          : 'adminOrders.invoices.pending';
    return <p className="text-sm text-slate-700">{t(why)}</p>;
  }

  const download = async (invoice: InvoiceSummary) => {
    if (pending !== null) return;
    setPending(invoice.id);
    setFailure(null);
    try {
      await downloadAdminInvoice(order.id, invoice);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 404
          ? t('orderInvoices.notFound')
          : errorText(t, error, 'orderInvoices.failed'),
      );
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <ul className="flex flex-col gap-2 text-sm">
        {order.invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <button
              type="button"
              className={`${TEXT_LINK_CLASS} text-left break-words disabled:opacity-60`}
              aria-busy={pending === invoice.id}
              disabled={pending !== null}
              onClick={() => void download(invoice)}
            >
              {adminInvoiceLabel(t, invoice)}
            </button>
            <span className="text-slate-600">
              {pending === invoice.id ? (
                t('orderInvoices.downloading')
              ) : (
                <time dateTime={invoice.issuedAt}>{formatAdminDateTime(invoice.issuedAt, language)}</time>
              )}
            </span>
          </li>
        ))}
      </ul>
      {failure && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
    </>
  );
}
