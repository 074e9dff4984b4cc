/**
 * Invoice PDFs: the signed-in buyer's from their order (GET with the session), a guest's from the
 * tracking result (POST with the order number and e-mail they tracked it with). The answer is a file,
 * not JSON (web/lib/download.ts reads it); a failed answer throws an `ApiError` as `apiFetch` does.
 */
import type { Static } from 'typebox';
import { invoiceFileName, ownInvoicePdf, trackedInvoicePdf } from '#api/contract/invoices.ts';
import type { InvoiceSummary } from '#api/contract/orders.ts';
import { buildPath } from '../../../lib/api-client.ts';
import { fetchFile, type DownloadedFile } from '../../../lib/download.ts';
import type { TrackInput } from './orders.ts';

/** The invoice PDF (in the order's language) under the server's file name. */
function fetchPdf(path: string, init: RequestInit, invoice: InvoiceSummary): Promise<DownloadedFile> {
  return fetchFile(path, init, { type: 'application/pdf', fallbackName: invoiceFileName(invoice.number) });
}

/** The signed-in buyer's invoice of their order. */
export function fetchOwnInvoice(orderId: number, invoice: InvoiceSummary): Promise<DownloadedFile> {
  const path = buildPath(ownInvoicePdf.url, { id: orderId, invoiceId: invoice.id });
  return fetchPdf(path, { method: ownInvoicePdf.method }, invoice);
}

/** A tracked order's invoice: proven by the number and e-mail it was found with, as in tracking. */
export function fetchTrackedInvoice(tracked: TrackInput, invoice: InvoiceSummary): Promise<DownloadedFile> {
  const body: Static<typeof trackedInvoicePdf.schema.body> = {
    orderNumber: tracked.orderNumber,
    email: tracked.email,
    invoiceId: invoice.id,
  };
  return fetchPdf(
    trackedInvoicePdf.url,
    {
      method: trackedInvoicePdf.method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
    invoice,
  );
}
