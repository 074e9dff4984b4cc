/**
 * Postal codes of the checkout countries: each country's shape, the form it is written in (shown in
 * the message when a code does not fit) and an example. The checkout form and the server check the
 * same rules; the server stores the code in its usual spelling (upper case, one space or dash where
 * the country puts one, the LV- and LT- prefixes that are part of those codes).
 */
import type { CheckoutCountry } from './orders.ts';

interface PostalFormat {
  /** Matched against the code in upper case with spaces, dashes and the `prefix` taken out. */
  compact: RegExp;
  /** The code as written: digits shown as 0, letters as A. */
  form: string;
  example: string;
  /** The usual spelling of a compact code. */
  spell: (compact: string) => string;
  /** A country prefix some write before the code (L-2449, SI-1000, LV-1010): optional on input. */
  prefix?: string;
}

const asIs = (compact: string) => compact;
/** A space before the last `n` characters (SE 114 55, CZ 110 00, GB SW1A 1AA). */
const spaceBeforeLast = (n: number) => (compact: string) =>
  `${compact.slice(0, compact.length - n)} ${compact.slice(compact.length - n)}`;
/** A dash after the first `n` characters (PL 00-950, PT 1100-148). */
const dashAfter = (n: number) => (compact: string) => `${compact.slice(0, n)}-${compact.slice(n)}`;
/** The code written behind its country prefix (LV-1010, LT-01100). */
const behind = (prefix: string) => (compact: string) => `${prefix}-${compact}`;

const FIVE_DIGITS: PostalFormat = { compact: /^\d{5}$/, form: '00000', example: '', spell: asIs };
const FOUR_DIGITS: PostalFormat = { compact: /^[1-9]\d{3}$/, form: '0000', example: '', spell: asIs };
/** Three digits, a space, two digits (CZ, SK, GR, SE). */
const THREE_TWO: Omit<PostalFormat, 'compact'> = { form: '000 00', example: '', spell: spaceBeforeLast(2) };

export const POSTAL_CODE_FORMATS: Record<CheckoutCountry, PostalFormat> = {
  PL: { compact: /^\d{5}$/, form: '00-000', example: '00-950', spell: dashAfter(2) },
  AT: { ...FOUR_DIGITS, example: '1010' },
  // Sarajevo 71000 to Trebinje 89101: all codes start with 7 or 8.
  BA: { ...FIVE_DIGITS, compact: /^[78]\d{4}$/, example: '71000' },
  BE: { ...FOUR_DIGITS, example: '1000' },
  BG: { ...FOUR_DIGITS, example: '1000' },
  CH: { ...FOUR_DIGITS, example: '8001' },
  CZ: { ...THREE_TWO, compact: /^[1-7]\d{4}$/, example: '110 00' },
  DE: { ...FIVE_DIGITS, example: '10115' },
  DK: { compact: /^\d{4}$/, form: '0000', example: '1050', spell: asIs },
  EE: { ...FIVE_DIGITS, example: '10111' },
  ES: { ...FIVE_DIGITS, compact: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28013' },
  FI: { ...FIVE_DIGITS, example: '00100' },
  FR: { ...FIVE_DIGITS, example: '75001' },
  GB: {
    // Outward code (area, district) and inward code (sector, unit); GIR 0AA is the one exception.
    compact: /^(?:[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}|GIR0AA)$/,
    form: 'AA0A 0AA',
    example: 'SW1A 1AA',
    spell: spaceBeforeLast(3),
  },
  GR: { ...THREE_TWO, compact: /^[1-8]\d{4}$/, example: '105 57' },
  HU: { ...FOUR_DIGITS, example: '1051' },
  IE: {
    // Eircode: a routing key (a letter and two digits, or D6W), then four characters of the same
    // alphabet (the digits and the letters ACDEFHKNPRTVWXY).
    compact: /^(?:[ACDEFHKNPRTVWXY]\d{2}|D6W)[\dACDEFHKNPRTVWXY]{4}$/,
    form: 'A00 A000',
    example: 'D02 X285',
    spell: spaceBeforeLast(4),
  },
  IT: { ...FIVE_DIGITS, example: '00184' },
  // The LT- and LV- prefixes are part of the code: stored with them, accepted without.
  LT: { ...FIVE_DIGITS, prefix: 'LT', form: 'LT-00000', example: 'LT-01100', spell: behind('LT') },
  // L- and SI- are only country prefixes: accepted, stored without.
  LU: { ...FOUR_DIGITS, prefix: 'L', example: '2449' },
  LV: { ...FOUR_DIGITS, prefix: 'LV', form: 'LV-0000', example: 'LV-1010', spell: behind('LV') },
  NL: { compact: /^[1-9]\d{3}[A-Z]{2}$/, form: '0000 AA', example: '1012 AB', spell: spaceBeforeLast(2) },
  NO: { compact: /^\d{4}$/, form: '0000', example: '0150', spell: asIs },
  PT: { compact: /^[1-9]\d{6}$/, form: '0000-000', example: '1100-148', spell: dashAfter(4) },
  RO: { compact: /^\d{6}$/, form: '000000', example: '010011', spell: asIs },
  SE: { ...THREE_TWO, compact: /^[1-9]\d{4}$/, example: '114 55' },
  SI: { ...FOUR_DIGITS, prefix: 'SI', example: '1000' },
  // Bratislava 8xx xx, the west 9xx xx, the north and east 0xx xx (CZ has 1 to 7).
  SK: { ...THREE_TWO, compact: /^[089]\d{4}$/, example: '811 01' },
};

/**
 * The code in the country's usual spelling, or null when it does not fit the country. Spaces and
 * dashes are free on input ("00950", "sw1a1aa" and "1012ab" are accepted), letters any case, and so is
 * the country's prefix where it has one ("1010" and "lv 1010" are both LV-1010).
 */
export function normalizePostalCode(country: CheckoutCountry, code: string): string | null {
  const format = POSTAL_CODE_FORMATS[country];
  let compact = code.toUpperCase().replace(/[\s-]+/g, '');
  if (format.prefix && compact.startsWith(format.prefix)) compact = compact.slice(format.prefix.length);
  return format.compact.test(compact) ? format.spell(compact) : null;
}
