/**
 * The order's e-mails, in the language the shopper checked out in, sent after the transaction that
 * caused them has committed (the mailer never fails its caller).
 */
import type { Db } from '#db/client.ts';
import { listOrderVatLines, type OrderItemRow, type OrderRow } from '#db/repositories/orders.ts';
import { bankTransferMail } from './mail/bank-transfer.ts';
import { orderConfirmationMail } from './mail/order-confirmation.ts';
import { orderStatusMail, type OrderMailStatus } from './mail/order-status.ts';
import { returnDecisionMail, type ReturnMailStatus } from './mail/return-decision.ts';
import { returnRequestedMail } from './mail/return-requested.ts';
import { findInvoiceOfOrder } from '#db/repositories/invoices.ts';
import { invoiceFileName, invoicePdf } from './invoices/invoices.ts';
import type { MailAttachment, Mailer } from './mail.ts';
import { formatCents } from '#api/contract/money-format.ts';
import { bankDetails, readSeller } from './seller.ts';

export interface OrderMailDeps {
  db: Db;
  mailer: Mailer;
  /** Where the shop is reached from outside (links in mails), no trailing slash. */
  publicUrl: string;
  /** Outside production: the demo bank account stands in for one not set in the shop settings. */
  demoBankDetails: boolean;
}

/**
 * The order's invoice of `kind` as a mail attachment (the payment's confirmation carries the invoice,
 * the cancellation of a paid order its correction); none before it is issued.
 */
async function invoiceAttachment(
  deps: OrderMailDeps,
  orderId: number,
  kind: 'invoice' | 'correction',
): Promise<{ attachments?: MailAttachment[] }> {
  const invoice = await findInvoiceOfOrder(deps.db, orderId, kind);
  if (!invoice) return {};
  return {
    attachments: [
      {
        filename: invoiceFileName(invoice),
        contentType: 'application/pdf',
        content: await invoicePdf(invoice),
      },
    ],
  };
}

const CHARGES = {
  en: {
    surcharge: (perPiece: boolean) => `Bulky-goods surcharge (${perPiece ? 'per piece' : 'once per order'})`,
    vat: (rate: string) => `VAT ${rate} % included`,
    reverse_charge: 'Reverse charge: VAT to be accounted for by the buyer',
    export: 'Export outside the EU: no VAT',
  },
  pl: {
    surcharge: (perPiece: boolean) => `Dopłata za gabaryt (${perPiece ? 'za sztukę' : 'raz na zamówienie'})`,
    vat: (rate: string) => `W tym VAT ${rate}%`,
    reverse_charge: 'Odwrotne obciążenie: VAT rozlicza nabywca',
    export: 'Eksport poza UE: bez VAT',
  },
} as const;

/** The order's charges beside its lines, as stored: the bulky surcharge and the VAT per rate (or its wording). */
async function chargeLines(deps: OrderMailDeps, order: OrderRow, money: (cents: number) => string) {
  const text = CHARGES[order.language];
  const lines: string[] = [];
  if (order.shippingCents > 0)
    lines.push(`${text.surcharge(order.bulkyPerPiece === 1)}: ${money(order.shippingCents)}`);
  if (order.vatScheme === 'reverse_charge' || order.vatScheme === 'export') {
    lines.push(text[order.vatScheme]);
    return lines;
  }
  for (const vat of await listOrderVatLines(deps.db, [order.id])) {
    const rate = new Intl.NumberFormat(order.language === 'pl' ? 'pl-PL' : 'en-GB').format(vat.rateBp / 100);
    lines.push(`${text.vat(rate)}: ${money(vat.vatCents)}`);
  }
  return lines;
}

function itemName(item: OrderItemRow, lang: 'en' | 'pl'): string {
  return (lang === 'pl' ? item.namePl : item.nameEn) ?? item.name;
}

/** The order confirmation (card: after the payment is approved; transfer: at once) and the bank details. */
export async function sendOrderPlacedMails(
  deps: OrderMailDeps,
  order: OrderRow & { items: OrderItemRow[] },
): Promise<void> {
  // A deleted account's orders keep no e-mail address.
  if (!order.email) return;
  const lang = order.language;
  const money = (cents: number) => formatCents(cents, order.currency, lang);
  const total = money(order.totalCents);
  const seller = await readSeller(deps);
  await deps.mailer.send({
    to: order.email,
    kind: 'order-confirmation',
    // A card order is confirmed once paid: its invoice goes with the confirmation.
    ...(await invoiceAttachment(deps, order.id, 'invoice')),
    ...orderConfirmationMail(
      lang,
      {
        firstName: order.billingFirstName,
        orderNumber: order.orderNumber,
        items: order.items.map((item) => ({
          name: `${itemName(item, lang)} (${item.partNumber})`,
          quantity: item.quantity,
          unitPrice: money(item.unitPriceCents),
          total: money(item.totalPriceCents),
        })),
        total,
        shippingAddress: [
          `${order.shippingFirstName} ${order.shippingLastName}`,
          order.shippingAddress,
          `${order.shippingPostalCode} ${order.shippingCity}`,
          order.shippingCountry,
        ],
        ordersUrl:
          order.userId === null
            ? `${deps.publicUrl}/track?order=${encodeURIComponent(order.orderNumber)}`
            : `${deps.publicUrl}/orders/${order.id}`,
        paymentMethod: order.paymentMethod,
        charges: await chargeLines(deps, order, money),
        deliveryDays: order.deliveryDays,
      },
      seller,
    ),
  });
  if (order.paymentMethod !== 'bank_transfer') return;
  const bank = await bankDetails(deps);
  if (!bank) return;
  await deps.mailer.send({
    to: order.email,
    kind: 'bank-transfer',
    ...bankTransferMail(
      lang,
      {
        firstName: order.billingFirstName,
        orderNumber: order.orderNumber,
        total,
        ...bank,
        reference: order.orderNumber,
      },
      seller,
    ),
  });
}

export async function sendOrderStatusMail(
  deps: OrderMailDeps,
  order: OrderRow,
  status: OrderMailStatus,
): Promise<void> {
  // A deleted account's orders keep no e-mail address.
  if (!order.email) return;
  const seller = await readSeller(deps);
  const invoice =
    status === 'confirmed'
      ? await invoiceAttachment(deps, order.id, 'invoice')
      : status === 'cancelled'
        ? await invoiceAttachment(deps, order.id, 'correction')
        : {};
  await deps.mailer.send({
    to: order.email,
    kind: `order-${status}`,
    ...invoice,
    ...orderStatusMail(
      order.language,
      {
        firstName: order.billingFirstName,
        orderNumber: order.orderNumber,
        status,
        trackingUrl: `${deps.publicUrl}/track?order=${encodeURIComponent(order.orderNumber)}`,
        shipment:
          status === 'shipped' && order.carrier && order.trackingNumber
            ? { carrier: order.carrier, trackingNumber: order.trackingNumber }
            : undefined,
      },
      seller,
    ),
  });
}

export async function sendReturnDecisionMail(
  deps: OrderMailDeps,
  order: OrderRow,
  data: { returnNumber: string; status: ReturnMailStatus; note: string | null },
): Promise<void> {
  // A deleted account's orders keep no e-mail address.
  if (!order.email) return;
  const seller = await readSeller(deps);
  await deps.mailer.send({
    to: order.email,
    kind: `return-${data.status}`,
    ...returnDecisionMail(
      order.language,
      {
        firstName: order.billingFirstName,
        orderNumber: order.orderNumber,
        ...data,
      },
      seller,
    ),
  });
}

export async function sendReturnMail(
  deps: OrderMailDeps,
  order: OrderRow & { items: OrderItemRow[] },
  data: { returnNumber: string; items: { orderItemId: number; quantity: number }[] },
): Promise<void> {
  // A deleted account's orders keep no e-mail address.
  if (!order.email) return;
  const seller = await readSeller(deps);
  const lang = order.language;
  await deps.mailer.send({
    to: order.email,
    kind: 'return-requested',
    ...returnRequestedMail(
      lang,
      {
        firstName: order.billingFirstName,
        returnNumber: data.returnNumber,
        orderNumber: order.orderNumber,
        items: data.items.map(({ orderItemId, quantity }) => {
          const item = order.items.find((i) => i.id === orderItemId);
          return { name: item ? itemName(item, lang) : String(orderItemId), quantity };
        }),
      },
      seller,
    ),
  });
}
