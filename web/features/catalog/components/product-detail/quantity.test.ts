import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, parseQuantity, wrapIndex } from './quantity.ts';

describe('parseQuantity', () => {
  it('reads whole numbers', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
  });

  it('turns non-numeric input into 1', () => {
    for (const text of ['abc', '', '  ', '2.5', '-3', '1e2', '3a']) expect(parseQuantity(text)).toBe(1);
  });

  it('keeps the quantity between 1 and the maximum', () => {
    expect(parseQuantity('0')).toBe(1);
    expect(parseQuantity('1000')).toBe(MAX_QUANTITY);
  });
});

describe('wrapIndex', () => {
  it('wraps past either end', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it('stays at 0 without images', () => {
    expect(wrapIndex(1, 0)).toBe(0);
  });
});
