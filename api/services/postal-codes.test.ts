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
    expect(normalizePostalCode('SK', '81101')).toBe('811 01');
    expect(normalizePostalCode('GR', '105-57')).toBe('105 57');
    expect(normalizePostalCode('PT', '1100148')).toBe('1100-148');
    expect(normalizePostalCode('PT', '1100 148')).toBe('1100-148');
    expect(normalizePostalCode('HU', ' 1051 ')).toBe('1051');
    expect(normalizePostalCode('BG', '1 000')).toBe('1000');
    expect(normalizePostalCode('RO', '010 011')).toBe('010011');
    expect(normalizePostalCode('EE', '10 111')).toBe('10111');
    expect(normalizePostalCode('BA', '71-000')).toBe('71000');
    expect(normalizePostalCode('IE', 'd02x285')).toBe('D02 X285');
    expect(normalizePostalCode('IE', 'd6w 1234')).toBe('D6W 1234');
    expect(normalizePostalCode('IE', 'A65-F4E2')).toBe('A65 F4E2');
  });

  it('take the country prefix or leave it out, and store it only where it is part of the code', () => {
    expect(normalizePostalCode('LV', '1010')).toBe('LV-1010');
    expect(normalizePostalCode('LV', 'lv 1010')).toBe('LV-1010');
    expect(normalizePostalCode('LV', 'LV-1010')).toBe('LV-1010');
    expect(normalizePostalCode('LT', '01100')).toBe('LT-01100');
    expect(normalizePostalCode('LT', 'lt01100')).toBe('LT-01100');
    expect(normalizePostalCode('LU', 'L-2449')).toBe('2449');
    expect(normalizePostalCode('LU', 'l 2449')).toBe('2449');
    expect(normalizePostalCode('LU', '2449')).toBe('2449');
    expect(normalizePostalCode('SI', 'SI-1000')).toBe('1000');
    expect(normalizePostalCode('SI', '1000')).toBe('1000');
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
      ['LU', '12345'],
      ['LU', 'LV-1010'],
      ['SK', '110 00'],
      ['SK', '8110'],
      ['HU', '0123'],
      ['HU', '10511'],
      ['SI', 'L-1000'],
      ['SI', '100'],
      ['EE', '1011'],
      ['LV', '10100'],
      ['LV', 'LT-1010'],
      ['LT', '1100'],
      ['LT', 'LV-01100'],
      ['BG', '0999'],
      ['RO', '01001'],
      ['PT', '0100-148'],
      ['PT', '1100-14'],
      ['GR', '905 57'],
      ['GR', '1055'],
      ['IE', 'D02 X28'],
      ['IE', 'B02 X285'],
      ['IE', 'D02 X2B5'],
      ['BA', '10000'],
      ['BA', '7100'],
    ] as const)
      expect(normalizePostalCode(country, code), `${country} ${code}`).toBeNull();
  });
});
