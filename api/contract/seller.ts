/**
 * The seller's data in one place (the terms, contact page, footer, e-mails and bank-transfer details
 * read it). The values are DEMO values of an invented company; a real shop sets its own (docs/settings.md,
 * "Seller data"). The check digits of NIP, REGON and the KRS format are validated by the functions
 * below, and the demo numbers pass them.
 */
import { Type, type Static } from 'typebox';
import { defineRoute, Nullable } from './define-route.ts';

const TimeRange = Type.Tuple([Type.String(), Type.String()]);

export const SellerSchema = Type.Object({
  companyName: Type.String(),
  street: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  country: Type.String(),
  /** National Court Register number: 10 digits. */
  krs: Type.String(),
  /** The registry court keeping the company's KRS file (a Polish company must publish it). */
  registryCourt: Type.String(),
  /** Share capital in grosze (a Polish sp. z o.o. must publish it). */
  shareCapital: Type.Integer({ minimum: 0 }),
  /** Tax id: 10 digits with a weighted check digit. */
  nip: Type.String(),
  /** Statistical number: 9 digits with a weighted check digit. */
  regon: Type.String(),
  customerServiceEmail: Type.String(),
  returnsEmail: Type.String(),
  /** International format, e.g. '+48 22 123 45 67'. */
  phone: Type.String(),
  /** Opening hours, 24 h clock ('09:00'); null when closed. Polish shops keep Sunday closed. */
  hours: Type.Object({ weekdays: TimeRange, saturday: Nullable(TimeRange), sunday: Type.Null() }),
  dataProtectionOfficerEmail: Type.String(),
  /** A demonstration shop: no real payments (every page shows a banner). */
  demoShop: Type.Optional(Type.Boolean()),
  /** The account bank transfers go to (the shop settings' `bank.*` keys); null when none is set. */
  bankAccount: Nullable(
    Type.Object({ holder: Type.String(), bankName: Type.String(), iban: Type.String(), bic: Type.String() }),
  ),
});
export type Seller = Static<typeof SellerSchema>;

/**
 * The seller as the shop runs it: the `seller.*` and `bank.*` shop settings over the demo values
 * (`npm run settings:set`). Public: every page, e-mail and the offline shell show it.
 */
export const getSeller = defineRoute({
  method: 'GET',
  url: '/api/seller',
  access: 'public',
  schema: { response: { 200: SellerSchema } },
});

/** The Polish example IBAN from the banks' documentation, so nothing real is implied. */
export const DEMO_BANK_ACCOUNT = {
  holder: 'PartsPoint sp. z o.o.',
  bankName: 'PKO Bank Polski',
  iban: 'PL61 1090 1014 0000 0712 1981 2874',
  bic: 'BPKOPLPW',
};

export const DEMO_SELLER: Seller = {
  companyName: 'PartsPoint sp. z o.o.',
  street: 'ul. Prosta 51',
  postalCode: '00-838',
  city: 'Warszawa',
  country: 'Polska',
  krs: '0000123456',
  registryCourt: 'Sąd Rejonowy dla m.st. Warszawy w Warszawie, XII Wydział Gospodarczy KRS',
  shareCapital: 500_000,
  nip: '5252248481',
  regon: '140731206',
  customerServiceEmail: 'support@partspoint.eu',
  returnsEmail: 'returns@partspoint.eu',
  phone: '+48 22 123 45 67',
  hours: { weekdays: ['09:00', '20:00'], saturday: ['10:00', '16:00'], sunday: null },
  dataProtectionOfficerEmail: 'dpo@partspoint.eu',
  bankAccount: DEMO_BANK_ACCOUNT,
};

const digits = (text: string) => (/^\d+$/.test(text) ? [...text].map(Number) : null);

function weightedCheck(text: string, length: number, weights: number[]): boolean {
  const d = digits(text);
  if (!d || d.length !== length) return false;
  const sum = weights.reduce((acc, w, i) => acc + w * d[i]!, 0);
  return (sum % 11) % 10 === d[length - 1];
}

/** NIP: 10 digits, the last a weighted check digit (mod 11; 10 is never valid). */
export function isValidNip(nip: string): boolean {
  const d = digits(nip);
  if (!d || d.length !== 10) return false;
  const sum = [6, 5, 7, 2, 3, 4, 5, 6, 7].reduce((acc, w, i) => acc + w * d[i]!, 0);
  return sum % 11 !== 10 && sum % 11 === d[9];
}

/** REGON: 9 digits with a weighted check digit (a remainder of 10 counts as 0). */
export function isValidRegon(regon: string): boolean {
  return weightedCheck(regon, 9, [8, 9, 2, 3, 4, 5, 6, 7]);
}

/** KRS: 10 digits (the register has no check digit). */
export function isValidKrs(krs: string): boolean {
  return /^\d{10}$/.test(krs);
}
