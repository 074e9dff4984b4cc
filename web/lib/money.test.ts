/** formatPrice: symbol placement per currency, decimals and grouping per language. */
import { describe, expect, it } from 'vitest';
import { formatPrice } from './money.ts';

describe('formatPrice', () => {
  it('puts € and £ before the amount and zł after it with a space', () => {
    expect(formatPrice(49.99, 'EUR', 'en')).toBe('€49.99');
    expect(formatPrice(49.99, 'GBP', 'en')).toBe('£49.99');
    expect(formatPrice(49.99, 'PLN', 'en')).toBe('49.99 zł');
  });

  it('keeps the symbol position in Polish and uses the Polish decimal comma', () => {
    expect(formatPrice(49.99, 'EUR', 'pl')).toBe('€49,99');
    expect(formatPrice(213.5, 'PLN', 'pl')).toBe('213,50 zł');
    expect(formatPrice(7, 'GBP', 'pl')).toBe('£7,00');
  });

  it('always shows two decimals, rounding half up', () => {
    expect(formatPrice(10, 'EUR', 'en')).toBe('€10.00');
    expect(formatPrice(0.005, 'EUR', 'en')).toBe('€0.01');
    expect(formatPrice(19.994, 'PLN', 'pl')).toBe('19,99 zł');
  });

  it('groups thousands the way each language writes them', () => {
    expect(formatPrice(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    // Polish groups from five digits, with a no-break space.
    expect(formatPrice(1234.5, 'PLN', 'pl')).toBe('1234,50 zł');
    expect(formatPrice(12345.5, 'PLN', 'pl')).toBe('12\u00a0345,50 zł');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatPrice(-5, 'EUR', 'en')).toBe('-€5.00');
    expect(formatPrice(-5, 'PLN', 'pl')).toBe('-5,00 zł');
  });
});
