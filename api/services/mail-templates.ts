/**
 * The shop's e-mails in English and Polish, as pure functions returning subject, plain text and HTML.
 * Both bodies are rendered from one list of blocks, so the text version always says what the HTML says.
 */

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
const SHOP_NAME = 'PartsPoint';

/**
 * What a mail needs of the seller (GET /api/seller's data: the shop settings over the demo values):
 * every footer names the company, address, e-mail and opening hours, the same as the contact page.
 */
export type MailSeller = Pick<
  Seller,
  'companyName' | 'street' | 'postalCode' | 'city' | 'customerServiceEmail' | 'hours'
>;

// ---- Rendering -------------------------------------------------------------------------------------

type Block =
  /** Line breaks in `text` become <br> in the HTML. */
  | { type: 'paragraph'; text: string }
  | { type: 'button'; label: string; url: string }
  | { type: 'details'; rows: readonly (readonly [label: string, value: string])[] }
  | { type: 'items'; items: readonly OrderItem[]; total: string }
  | { type: 'lines'; title: string; lines: readonly string[] };

const COMMON = {
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

/** Counted nouns through Intl.PluralRules: Polish has one/few/many forms ("1 minutę", "2 minuty", "5 minut"). */
function counted(
  lang: MailLanguage,
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>>,
): string {
  const form = forms[new Intl.PluralRules(lang).select(count)] ?? forms.other ?? '';
  return `${count} ${form}`;
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
function render(
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

// ---- Account mails ---------------------------------------------------------------------------------

export function welcomeMail(
  lang: MailLanguage,
  data: { firstName: string; shopUrl: string },
  seller: MailSeller,
): MailContent {
  const copy = {
    en: {
      subject: `Welcome to ${SHOP_NAME}`,
      intro: `Thank you for registering. Your ${SHOP_NAME} account is ready: you can now save your addresses, check out faster and follow your orders in one place.`,
      button: 'Start shopping',
    },
    pl: {
      subject: `Witamy w ${SHOP_NAME}`,
      intro: `Dziękujemy za rejestrację. Twoje konto w ${SHOP_NAME} jest gotowe: możesz teraz zapisywać adresy, szybciej składać zamówienia i śledzić je w jednym miejscu.`,
      button: 'Rozpocznij zakupy',
    },
  }[lang];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'button', label: copy.button, url: data.shopUrl },
  ]);
}

export function passwordResetMail(
  lang: MailLanguage,
  data: { firstName: string; resetUrl: string; validMinutes: number },
  seller: MailSeller,
): MailContent {
  const minutes = counted(
    lang,
    data.validMinutes,
    {
      en: { one: 'minute', other: 'minutes' },
      pl: { one: 'minutę', few: 'minuty', many: 'minut', other: 'minuty' },
    }[lang],
  );
  const copy = {
    en: {
      subject: `Reset your ${SHOP_NAME} password`,
      intro: `We received a request to reset the password for your ${SHOP_NAME} account. Use the button below to choose a new password.`,
      validity: `The link is valid for ${minutes} and works only once.`,
      button: 'Choose a new password',
      ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays unchanged.',
    },
    pl: {
      subject: `Ustaw nowe hasło do konta ${SHOP_NAME}`,
      intro: `Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w ${SHOP_NAME}. Kliknij przycisk poniżej, aby ustawić nowe hasło.`,
      validity: `Link jest ważny przez ${minutes} i można go użyć tylko raz.`,
      button: 'Ustaw nowe hasło',
      ignore:
        'Jeżeli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.',
    },
  }[lang];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'button', label: copy.button, url: data.resetUrl },
    { type: 'paragraph', text: copy.validity },
    { type: 'paragraph', text: copy.ignore },
  ]);
}

export function passwordChangedMail(
  lang: MailLanguage,
  data: { firstName: string },
  seller: MailSeller,
): MailContent {
  const copy = {
    en: {
      subject: `Your ${SHOP_NAME} password has been changed`,
      intro: `The password for your ${SHOP_NAME} account has been changed.`,
      warning: `If you made this change, there is nothing more to do. If you did not, contact us right away at ${seller.customerServiceEmail} so that we can secure your account.`,
    },
    pl: {
      subject: `Hasło do konta ${SHOP_NAME} zostało zmienione`,
      intro: `Hasło do Twojego konta w ${SHOP_NAME} zostało zmienione.`,
      warning: `Jeżeli to była Twoja zmiana, nie musisz nic robić. Jeżeli nie, niezwłocznie napisz do nas na adres ${seller.customerServiceEmail}, abyśmy mogli zabezpieczyć Twoje konto.`,
    },
  }[lang];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'paragraph', text: copy.warning },
  ]);
}

/** To the new address of an e-mail change: the change takes effect only through this link. */
export function emailChangeConfirmMail(
  lang: MailLanguage,
  data: { firstName: string; newEmail: string; confirmUrl: string; validHours: number },
  seller: MailSeller,
): MailContent {
  const hours = counted(
    lang,
    data.validHours,
    {
      en: { one: 'hour', other: 'hours' },
      pl: { one: 'godzinę', few: 'godziny', many: 'godzin', other: 'godziny' },
    }[lang],
  );
  const copy = {
    en: {
      subject: `Confirm your new ${SHOP_NAME} e-mail address`,
      intro: `You asked to sign in to your ${SHOP_NAME} account with ${data.newEmail} from now on. Use the button below to confirm that this address is yours.`,
      validity: `The link is valid for ${hours} and works only once. Until then, your account keeps its current address.`,
      button: 'Confirm the new address',
      ignore: 'If you did not ask for this, you can ignore this e-mail: nothing changes.',
    },
    pl: {
      subject: `Potwierdź nowy adres e-mail w ${SHOP_NAME}`,
      intro: `Poprosiłeś o logowanie do konta w ${SHOP_NAME} adresem ${data.newEmail}. Kliknij przycisk poniżej, aby potwierdzić, że ten adres należy do Ciebie.`,
      validity: `Link jest ważny przez ${hours} i można go użyć tylko raz. Do tego czasu konto zachowuje dotychczasowy adres.`,
      button: 'Potwierdź nowy adres',
      ignore: 'Jeżeli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – nic się nie zmieni.',
    },
  }[lang];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'button', label: copy.button, url: data.confirmUrl },
    { type: 'paragraph', text: copy.validity },
    { type: 'paragraph', text: copy.ignore },
  ]);
}

/** To the old address once an e-mail change has taken effect. */
export function emailChangedMail(
  lang: MailLanguage,
  data: { firstName: string; newEmail: string },
  seller: MailSeller,
): MailContent {
  const copy = {
    en: {
      subject: `Your ${SHOP_NAME} e-mail address has been changed`,
      intro: `Your ${SHOP_NAME} account now uses ${data.newEmail}; this address no longer signs in and gets no more mail from us.`,
      warning: `If you made this change, there is nothing more to do. If you did not, contact us right away at ${seller.customerServiceEmail} so that we can secure your account.`,
    },
    pl: {
      subject: `Adres e-mail konta ${SHOP_NAME} został zmieniony`,
      intro: `Twoje konto w ${SHOP_NAME} używa teraz adresu ${data.newEmail}; tym adresem nie można się już logować i nie będziemy na niego pisać.`,
      warning: `Jeżeli to była Twoja zmiana, nie musisz nic robić. Jeżeli nie, niezwłocznie napisz do nas na adres ${seller.customerServiceEmail}, abyśmy mogli zabezpieczyć Twoje konto.`,
    },
  }[lang];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'paragraph', text: copy.warning },
  ]);
}

// ---- Order mails -----------------------------------------------------------------------------------

/** One order line; money strings come formatted by the caller (web/lib/money.ts rules). */
export interface OrderItem {
  name: string;
  quantity: number;
  unitPrice: string;
  total: string;
}

/** After an accepted card payment. */
export function orderConfirmationMail(
  lang: MailLanguage,
  data: {
    firstName: string;
    orderNumber: string;
    items: readonly OrderItem[];
    total: string;
    shippingAddress: readonly string[];
    ordersUrl: string;
    /** Card (default): the payment has arrived; bank transfer: the order waits for the transfer. */
    paymentMethod?: 'payneteasy' | 'bank_transfer';
  },
  seller: MailSeller,
): MailContent {
  const n = data.orderNumber;
  const byTransfer = data.paymentMethod === 'bank_transfer';
  const copy = {
    en: {
      subject: `Thank you for your order ${n}`,
      intro: byTransfer
        ? `Thank you for shopping with ${SHOP_NAME}. We have received your order ${n}. We will start processing it as soon as your bank transfer arrives; the payment details follow in a separate e-mail.`
        : `Thank you for shopping with ${SHOP_NAME}. We have received your card payment and your order ${n} is confirmed.`,
      delivery:
        'In-stock items ship within 1–2 working days of payment; standard delivery within Europe takes 3–7 working days. We will e-mail you when your parcel is on its way.',
      change: `Need to change something? An order can be changed within 1 hour of being placed: write to us at ${seller.customerServiceEmail}.`,
      button: 'View your orders',
    },
    pl: {
      subject: `Dziękujemy za zamówienie ${n}`,
      intro: byTransfer
        ? `Dziękujemy za zakupy w ${SHOP_NAME}. Otrzymaliśmy Twoje zamówienie ${n}. Rozpoczniemy jego realizację zaraz po zaksięgowaniu przelewu; dane do przelewu wysyłamy w osobnej wiadomości.`
        : `Dziękujemy za zakupy w ${SHOP_NAME}. Otrzymaliśmy Twoją płatność kartą, a zamówienie ${n} zostało potwierdzone.`,
      delivery:
        'Produkty dostępne w magazynie wysyłamy w ciągu 1–2 dni roboczych od otrzymania płatności; standardowa dostawa na terenie Europy trwa 3–7 dni roboczych. Gdy paczka zostanie nadana, wyślemy Ci wiadomość.',
      change: `Chcesz coś zmienić? Zamówienie można zmienić w ciągu 1 godziny od jego złożenia: napisz do nas na adres ${seller.customerServiceEmail}.`,
      button: 'Zobacz swoje zamówienia',
    },
  }[lang];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'items', items: data.items, total: data.total },
    { type: 'lines', title: COMMON[lang].shippingAddress, lines: data.shippingAddress },
    { type: 'paragraph', text: copy.delivery },
    { type: 'paragraph', text: copy.change },
    { type: 'button', label: copy.button, url: data.ordersUrl },
  ]);
}

/** For an offline order: the bank transfer details by e-mail (what to transfer where). */
export function bankTransferMail(
  lang: MailLanguage,
  data: {
    firstName: string;
    orderNumber: string;
    total: string;
    iban: string;
    bic: string;
    accountHolder: string;
    bankName: string;
    reference: string;
    dueDays: number;
  },
  seller: MailSeller,
): MailContent {
  const n = data.orderNumber;
  const days = counted(
    lang,
    data.dueDays,
    {
      en: { one: 'day', other: 'days' },
      // Genitive after "w ciągu": "1 dnia", "2 dni", "5 dni".
      pl: { one: 'dnia', few: 'dni', many: 'dni', other: 'dnia' },
    }[lang],
  );
  const copy = {
    en: {
      subject: `Order ${n}: bank transfer details`,
      intro: `Thank you for your order ${n}. Please pay by bank transfer: send ${data.total} to the account below within ${days}.`,
      labels: ['Amount', 'Account holder', 'Bank', 'IBAN', 'BIC (SWIFT)', 'Payment reference'],
      matching:
        'Please enter the payment reference exactly as shown, so that we can match your payment to your order. We will start processing your order as soon as the payment arrives.',
    },
    pl: {
      subject: `Zamówienie ${n}: dane do przelewu`,
      intro: `Dziękujemy za złożenie zamówienia ${n}. Aby je opłacić, przelej ${data.total} na poniższy rachunek w ciągu ${days}.`,
      labels: ['Kwota', 'Odbiorca', 'Bank', 'IBAN', 'BIC (SWIFT)', 'Tytuł przelewu'],
      matching:
        'Wpisz tytuł przelewu dokładnie tak, jak podano powyżej: dzięki temu przypiszemy wpłatę do Twojego zamówienia. Realizację zamówienia rozpoczniemy zaraz po zaksięgowaniu wpłaty.',
    },
  }[lang];
  const values = [data.total, data.accountHolder, data.bankName, data.iban, data.bic, data.reference];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'details', rows: values.map((value, i) => [copy.labels[i] ?? '', value] as const) },
    { type: 'paragraph', text: copy.matching },
  ]);
}

export type OrderMailStatus = 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

const STATUS_COPY: Record<
  MailLanguage,
  Record<OrderMailStatus, (n: string, email: string) => { subject: string; body: string }> & { track: string }
> = {
  en: {
    confirmed: (n) => ({
      subject: `Order ${n} confirmed`,
      body: `Your order ${n} has been confirmed and we are preparing it for shipping. In-stock items ship within 1–2 working days.`,
    }),
    shipped: (n) => ({
      subject: `Order ${n} is on its way`,
      body: `Good news: your order ${n} has been shipped. Standard delivery within Europe takes 3–7 working days.`,
    }),
    delivered: (n) => ({
      subject: `Order ${n} has been delivered`,
      body: `Your order ${n} has been delivered. If the parcel arrived damaged, let us know within 2 business days and send photos within 3 business days. You can return items within 30 days.`,
    }),
    cancelled: (n, email) => ({
      subject: `Order ${n} has been cancelled`,
      body: `Your order ${n} has been cancelled. If you have already paid, we will refund the payment to the same payment method. If you have any questions, write to us at ${email}.`,
    }),
    track: 'Track your parcel',
  },
  pl: {
    confirmed: (n) => ({
      subject: `Zamówienie ${n} zostało potwierdzone`,
      body: `Twoje zamówienie ${n} zostało potwierdzone i przygotowujemy je do wysyłki. Produkty dostępne w magazynie wysyłamy w ciągu 1–2 dni roboczych.`,
    }),
    shipped: (n) => ({
      subject: `Zamówienie ${n} zostało wysłane`,
      body: `Dobra wiadomość: Twoje zamówienie ${n} zostało wysłane. Standardowa dostawa na terenie Europy trwa 3–7 dni roboczych.`,
    }),
    delivered: (n) => ({
      subject: `Zamówienie ${n} zostało dostarczone`,
      body: `Twoje zamówienie ${n} zostało dostarczone. Jeśli przesyłka dotarła uszkodzona, zgłoś to w ciągu 2 dni roboczych, a zdjęcia prześlij w ciągu 3 dni roboczych. Produkty możesz zwrócić w ciągu 30 dni.`,
    }),
    cancelled: (n, email) => ({
      subject: `Zamówienie ${n} zostało anulowane`,
      body: `Twoje zamówienie ${n} zostało anulowane. Jeżeli płatność została już zrealizowana, zwrócimy ją tą samą metodą płatności. W razie pytań napisz do nas na adres ${email}.`,
    }),
    track: 'Śledź przesyłkę',
  },
};

/**
 * A status change; the tracking button appears only when a tracking URL is given, the parcel's
 * carrier and number when the order has them.
 */
export function orderStatusMail(
  lang: MailLanguage,
  data: {
    firstName: string;
    orderNumber: string;
    status: OrderMailStatus;
    trackingUrl?: string;
    shipment?: { carrier: string; trackingNumber: string } | undefined;
  },
  seller: MailSeller,
): MailContent {
  const copy = STATUS_COPY[lang];
  const { subject, body } = copy[data.status](data.orderNumber, seller.customerServiceEmail);
  const blocks: Block[] = [{ type: 'paragraph', text: body }];
  if (data.shipment) {
    const labels = lang === 'pl' ? ['Przewoźnik', 'Numer przesyłki'] : ['Carrier', 'Tracking number'];
    blocks.push({
      type: 'details',
      rows: [
        [labels[0] ?? '', data.shipment.carrier],
        [labels[1] ?? '', data.shipment.trackingNumber],
      ],
    });
  }
  if (data.trackingUrl) blocks.push({ type: 'button', label: copy.track, url: data.trackingUrl });
  return render(lang, seller, subject, data.firstName, blocks);
}

// ---- Return mails ----------------------------------------------------------------------------------

/** After a return request: the authorisation number and what to do next. */
export function returnRequestedMail(
  lang: MailLanguage,
  data: {
    firstName: string;
    returnNumber: string;
    orderNumber: string;
    items: readonly { name: string; quantity: number }[];
  },
  seller: MailSeller,
): MailContent {
  const { returnNumber: r, orderNumber: n } = data;
  const copy = {
    en: {
      subject: `Return ${r} for order ${n}`,
      intro: `We have received your return request for order ${n}. Your return authorisation number is ${r}.`,
      title: 'Items to return',
      next: `Please wait for our approval e-mail, then send the items back within 7 days, with the number ${r} on or in the parcel. Once they arrive we send a refund credit note or a replacement.`,
    },
    pl: {
      subject: `Zwrot ${r} do zamówienia ${n}`,
      intro: `Otrzymaliśmy Twoje zgłoszenie zwrotu do zamówienia ${n}. Numer autoryzacji zwrotu to ${r}.`,
      title: 'Zwracane produkty',
      next: `Poczekaj na wiadomość z akceptacją zwrotu, a następnie odeślij produkty w ciągu 7 dni, umieszczając numer ${r} na paczce lub w jej środku. Po ich otrzymaniu wystawimy fakturę korygującą ze zwrotem pieniędzy albo wyślemy produkt zastępczy.`,
    },
  }[lang];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'lines', title: copy.title, lines: data.items.map((item) => `${item.quantity} × ${item.name}`) },
    { type: 'paragraph', text: copy.next },
  ]);
}

export type ReturnMailStatus = 'approved' | 'rejected' | 'refunded';

/** Staff's decision on a return, with their note (what is refunded or replaced, or why not). */
export function returnDecisionMail(
  lang: MailLanguage,
  data: {
    firstName: string;
    returnNumber: string;
    orderNumber: string;
    status: ReturnMailStatus;
    note: string | null;
  },
  seller: MailSeller,
): MailContent {
  const { returnNumber: r, orderNumber: n } = data;
  const copy = {
    en: {
      approved: {
        subject: `Return ${r} approved`,
        body: `Your return ${r} for order ${n} is approved. Please send the items back within 7 days, with the number ${r} on or in the parcel.`,
      },
      rejected: {
        subject: `Return ${r} not accepted`,
        body: `We are sorry: your return ${r} for order ${n} could not be accepted. If you have any questions, write to us at ${seller.customerServiceEmail}.`,
      },
      refunded: {
        subject: `Return ${r}: refund issued`,
        body: `We have received the items of your return ${r} for order ${n} and issued the refund credit note. The money goes back to the way you paid.`,
      },
      note: 'Note from our team',
    },
    pl: {
      approved: {
        subject: `Zwrot ${r} zaakceptowany`,
        body: `Twój zwrot ${r} do zamówienia ${n} został zaakceptowany. Odeślij produkty w ciągu 7 dni, umieszczając numer ${r} na paczce lub w jej środku.`,
      },
      rejected: {
        subject: `Zwrot ${r} nie został przyjęty`,
        body: `Przykro nam: nie możemy przyjąć zwrotu ${r} do zamówienia ${n}. W razie pytań napisz do nas na adres ${seller.customerServiceEmail}.`,
      },
      refunded: {
        subject: `Zwrot ${r}: wystawiliśmy korektę`,
        body: `Otrzymaliśmy produkty ze zwrotu ${r} do zamówienia ${n} i wystawiliśmy fakturę korygującą. Pieniądze wrócą tą samą metodą, którą zapłacono.`,
      },
      note: 'Uwaga od naszego zespołu',
    },
  }[lang];
  const { subject, body } = copy[data.status];
  const blocks: Block[] = [{ type: 'paragraph', text: body }];
  if (data.note) blocks.push({ type: 'lines', title: copy.note, lines: data.note.split(/\r?\n/) });
  return render(lang, seller, subject, data.firstName, blocks);
}
