/**
 * The delivery tables of the information pages, built from the published delivery rules (GET
 * /api/delivery-rules, the shop settings), never written into the pages: the home country's bulky
 * surcharge per piece by group, the other countries' surcharge once per order with the countries
 * grouped by amount, the countries that take no bulky items, and the countries grouped by estimated
 * delivery time. Country names come from `Intl.DisplayNames` in the page's language, sorted the
 * language's way; amounts are the shop's money format in the rules' currency (EUR).
 */
import { BULKY_GROUPS, deliveryDaysParts, type DeliveryRulesBody } from '#api/contract/delivery-rules.ts';
import { formatMoney, LOCALE_TAGS } from '#api/contract/money-format.ts';
import { workingDaysText } from '../../lib/delivery-rules.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { Language } from '../../lib/preferences.ts';
import type { Block } from './content-types.ts';

export type DeliveryRulesBlock = Extract<Block, { kind: 'deliveryRules' }>;
type TableBlock = Extract<Block, { kind: 'table' }>;
type ParagraphBlock = Extract<Block, { kind: 'p' }>;

const displayNames = new Map<Language, Intl.DisplayNames>();
const collators = new Map<Language, Intl.Collator>();

/** A country's name in `language` ('FR' -> 'France' / 'Francja'). */
export function countryName(code: string, language: Language): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames(LOCALE_TAGS[language], { type: 'region' });
    displayNames.set(language, names);
  }
  const name = names.of(code) ?? code;
  // CLDR's English short forms write "Bosnia & Herzegovina": the pages write "and".
  return language === 'en' ? name.replace(/ & /g, ' and ') : name;
}

/** The countries' names in `language`, sorted the language's way, as one list. */
function countryList(codes: readonly string[], language: Language): string {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(LOCALE_TAGS[language]);
    collators.set(language, collator);
  }
  return codes
    .map((code) => countryName(code, language))
    .sort(collator.compare)
    .join(', ');
}

/** Items grouped by a key, the groups in their first item's order. */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): [K, T[]][] {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups];
}

/** Shorter delivery times first: by the lower bound, then the upper, then without '+' first. */
function compareDays(a: string, b: string): number {
  const x = deliveryDaysParts(a);
  const y = deliveryDaysParts(b);
  if (!x || !y) return x ? -1 : y ? 1 : a.localeCompare(b);
  return x.from - y.from || x.to - y.to || Number(x.more) - Number(y.more);
}

/**
 * The block built from `rules` in `language`: a table for the three tables, a paragraph naming the
 * countries that take no bulky items (null when there are none).
 */
export function buildDeliveryRulesBlock(
  block: DeliveryRulesBlock,
  rules: DeliveryRulesBody,
  language: Language,
  t: Translate,
): TableBlock | ParagraphBlock | null {
  const money = (amount: number) => formatMoney(amount, rules.currency, language);
  const abroad = rules.countries.filter((rule) => rule.country !== rules.homeCountry);
  switch (block.table) {
    case 'bulkyHome':
      return {
        kind: 'table',
        caption: block.caption,
        head: block.head,
        rows: BULKY_GROUPS.map((group) => [
          t(`infoPages.bulkyGroup.${group}`),
          money(rules.bulkyPerPiece[group]),
        ]),
      };
    case 'bulkyAbroad': {
      const charged = abroad.flatMap((rule) =>
        rule.bulkySurcharge === null ? [] : [{ country: rule.country, amount: rule.bulkySurcharge }],
      );
      // Grouped by the amount in cents: 26.95 and 26.950000001 are one amount.
      const groups = groupBy(charged, (rule) => Math.round(rule.amount * 100)).sort(([a], [b]) => a - b);
      return {
        kind: 'table',
        caption: block.caption,
        head: block.head,
        rows: groups.map(([cents, group]) => [
          countryList(
            group.map((rule) => rule.country),
            language,
          ),
          money(cents / 100),
        ]),
      };
    }
    case 'noBulky': {
      const refused = abroad.filter((rule) => rule.bulkySurcharge === null).map((rule) => rule.country);
      if (refused.length === 0) return null;
      return { kind: 'p', text: block.text.replace('{countries}', countryList(refused, language)) };
    }
    case 'deliveryTimes': {
      const groups = groupBy(rules.countries, (rule) => rule.deliveryDays.trim()).sort(([a], [b]) =>
        compareDays(a, b),
      );
      return {
        kind: 'table',
        caption: block.caption,
        head: block.head,
        rows: groups.map(([days, group]) => [
          countryList(
            group.map((rule) => rule.country),
            language,
          ),
          workingDaysText(t, days) ?? days,
        ]),
      };
    }
  }
}
