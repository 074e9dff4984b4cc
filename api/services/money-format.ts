/**
 * Money as text in mails and messages, by the same rules as the web (web/lib/money.ts, which api/ may
 * not import): € and £ before the amount, zł after it with a space, 2 decimals, grouped per language.
 */
import type { Currency } from '#api/contract/currency.ts';

const SYMBOLS: Record<Currency, { symbol: string; after: boolean }> = {
  EUR: { symbol: '€', after: false },
  PLN: { symbol: 'zł', after: true },
  GBP: { symbol: '£', after: false },
};

const formats = {
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  pl: new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** 21188 PLN in Polish -> "211,88 zł"; 4999 EUR in English -> "€49.99". */
export function formatCents(cents: number, currency: Currency, language: 'en' | 'pl'): string {
  const { symbol, after } = SYMBOLS[currency];
  const digits = formats[language].format(Math.abs(cents) / 100);
  const sign = cents < 0 ? '-' : '';
  return after ? `${sign}${digits} ${symbol}` : `${sign}${symbol}${digits}`;
}
