/**
 * The FAQ pages' content: English and Polish have the same structure (sections, block kinds, item
 * counts, table rows, card links), the shop's numbers (days, amounts) are where they belong, and the seller's data
 * comes from the parameter rather than being written into the text. The delivery page's surcharges and
 * delivery times are the delivery rules' (built from them), never written into it.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_RULES, rulesToBody, type DeliveryRulesBody } from '#api/contract/delivery-rules.ts';
import { DEMO_SELLER, type Seller } from '#api/contract/seller.ts';
import { getTranslator } from '../../../lib/i18n.ts';
import type { Language } from '../../../lib/preferences.ts';
import type { Bilingual, Block, InfoPageContent } from '../content-types.ts';
import { pageShape } from '../content-shape.ts';
import { buildDeliveryRulesBlock } from '../delivery-tables.ts';
import { faqHomePage } from './faq.ts';
import { faqDeliveryPage } from './faq-delivery.ts';
import { faqOrdersPage } from './faq-orders.ts';
import { faqPaymentsPage } from './faq-payments.ts';
import { faqReturnsPage } from './faq-returns.ts';

const PAGES = {
  faq: faqHomePage,
  faqOrders: faqOrdersPage,
  faqPayments: faqPaymentsPage,
  faqDelivery: faqDeliveryPage,
  faqReturns: faqReturnsPage,
} satisfies Record<string, (seller: Seller) => Bilingual>;

const allText = (page: InfoPageContent): string =>
  JSON.stringify(page)
    .replace(/"(kind|text|items|question|answer|title|to|linkLabel|caption|head|rows|heading|blocks)":/g, ' ')
    .replace(/\\n/g, ' ');

const blocksOf = <K extends Block['kind']>(page: InfoPageContent, kind: K) =>
  page.sections.flatMap((s) => s.blocks).filter((b): b is Extract<Block, { kind: K }> => b.kind === kind);

const tableByCaption = (page: InfoPageContent, caption: RegExp) => {
  const table = blocksOf(page, 'table').find((t) => caption.test(t.caption));
  if (!table) throw new Error(`no table ${caption}`);
  return table;
};

describe.each(Object.entries(PAGES))('%s', (_name, build) => {
  const { en, pl } = build(DEMO_SELLER);

  it('has the same structure in English and Polish', () => {
    expect(pageShape(pl)).toEqual(pageShape(en));
  });

  it('differs in language and holds plain text only', () => {
    expect(pl.title).not.toBe(en.title);
    expect(pl.sections.map((s) => s.heading)).not.toEqual(en.sections.map((s) => s.heading));
    for (const page of [en, pl]) {
      expect(JSON.stringify(page)).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.metaDescription.length).toBeGreaterThan(40);
    }
  });

  it('takes the seller data from its parameter', () => {
    const other: Seller = {
      ...DEMO_SELLER,
      customerServiceEmail: 'help@example.test',
      returnsEmail: 'rma@example.test',
      phone: '+48 11 222 33 44',
    };
    const text = JSON.stringify(build(other));
    expect(text).not.toContain(DEMO_SELLER.customerServiceEmail);
    expect(text).not.toContain(DEMO_SELLER.returnsEmail);
    expect(text).not.toContain(DEMO_SELLER.phone);
  });
});

describe('opening hours in the FAQ', () => {
  const closedSaturday: Seller = {
    ...DEMO_SELLER,
    hours: { weekdays: ['08:00', '16:00'], saturday: null, sunday: null },
  };

  it.each([
    ['home', faqHomePage],
    ['orders', faqOrdersPage],
    ['returns', faqReturnsPage],
  ] as const)('%s page follows the seller, Saturday closed included', (_name, build) => {
    const { en, pl } = build(closedSaturday);
    for (const text of [allText(en), allText(pl)]) {
      expect(text).toContain('08:00–16:00');
      expect(text).not.toContain('09:00');
      expect(text).not.toContain('10:00–16:00');
    }
    expect(allText(en)).not.toMatch(/Saturday \d/);
    expect(allText(pl)).not.toMatch(/sobot[ay] (w godz\. )?\d/);
  });
});

describe('FAQ home', () => {
  const { en, pl } = faqHomePage(DEMO_SELLER);

  it('links four topic cards and answers five popular questions', () => {
    for (const page of [en, pl]) {
      const [cards] = blocksOf(page, 'cards');
      expect(cards?.items.map((card) => card.to)).toEqual([
        '/faq/orders',
        '/faq/payments',
        '/faq/delivery',
        '/faq/exchanges-and-returns',
      ]);
      expect(cards?.items.every((card) => card.title && card.text && card.linkLabel)).toBe(true);
      const [qa] = blocksOf(page, 'qa');
      expect(qa?.items).toHaveLength(5);
    }
  });

  it('has questions the search finds by their natural keywords', () => {
    const questions = (page: InfoPageContent) =>
      blocksOf(page, 'qa')
        .flatMap((b) => b.items.map((i) => i.question.toLowerCase()))
        .join(' | ');
    expect(questions(en)).toContain('return');
    expect(questions(pl)).toContain('zwrot');
    expect(questions(en)).toContain('deliver');
    expect(questions(pl)).toContain('dostaw');
  });
});

describe('Orders FAQ', () => {
  const { en, pl } = faqOrdersPage(DEMO_SELLER);

  it('has the status guide, the three cards and ten questions', () => {
    const [guideEn] = blocksOf(en, 'definitions');
    expect(guideEn?.items.map((i) => i.term)).toEqual(['Confirmed', 'Processing', 'Shipped', 'Delivered']);
    const [guidePl] = blocksOf(pl, 'definitions');
    expect(guidePl?.items.map((i) => i.term)).toEqual([
      'Potwierdzone',
      'W realizacji',
      'Wysłane',
      'Dostarczone',
    ]);
    const [cards] = blocksOf(en, 'cards');
    expect(cards?.items.map((c) => [c.title, c.to])).toEqual([
      ['Track Order', '/track'],
      ['Order History', '/orders'],
      ['Reorder Parts', '/orders'],
    ]);
    for (const page of [en, pl]) {
      expect(blocksOf(page, 'qa')[0]?.items).toHaveLength(10);
      const text = allText(page);
      for (const number of ['1 ', '18:00', '48', '30 ']) expect(text).toContain(number);
    }
    expect(allText(en)).toContain('within 1 hour');
    expect(allText(pl)).toContain('w ciągu 1 godziny');
  });
});

describe('Payments FAQ', () => {
  const { en, pl } = faqPaymentsPage(DEMO_SELLER);

  it('names every method, the security features and VAT', () => {
    for (const page of [en, pl]) {
      const methods = tableByCaption(page, /./);
      expect(methods.head).toHaveLength(3);
      const text = allText(page);
      for (const name of [
        'Visa',
        'Mastercard',
        'Maestro',
        'American Express',
        'PaynetEasy',
        'PayPal',
        'Klarna',
        'Vipps',
        'EPS',
        'iDEAL',
        'BLIK',
        '3-D Secure',
        'TLS',
        'EUR',
        'VAT',
        '30 ',
      ]) {
        expect(text).toContain(name);
      }
    }
    expect(allText(en)).toContain('where available');
    expect(allText(pl)).toContain('jeśli jest dostępny');
  });
});

describe('Delivery FAQ', () => {
  const { en, pl } = faqDeliveryPage(DEMO_SELLER);

  it('publishes the delivery tables from the delivery rules, writing no amount or delivery time', () => {
    for (const page of [en, pl]) {
      expect(blocksOf(page, 'deliveryRules').map((block) => block.table)).toEqual([
        'bulkyHome',
        'bulkyAbroad',
        'noBulky',
        'deliveryTimes',
      ]);
      expect(blocksOf(page, 'table')).toEqual([]);
      const text = allText(page);
      expect(text).not.toMatch(/\d+[.,]\d\d|€\s?\d|\d\s?EUR/);
      expect(text).not.toMatch(/\b[2-7]\s?[-–]\s?\d\+? (days|working|dni)/);
    }
    const noBulky = (page: InfoPageContent) =>
      blocksOf(page, 'deliveryRules').find((block) => block.table === 'noBulky');
    expect(noBulky(en)).toMatchObject({ text: expect.stringContaining('{countries}') });
    expect(noBulky(pl)).toMatchObject({ text: expect.stringContaining('{countries}') });
  });

  it('says plainly: per piece in Poland, once per order to other countries', () => {
    const checks: [InfoPageContent, string[]][] = [
      [en, ['Ordinary delivery is free', 'in Poland per piece', 'to other countries once per order']],
      [
        pl,
        ['Zwykła dostawa jest bezpłatna', 'w Polsce za każdą sztukę', 'do innych krajów raz za zamówienie'],
      ],
    ];
    for (const [page, phrases] of checks) {
      const text = allText(page);
      for (const phrase of phrases) expect(text).toContain(phrase);
    }
    expect(allText(en)).not.toMatch(/free for most items|charged once per order, not per item/);
  });

  it('fills its tables from the rules it is given', () => {
    const rules = rulesToBody(DEFAULT_DELIVERY_RULES);
    const changed: DeliveryRulesBody = {
      ...rules,
      bulkyPerPiece: { ...rules.bulkyPerPiece, medium: 12.34 },
      countries: rules.countries.map((rule) =>
        rule.country === 'FR' ? { ...rule, bulkySurcharge: 33.33, deliveryDays: '9' } : rule,
      ),
    };
    const built = (page: InfoPageContent, language: Language) =>
      blocksOf(page, 'deliveryRules').map((block) =>
        buildDeliveryRulesBlock(block, changed, language, getTranslator(language)),
      );
    const [home, abroad, noBulky, times] = built(en, 'en');
    expect(home).toMatchObject({ kind: 'table', caption: 'Bulky-goods surcharge in Poland, per piece' });
    expect(home?.kind === 'table' && home.rows[1]?.[1]).toBe('€12.34');
    expect(abroad?.kind === 'table' && abroad.rows).toContainEqual(['France', '€33.33']);
    expect(noBulky).toEqual({
      kind: 'p',
      text: 'We do not send bulky items to Bosnia and Herzegovina, Ireland, Norway; ordinary parts are delivered there as usual.',
    });
    expect(times?.kind === 'table' && times.rows.at(-1)).toEqual(['France', '9 working days']);
    const [homePl, abroadPl, , timesPl] = built(pl, 'pl');
    expect(homePl?.kind === 'table' && homePl.rows[1]?.[1]).toBe('€12,34');
    expect(abroadPl?.kind === 'table' && abroadPl.rows).toContainEqual(['Francja', '€33,33']);
    expect(timesPl?.kind === 'table' && timesPl.rows.at(-1)).toEqual(['Francja', '9 dni roboczych']);
  });

  it('states the timings, carriers and damage deadlines', () => {
    const checks: [InfoPageContent, string[]][] = [
      [en, ['1-2 business days', '1-2 working days', '18:00', '2 working days', '3 working days', 'free']],
      [
        pl,
        ['1–2 dni robocze', '1–2 dni roboczych', '18:00', '2 dni roboczych', '3 dni roboczych', 'bezpłatna'],
      ],
    ];
    for (const [page, phrases] of checks) {
      const text = allText(page);
      for (const phrase of [...phrases, 'UPS', 'DHL', 'FedEx', 'GLS', 'DPD', 'Hermes']) {
        expect(text).toContain(phrase);
      }
    }
  });
});

describe('Exchanges and returns FAQ', () => {
  const seller: Seller = { ...DEMO_SELLER, returnsEmail: 'rma@example.test' };
  const { en, pl } = faqReturnsPage(seller);

  it('has the return process, withdrawal, warranty and six questions', () => {
    const checks: [InfoPageContent, string[]][] = [
      [
        en,
        [
          '30 days',
          'original packaging',
          'RMA',
          'within 7 days',
          'credit note',
          'replacement',
          '14 days',
          '2 years',
        ],
      ],
      [
        pl,
        [
          '30 dni',
          'oryginalnym opakowaniu',
          'RMA',
          'w ciągu 7 dni',
          'fakturę korygującą',
          'wymianę',
          '14 dni',
          '2 lata',
        ],
      ],
    ];
    for (const [page, phrases] of checks) {
      expect(blocksOf(page, 'qa')[0]?.items).toHaveLength(6);
      expect(blocksOf(page, 'list').some((list) => list.ordered && list.items.length === 4)).toBe(true);
      const text = allText(page);
      for (const phrase of [...phrases, 'rma@example.test']) expect(text).toContain(phrase);
    }
  });
});
