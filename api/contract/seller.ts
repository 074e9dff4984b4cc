/**
 * The seller's data in one place (the terms, contact page, footer, e-mails and bank-transfer details
 * read it). The values are DEMO values of an invented company; a real shop sets its own (README,
 * "Seller data"). The check digits of NIP, REGON and the KRS format are validated by the functions
 * below, and the demo numbers pass them.
 */

export interface Seller {
  companyName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** National Court Register number: 10 digits. */
  krs: string;
  /** Tax id: 10 digits with a weighted check digit. */
  nip: string;
  /** Statistical number: 9 digits with a weighted check digit. */
  regon: string;
  customerServiceEmail: string;
  returnsEmail: string;
  /** E.164. */
  phone: string;
  /** Opening hours, 24 h clock; null when closed. */
  hours: { weekdays: [string, string]; saturday: [string, string]; sunday: null };
  dataProtectionOfficerEmail: string;
  /** The account bank transfers go to (the shop settings' `bank.*` keys override it). */
  bankAccount: { holder: string; bankName: string; iban: string; bic: string };
}

export const DEMO_SELLER: Seller = {
  companyName: 'PartsPoint sp. z o.o.',
  street: 'ul. Prosta 51',
  postalCode: '00-838',
  city: 'Warszawa',
  country: 'Polska',
  krs: '0000123456',
  nip: '5252248481',
  regon: '140731206',
  customerServiceEmail: 'support@partspoint.eu',
  returnsEmail: 'returns@partspoint.eu',
  phone: '+48 22 123 45 67',
  hours: { weekdays: ['09:00', '20:00'], saturday: ['10:00', '16:00'], sunday: null },
  dataProtectionOfficerEmail: 'dpo@partspoint.eu',
  // The Polish example IBAN from the banks' documentation, so nothing real is implied.
  bankAccount: {
    holder: 'PartsPoint sp. z o.o.',
    bankName: 'PKO Bank Polski',
    iban: 'PL61 1090 1014 0000 0712 1981 2874',
    bic: 'BPKOPLPW',
  },
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
