/**
 * EU VAT identification numbers: the member state's prefix, then a number whose shape and check
 * digits follow that state's rules. Checked the same way by the checkout form and the server; an
 * optional online check (api/services/vies.ts) can confirm that a well-formed number is registered.
 *
 * A leading pair of letters is always read as the prefix; without one the buyer's country gives it.
 * Greece writes its prefix EL; GR is accepted too and written EL.
 */

export const EU_VAT_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
/** ISO 3166-1 alpha-2 code of an EU member state (GR for Greece). */
export type EuCountry = (typeof EU_VAT_COUNTRIES)[number];

const EU_SET: ReadonlySet<string> = new Set(EU_VAT_COUNTRIES);

/** True for the ISO code (upper case) of one of the 27 EU member states. */
export function isEuCountry(code: string): code is EuCountry {
  return EU_SET.has(code);
}

export interface ParsedVatId {
  ok: true;
  /** ISO country code, e.g. 'GR'. */
  country: EuCountry;
  /** The VAT prefix: the ISO code, but 'EL' for Greece. */
  prefix: string;
  /** The digits and letters after the prefix, without separators. */
  number: string;
  /** Prefix and number, e.g. 'DE136695976'. */
  normalized: string;
}

/**
 * format: not the shape of the country's numbers (length, characters, fixed parts);
 * checksum: the right shape but the check digits (or an embedded date) do not agree;
 * country: the prefix, or the buyer's country when there is none, is not an EU member state.
 */
export type VatIdError = 'format' | 'checksum' | 'country';
export type VatIdResult = ParsedVatId | { ok: false; reason: VatIdError };

interface CountryRule {
  /** The shape of the number after the prefix, separators taken out. */
  shape: RegExp;
  /** Whether the check digits agree; called only on a number that has the shape. */
  check: (n: string) => boolean;
  /** Writes an older, shorter form in today's form before the shape is matched. */
  widen?: (n: string) => string;
}

const digit = (s: string, i: number): number => s.charCodeAt(i) - 48;

/** Sum of digit × weight over the first weights.length digits. */
function weighted(s: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((w, i) => (sum += w * digit(s, i)));
  return sum;
}

/** Remainder of a digit string of any length. */
function mod(digits: string, m: number): number {
  let r = 0;
  for (let i = 0; i < digits.length; i++) r = (r * 10 + digit(digits, i)) % m;
  return r;
}

/** Luhn: from the right, every second digit doubled (its digits summed); the total ends in 0. */
function luhn(s: string): boolean {
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let d = digit(s, s.length - 1 - i);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** ISO 7064 MOD 11,10: the last digit is the check digit of all the others. */
function mod11_10(s: string): boolean {
  let p = 10;
  for (let i = 0; i < s.length - 1; i++) {
    const r = (digit(s, i) + p) % 10 || 10;
    p = (2 * r) % 11;
  }
  return (11 - p) % 10 === digit(s, s.length - 1);
}

function isDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Czech and Slovak birth number: YYMMDD (month +50 for women, +20 when a day's serials ran out)
 * and a serial; the 10-digit form (from 1954) is divisible by 11, where a remainder of 10 on the
 * first nine digits gives the check digit 0. The 9-digit form, without a check digit, ended in 1953.
 */
function birthNumber(n: string): boolean {
  const yy = Number(n.slice(0, 2));
  let month = Number(n.slice(2, 4));
  if (month > 50) month -= 50;
  if (month > 20) month -= 20;
  const day = Number(n.slice(4, 6));
  if (n.length === 9) return yy <= 53 && isDate(1900 + yy, month, day);
  const year = yy < 54 ? 2000 + yy : 1900 + yy;
  return isDate(year, month, day) && mod(n.slice(0, 9), 11) % 10 === digit(n, 9);
}

/** Spanish DNI/NIE letter: the number mod 23 picks it. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Letters of the French alphanumeric key (no I, no O). */
const FR_KEY_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Irish check letters: W stands for 0, A-V for 1-22. */
const IE_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

function irishCheckLetter(sevenDigits: string, second: string): string {
  const sum = weighted(sevenDigits, [8, 7, 6, 5, 4, 3, 2]) + 9 * (second ? IE_LETTERS.indexOf(second) : 0);
  return IE_LETTERS.charAt(sum % 23);
}

/** Letters as 10-35, digits as themselves (ISO 7064 MOD 97-10 input). */
const lettersToDigits = (s: string) => s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));

const RULES: Record<EuCountry, CountryRule> = {
  // U and 8 digits; the last: (96 − Luhn-style sum of the 7 digits, weights 1,2,…) mod 10.
  AT: {
    shape: /^U\d{8}$/,
    check: (n) => {
      let sum = 0;
      for (let i = 0; i < 7; i++) {
        const p = digit(n, i + 1) * (i % 2 === 0 ? 1 : 2);
        sum += p > 9 ? p - 9 : p;
      }
      return (96 - sum) % 10 === digit(n, 8);
    },
  },
  // 10 digits starting 0 or 1 (older 9-digit numbers take a leading 0); last two = 97 − first eight mod 97.
  BE: {
    widen: (n) => (/^\d{9}$/.test(n) ? `0${n}` : n),
    shape: /^[01]\d{9}$/,
    check: (n) => 97 - mod(n.slice(0, 8), 97) === Number(n.slice(8)),
  },
  // 9 digits (companies) or 10 (a person's EGN, a foreigner's number, others).
  BG: {
    shape: /^\d{9,10}$/,
    check: (n) => {
      if (n.length === 9) {
        let r = weighted(n, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
        if (r === 10) r = weighted(n, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
        return r % 10 === digit(n, 8);
      }
      const last = digit(n, 9);
      // EGN: YYMMDD (month +20 for the 1800s, +40 for the 2000s), weights mod 11 mod 10.
      let month = Number(n.slice(2, 4));
      const century = month > 40 ? 2000 : month > 20 ? 1800 : 1900;
      month -= month > 40 ? 40 : month > 20 ? 20 : 0;
      const egn =
        isDate(century + Number(n.slice(0, 2)), month, Number(n.slice(4, 6))) &&
        (weighted(n, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === last;
      const foreigner = weighted(n, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === last;
      const other = (11 - (weighted(n, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11 === last;
      return egn || foreigner || other;
    },
  },
  // 8 digits (not starting 12) and a letter: odd positions mapped 0→1, 1→0, 2→5, 3→7, 4→9, n→2n+3.
  CY: {
    shape: /^(?!12)\d{8}[A-Z]$/,
    check: (n) => {
      const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
      let sum = 0;
      for (let i = 0; i < 8; i++) sum += i % 2 === 0 ? (odd[digit(n, i)] ?? 0) : digit(n, i);
      return String.fromCharCode(65 + (sum % 26)) === n.charAt(8);
    },
  },
  // 8 digits (companies, not starting 9), 9 starting 6 (special), or a 9/10-digit birth number.
  CZ: {
    shape: /^(?:[0-8]\d{7}|\d{9,10})$/,
    check: (n) => {
      if (n.length === 8) {
        const r = weighted(n, [8, 7, 6, 5, 4, 3, 2]) % 11;
        return (r === 0 ? 1 : (11 - r) % 10) === digit(n, 7);
      }
      if (n.length === 9 && n.startsWith('6')) {
        const r = weighted(n.slice(1), [8, 7, 6, 5, 4, 3, 2]) % 11;
        return [8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 8][10 - r] === digit(n, 8);
      }
      return birthNumber(n);
    },
  },
  // 9 digits, not starting 0; ISO 7064 MOD 11,10.
  DE: { shape: /^[1-9]\d{8}$/, check: mod11_10 },
  // 8 digits, not starting 0; weights 2,7,6,5,4,3,2,1 sum to a multiple of 11.
  DK: { shape: /^[1-9]\d{7}$/, check: (n) => weighted(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0 },
  // 9 digits; weights 3,7,1,… sum to a multiple of 10.
  EE: { shape: /^\d{9}$/, check: (n) => weighted(n, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0 },
  // NIF (8 digits + letter), NIE (X/Y/Z as 0/1/2), K/L/M (letter from 7 digits), or CIF
  // (organisation letter, 7 digits, check digit or letter J,A-I from a Luhn sum).
  ES: {
    shape: /^(?:\d{8}[A-Z]|[XYZKLM]\d{7}[A-Z]|[ABCDEFGHJNPQRSUVW]\d{7}[\dA-J])$/,
    check: (n) => {
      const first = n.charAt(0);
      if (/\d/.test(first)) return DNI_LETTERS.charAt(Number(n.slice(0, 8)) % 23) === n.charAt(8);
      if ('XYZ'.includes(first)) {
        return DNI_LETTERS.charAt(Number('XYZ'.indexOf(first) + n.slice(1, 8)) % 23) === n.charAt(8);
      }
      if ('KLM'.includes(first)) return DNI_LETTERS.charAt(Number(n.slice(1, 8)) % 23) === n.charAt(8);
      let sum = 0;
      for (let i = 0; i < 7; i++) {
        const d = digit(n, i + 1);
        sum += i % 2 === 1 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
      }
      const c = (10 - (sum % 10)) % 10;
      return n.charAt(8) === String(c) || n.charAt(8) === 'JABCDEFGHI'.charAt(c);
    },
  },
  // 8 digits; weights 7,9,10,5,8,4,2,1 sum to a multiple of 11.
  FI: { shape: /^\d{8}$/, check: (n) => weighted(n, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0 },
  // Two key characters and the 9-digit SIREN (Luhn; Monaco's start 000). A numeric key is
  // (SIREN × 100 + 12) mod 97; the rarer alphanumeric key has its own mod-11 rule.
  FR: {
    shape: /^[\dA-HJ-NP-Z]{2}\d{9}$/,
    check: (n) => {
      const siren = n.slice(2);
      if (!siren.startsWith('000') && !luhn(siren)) return false;
      if (/^\d\d/.test(n)) return Number(n.slice(0, 2)) === mod(`${siren}12`, 97);
      const a = FR_KEY_ALPHABET.indexOf(n.charAt(0));
      const b = FR_KEY_ALPHABET.indexOf(n.charAt(1));
      const key = a < 10 ? a * 24 + b - 10 : a * 34 + b - 100;
      return (Number(siren) + 1 + Math.floor(key / 11)) % 11 === key % 11;
    },
  },
  // 9 digits (older 8-digit numbers take a leading 0); first eight × 256,128,…,2, mod 11 mod 10.
  GR: {
    widen: (n) => (/^\d{8}$/.test(n) ? `0${n}` : n),
    shape: /^\d{9}$/,
    check: (n) => (weighted(n, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === digit(n, 8),
  },
  // OIB: 11 digits, ISO 7064 MOD 11,10.
  HR: { shape: /^\d{11}$/, check: mod11_10 },
  // 8 digits; weights 9,7,3,1,… sum to a multiple of 10.
  HU: { shape: /^\d{8}$/, check: (n) => weighted(n, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0 },
  // 7 digits, check letter and an optional second letter (counted × 9); the old form
  // (digit, letter or + *, 5 digits, check letter) is checked as 0 + the 5 digits + the first digit.
  IE: {
    shape: /^(?:\d{7}[A-W][A-W]?|\d[A-Z+*]\d{5}[A-W])$/,
    check: (n) =>
      /^\d{7}/.test(n)
        ? irishCheckLetter(n.slice(0, 7), n.charAt(8)) === n.charAt(7)
        : irishCheckLetter(`0${n.slice(2, 7)}${n.charAt(0)}`, '') === n.charAt(7),
  },
  // 11 digits: 7-digit serial (not all 0), 3-digit office (not 000), Luhn check digit.
  IT: { shape: /^(?!0{7})\d{7}(?!000)\d{4}$/, check: luhn },
  // 9 digits (8th is 1) or 12 (11th is 1); weights 1-9,1,2 mod 11, or 3-9,1-4 when that gives 10.
  LT: {
    shape: /^(?:\d{7}1\d|\d{10}1\d)$/,
    check: (n) => {
      const body = n.slice(0, -1);
      const sum = (shift: number) => {
        let s = 0;
        for (let i = 0; i < body.length; i++) s += (1 + ((i + shift) % 9)) * digit(body, i);
        return s % 11;
      };
      let r = sum(0);
      if (r === 10) r = sum(2);
      return r % 10 === digit(n, n.length - 1);
    },
  },
  // 8 digits; the last two are the first six mod 89.
  LU: { shape: /^\d{8}$/, check: (n) => mod(n.slice(0, 6), 89) === Number(n.slice(6)) },
  // 11 digits. Companies (first digit 4-9): weights 9,1,4,8,3,10,2,5,7,6,1 sum to 3 mod 11.
  // Persons: DDMMYY + century digit (0: 1800s, 1: 1900s, 2: 2000s), or 32… without a date;
  // check (1101 − weights 1,6,3,7,9,10,5,8,4,2) mod 11 mod 10.
  LV: {
    shape: /^\d{11}$/,
    check: (n) => {
      if (digit(n, 0) > 3) return weighted(n, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3;
      if (!n.startsWith('32')) {
        const century = [1800, 1900, 2000][digit(n, 6)];
        const dated =
          century !== undefined &&
          isDate(century + Number(n.slice(4, 6)), Number(n.slice(2, 4)), Number(n.slice(0, 2)));
        if (!dated) return false;
      }
      return ((1101 - weighted(n, [1, 6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11) % 10 === digit(n, 10);
    },
  },
  // 8 digits, not starting 0; weights 3,4,6,7,8,9 and the last two as a number sum to a multiple of 37.
  MT: { shape: /^[1-9]\d{7}$/, check: (n) => weighted(n, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0 },
  // 9 digits (leading zeros may be left out), B, 2 digits (not 00). Either the 9 digits pass the
  // eleven test (weights 9..2, −1), or, for sole traders since 2020, 'NL' + the number with letters
  // as 10-35 is 1 mod 97.
  NL: {
    widen: (n) => (/^\d{7,8}B\d{2}$/.test(n) ? n.padStart(12, '0') : n),
    shape: /^(?!0{9})\d{9}B(?!00)\d{2}$/,
    check: (n) =>
      weighted(n, [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 === 0 || mod(lettersToDigits(`NL${n}`), 97) === 1,
  },
  // NIP: 10 digits; weights 6,5,7,2,3,4,5,6,7 mod 11 is the last digit (10 is never issued).
  PL: {
    shape: /^\d{10}$/,
    check: (n) => weighted(n, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === digit(n, 9),
  },
  // 9 digits, not starting 0; 11 − (weights 9..2 mod 11), 10 and 11 written 0.
  PT: {
    shape: /^[1-9]\d{8}$/,
    check: (n) => ((11 - (weighted(n, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11) % 10 === digit(n, 8),
  },
  // CUI: 2-10 digits, not starting 0; the others, padded to 9 with leading zeros, weights
  // 7,5,3,2,1,7,5,3,2; × 10 mod 11 mod 10.
  RO: {
    shape: /^[1-9]\d{1,9}$/,
    check: (n) => {
      const body = n.slice(0, -1).padStart(9, '0');
      return ((weighted(body, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10 === digit(n, n.length - 1);
    },
  },
  // The 10-digit organisation or personal number (Luhn) followed by 01.
  SE: { shape: /^\d{10}01$/, check: (n) => luhn(n.slice(0, 10)) },
  // 8 digits, not starting 0; 11 − (weights 8..2 mod 11), 10 written 0, 11 never issued.
  SI: {
    shape: /^[1-9]\d{7}$/,
    check: (n) => {
      const c = 11 - (weighted(n, [8, 7, 6, 5, 4, 3, 2]) % 11);
      return c !== 11 && c % 10 === digit(n, 7);
    },
  },
  // 10 digits: a multiple of 11, not starting 0, third digit 2,3,4,7,8 or 9; or a birth number.
  SK: {
    shape: /^\d{10}$/,
    check: (n) => (/^[1-9]\d[234789]/.test(n) && mod(n, 11) === 0) || birthNumber(n),
  },
};

/** A prefix as written: an EU member's ISO code, or EL (also GR) for Greece; else null. */
function countryOfPrefix(prefix: string): EuCountry | null {
  if (prefix === 'EL') return 'GR';
  return isEuCountry(prefix) ? prefix : null;
}

/** The prefix a country's VAT numbers are written with (EL for Greece). */
export function vatPrefix(country: EuCountry): string {
  return country === 'GR' ? 'EL' : country;
}

/** Spaces, dots, slashes, colons, brackets and dashes (any kind) are separators only. */
const SEPARATORS = /[\s./:()\-\u2010-\u2015]+/g;

/**
 * Reads a VAT ID as typed. `defaultCountry` (ISO code, the buyer's billing country) gives the
 * prefix when the number has none, as Polish buyers write their NIP.
 */
export function parseVatId(raw: string, defaultCountry: string): VatIdResult {
  const compact = raw.toUpperCase().replace(SEPARATORS, '');
  const prefixed = /^([A-Z]{2})(.*)$/.exec(compact);
  const country = countryOfPrefix(prefixed?.[1] ?? defaultCountry.trim().toUpperCase());
  if (!country) return { ok: false, reason: 'country' };
  const rule = RULES[country];
  const written = prefixed ? (prefixed[2] ?? '') : compact;
  const number = rule.widen ? rule.widen(written) : written;
  if (!rule.shape.test(number)) return { ok: false, reason: 'format' };
  if (!rule.check(number)) return { ok: false, reason: 'checksum' };
  const prefix = vatPrefix(country);
  return { ok: true, country, prefix, number, normalized: prefix + number };
}
