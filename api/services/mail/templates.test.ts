/** The mail templates: both languages, the key data in subject, text and HTML, and HTML escaping. */
import { describe, expect, it } from 'vitest';
import { bankTransferMail } from './bank-transfer.ts';
import { orderConfirmationMail } from './order-confirmation.ts';
import { orderStatusMail } from './order-status.ts';
import { passwordChangedMail } from './password-changed.ts';
import { passwordResetMail } from './password-reset.ts';
import { escapeHtml, type MailContent, type MailLanguage, toMailLanguage } from './render.ts';
import { welcomeMail } from './welcome.ts';
import { DEMO_SELLER } from '#api/contract/seller.ts';

const LANGS: MailLanguage[] = ['en', 'pl'];
/** Not the demo seller: every footer detail must come from the parameter. */
const SELLER = {
  ...DEMO_SELLER,
  companyName: 'Test Parts sp. z o.o.',
  street: 'ul. Testowa 1',
  postalCode: '30-001',
  city: 'Kraków',
  customerServiceEmail: 'help@test.example',
  hours: { weekdays: ['08:00', '16:00'] as [string, string], saturday: null, sunday: null },
};
const EVIL_NAME = `<script>alert("x")</script> O'Brien & Co`;

interface Case {
  name: string;
  build(lang: MailLanguage, firstName: string): MailContent;
  /** Data the caller passed that must reach the reader, in the text as is and in the HTML escaped. */
  key: string[];
  /** Data that must be in the subject. */
  subjectKey?: string;
}

const CASES: Case[] = [
  {
    name: 'welcome',
    build: (lang, firstName) => welcomeMail(lang, { firstName, shopUrl: 'https://partspoint.eu/' }, SELLER),
    key: ['https://partspoint.eu/'],
    subjectKey: 'PartsPoint',
  },
  {
    name: 'password reset',
    build: (lang, firstName) =>
      passwordResetMail(
        lang,
        {
          firstName,
          resetUrl: 'https://partspoint.eu/reset-password?token=abc123&x=1',
          validMinutes: 60,
        },
        SELLER,
      ),
    key: ['https://partspoint.eu/reset-password?token=abc123&x=1', '60'],
    subjectKey: 'PartsPoint',
  },
  {
    name: 'password changed',
    build: (lang, firstName) => passwordChangedMail(lang, { firstName }, SELLER),
    key: [SELLER.customerServiceEmail],
    subjectKey: 'PartsPoint',
  },
  {
    name: 'order confirmation',
    build: (lang, firstName) =>
      orderConfirmationMail(
        lang,
        {
          firstName,
          orderNumber: 'PP-2026-000042',
          items: [
            { name: 'Brake pads <front> & "sport"', quantity: 2, unitPrice: '€49.99', total: '€99.98' },
            { name: 'Oil filter', quantity: 1, unitPrice: '€8.50', total: '€8.50' },
          ],
          total: '€108.48',
          shippingAddress: ['Jan Kowalski', 'ul. Długa 5/7', '00-238 Warszawa', 'Poland'],
          ordersUrl: 'https://partspoint.eu/orders',
        },
        SELLER,
      ),
    key: [
      'PP-2026-000042',
      'Brake pads <front> & "sport"',
      'Oil filter',
      '€49.99',
      '€99.98',
      '€108.48',
      'ul. Długa 5/7',
      '00-238 Warszawa',
      'https://partspoint.eu/orders',
    ],
    subjectKey: 'PP-2026-000042',
  },
  {
    name: 'bank transfer',
    build: (lang, firstName) =>
      bankTransferMail(
        lang,
        {
          firstName,
          orderNumber: 'PP-2026-000043',
          total: '431,20 zł',
          iban: 'PL61 1090 1014 0000 0712 1981 2874',
          bic: 'WBKPPLPP',
          accountHolder: 'PartsPoint sp. z o.o.',
          bankName: 'Santander Bank Polska',
          reference: 'PP-2026-000043',
          dueDays: 7,
        },
        SELLER,
      ),
    key: [
      'PP-2026-000043',
      '431,20 zł',
      'PL61 1090 1014 0000 0712 1981 2874',
      'WBKPPLPP',
      'Santander Bank Polska',
      '7',
    ],
    subjectKey: 'PP-2026-000043',
  },
  ...(['confirmed', 'shipped', 'delivered', 'cancelled'] as const).map((status): Case => ({
    name: `order status ${status}`,
    build: (lang, firstName) =>
      orderStatusMail(
        lang,
        {
          firstName,
          orderNumber: 'PP-2026-000044',
          status,
          trackingUrl: 'https://track.example.com/?id=1Z999&lang=pl',
        },
        SELLER,
      ),
    key: ['PP-2026-000044', 'https://track.example.com/?id=1Z999&lang=pl'],
    subjectKey: 'PP-2026-000044',
  })),
];

/** The visible words of the HTML, roughly: tags dropped, the five escapes undone. */
function visibleText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? '');
}

describe.each(CASES)('$name mail', (mailCase) => {
  it.each(LANGS)('in %s has a subject, a text and an HTML body with the key data', (lang) => {
    const mail = mailCase.build(lang, 'Anna');
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.text.trim()).not.toBe('');
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="(en|pl)">/);
    expect(mail.html).toContain(`lang="${lang}"`);
    if (mailCase.subjectKey) expect(mail.subject).toContain(mailCase.subjectKey);
    for (const value of [...mailCase.key, 'Anna']) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(escapeHtml(value));
    }
    // Header and footer: the shop name and the seller's contact details, in both versions.
    for (const value of [
      'PartsPoint',
      SELLER.companyName,
      SELLER.street,
      `${SELLER.postalCode} ${SELLER.city}`,
      SELLER.customerServiceEmail,
      lang === 'en' ? 'Mon–Fri 08:00–16:00, Sat closed' : 'pon.–pt. 08:00–16:00, sob. nieczynne',
    ]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
  });

  it('greets in the right language and the Polish mail is in Polish', () => {
    const en = mailCase.build('en', 'Anna');
    const pl = mailCase.build('pl', 'Anna');
    expect(en.text).toContain('Hello Anna,');
    expect(pl.text).toContain('Dzień dobry, Anna!');
    expect(pl.html).toContain('Dzień dobry, Anna!');
    expect(pl.text).toContain('Pozdrawiamy');
    expect(pl.text).toContain('Kraków, Polska');
    expect(en.text).toContain('Kraków, Poland');
    for (const demo of [DEMO_SELLER.customerServiceEmail, DEMO_SELLER.street])
      expect(en.text + pl.text).not.toContain(demo);
    expect(pl.subject).not.toBe(en.subject);
  });

  it.each(LANGS)('in %s escapes a malicious first name in the HTML', (lang) => {
    const mail = mailCase.build(lang, EVIL_NAME);
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Co');
    // The plain-text version is not HTML: the name stays as typed.
    expect(mail.text).toContain(EVIL_NAME);
  });

  it('says the same in the text as in the HTML', () => {
    for (const lang of LANGS) {
      const mail = mailCase.build(lang, 'Anna');
      const html = visibleText(mail.html);
      // Every line of the text version is in the HTML, bar the item lines the HTML shows as a table and
      // the signature separator; "label: value" lines are two cells there.
      const lines = mail.text.split('\n').filter((line) => line !== '-- ' && !line.startsWith('- '));
      for (const part of lines.flatMap((line) => line.split(/: |:$/))) {
        if (part.trim() !== '') expect(html).toContain(part.trim());
      }
    }
  });
});

describe('escaping of the other interpolated values', () => {
  it('escapes item names, address lines and bank details', () => {
    const order = orderConfirmationMail(
      'en',
      {
        firstName: 'Anna',
        orderNumber: '<b>1</b>',
        items: [{ name: '<img src=x onerror=alert(1)>', quantity: 1, unitPrice: '<i>', total: '"&"' }],
        total: '<u>',
        shippingAddress: ['<script>steal()</script>'],
        ordersUrl: 'https://partspoint.eu/orders?a=1&b="2"',
      },
      SELLER,
    );
    expect(order.html).not.toMatch(/<(img|script|b>|i>|u>)/);
    expect(order.html).toContain('href="https://partspoint.eu/orders?a=1&amp;b=&quot;2&quot;"');
    const bank = bankTransferMail(
      'pl',
      {
        firstName: 'Anna',
        orderNumber: '1',
        total: '1 zł',
        iban: '<iban>',
        bic: '<bic>',
        accountHolder: 'A & B <ltd>',
        bankName: '<bank>',
        reference: '"ref"',
        dueDays: 3,
      },
      SELLER,
    );
    expect(bank.html).not.toMatch(/<(iban|bic|ltd|bank)>/);
    expect(bank.html).toContain('A &amp; B &lt;ltd&gt;');
  });

  it('refuses links that are not http(s)', () => {
    expect(() => welcomeMail('en', { firstName: 'A', shopUrl: 'javascript:alert(1)' }, SELLER)).toThrow(
      TypeError,
    );
    expect(() =>
      orderStatusMail(
        'pl',
        { firstName: 'A', orderNumber: '1', status: 'shipped', trackingUrl: 'data:x' },
        SELLER,
      ),
    ).toThrow(TypeError);
  });
});

describe('details of the wording', () => {
  it('uses Polish plural forms for minutes and days', () => {
    const reset = (validMinutes: number) =>
      passwordResetMail('pl', { firstName: 'A', resetUrl: 'https://x.test/r', validMinutes }, SELLER).text;
    expect(reset(1)).toContain('przez 1 minutę');
    expect(reset(3)).toContain('przez 3 minuty');
    expect(reset(15)).toContain('przez 15 minut');
    expect(reset(22)).toContain('przez 22 minuty');
    expect(
      passwordResetMail('en', { firstName: 'A', resetUrl: 'https://x.test/r', validMinutes: 1 }, SELLER).text,
    ).toContain('valid for 1 minute ');
    const transfer = (dueDays: number) =>
      bankTransferMail(
        'pl',
        {
          firstName: 'A',
          orderNumber: '1',
          total: '1 zł',
          iban: 'PL',
          bic: 'B',
          accountHolder: 'H',
          bankName: 'N',
          reference: 'R',
          dueDays,
        },
        SELLER,
      ).text;
    expect(transfer(1)).toContain('w ciągu 1 dnia');
    expect(transfer(7)).toContain('w ciągu 7 dni');
  });

  it('gives each order status its own subject and shows tracking only with a URL', () => {
    const statuses = ['confirmed', 'shipped', 'delivered', 'cancelled'] as const;
    for (const lang of LANGS) {
      const subjects = statuses.map(
        (status) => orderStatusMail(lang, { firstName: 'A', orderNumber: '7', status }, SELLER).subject,
      );
      expect(new Set(subjects).size).toBe(statuses.length);
    }
    const untracked = orderStatusMail('pl', { firstName: 'A', orderNumber: '7', status: 'shipped' }, SELLER);
    expect(untracked.subject).toBe('Zamówienie 7 zostało wysłane');
    expect(untracked.text).not.toContain('Śledź przesyłkę');
    const tracked = orderStatusMail(
      'pl',
      {
        firstName: 'A',
        orderNumber: '7',
        status: 'shipped',
        trackingUrl: 'https://track.example.com/1',
      },
      SELLER,
    );
    expect(tracked.text).toContain('Śledź przesyłkę:\nhttps://track.example.com/1');
  });

  it('maps a stored language to a mail language, English by default', () => {
    expect(toMailLanguage('pl')).toBe('pl');
    expect(toMailLanguage('en')).toBe('en');
    expect(toMailLanguage('de')).toBe('en');
    expect(toMailLanguage(null)).toBe('en');
  });
});
