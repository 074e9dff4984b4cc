/**
 * What every shop e-mail shares: the languages, the seller footer, and the renderer that turns one list
 * of blocks into subject, plain text and HTML, so the text version always says what the HTML says.
 */

import { pluralForm, type PluralForms } from '#api/contract/messages.ts';
import type { Seller } from '#api/contract/seller.ts';

export type MailLanguage = 'en' | 'pl';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** The users.language column is free text to Kysely: anything but 'pl' gets the default, English. */
export function toMailLanguage(value: string | null | undefined): MailLanguage {
  return value === 'pl' ? 'pl' : 'en';
}

// Mirrors web/lib/shop.ts, which api/ may not import.
export const SHOP_NAME = 'PartsPoint';

/**
 * What a mail needs of the seller (GET /api/seller's data: the shop settings over the demo values):
 * every footer names the company, address, e-mail and opening hours, the same as the contact page.
 */
export type MailSeller = Pick<
  Seller,
  'companyName' | 'street' | 'postalCode' | 'city' | 'customerServiceEmail' | 'hours'
>;

/** One order line; money strings come formatted by the caller (web/lib/money.ts rules). */
export interface OrderItem {
  name: string;
  quantity: number;
  unitPrice: string;
  total: string;
}

/** One piece of a mail's body, rendered both as plain text and as HTML. */
export type Block =
  /** Line breaks in `text` become <br> in the HTML. */
  | { type: 'paragraph'; text: string }
  | { type: 'button'; label: string; url: string }
  | { type: 'details'; rows: readonly (readonly [label: string, value: string])[] }
  | { type: 'items'; items: readonly OrderItem[]; total: string }
  | { type: 'lines'; title: string; lines: readonly string[] };

export const COMMON = {
  en: {
    greeting: (firstName: string) => `Hello ${firstName},`,
    signOff: `Kind regards,\nThe ${SHOP_NAME} team`,
    linkHint: 'If the button does not work, copy this link into your browser:',
    columns: { product: 'Product', quantity: 'Qty', unitPrice: 'Unit price', total: 'Total' },
    grandTotal: 'Total',
    shippingAddress: 'Shipping address',
    country: 'Poland',
    hours: ({ weekdays: [open, close], saturday }: MailSeller['hours']) =>
      `Customer service: Mon–Fri ${open}–${close}, Sat ${saturday ? saturday.join('–') : 'closed'}, Sun closed`,
    reason: `You are receiving this e-mail because of your account or order at ${SHOP_NAME}.`,
  },
  pl: {
    greeting: (firstName: string) => `Dzień dobry, ${firstName}!`,
    signOff: `Pozdrawiamy,\nZespół ${SHOP_NAME}`,
    linkHint: 'Jeśli przycisk nie działa, skopiuj ten link i wklej go w przeglądarce:',
    columns: { product: 'Produkt', quantity: 'Ilość', unitPrice: 'Cena jedn.', total: 'Wartość' },
    grandTotal: 'Razem',
    shippingAddress: 'Adres dostawy',
    country: 'Polska',
    hours: ({ weekdays: [open, close], saturday }: MailSeller['hours']) =>
      `Obsługa klienta: pon.–pt. ${open}–${close}, sob. ${saturday ? saturday.join('–') : 'nieczynne'}, niedz. nieczynne`,
    reason: `Otrzymujesz tę wiadomość w związku ze swoim kontem lub zamówieniem w ${SHOP_NAME}.`,
  },
} satisfies Record<MailLanguage, unknown>;

type Common = (typeof COMMON)[MailLanguage];

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Only http(s) links: a `javascript:` or `data:` URL in a mail would be a phishing or script vector. */
function checkedUrl(url: string): string {
  const protocol = URL.canParse(url) ? new URL(url).protocol : '';
  // The URL itself stays out of the message: a reset link carries a token.
  if (protocol !== 'https:' && protocol !== 'http:') throw new TypeError('Mail links must be http(s) URLs');
  return url;
}

/** Counted nouns in the language's plural forms: Polish has one/few/many ("1 minutę", "2 minuty", "5 minut"). */
export function counted(lang: MailLanguage, count: number, forms: PluralForms): string {
  return `${count} ${pluralForm(lang, forms, count)}`;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const INK = 'color:#0f172a;';
const MUTED = 'color:#475569;';
const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

function blockText(block: Block, common: Common): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'items':
      return [
        ...block.items.map((item) => `- ${item.name}: ${item.quantity} × ${item.unitPrice} = ${item.total}`),
        `${common.grandTotal}: ${block.total}`,
      ].join('\n');
    case 'lines':
      return [`${block.title}:`, ...block.lines].join('\n');
  }
}

function itemsHtml(items: readonly OrderItem[], total: string, common: Common): string {
  const cell = `padding:8px;border-bottom:1px solid #e2e8f0;${FONT}font-size:14px;${INK}`;
  const head = `padding:8px;background-color:#f1f5f9;${FONT}font-size:13px;font-weight:bold;${MUTED}`;
  const { product, quantity, unitPrice, total: lineTotal } = common.columns;
  const rows = items.map(
    (item) =>
      `<tr><td style="${cell}">${escapeHtml(item.name)}</td>` +
      `<td align="center" style="${cell}">${item.quantity}</td>` +
      `<td align="right" style="${cell}white-space:nowrap;">${escapeHtml(item.unitPrice)}</td>` +
      `<td align="right" style="${cell}white-space:nowrap;">${escapeHtml(item.total)}</td></tr>`,
  );
  return (
    `<table ${TABLE} width="100%" style="width:100%;margin:0 0 16px;border-collapse:collapse;">` +
    `<tr><td style="${head}">${escapeHtml(product)}</td><td align="center" style="${head}">${escapeHtml(quantity)}</td>` +
    `<td align="right" style="${head}">${escapeHtml(unitPrice)}</td><td align="right" style="${head}">${escapeHtml(lineTotal)}</td></tr>` +
    rows.join('') +
    `<tr><td colspan="3" align="right" style="padding:8px;${FONT}font-size:15px;font-weight:bold;${INK}">${escapeHtml(common.grandTotal)}</td>` +
    `<td align="right" style="padding:8px;${FONT}font-size:15px;font-weight:bold;${INK}white-space:nowrap;">${escapeHtml(total)}</td></tr>` +
    '</table>'
  );
}

function blockHtml(block: Block, common: Common): string {
  const paragraph = `margin:0 0 16px;${FONT}font-size:15px;line-height:22px;${INK}`;
  switch (block.type) {
    case 'paragraph':
      return `<p style="${paragraph}">${escapeHtml(block.text).replaceAll('\n', '<br>')}</p>`;
    case 'button': {
      const href = escapeHtml(checkedUrl(block.url));
      return (
        `<table ${TABLE} style="margin:8px 0 16px;"><tr><td bgcolor="#0f172a" style="border-radius:6px;">` +
        `<a href="${href}" style="display:inline-block;padding:12px 24px;${FONT}font-size:15px;font-weight:bold;` +
        `color:#ffffff;text-decoration:none;">${escapeHtml(block.label)}</a></td></tr></table>` +
        `<p style="margin:0 0 16px;${FONT}font-size:13px;line-height:18px;${MUTED}">${escapeHtml(common.linkHint)}<br>` +
        `<a href="${href}" style="color:#1d4ed8;word-break:break-all;">${escapeHtml(block.url)}</a></p>`
      );
    }
    case 'details': {
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><td style="padding:4px 16px 4px 0;${FONT}font-size:14px;${MUTED}">${escapeHtml(label)}</td>` +
          `<td style="padding:4px 0;${FONT}font-size:14px;font-weight:bold;${INK}">${escapeHtml(value)}</td></tr>`,
      );
      return (
        `<table ${TABLE} width="100%" style="width:100%;margin:0 0 16px;background-color:#f1f5f9;">` +
        `<tr><td style="padding:12px 16px;"><table ${TABLE}>${rows.join('')}</table></td></tr></table>`
      );
    }
    case 'items':
      return itemsHtml(block.items, block.total, common);
    case 'lines':
      return (
        `<p style="${paragraph}"><strong>${escapeHtml(block.title)}</strong><br>` +
        `${block.lines.map(escapeHtml).join('<br>')}</p>`
      );
  }
}

function footerLines(common: Common, seller: MailSeller): string[] {
  return [
    seller.companyName,
    seller.street,
    `${seller.postalCode} ${seller.city}, ${common.country}`,
    seller.customerServiceEmail,
    common.hours(seller.hours),
  ];
}

/** Wraps the blocks in greeting, sign-off, shop-name header and seller footer, as text and as HTML. */
export function render(
  lang: MailLanguage,
  seller: MailSeller,
  subject: string,
  firstName: string,
  blocks: readonly Block[],
): MailContent {
  const common = COMMON[lang];
  const all: Block[] = [
    { type: 'paragraph', text: common.greeting(firstName) },
    ...blocks,
    { type: 'paragraph', text: common.signOff },
  ];
  const footer = footerLines(common, seller);

  const text = [
    SHOP_NAME,
    ...all.map((block) => blockText(block, common)),
    // "-- " is the signature separator mail clients recognise.
    ['-- ', ...footer, common.reason].join('\n'),
  ].join('\n\n');

  const mailto = `mailto:${seller.customerServiceEmail}`;
  const footerHtml = footer
    .map((line) =>
      line === seller.customerServiceEmail
        ? `<a href="${escapeHtml(mailto)}" style="${MUTED}">${escapeHtml(line)}</a>`
        : escapeHtml(line),
    )
    .join('<br>');
  const html =
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(subject)}</title></head>` +
    '<body style="margin:0;padding:0;background-color:#f8fafc;">' +
    `<table ${TABLE} width="100%" style="width:100%;background-color:#f8fafc;"><tr><td align="center" style="padding:24px 12px;">` +
    `<table ${TABLE} width="600" style="width:100%;max-width:600px;background-color:#ffffff;border:1px solid #e2e8f0;">` +
    `<tr><td bgcolor="#0f172a" style="padding:20px 24px;${FONT}font-size:22px;font-weight:bold;color:#ffffff;">` +
    `${escapeHtml(SHOP_NAME)}</td></tr>` +
    `<tr><td style="padding:24px 24px 8px;">${all.map((block) => blockHtml(block, common)).join('')}</td></tr>` +
    `<tr><td style="padding:16px 24px;background-color:#f1f5f9;${FONT}font-size:12px;line-height:18px;${MUTED}">` +
    `${footerHtml}<br><br>${escapeHtml(common.reason)}</td></tr>` +
    '</table></td></tr></table></body></html>';

  return { subject, text, html };
}
