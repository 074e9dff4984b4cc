/** Dial codes and countries agree with libphonenumber-js; phone numbers are checked and normalised. */
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { DIAL_CODES } from '#api/contract/auth.ts';
import {
  COUNTRIES,
  countryForDialCode,
  countryLabel,
  dialCodeForCountry,
  formatPhone,
  isDialCode,
  isValidPhone,
  normalizePhone,
} from './phone.ts';

describe('countries and dial codes', () => {
  it('has exactly one country for every accepted dial code', () => {
    expect(COUNTRIES.map((country) => country.dialCode)).toEqual([...DIAL_CODES]);
  });

  it.each(COUNTRIES)('$name is $iso with $dialCode', ({ iso, dialCode }) => {
    expect(`+${getCountryCallingCode(iso as CountryCode)}`).toBe(dialCode);
  });

  it('maps a country to its dial code and back', () => {
    expect(dialCodeForCountry('Germany')).toBe('+49');
    expect(dialCodeForCountry('Poland')).toBe('+48');
    expect(dialCodeForCountry('Czech Republic')).toBe('+420');
    expect(dialCodeForCountry('Atlantis')).toBeUndefined();
    expect(countryForDialCode('+44')?.name).toBe('United Kingdom');
    expect(countryForDialCode('+1')).toBeUndefined();
  });

  it('accepts only the listed dial codes', () => {
    expect(isDialCode('+48')).toBe(true);
    expect(isDialCode('+1')).toBe(false);
    expect(isDialCode('48')).toBe(false);
  });

  it('names countries in the shop language', () => {
    expect(countryLabel('Germany', 'en')).toBe('Germany');
    expect(countryLabel('Germany', 'pl')).toBe('Niemcy');
    expect(countryLabel('Atlantis', 'pl')).toBe('Atlantis');
  });
});

describe('phone numbers', () => {
  it('validates the number with its dial code', () => {
    expect(isValidPhone('+48', '512 345 678')).toBe(true);
    expect(isValidPhone('+49', '030 12345678')).toBe(true);
    expect(isValidPhone('+49', '12')).toBe(false);
    expect(isValidPhone('+48', 'not a number')).toBe(false);
  });

  it('treats a blank phone as none', () => {
    expect(normalizePhone('+49', '  ')).toEqual({ ok: true, phone: null, countryCode: '+49' });
  });

  it('keeps the national significant number (no trunk 0, no spaces)', () => {
    expect(normalizePhone('+49', '030 1234 5678')).toEqual({
      ok: true,
      phone: '3012345678',
      countryCode: '+49',
    });
    expect(normalizePhone('+48', '512-345-678')).toEqual({
      ok: true,
      phone: '512345678',
      countryCode: '+48',
    });
  });

  it('lets a typed international code win when the shop accepts it', () => {
    expect(normalizePhone('+49', '+48 512 345 678')).toEqual({
      ok: true,
      phone: '512345678',
      countryCode: '+48',
    });
    expect(normalizePhone('+49', '+1 202 555 0143')).toEqual({ ok: false });
  });

  it('rejects numbers that are not valid for the country', () => {
    expect(normalizePhone('+48', '123')).toEqual({ ok: false });
  });

  it('formats a stored number for display', () => {
    expect(formatPhone('+48', '512345678')).toBe('+48 512 345 678');
    expect(formatPhone('+49', 'abc')).toBe('+49 abc');
  });
});
