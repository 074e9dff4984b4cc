/**
 * Postal codes of the checkout countries: each country's shape, the form it is written in (shown in
 * the message when a code does not fit) and an example. The checkout form and the server check the
 * same rules; the server stores the code in its usual spelling (upper case, one space where the
 * country puts one, PL with its dash).
 */
import type { CheckoutCountry } from './orders.ts';

interface PostalFormat {
  /** Matched against the code in upper case with spaces and dashes taken out. */
  compact: RegExp;
  /** The code as written: digits shown as 0, letters as A. */
  form: string;
  example: string;
  /** The usual spelling of a compact code. */
  spell: (compact: string) => string;
}

const asIs = (compact: string) => compact;
/** A space before the last `n` characters (SE 114 55, CZ 110 00, GB SW1A 1AA). */
const spaceBeforeLast = (n: number) => (compact: string) =>
  `${compact.slice(0, compact.length - n)} ${compact.slice(compact.length - n)}`;

const FIVE_DIGITS: PostalFormat = { compact: /^\d{5}$/, form: '00000', example: '', spell: asIs };
const FOUR_DIGITS: PostalFormat = { compact: /^[1-9]\d{3}$/, form: '0000', example: '', spell: asIs };

export const POSTAL_CODE_FORMATS: Record<CheckoutCountry, PostalFormat> = {
  PL: {
    compact: /^\d{5}$/,
    form: '00-000',
    example: '00-950',
    spell: (c) => `${c.slice(0, 2)}-${c.slice(2)}`,
  },
  DE: { ...FIVE_DIGITS, example: '10115' },
  GB: {
    // Outward code (area, district) and inward code (sector, unit); GIR 0AA is the one exception.
    compact: /^(?:[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}|GIR0AA)$/,
    form: 'AA0A 0AA',
    example: 'SW1A 1AA',
    spell: spaceBeforeLast(3),
  },
  FR: { ...FIVE_DIGITS, example: '75001' },
  IT: { ...FIVE_DIGITS, example: '00184' },
  ES: { ...FIVE_DIGITS, compact: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28013' },
  NL: { compact: /^[1-9]\d{3}[A-Z]{2}$/, form: '0000 AA', example: '1012 AB', spell: spaceBeforeLast(2) },
  BE: { ...FOUR_DIGITS, example: '1000' },
  AT: { ...FOUR_DIGITS, example: '1010' },
  CH: { ...FOUR_DIGITS, example: '8001' },
  SE: { compact: /^[1-9]\d{4}$/, form: '000 00', example: '114 55', spell: spaceBeforeLast(2) },
  NO: { compact: /^\d{4}$/, form: '0000', example: '0150', spell: asIs },
  DK: { compact: /^\d{4}$/, form: '0000', example: '1050', spell: asIs },
  FI: { ...FIVE_DIGITS, example: '00100' },
  CZ: { compact: /^[1-7]\d{4}$/, form: '000 00', example: '110 00', spell: spaceBeforeLast(2) },
};

/**
 * The code in the country's usual spelling, or null when it does not fit the country. Spaces and
 * dashes are free on input ("00950", "sw1a1aa" and "1012ab" are accepted), letters any case.
 */
export function normalizePostalCode(country: CheckoutCountry, code: string): string | null {
  const format = POSTAL_CODE_FORMATS[country];
  const compact = code.toUpperCase().replace(/[\s-]+/g, '');
  return format.compact.test(compact) ? format.spell(compact) : null;
}
