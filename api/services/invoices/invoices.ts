/**
 * Issuing invoices. A paid order gets its invoice in the transaction that records the payment (card
 * approval, or staff confirming a received transfer); a paid order that is cancelled gets a correcting
 * invoice that reverses it, in the cancellation's transaction. Numbers are gap-free per series and
 * year: 'FV/2026/000123' for invoices, 'FK/2026/000004' for corrections. An issued invoice is a frozen
 * document: its PDF is rendered from the snapshot stored with it, never from the order as it is now.
 */
import { invoiceFileName as fileNameOf } from '#api/contract/invoices.ts';
import type { Db } from '#db/client.ts';
import {
  findInvoiceOfOrder,
  insertInvoice,
  takeInvoiceSeq,
  type InvoiceRow,
} from '#db/repositories/invoices.ts';
import { listOrderItems, listOrderVatLines, type OrderRow } from '#db/repositories/orders.ts';
import { readSeller } from '../seller.ts';
import type { InvoiceDocument, InvoiceLine } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const SERIES = { invoice: 'FV', correction: 'FK' } as const;

/** The date in Poland (where the seller issues the invoice), 'YYYY-MM-DD'. */
export function warsawDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export function invoiceNumber(series: string, year: number, seq: number): string {
  return `${series}/${year}/${String(seq).padStart(6, '0')}`;
}

const SURCHARGE_NAME = { en: 'Bulky-goods surcharge', pl: 'Dopłata za towar wielkogabarytowy' } as const;

function itemName(item: { name: string; nameEn: string | null; namePl: string | null }, lang: 'en' | 'pl') {
  return ((lang === 'pl' ? item.namePl : item.nameEn) ?? item.name).trim() || item.name;
}

/** The document of the order's invoice: the lines as sold, the surcharge as one more line, the VAT as stored. */
async function invoiceDocument(
  trx: Db,
  order: OrderRow,
  number: string,
  issueDate: string,
): Promise<InvoiceDocument> {
  const [items, vatLines, seller] = await Promise.all([
    listOrderItems(trx, [order.id]),
    listOrderVatLines(trx, [order.id]),
    readSeller({ db: trx, demoBankDetails: false }),
  ]);
  const lang = order.language;
  const lines: InvoiceLine[] = items.map((item) => ({
    name: itemName(item, lang),
    partNumber: item.partNumber,
    quantity: item.quantity,
    unitNetCents: Math.round(item.netCents / item.quantity),
    netCents: item.netCents,
    vatRateBp: item.vatRateBp,
    vatCents: item.vatCents,
    grossCents: item.totalPriceCents,
  }));
  if (order.shippingCents > 0) {
    lines.push({
      name: SURCHARGE_NAME[lang],
      partNumber: null,
      quantity: 1,
      unitNetCents: order.shippingNetCents,
      netCents: order.shippingNetCents,
      vatRateBp: items[0]?.vatRateBp ?? 0,
      vatCents: order.shippingVatCents,
      grossCents: order.shippingCents,
    });
  }
  const sameAddress = (kind: 'shipping' | 'billing') => [
    order[`${kind}Address`],
    `${order[`${kind}PostalCode`]} ${order[`${kind}City`]}`,
    new Intl.DisplayNames([lang], { type: 'region' }).of(order[`${kind}Country`]) ?? order[`${kind}Country`],
  ];
  return {
    kind: 'invoice',
    number,
    correctsNumber: null,
    issueDate,
    saleDate: issueDate,
    orderNumber: order.orderNumber,
    currency: order.currency,
    language: lang,
    seller: {
      name: seller.companyName,
      address: [seller.street, `${seller.postalCode} ${seller.city}`, seller.country],
      nip: seller.nip,
      regon: seller.regon,
      krs: seller.krs,
      ...(seller.bankAccount ? { bankAccount: seller.bankAccount.iban } : {}),
      email: seller.customerServiceEmail,
    },
    buyer: {
      name: `${order.billingFirstName} ${order.billingLastName}`.trim(),
      company: order.customerType === 'company' ? order.company : null,
      vatId: order.customerType === 'company' ? order.vatNumber : null,
      address: sameAddress('billing'),
      email: order.email,
    },
    vatScheme: order.vatScheme,
    lines,
    vatBreakdown: vatLines.map(({ rateBp, netCents, vatCents, grossCents }) => ({
      rateBp,
      netCents,
      vatCents,
      grossCents,
    })),
    totals: { netCents: order.netCents, vatCents: order.vatCents, grossCents: order.totalCents },
    paymentMethod: order.paymentMethod === 'payneteasy' ? 'card' : 'bank_transfer',
    paid: true,
  };
}

async function issue(
  trx: Db,
  order: OrderRow,
  kind: 'invoice' | 'correction',
  build: (number: string, date: string) => Promise<InvoiceDocument>,
  correctsInvoiceId: number | null,
) {
  const now = new Date();
  const issueDate = warsawDate(now);
  const year = Number(issueDate.slice(0, 4));
  const series = SERIES[kind];
  const seq = await takeInvoiceSeq(trx, series, year);
  const number = invoiceNumber(series, year, seq);
  const document = await build(number, issueDate);
  await insertInvoice(trx, {
    orderId: order.id,
    kind,
    series,
    year,
    seq,
    number,
    correctsInvoiceId,
    issuedAt: now.toISOString(),
    document: JSON.stringify(document),
  });
  return number;
}

/** The paid order's invoice, in the caller's transaction; an order invoiced already keeps its one. */
export async function issueInvoiceIn(trx: Db, order: OrderRow): Promise<void> {
  if (await findInvoiceOfOrder(trx, order.id, 'invoice')) return;
  await issue(trx, order, 'invoice', (number, date) => invoiceDocument(trx, order, number, date), null);
}

/** A cancelled invoiced order's correcting invoice (every amount reversed), in the caller's transaction. */
export async function issueCorrectionIn(trx: Db, order: OrderRow): Promise<void> {
  const original = await findInvoiceOfOrder(trx, order.id, 'invoice');
  if (!original || (await findInvoiceOfOrder(trx, order.id, 'correction'))) return;
  const invoiced = JSON.parse(original.document) as InvoiceDocument;
  await issue(
    trx,
    order,
    'correction',
    async (number, date) => ({
      ...invoiced,
      kind: 'correction',
      number,
      correctsNumber: invoiced.number,
      issueDate: date,
      lines: invoiced.lines.map((line) => ({
        ...line,
        quantity: -line.quantity,
        netCents: -line.netCents,
        vatCents: -line.vatCents,
        grossCents: -line.grossCents,
      })),
      vatBreakdown: invoiced.vatBreakdown.map((v) => ({
        ...v,
        netCents: -v.netCents,
        vatCents: -v.vatCents,
        grossCents: -v.grossCents,
      })),
      totals: {
        netCents: -invoiced.totals.netCents,
        vatCents: -invoiced.totals.vatCents,
        grossCents: -invoiced.totals.grossCents,
      },
    }),
    original.id,
  );
}

/** The invoice's PDF, from the document stored when it was issued. */
export function invoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  return renderInvoicePdf(JSON.parse(invoice.document) as InvoiceDocument);
}

export function invoiceFileName(invoice: { number: string }): string {
  return fileNameOf(invoice.number);
}
