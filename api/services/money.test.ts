import { describe, expect, it } from 'vitest';
import { convertCents, crossRate, fromCents, maxBaseCentsFor, minBaseCentsFor, toCents } from './money.ts';

const rates = { EUR: '1', PLN: '4.2385', GBP: '0.8791' };

describe('convertCents', () => {
  it('returns the same amount for the same currency', () => {
    expect(convertCents(4999, 'EUR', 'EUR', rates)).toBe(4999);
  });
  it('converts from EUR by multiplying by the rate, rounding once', () => {
    // 49.99 * 4.2385 = 211.882615 -> 211.88
    expect(convertCents(4999, 'EUR', 'PLN', rates)).toBe(21188);
    // 0.01 * 0.8791 = 0.008791 -> 0.01
    expect(convertCents(1, 'EUR', 'GBP', rates)).toBe(1);
  });
  it('converts between two non-EUR currencies through EUR without double rounding', () => {
    // 100 PLN -> GBP = 100 * 0.8791 / 4.2385 = 20.74083... -> 20.74
    expect(convertCents(10000, 'PLN', 'GBP', rates)).toBe(2074);
  });
  it('rounds half away from zero', () => {
    expect(convertCents(1, 'EUR', 'PLN', { EUR: '1', PLN: '2.5', GBP: '1' })).toBe(3);
  });
});

describe('cents helpers', () => {
  it('round-trips decimals without float drift', () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1234.565)).toBe(123457);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.285)).toBe(29);
    expect(toCents(-2.5)).toBe(-250);
    expect(() => toCents(Infinity)).toThrow(RangeError);
    expect(fromCents(4999)).toBe(49.99);
  });
  it('computes a display cross rate', () => {
    expect(crossRate('EUR', 'PLN', rates)).toBe('4.2385');
    expect(crossRate('PLN', 'GBP', rates)).toBe('0.207408');
  });
});

describe('price bounds in another currency', () => {
  it('finds the exact EUR bounds so that filtering matches the displayed prices', () => {
    for (const currency of ['PLN', 'GBP'] as const) {
      for (const displayed of [0.01, 1, 42.39, 99.99, 211.88, 1000]) {
        const min = minBaseCentsFor(displayed, currency, rates);
        const max = maxBaseCentsFor(displayed, currency, rates);
        // Every base price in [min, max] displays as `displayed`... or the bounds are tight:
        expect(convertCents(min, 'EUR', currency, rates)).toBeGreaterThanOrEqual(toCents(displayed));
        if (min > 0) expect(convertCents(min - 1, 'EUR', currency, rates)).toBeLessThan(toCents(displayed));
        expect(convertCents(max, 'EUR', currency, rates)).toBeLessThanOrEqual(toCents(displayed));
        expect(convertCents(max + 1, 'EUR', currency, rates)).toBeGreaterThan(toCents(displayed));
      }
    }
  });
  it('keeps EUR bounds as they are', () => {
    expect(minBaseCentsFor(10, 'EUR', rates)).toBe(1000);
    expect(maxBaseCentsFor(10.5, 'EUR', rates)).toBe(1050);
  });
});
