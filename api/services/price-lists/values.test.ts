/** Price-list cells: prices to exact cents (and every refusal's reason), stock, currencies, EAN-13. */
import { describe, expect, it } from 'vitest';
import { isValidEan13, parseCurrency, parsePrice, parseStock } from './values.ts';

describe('parsePrice', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12,50', 1250],
    ['  7,05 ', 705],
    ['0.99', 99],
    ['0,5', 50],
    ['1234.56', 123456],
    ['1 234,56', 123456],
    ['1\u00a0234,56', 123456],
    ['1\u202f234.56', 123456],
    ['12 345', 1234500],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.000.000', 100_000_000],
    ['123,456.7', 12345670],
    ['007.10', 710],
    ['1000000', 100_000_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parsePrice(text, null)).toEqual({ ok: true, value: cents });
  });

  it.each([
    ['1,234', 'price_ambiguous'],
    ['1.234', 'price_ambiguous'],
    ['12.345', 'price_ambiguous'],
    ['0.125', 'price_precision'],
    ['12.505', 'price_ambiguous'],
    ['12.5050', 'price_precision'],
    ['1 234,567', 'price_precision'],
    ['', 'price_missing'],
    ['   ', 'price_missing'],
    ['€12.50', 'price_currency_sign'],
    ['12.50 EUR', 'price_currency_sign'],
    ['£3', 'price_currency_sign'],
    ['49,99 zł', 'price_currency_sign'],
    ['PLN 10', 'price_currency_sign'],
    ['-5', 'price_not_positive'],
    ['0', 'price_not_positive'],
    ['0,00', 'price_not_positive'],
    ['1000000.01', 'price_too_large'],
    ['99999999', 'price_too_large'],
    ['1.234.567', 'price_too_large'],
    ['12 34', 'price_invalid'],
    ['1 234 ,5', 'price_invalid'],
    ['1.234.56', 'price_invalid'],
    ['1,2,3', 'price_invalid'],
    ['1.234,567.8', 'price_invalid'],
    ['12.', 'price_invalid'],
    ['.50', 'price_invalid'],
    ['1e3', 'price_invalid'],
    ['n/a', 'price_invalid'],
    ['+5', 'price_invalid'],
  ])('refuses %j as %s', (text, reason) => {
    expect(parsePrice(text, null)).toEqual({ ok: false, reason });
  });

  it('reads a lone separator with three digits by the decimal separator the mapping names', () => {
    expect(parsePrice('1,234', ',')).toEqual({ ok: false, reason: 'price_precision' });
    expect(parsePrice('1,234', '.')).toEqual({ ok: true, value: 123400 });
    expect(parsePrice('1.234', ',')).toEqual({ ok: true, value: 123400 });
    expect(parsePrice('1.234', '.')).toEqual({ ok: false, reason: 'price_precision' });
    expect(parsePrice('12,50', ',')).toEqual({ ok: true, value: 1250 });
    expect(parsePrice('1.234,56', ',')).toEqual({ ok: true, value: 123456 });
  });

  it('refuses a price written with the other decimal separator than the mapping names', () => {
    expect(parsePrice('12,50', '.')).toEqual({ ok: false, reason: 'price_invalid' });
    expect(parsePrice('1.234,56', '.')).toEqual({ ok: false, reason: 'price_invalid' });
    expect(parsePrice('1.234.560', '.')).toEqual({ ok: false, reason: 'price_invalid' });
  });
});

describe('parseStock', () => {
  it('takes whole numbers from 0 to 1,000,000 and an empty cell as 0', () => {
    expect(parseStock('17')).toEqual({ ok: true, value: 17 });
    expect(parseStock(' 0 ')).toEqual({ ok: true, value: 0 });
    expect(parseStock('')).toEqual({ ok: true, value: 0 });
    expect(parseStock('1000000')).toEqual({ ok: true, value: 1_000_000 });
  });

  it.each([
    ['-1', 'stock_invalid'],
    ['2.5', 'stock_invalid'],
    ['10+', 'stock_invalid'],
    ['>5', 'stock_invalid'],
    ['1 000', 'stock_invalid'],
    ['1000001', 'stock_too_large'],
    ['99999999999', 'stock_too_large'],
  ])('refuses %j as %s', (text, reason) => {
    expect(parseStock(text)).toEqual({ ok: false, reason });
  });
});

describe('parseCurrency', () => {
  it('takes EUR, PLN and GBP in any case and nothing else', () => {
    expect(parseCurrency(' pln ')).toEqual({ ok: true, value: 'PLN' });
    expect(parseCurrency('GBP')).toEqual({ ok: true, value: 'GBP' });
    expect(parseCurrency('Eur')).toEqual({ ok: true, value: 'EUR' });
    expect(parseCurrency('USD')).toEqual({ ok: false, reason: 'currency_unknown' });
    expect(parseCurrency('€')).toEqual({ ok: false, reason: 'currency_unknown' });
    expect(parseCurrency('')).toEqual({ ok: false, reason: 'currency_missing' });
  });
});

describe('isValidEan13', () => {
  it('checks length, digits and the check digit', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4047024155678')).toBe(false);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339311')).toBe(false);
    expect(isValidEan13('400638133393x')).toBe(false);
  });
});
