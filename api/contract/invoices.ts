/**
 * Invoice downloads (PDF): the buyer's from their order, a guest's with the order number and e-mail
 * (as in tracking), and the back office's from the order dialog. Another shopper's invoice answers 404.
 */
import { Type } from 'typebox';
import { closed, defineRoute, ErrorBody, Id, Text } from './define-route.ts';

const InvoiceParams = Type.Object({ id: Id, invoiceId: Id }, closed);
const pdf = {
  200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', contentMediaType: 'application/pdf' }),
};
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

export const ownInvoicePdf = defineRoute({
  method: 'GET',
  url: '/api/orders/:id/invoices/:invoiceId',
  access: 'customer',
  schema: { params: InvoiceParams, response: { ...pdf, ...errors } },
});

export const trackedInvoicePdf = defineRoute({
  method: 'POST',
  url: '/api/orders/track/invoice',
  access: 'public',
  schema: {
    body: Type.Object(
      { orderNumber: Type.String({ maxLength: 40 }), email: Type.Optional(Text(254)), invoiceId: Id },
      closed,
    ),
    response: { ...pdf, ...errors },
  },
});

export const adminInvoicePdf = defineRoute({
  method: 'GET',
  url: '/api/admin/orders/:id/invoices/:invoiceId',
  access: 'admin',
  schema: { params: InvoiceParams, response: { ...pdf, ...errors } },
});

/**
 * The name an invoice PDF is saved under when the answer names none: its number with every run of
 * other characters than letters, digits, '.', '_' and '-' as a dash ('FV/2026/000123' ->
 * 'FV-2026-000123.pdf', as the server names it).
 */
export function invoiceFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
}
