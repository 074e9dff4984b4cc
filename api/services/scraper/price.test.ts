/**
 * parsePrice over the formats European shops print, and over the shared table of real-world price
 * strings (../shared/fixtures/price-strings.md) when that file is present.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { currencyFromText, parsePrice } from './price.ts';

describe('parsePrice', () => {
  it.each([
    ['1.234,56 zł', 1234.56, 'PLN'],
    ['1 234,56 zł', 1234.56, 'PLN'],
    ['1\u00a0234,56\u00a0zł', 1234.56, 'PLN'],
    ['199,00 PLN', 199, 'PLN'],
    ['€12.99', 12.99, 'EUR'],
    ['12,99 EUR', 12.99, 'EUR'],
    ['€ 1.299,00', 1299, 'EUR'],
    ['£8', 8, 'GBP'],
    ['£1,299.50', 1299.5, 'GBP'],
    ['1\u00a0298,00\u00a0€', 1298, 'EUR'],
    ['1\u202f298,00\u202f€', 1298, 'EUR'],
    ['63<sup>07</sup> <span>Lei</span>', 63.07, 'RON'],
    ['CHF <!-- -->19.50', 19.5, 'CHF'],
    ['&#163;5.29', 5.29, 'GBP'],
    ['&euro;&nbsp;49,90', 49.9, 'EUR'],
    ['99,95 €', 99.95, 'EUR'],
    ['€ 119,01', 119.01, 'EUR'],
    ['5,95 EUR', 5.95, 'EUR'],
    ['40.00€', 40, 'EUR'],
    ['997 zł /szt.', 997, 'PLN'],
    ['44 890 тг.', 44890, 'KZT'],
    ['1.299 Kč', 1299, 'CZK'],
    ['12.500 Ft', 12500, 'HUF'],
    ['299 kr', 299, null],
    ["CHF 1'049.95", 1049.95, 'CHF'],
    ['US$ 15.00', 15, 'USD'],
    ['$229.99', 229.99, 'USD'],
    [' 71,91 € 79,90 € ', 71.91, 'EUR'],
  ])('%s -> %d %s', (text, amount, currency) => {
    expect(parsePrice(text)).toEqual({ amount, currency });
  });

  it('takes the currency from the hint when the text names none', () => {
    expect(parsePrice('5100.0', 'GBP')).toEqual({ amount: 5100, currency: 'GBP' });
    expect(parsePrice('30,19', 'eur')).toEqual({ amount: 30.19, currency: 'EUR' });
    expect(parsePrice('149,99')).toEqual({ amount: 149.99, currency: null });
  });

  it('lets a hint settle an ambiguous sign but never override a clear one', () => {
    expect(parsePrice('$229.99', 'CAD')).toEqual({ amount: 229.99, currency: 'CAD' });
    expect(parsePrice('349 kr', 'SEK')).toEqual({ amount: 349, currency: 'SEK' });
    expect(parsePrice('12,99 €', 'PLN')).toEqual({ amount: 12.99, currency: 'EUR' });
    expect(parsePrice('$1,190.00 AUD')).toEqual({ amount: 1190, currency: 'AUD' });
  });

  it('returns null when there is no number', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('Preis auf Anfrage')).toBeNull();
    expect(parsePrice('€')).toBeNull();
  });
});

describe('currencyFromText', () => {
  it('reads codes and signs written on their own', () => {
    expect(currencyFromText('pln')).toBe('PLN');
    expect(currencyFromText('zł')).toBe('PLN');
    expect(currencyFromText(' EUR ')).toBe('EUR');
    expect(currencyFromText('€')).toBe('EUR');
    expect(currencyFromText('')).toBeNull();
  });
});

const here = path.dirname(fileURLToPath(import.meta.url));
const priceStrings = path.resolve(here, '../../../../shared/fixtures/price-strings.md');

interface Row {
  n: string;
  text: string;
  amount: number;
  iso: string | null;
  note: string;
}

/** The markdown tables: | # | string | amount | currency (price-parser) | ISO 4217 | note | line |. */
function readRows(file: string): Row[] {
  const rows: Row[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const n = cells[1] ?? '';
    if (!/^\d+$/.test(n)) continue;
    const text = /^`(.*)`$/.exec(cells[2] ?? '')?.[1];
    if (text === undefined) continue;
    rows.push({ n, text, amount: Number(cells[3]), iso: cells[5] || null, note: cells[6] ?? '' });
  }
  return rows;
}

describe.skipIf(!fs.existsSync(priceStrings))('price-strings.md (scrapinghub/price-parser examples)', () => {
  const rows = fs.existsSync(priceStrings) ? readRows(priceStrings) : [];

  it('has its rows', () => {
    expect(rows.length).toBeGreaterThanOrEqual(70);
  });

  it('matches every row in amount and, where the ISO column is filled, currency', () => {
    const misses: string[] = [];
    let amountOk = 0;
    let currencyOk = 0;
    let currencyRows = 0;
    for (const row of rows) {
      const got = parsePrice(row.text);
      const amountMatches = got !== null && Math.abs(got.amount - row.amount) < 1e-9;
      if (amountMatches) amountOk++;
      if (row.iso) {
        currencyRows++;
        if (got?.currency === row.iso) currencyOk++;
      }
      if (!amountMatches || (row.iso && got?.currency !== row.iso)) {
        misses.push(`#${row.n} ${row.text} -> ${JSON.stringify(got)} (want ${row.amount} ${row.iso ?? ''})`);
      }
    }
    console.log(
      `price-strings.md: amount ${amountOk}/${rows.length}, ISO currency ${currencyOk}/${currencyRows}` +
        (misses.length ? `\n  ${misses.join('\n  ')}` : ''),
    );
    expect(misses).toEqual([]);
  });

  it.each(readRowsSafe())('#%s %s', (_n, text, amount, iso) => {
    const got = parsePrice(text);
    expect(got?.amount).toBeCloseTo(amount, 9);
    if (iso) expect(got?.currency).toBe(iso);
  });
});

function readRowsSafe(): [string, string, number, string | null][] {
  if (!fs.existsSync(priceStrings)) return [['0', '', 0, null]];
  return readRows(priceStrings).map((r) => [r.n, r.text, r.amount, r.iso]);
}
