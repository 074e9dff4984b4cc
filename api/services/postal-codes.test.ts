import { describe, expect, it } from 'vitest';
import { CHECKOUT_COUNTRIES } from '#api/contract/orders.ts';
import { normalizePostalCode, POSTAL_CODE_FORMATS } from '#api/contract/postal-codes.ts';

describe('postal codes of the checkout countries', () => {
  it('accept their own example, in their usual spelling', () => {
    for (const country of CHECKOUT_COUNTRIES) {
      const { example } = POSTAL_CODE_FORMATS[country];
      expect(example, country).not.toBe('');
      expect(normalizePostalCode(country, example), country).toBe(example);
    }
  });

  it('take spaces, dashes and case freely, and write the code the usual way', () => {
    expect(normalizePostalCode('PL', '00950')).toBe('00-950');
    expect(normalizePostalCode('PL', ' 30-001 ')).toBe('30-001');
    expect(normalizePostalCode('GB', 'sw1a1aa')).toBe('SW1A 1AA');
    expect(normalizePostalCode('GB', 'M1 1AE')).toBe('M1 1AE');
    expect(normalizePostalCode('GB', 'EC1A 1BB')).toBe('EC1A 1BB');
    expect(normalizePostalCode('NL', '1012ab')).toBe('1012 AB');
    expect(normalizePostalCode('SE', '11455')).toBe('114 55');
    expect(normalizePostalCode('CZ', '110 00')).toBe('110 00');
  });

  it('refuse codes of another shape', () => {
    for (const [country, code] of [
      ['PL', 'x'],
      ['PL', '1234'],
      ['PL', '123456'],
      ['DE', '1011'],
      ['DE', 'ABCDE'],
      ['GB', '12345'],
      ['GB', 'SW1A'],
      ['NL', '0123 AB'],
      ['AT', '0100'],
      ['ES', '53001'],
      ['SE', '01234'],
      ['FR', '7500'],
    ] as const)
      expect(normalizePostalCode(country, code), `${country} ${code}`).toBeNull();
  });
});
