/**
 * The back office's invoice PDFs (`GET /api/admin/orders/:id/invoices/:invoiceId`): read as a file,
 * not JSON, and saved through an object URL; a failed answer throws an `ApiError` as `apiFetch` does.
 */
import { adminInvoicePdf } from '#api/contract/invoices.ts';
import type { InvoiceSummary } from '#api/contract/orders.ts';
import { ApiError, buildPath } from '../../../lib/api-client.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { invoicePdfName } from '../admin-order-money.ts';

/** Fetches the invoice and saves it under the server's file name. */
export async function downloadAdminInvoice(orderId: number, invoice: InvoiceSummary): Promise<void> {
  const response = await fetch(buildPath(adminInvoicePdf.url, { id: orderId, invoiceId: invoice.id }), {
    method: adminInvoicePdf.method,
    credentials: 'include',
    cache: 'no-store',
    headers: {
      Accept: 'application/pdf, application/json',
      'X-Language': usePreferences.getState().language,
    },
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const type = response.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/pdf')) throw new Error(`Not a PDF: ${type}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = invoicePdfName(response.headers.get('content-disposition'), invoice.number);
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The download has started by then; the URL is freed.
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  }
}
