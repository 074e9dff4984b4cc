/**
 * Reading one price-list cell: prices to integer cents (exactly, from the digits as written), stock,
 * currency codes and EAN-13. Each refusal names its reason, which the report shows with the line.
 */
import type { Currency } from '#api/contract/currency.ts';
import type { DecimalSeparator, MalformedReason } from '#api/contract/admin-price-lists.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: MalformedReason };

const fail = <T>(reason: MalformedReason): Parsed<T> => ({ ok: false, reason });
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });

/** 1,000,000.00 in cents: the largest price a product form takes too. */
export const PRICE_MAX_CENTS = 100_000_000;
export const STOCK_MAX = 1_000_000;

/** Spaces that group thousands: plain, no-break and narrow no-break. */
const GROUP_SPACE = /[ \u00a0\u202f]/;
const PLAIN_PRICE = /^(\d{1,7})(?:([.,])(\d{1,2}))?$/;
const CURRENCY_SIGN = /[€$£¥]|zł|\b(?:eur|pln|gbp|usd|chf)\b/i;

/** Digits grouped by three after a first group of one to three ("1.234.567"), without a leading zero. */
function isGrouped(text: string, separator: string): boolean {
  const groups = text.split(separator);
  const [first, ...rest] = groups;
  return (
    first !== undefined &&
    /^[1-9]\d{0,2}$/.test(first) &&
    rest.length > 0 &&
    rest.every((group) => /^\d{3}$/.test(group))
  );
}

function toCents(whole: string, fraction: string): Parsed<number> {
  if (fraction.length > 2) return fail('price_precision');
  // More than 7 digits of euros can only be above the limit (and would lose precision as a Number).
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 7) return fail('price_too_large');
  const cents = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents === 0) return fail('price_not_positive');
  if (cents > PRICE_MAX_CENTS) return fail('price_too_large');
  return ok(cents);
}

/**
 * A gross price to cents. Accepted: `12`, `12.5`, `12.50`, `12,50`, `1234.56`, `1 234,56` (spaces
 * between groups of three), `1.234,56`, `1,234.56`, `1.234.567`. The last separator is the decimal one
 * when both kinds occur; a lone one followed by exactly three digits (`1,234`, `1.234`) reads as
 * thousands or as three decimals, so it is refused as ambiguous unless the mapping names the decimal
 * separator. Refused too: more than two decimals, currency signs or codes in the cell (the currency
 * has its own column or is fixed by the mapping), zero, negative and above 1,000,000.00.
 */
export function parsePrice(raw: string, decimalSeparator: DecimalSeparator | null): Parsed<number> {
  let text = raw.trim();
  const plain = PLAIN_PRICE.exec(text);
  // The common shapes (12, 12.5, 12,50) read the same under every rule below.
  if (plain && (plain[2] === undefined || decimalSeparator === null || plain[2] === decimalSeparator)) {
    return toCents(plain[1] as string, plain[3] ?? '');
  }
  if (text === '') return fail('price_missing');
  if (CURRENCY_SIGN.test(text)) return fail('price_currency_sign');
  if (text.startsWith('-') && /\d/.test(text)) return fail('price_not_positive');
  if (GROUP_SPACE.test(text)) {
    // Spaces may only group the thousands of the whole part: "1 234,56", not "12 34" or "1 234.567,8".
    if (!/^[1-9]\d{0,2}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?$/.test(text)) return fail('price_invalid');
    text = text.replace(/[ \u00a0\u202f]/g, '');
  }
  if (!/^\d[\d.,]*$/.test(text) || /[.,]$/.test(text)) return fail('price_invalid');
  const dots = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  if (dots === 0 && commas === 0) return toCents(text, '');
  if (dots > 0 && commas > 0) {
    // Both kinds: the last one is the decimal separator, the other groups thousands.
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    if (decimalSeparator !== null && decimalSeparator !== decimal) return fail('price_invalid');
    const at = text.lastIndexOf(decimal);
    const whole = text.slice(0, at);
    const fraction = text.slice(at + 1);
    if (whole.includes(decimal) || !isGrouped(whole, group)) return fail('price_invalid');
    return toCents(whole.split(group).join(''), fraction);
  }
  const separator = dots > 0 ? '.' : ',';
  const parts = text.split(separator);
  if (parts.length > 2) {
    // Repeated: only thousands grouping reads that way ("1.234.567").
    if (decimalSeparator === separator || !isGrouped(text, separator)) return fail('price_invalid');
    return toCents(parts.join(''), '');
  }
  const [whole = '', fraction = ''] = parts;
  if (decimalSeparator === separator) return toCents(whole, fraction);
  if (decimalSeparator !== null) {
    // The other separator: it can only group thousands.
    return isGrouped(text, separator) ? toCents(parts.join(''), '') : fail('price_invalid');
  }
  if (fraction.length === 3 && isGrouped(text, separator)) return fail('price_ambiguous');
  return toCents(whole, fraction);
}

/** Stock: a whole number from 0 to 1,000,000; an empty cell means none in stock (0). */
export function parseStock(raw: string): Parsed<number> {
  const text = raw.trim();
  if (text === '') return ok(0);
  if (!/^\d+$/.test(text)) return fail('stock_invalid');
  const stock = text.length > 7 ? Infinity : Number(text);
  return stock > STOCK_MAX ? fail('stock_too_large') : ok(stock);
}

const CURRENCY_CODES: ReadonlySet<string> = new Set<Currency>(['EUR', 'PLN', 'GBP']);

/** A currency code the shop converts: EUR, PLN or GBP (any case); anything else is refused. */
export function parseCurrency(raw: string): Parsed<Currency> {
  const text = raw.trim().toUpperCase();
  if (text === '') return fail('currency_missing');
  return CURRENCY_CODES.has(text) ? ok(text as Currency) : fail('currency_unknown');
}

/** True for 13 digits whose last one is the GS1 check digit of the first twelve. */
export function isValidEan13(text: string): boolean {
  if (!/^\d{13}$/.test(text)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(text[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(text[12]);
}
