/**
 * The back office's invoice PDFs (`GET /api/admin/orders/:id/invoices/:invoiceId`): read as a file,
 * not JSON, and saved (web/lib/download.ts); a failed answer throws an `ApiError` as `apiFetch` does.
 */
import { adminInvoicePdf, invoiceFileName } from '#api/contract/invoices.ts';
import type { InvoiceSummary } from '#api/contract/orders.ts';
import { buildPath } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/download.ts';

/** Fetches the invoice and saves it under the server's file name. */
export async function downloadAdminInvoice(orderId: number, invoice: InvoiceSummary): Promise<void> {
  const path = buildPath(adminInvoicePdf.url, { id: orderId, invoiceId: invoice.id });
  saveFile(
    await fetchFile(
      path,
      { method: adminInvoicePdf.method },
      { type: 'application/pdf', fallbackName: invoiceFileName(invoice.number) },
    ),
  );
}
