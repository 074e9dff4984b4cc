/**
 * The delivery tables come from the rules the API sends: amounts in the shop's money format, other
 * countries grouped by amount and by delivery time with their names in the page's language, the home
 * country only per piece, delivery times sorted shortest first, and any change to the rules (an
 * admin's settings) showing in the table.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_RULES, rulesToBody, type DeliveryRulesBody } from '#api/contract/delivery-rules.ts';
import { getTranslator } from '../../lib/i18n.ts';
import type { Language } from '../../lib/preferences.ts';
import { buildDeliveryRulesBlock, countryName, type DeliveryRulesBlock } from './delivery-tables.ts';

const DEFAULTS = rulesToBody(DEFAULT_DELIVERY_RULES);

const table = (table: 'bulkyHome' | 'bulkyAbroad' | 'deliveryTimes'): DeliveryRulesBlock => ({
  kind: 'deliveryRules',
  table,
  caption: 'Caption',
  head: ['Left', 'Right'],
});
const NO_BULKY: DeliveryRulesBlock = { kind: 'deliveryRules', table: 'noBulky', text: 'Not to {countries}.' };

function rowsOf(block: DeliveryRulesBlock, rules: DeliveryRulesBody, language: Language) {
  const built = buildDeliveryRulesBlock(block, rules, language, getTranslator(language));
  if (built?.kind !== 'table') throw new Error('not a table');
  expect(built.caption).toBe('Caption');
  expect(built.head).toEqual(['Left', 'Right']);
  return built.rows;
}

function withCountry(rules: DeliveryRulesBody, country: string, change: object): DeliveryRulesBody {
  return {
    ...rules,
    countries: rules.countries.map((rule) => (rule.country === country ? { ...rule, ...change } : rule)),
  };
}

describe('the home country surcharge, per piece', () => {
  it('lists the three groups with their amounts', () => {
    expect(rowsOf(table('bulkyHome'), DEFAULTS, 'en')).toEqual([
      ['Manifolds, catalytic converters, silencers', '€5.00'],
      ['Batteries, fenders, sills, fuel tanks, side panels, spoilers, bumpers', '€10.00'],
      ['Front cowlings, tow bars, engine covers, bonnets', '€15.00'],
    ]);
    expect(rowsOf(table('bulkyHome'), DEFAULTS, 'pl')).toEqual([
      ['Kolektory, katalizatory, tłumiki', '€5,00'],
      ['Akumulatory, błotniki, progi, zbiorniki paliwa, panele boczne, spojlery, zderzaki', '€10,00'],
      ['Pasy przednie, haki holownicze, osłony silnika, maski', '€15,00'],
    ]);
  });

  it('follows the rules', () => {
    const changed = { ...DEFAULTS, bulkyPerPiece: { small: 6.5, medium: 12.25, large: 1000 } };
    expect(rowsOf(table('bulkyHome'), changed, 'en').map((row) => row[1])).toEqual([
      '€6.50',
      '€12.25',
      '€1,000.00',
    ]);
  });
});

describe('the other countries surcharge, once per order', () => {
  it('groups the countries by amount, cheapest first, without the home country', () => {
    const rows = rowsOf(table('bulkyAbroad'), DEFAULTS, 'en');
    expect(rows.slice(0, 3)).toEqual([
      ['Czechia', '€20.95'],
      ['Austria, Belgium, Luxembourg, Netherlands, Switzerland', '€26.95'],
      ['Finland, Slovakia', '€30.95'],
    ]);
    expect(rows).toContainEqual(['Latvia, Lithuania', '€96.95']);
    expect(rows.at(-1)).toEqual(['Greece', '€140.95']);
    // 20 countries with a surcharge in 17 amounts; no refused country and not Poland.
    expect(rows).toHaveLength(17);
    const names = rows.map((row) => row[0]).join(', ');
    for (const absent of ['Poland', 'Ireland', 'Norway', 'Bosnia']) expect(names).not.toContain(absent);
  });

  it('names the countries in Polish, sorted the Polish way', () => {
    const rows = rowsOf(table('bulkyAbroad'), DEFAULTS, 'pl');
    expect(rows).toContainEqual(['Austria, Belgia, Holandia, Luksemburg, Szwajcaria', '€26,95']);
    expect(rows).toContainEqual(['Litwa, Łotwa', '€96,95']);
  });

  it('follows the rules: a changed amount, a country joining a group, a new country', () => {
    let rules = withCountry(DEFAULTS, 'FR', { bulkySurcharge: 26.95 });
    rules = withCountry(rules, 'GR', { bulkySurcharge: 150 });
    rules = {
      ...rules,
      countries: [...rules.countries, { country: 'HR', bulkySurcharge: 19.5, deliveryDays: '4' }],
    };
    const rows = rowsOf(table('bulkyAbroad'), rules, 'en');
    expect(rows[0]).toEqual(['Croatia', '€19.50']);
    expect(rows).toContainEqual(['Austria, Belgium, France, Luxembourg, Netherlands, Switzerland', '€26.95']);
    expect(rows.at(-1)).toEqual(['Greece', '€150.00']);
    expect(rows.flat()).not.toContain('€36.95');
  });
});

describe('the countries that take no bulky items', () => {
  const text = (rules: DeliveryRulesBody, language: Language) =>
    buildDeliveryRulesBlock(NO_BULKY, rules, language, getTranslator(language));

  it('names them in the page language; the home country is not one of them', () => {
    expect(text(DEFAULTS, 'en')).toEqual({
      kind: 'p',
      text: 'Not to Bosnia and Herzegovina, Ireland, Norway.',
    });
    expect(text(DEFAULTS, 'pl')).toEqual({
      kind: 'p',
      text: 'Not to Bośnia i Hercegowina, Irlandia, Norwegia.',
    });
  });

  it('follows the rules, and says nothing when every country takes them', () => {
    expect(text(withCountry(DEFAULTS, 'DE', { bulkySurcharge: null }), 'en')).toEqual({
      kind: 'p',
      text: 'Not to Bosnia and Herzegovina, Germany, Ireland, Norway.',
    });
    const all = {
      ...DEFAULTS,
      countries: DEFAULTS.countries.map((rule) =>
        rule.country === 'PL' ? rule : { ...rule, bulkySurcharge: rule.bulkySurcharge ?? 50 },
      ),
    };
    expect(text(all, 'en')).toBeNull();
  });
});

describe('the delivery times', () => {
  it('groups every country, the home country included, shortest first', () => {
    expect(rowsOf(table('deliveryTimes'), DEFAULTS, 'en')).toEqual([
      ['Belgium, Czechia, Germany, Netherlands, Poland, Slovenia, Sweden', '2 working days'],
      ['Austria', '2–3 working days'],
      ['France, Italy, Portugal, Spain', '3 working days'],
      ['Hungary, Ireland, Latvia, Lithuania, Romania', '3–4 working days'],
      ['Estonia, Finland, Norway', '3–5 working days'],
      ['Bosnia and Herzegovina, Bulgaria, Greece', '3–5+ working days'],
      ['Denmark, Luxembourg, Slovakia, Switzerland', '3–7 working days'],
    ]);
    expect(rowsOf(table('deliveryTimes'), DEFAULTS, 'pl')).toEqual([
      ['Belgia, Czechy, Holandia, Niemcy, Polska, Słowenia, Szwecja', '2 dni robocze'],
      ['Austria', '2–3 dni robocze'],
      ['Francja, Hiszpania, Portugalia, Włochy', '3 dni robocze'],
      ['Irlandia, Litwa, Łotwa, Rumunia, Węgry', '3–4 dni robocze'],
      ['Estonia, Finlandia, Norwegia', '3–5 dni roboczych'],
      ['Bośnia i Hercegowina, Bułgaria, Grecja', '3–5+ dni roboczych'],
      ['Dania, Luksemburg, Słowacja, Szwajcaria', '3–7 dni roboczych'],
    ]);
  });

  it('follows the rules', () => {
    const rows = rowsOf(table('deliveryTimes'), withCountry(DEFAULTS, 'AT', { deliveryDays: '1' }), 'en');
    expect(rows[0]).toEqual(['Austria', '1 working day']);
    expect(rows.map((row) => row[1])).not.toContain('2–3 working days');
  });
});

describe('country names', () => {
  it('come from Intl in the language', () => {
    expect(countryName('FR', 'en')).toBe('France');
    expect(countryName('FR', 'pl')).toBe('Francja');
    expect(countryName('BA', 'en')).toBe('Bosnia and Herzegovina');
  });
});
