/**
 * Price formatting, the only place money is turned into text: € and £ before the amount, zł after it
 * with a space, always 2 decimals, digits grouped the way the interface language writes them.
 */
import type { Currency } from '#api/contract/currency.ts';
import { LOCALE_TAGS } from './locale.ts';
import type { Language } from './preferences.ts';

/**
 * The symbol's side is fixed per currency, not per locale: Intl alone would write "12,50 €" in Polish
 * and "PLN 12.50" in English, and the shop shows "€12.50" and "12.50 zł" in both languages.
 */
const SYMBOLS: Record<Currency, { symbol: string; after: boolean }> = {
  EUR: { symbol: '€', after: false },
  PLN: { symbol: 'zł', after: true },
  GBP: { symbol: '£', after: false },
};

const formatters = new Map<Language, Intl.NumberFormat>();

function numberFormat(language: Language): Intl.NumberFormat {
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[language], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(language, format);
  }
  return format;
}

export function formatPrice(amount: number, currency: Currency, language: Language): string {
  const { symbol, after } = SYMBOLS[currency];
  const digits = numberFormat(language).format(Math.abs(amount));
  const sign = amount < 0 ? '-' : '';
  // A plain space before zł (not Intl's no-break space) so text matching in tests and copy-paste behave;
  // the Price component keeps the amount on one line.
  return after ? `${sign}${digits} ${symbol}` : `${sign}${symbol}${digits}`;
}
