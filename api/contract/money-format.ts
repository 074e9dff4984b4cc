/**
 * Money as text, the same on every screen, mail and message: € and £ before the amount, zł after it
 * with a space, always 2 decimals, digits grouped the way the language writes them. The symbol's side
 * is fixed per currency, not per locale: Intl alone would write "12,50 €" in Polish and "PLN 12.50" in
 * English.
 */
import type { Currency } from './currency.ts';
import type { Language } from './messages.ts';

/** The locale each interface language writes numbers and dates in (British English, Polish). */
export const LOCALE_TAGS: Record<Language, string> = { en: 'en-GB', pl: 'pl-PL' };

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

/** 211.88 PLN in Polish -> "211,88 zł"; 49.99 EUR in English -> "€49.99". */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  const { symbol, after } = SYMBOLS[currency];
  const digits = numberFormat(language).format(Math.abs(amount));
  const sign = amount < 0 ? '-' : '';
  // A plain space before zł (not Intl's no-break space), so copy-paste and text search behave.
  return after ? `${sign}${digits} ${symbol}` : `${sign}${symbol}${digits}`;
}

/** The same for an amount in minor units (the server's integer cents). */
export function formatCents(cents: number, currency: Currency, language: Language): string {
  return formatMoney(cents / 100, currency, language);
}
