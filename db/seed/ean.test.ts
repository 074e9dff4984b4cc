/** EAN-13 check digits: the seed's barcodes must scan. */
import { describe, expect, it } from 'vitest';
import { buildEan13, eanCheckDigit, isValidEan13 } from './ean.ts';

describe('EAN-13', () => {
  it('computes the check digit of known barcodes', () => {
    expect(eanCheckDigit('400638133393')).toBe(1);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
  });

  it('builds a valid code from a company prefix and item number', () => {
    const ean = buildEan13('4047024', 42);
    expect(ean).toMatch(/^404702400042\d$/);
    expect(isValidEan13(ean)).toBe(true);
  });
});
