/**
 * Dial codes, the countries behind them, and phone numbers checked with libphonenumber-js. Addresses
 * store the country's English name (the default is 'Germany'); screens show it localized.
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { DIAL_CODES } from '#api/contract/auth.ts';
import type { Language } from '../../lib/preferences.ts';

export type DialCode = (typeof DIAL_CODES)[number];

export const DEFAULT_DIAL_CODE: DialCode = '+49';

/** One country per accepted dial code, in dial-code order. */
export const COUNTRIES = [
  { iso: 'GR', name: 'Greece', dialCode: '+30' },
  { iso: 'NL', name: 'Netherlands', dialCode: '+31' },
  { iso: 'BE', name: 'Belgium', dialCode: '+32' },
  { iso: 'FR', name: 'France', dialCode: '+33' },
  { iso: 'ES', name: 'Spain', dialCode: '+34' },
  { iso: 'HU', name: 'Hungary', dialCode: '+36' },
  { iso: 'IT', name: 'Italy', dialCode: '+39' },
  { iso: 'RO', name: 'Romania', dialCode: '+40' },
  { iso: 'CH', name: 'Switzerland', dialCode: '+41' },
  { iso: 'AT', name: 'Austria', dialCode: '+43' },
  { iso: 'GB', name: 'United Kingdom', dialCode: '+44' },
  { iso: 'DK', name: 'Denmark', dialCode: '+45' },
  { iso: 'SE', name: 'Sweden', dialCode: '+46' },
  { iso: 'NO', name: 'Norway', dialCode: '+47' },
  { iso: 'PL', name: 'Poland', dialCode: '+48' },
  { iso: 'DE', name: 'Germany', dialCode: '+49' },
  { iso: 'PT', name: 'Portugal', dialCode: '+351' },
  { iso: 'LU', name: 'Luxembourg', dialCode: '+352' },
  { iso: 'IE', name: 'Ireland', dialCode: '+353' },
  { iso: 'IS', name: 'Iceland', dialCode: '+354' },
  { iso: 'MT', name: 'Malta', dialCode: '+356' },
  { iso: 'CY', name: 'Cyprus', dialCode: '+357' },
  { iso: 'FI', name: 'Finland', dialCode: '+358' },
  { iso: 'BG', name: 'Bulgaria', dialCode: '+359' },
  { iso: 'LT', name: 'Lithuania', dialCode: '+370' },
  { iso: 'LV', name: 'Latvia', dialCode: '+371' },
  { iso: 'EE', name: 'Estonia', dialCode: '+372' },
  { iso: 'HR', name: 'Croatia', dialCode: '+385' },
  { iso: 'SI', name: 'Slovenia', dialCode: '+386' },
  { iso: 'CZ', name: 'Czech Republic', dialCode: '+420' },
  { iso: 'SK', name: 'Slovakia', dialCode: '+421' },
] as const satisfies readonly { iso: string; name: string; dialCode: DialCode }[];

export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country['name'] = 'Germany';

export function isDialCode(value: string): value is DialCode {
  return (DIAL_CODES as readonly string[]).includes(value);
}

/** The dial code that goes with a country (by stored name); changing the country sets it. */
export function dialCodeForCountry(name: string): DialCode | undefined {
  return COUNTRIES.find((country) => country.name === name)?.dialCode;
}

export function countryForDialCode(dialCode: string): Country | undefined {
  return COUNTRIES.find((country) => country.dialCode === dialCode);
}

/** The country's name in the shop's language ('Niemcy' for Germany in Polish). */
export function countryLabel(name: string, language: Language): string {
  const iso = COUNTRIES.find((country) => country.name === name)?.iso;
  return (iso && new Intl.DisplayNames([language], { type: 'region' }).of(iso)) || name;
}

/** Options for a dial-code select: '+48 (PL)'. */
export function dialCodeLabel(dialCode: DialCode): string {
  const country = countryForDialCode(dialCode);
  return country ? `${dialCode} (${country.iso})` : dialCode;
}

export function isValidPhone(dialCode: DialCode, number: string): boolean {
  return isValidPhoneNumber(number.trim(), { defaultCallingCode: dialCode.slice(1) });
}

export type NormalizedPhone = { ok: true; phone: string | null; countryCode: DialCode } | { ok: false };

/**
 * The number as the server stores it: national significant digits beside the dial code (so
 * dial code + phone is E.164). Accepts '030 1234567' (trunk 0) and '+48 512 345 678' (a typed code
 * wins over the select when it is one the shop accepts). Blank means no phone.
 */
export function normalizePhone(dialCode: DialCode, input: string): NormalizedPhone {
  const text = input.trim();
  if (!text) return { ok: true, phone: null, countryCode: dialCode };
  const parsed = parsePhoneNumberFromString(text, { defaultCallingCode: dialCode.slice(1) });
  if (!parsed?.isValid()) return { ok: false };
  const countryCode = `+${parsed.countryCallingCode}`;
  if (!isDialCode(countryCode)) return { ok: false };
  return { ok: true, phone: parsed.nationalNumber, countryCode };
}

/** For display: '+49 30 12345678'; whatever was stored when it does not parse. */
export function formatPhone(countryCode: string, phone: string): string {
  const parsed = parsePhoneNumberFromString(phone.startsWith('+') ? phone : `${countryCode}${phone}`);
  return parsed?.isValid() ? parsed.formatInternational() : `${countryCode} ${phone}`.trim();
}
