/** Invoice PDFs: the buyer's, a guest's (order number and e-mail, as in tracking) and the back office's. */
import type { FastifyReply } from 'fastify';
import * as contract from '#api/contract/invoices.ts';
import { findInvoice, type InvoiceRow } from '#db/repositories/invoices.ts';
import { findOrderById, findOrderOfUser } from '#db/repositories/orders.ts';
import { notFound } from '../http/app-error.ts';
import { requireUser } from '../plugins/auth.ts';
import { rateLimiter } from '../plugins/limiter.ts';
import { invoiceFileName, invoicePdf } from '../services/invoices/invoices.ts';
import type { OrderMailDeps } from '../services/order-mails.ts';
import { lookUpOrder } from '../services/returns.ts';
import type { OrderRateLimits } from './orders.ts';
import type { App } from './types.ts';

async function sendPdf(reply: FastifyReply, invoice: InvoiceRow | undefined) {
  if (!invoice) throw notFound('invoice_not_found');
  const pdf = await invoicePdf(invoice);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceFileName(invoice)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export default async function invoiceRoutes(
  app: App,
  options: { deps: OrderMailDeps; limits: OrderRateLimits },
) {
  const { db } = options.deps;

  app.route({
    ...contract.ownInvoicePdf,
    handler: async (request, reply) => {
      const user = await requireUser(request);
      const order = await findOrderOfUser(db, user.id, request.params.id);
      if (!order) throw notFound('order_not_found');
      return sendPdf(reply, await findInvoice(db, order.id, request.params.invoiceId));
    },
  });

  app.route({
    ...contract.trackedInvoicePdf,
    // The same budget as tracking: the number and e-mail prove the order the same way.
    preHandler: [rateLimiter(app, options.limits.trackPerIp, '15 minutes', 'track-ip')],
    handler: async (request, reply) => {
      const order = await lookUpOrder(db, {
        orderNumber: request.body.orderNumber,
        email: request.body.email,
        user: await request.currentUser(),
      });
      if (!order) throw notFound('order_not_found');
      return sendPdf(reply, await findInvoice(db, order.id, request.body.invoiceId));
    },
  });

  app.route({
    ...contract.adminInvoicePdf,
    handler: async (request, reply) => {
      const order = await findOrderById(db, request.params.id);
      if (!order) throw notFound('order_not_found');
      return sendPdf(reply, await findInvoice(db, order.id, request.params.invoiceId));
    },
  });
}
