/**
 * The contact, terms, privacy and security pages: English and Polish have the same structure (same
 * sections, block kinds, item and row counts), the shop's numbers (days, amounts) are where they belong, every seller
 * detail comes from the `seller` parameter, and the strings hold no HTML and no duplicate React keys. The
 * terms' delivery tables are the delivery rules' (built from them), never written into the terms.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_RULES, rulesToBody, type DeliveryRulesBody } from '#api/contract/delivery-rules.ts';
import { DEMO_SELLER, type Seller } from '#api/contract/seller.ts';
import { getTranslator } from '../../../lib/i18n.ts';
import type { Language } from '../../../lib/preferences.ts';
import type { Bilingual, Block, InfoPageContent } from '../content-types.ts';
import { pageShape } from '../content-shape.ts';
import { buildDeliveryRulesBlock } from '../delivery-tables.ts';
import { contactPage } from './contact.ts';
import { privacyPage } from './privacy.ts';
import { securityPage } from './security.ts';
import { termsPage } from './terms.ts';

const PAGES = { contactPage, termsPage, privacyPage, securityPage } satisfies Record<
  string,
  (seller: Seller) => Bilingual
>;

/** Every string of a page, for the text checks. */
function strings(page: InfoPageContent): string[] {
  const out = [page.title, page.metaDescription, page.intro ?? ''];
  for (const section of page.sections) {
    out.push(section.heading);
    for (const block of section.blocks) out.push(...blockStrings(block));
  }
  return out;
}

function blockStrings(block: Block): string[] {
  switch (block.kind) {
    case 'p':
      return [block.text];
    case 'list':
      return block.items;
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()];
    case 'qa':
      return block.items.flatMap((item) => [item.question, ...item.answer]);
    case 'cards':
      return block.items.flatMap((item) => [item.title, item.text, item.linkLabel ?? '']);
    case 'definitions':
      return block.items.flatMap((item) => [item.term, item.detail]);
    case 'badges':
      return block.items.flatMap((item) => [item.label, item.text]);
    case 'deliveryRules':
      return block.table === 'noBulky' ? [block.text] : [block.caption, ...block.head];
  }
}

const text = (page: InfoPageContent) => strings(page).join('\n');

function deliveryBlocks(page: InfoPageContent) {
  return page.sections.flatMap((section) =>
    section.blocks.filter(
      (block): block is Extract<Block, { kind: 'deliveryRules' }> => block.kind === 'deliveryRules',
    ),
  );
}

function tables(page: InfoPageContent) {
  return page.sections.flatMap((section) =>
    section.blocks.filter((block): block is Extract<Block, { kind: 'table' }> => block.kind === 'table'),
  );
}

describe.each(Object.entries(PAGES))('%s', (_name, build) => {
  const { en, pl } = build(DEMO_SELLER);

  it('has the same structure in English and Polish', () => {
    expect(pageShape(pl)).toEqual(pageShape(en));
    expect(en.title).not.toBe(pl.title);
  });

  it('has no HTML, no empty strings and unique headings, terms, list items and rows', () => {
    for (const page of [en, pl]) {
      for (const value of strings(page).filter((s, i) => i !== 2 || page.intro !== undefined)) {
        expect(value.trim()).not.toBe('');
        expect(value).not.toMatch(/<\/?[a-z][^>]*>/i);
      }
      const headings = page.sections.map((section) => section.heading);
      expect(new Set(headings).size).toBe(headings.length);
      for (const block of page.sections.flatMap((section) => section.blocks)) {
        const keys =
          block.kind === 'list'
            ? block.items
            : block.kind === 'definitions'
              ? block.items.map((item) => item.term)
              : block.kind === 'table'
                ? [...block.rows.map((row) => row.join('|')), ...block.head]
                : [];
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
  });

  it('takes every seller detail from its parameter', () => {
    const other: Seller = {
      companyName: 'Other Parts sp. z o.o.',
      street: 'ul. Długa 7',
      postalCode: '31-147',
      city: 'Kraków',
      country: 'Polska',
      krs: '0000999999',
      registryCourt: 'Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XI Wydział Gospodarczy KRS',
      shareCapital: 12_345_600,
      nip: '6770065406',
      regon: '351556970',
      customerServiceEmail: 'help@other.example',
      returnsEmail: 'rma@other.example',
      phone: '+48 12 000 00 00',
      hours: { weekdays: ['08:00', '17:00'], saturday: ['09:00', '13:00'], sunday: null },
      dataProtectionOfficerEmail: 'privacy@other.example',
      bankAccount: { holder: 'Other Parts sp. z o.o.', bankName: 'Bank', iban: 'PL00', bic: 'BANKPLPW' },
    };
    const { en: otherEn, pl: otherPl } = build(other);
    expect(text(contactPage(other).en)).toMatch(/PLN\s123,456\.00/);
    expect(text(contactPage(other).pl)).toMatch(/123\s456,00\szł/);
    for (const page of [otherEn, otherPl]) {
      const all = text(page);
      for (const demo of [
        DEMO_SELLER.companyName,
        DEMO_SELLER.street,
        DEMO_SELLER.postalCode,
        DEMO_SELLER.krs,
        DEMO_SELLER.nip,
        DEMO_SELLER.regon,
        DEMO_SELLER.customerServiceEmail,
        DEMO_SELLER.returnsEmail,
        DEMO_SELLER.phone,
        DEMO_SELLER.dataProtectionOfficerEmail,
        DEMO_SELLER.registryCourt,
        'partspoint',
        'Prosta',
      ]) {
        expect(all.toLowerCase()).not.toContain(demo.toLowerCase());
      }
    }
  });
});

describe('contact page', () => {
  const { en, pl } = contactPage(DEMO_SELLER);

  it('shows the opening hours, e-mails, phone, address and legal numbers', () => {
    for (const page of [en, pl]) {
      const all = text(page);
      for (const value of [
        '09:00–20:00',
        '10:00–16:00',
        'KRS',
        'NIP',
        'REGON',
        DEMO_SELLER.krs,
        DEMO_SELLER.nip,
        DEMO_SELLER.regon,
        DEMO_SELLER.registryCourt,
        DEMO_SELLER.customerServiceEmail,
        DEMO_SELLER.returnsEmail,
        DEMO_SELLER.phone,
        DEMO_SELLER.street,
        `${DEMO_SELLER.postalCode} ${DEMO_SELLER.city}`,
        '2 ',
        '48 ',
      ]) {
        expect(all).toContain(value);
      }
    }
    expect(text(en)).toContain('Closed');
    expect(text(pl)).toContain('nieczynne');
    expect(text(en)).toContain('Poland');
    expect(text(en)).toMatch(/PLN\s5,000\.00/);
    expect(text(pl)).toMatch(/5\s?000,00\szł/);
  });
});

describe('terms page', () => {
  const { en, pl } = termsPage(DEMO_SELLER);

  it('has 14 sections', () => {
    expect(en.sections).toHaveLength(14);
    expect(pl.sections).toHaveLength(14);
  });

  it('publishes the delivery tables from the delivery rules, writing no amount', () => {
    for (const page of [en, pl]) {
      expect(deliveryBlocks(page).map((block) => block.table)).toEqual([
        'bulkyHome',
        'bulkyAbroad',
        'noBulky',
        'deliveryTimes',
      ]);
      expect(tables(page)).toEqual([]);
      expect(text(page)).not.toMatch(/€\s?\d|\d\s?EUR|26[.,]95/);
    }
    expect(text(en)).toContain('for delivery in Poland per piece');
    expect(text(en)).toContain('for delivery to any other country once per order');
    expect(text(en)).toContain('and to no other country');
    expect(text(pl)).toContain('przy dostawie w Polsce za każdą sztukę');
    expect(text(pl)).toContain('przy dostawie do innego kraju raz za zamówienie');
    expect(text(pl)).toContain('i do żadnych innych');
  });

  it('fills its delivery tables from the rules it is given', () => {
    const rules = rulesToBody(DEFAULT_DELIVERY_RULES);
    const changed: DeliveryRulesBody = {
      ...rules,
      bulkyPerPiece: { ...rules.bulkyPerPiece, large: 17.5 },
      countries: rules.countries.map((rule) =>
        rule.country === 'AT' ? { ...rule, bulkySurcharge: 29.95 } : rule,
      ),
    };
    const built = (page: InfoPageContent, language: Language) =>
      deliveryBlocks(page).map((block) =>
        buildDeliveryRulesBlock(block, changed, language, getTranslator(language)),
      );
    const [home, abroad, noBulky, times] = built(en, 'en');
    expect(home).toMatchObject({ kind: 'table', caption: 'Bulky-goods surcharge in Poland (per piece)' });
    expect(home?.kind === 'table' && home.rows[2]).toEqual([
      'Front cowlings, tow bars, engine covers, bonnets',
      '€17.50',
    ]);
    expect(abroad?.kind === 'table' && abroad.rows).toContainEqual([
      'Belgium, Luxembourg, Netherlands, Switzerland',
      '€26.95',
    ]);
    expect(abroad?.kind === 'table' && abroad.rows).toContainEqual(['Austria', '€29.95']);
    expect(noBulky).toEqual({
      kind: 'p',
      text: 'Bulky goods are not delivered to Bosnia and Herzegovina, Ireland, Norway.',
    });
    expect(times?.kind === 'table' && times.rows[0]?.[1]).toBe('2 working days');
    const [homePl, abroadPl, noBulkyPl, timesPl] = built(pl, 'pl');
    expect(homePl?.kind === 'table' && homePl.rows[2]?.[1]).toBe('€17,50');
    expect(abroadPl?.kind === 'table' && abroadPl.rows).toContainEqual(['Austria', '€29,95']);
    expect(noBulkyPl).toMatchObject({
      text: expect.stringContaining('Bośnia i Hercegowina, Irlandia, Norwegia'),
    });
    expect(timesPl?.kind === 'table' && timesPl.rows[0]?.[1]).toBe('2 dni robocze');
  });

  it('states the commercial rules (delivery, returns, payment)', () => {
    const all = text(en);
    for (const value of [
      'only once',
      'full legal capacity',
      'include VAT',
      'free',
      '18:00',
      '1-2 working days',
      '2 working days',
      '3 working days',
      '14 days',
      '30 days',
      '7 days of approval',
      'return authorisation number',
      '2 years',
      'within 1 hour',
      '4 weeks',
      'Civil Code',
      'Consumer Rights Act',
      'ODR',
      DEMO_SELLER.krs,
    ]) {
      expect(all).toContain(value);
    }
    const allPl = text(pl);
    for (const value of [
      'tylko raz',
      'pełną zdolność do czynności prawnych',
      'zawierają podatek VAT',
      'bezpłatna',
      '18:00',
      '1-2 dni roboczych',
      '2 dni roboczych',
      '3 dni roboczych',
      '14 dni',
      '30 dni',
      '7 dni od akceptacji',
      'numer zwrotu',
      '2 lat',
      '1 godziny',
      '4 tygodnie',
      'Kodeks cywilny',
      'o prawach konsumenta',
      'ODR',
      DEMO_SELLER.krs,
    ]) {
      expect(allPl).toContain(value);
    }
  });

  it('links to the privacy policy', () => {
    const cards = en.sections.flatMap((section) => section.blocks).find((block) => block.kind === 'cards');
    expect(cards).toMatchObject({ items: [{ to: '/about/privacy-policy' }] });
  });
});

describe('privacy page', () => {
  const { en, pl } = privacyPage(DEMO_SELLER);

  it('names the controller, officer, providers, retention and the authority', () => {
    for (const page of [en, pl]) {
      const all = text(page);
      for (const value of [
        DEMO_SELLER.companyName,
        DEMO_SELLER.street,
        DEMO_SELLER.dataProtectionOfficerEmail,
        'PaynetEasy',
        'double opt-in',
        '30 d',
        'PUODO',
        'ul. Stawki 2',
        'art. 15',
      ]) {
        expect(all).toContain(value);
      }
    }
    expect(text(en)).toContain('Art. 6(1)(a)');
    expect(text(pl)).toContain('art. 6 ust. 1 lit. a');
    expect(text(en)).toMatch(/sanctions/i);
    expect(text(pl)).toMatch(/sankcj/i);
  });
});

describe('security page', () => {
  const { en, pl } = securityPage(DEMO_SELLER);

  it('shows the five certification badges and the security topics', () => {
    for (const page of [en, pl]) {
      const badges = page.sections.flatMap((section) =>
        section.blocks.flatMap((block) =>
          block.kind === 'badges' ? block.items.map((item) => item.id) : [],
        ),
      );
      expect(badges).toEqual(['gdpr', 'iso27001', 'pcidss', 'ssl', 'card-schemes']);
      const all = text(page);
      for (const value of ['Argon2', 'TLS', 'HTTPS', 'PaynetEasy', DEMO_SELLER.customerServiceEmail]) {
        expect(all).toContain(value);
      }
    }
  });
});
