/**
 * Invoice PDFs: the signed-in buyer's from their order (GET with the session), a guest's from the
 * tracking result (POST with the order number and e-mail they tracked it with). The answer is a file,
 * not JSON, so these read it as a Blob; a failed answer throws an `ApiError` as `apiFetch` does.
 */
import type { Static } from 'typebox';
import type { InvoiceSummary } from '#api/contract/orders.ts';
import { ownInvoicePdf, trackedInvoicePdf } from '#api/contract/invoices.ts';
import { ApiError, buildPath } from '../../../lib/api-client.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { fileNameFromDisposition, invoiceFallbackName, type InvoiceFile } from '../invoice-file.ts';
import type { TrackInput } from './orders.ts';

async function fetchPdf(path: string, init: RequestInit, invoice: InvoiceSummary): Promise<InvoiceFile> {
  const response = await fetch(path, {
    ...init,
    credentials: 'include',
    cache: 'no-store',
    headers: {
      ...(init.headers as Record<string, string> | undefined),
      Accept: 'application/pdf, application/json',
      // Error messages come in the shop's language; the PDF is in the order's.
      'X-Language': usePreferences.getState().language,
    },
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const type = response.headers.get('content-type') ?? '';
  // Anything but a PDF (a proxy's or a worker's page) is not the invoice.
  if (!type.toLowerCase().startsWith('application/pdf')) throw new Error(`Not a PDF: ${type}`);
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(
      response.headers.get('content-disposition'),
      invoiceFallbackName(invoice.number),
    ),
  };
}

/** The signed-in buyer's invoice of their order. */
export function fetchOwnInvoice(orderId: number, invoice: InvoiceSummary): Promise<InvoiceFile> {
  const path = buildPath(ownInvoicePdf.url, { id: orderId, invoiceId: invoice.id });
  return fetchPdf(path, { method: ownInvoicePdf.method }, invoice);
}

/** A tracked order's invoice: proven by the number and e-mail it was found with, as in tracking. */
export function fetchTrackedInvoice(tracked: TrackInput, invoice: InvoiceSummary): Promise<InvoiceFile> {
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
