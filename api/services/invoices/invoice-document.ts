/**
 * The snapshot an invoice is printed from: plain JSON stored with the invoice when it is issued, so a
 * later change of the shop settings, the seller's data or a product never alters an issued invoice.
 * Amounts are integer minor units of `currency`; a correction carries negative amounts (it reverses
 * the invoice it corrects). The parts are type aliases, not interfaces, so they stay assignable to
 * plain JSON record types.
 */
import type { Currency } from '#api/contract/currency.ts';

export type InvoiceLanguage = 'en' | 'pl';

/**
 * domestic: Polish VAT; oss: the VAT of the EU consumer's country; reverse_charge: an EU business buyer
 * accounts for the VAT; export: outside the EU, 0 %.
 */
export type InvoiceVatScheme = 'domestic' | 'oss' | 'reverse_charge' | 'export';

export type InvoiceSeller = {
  name: string;
  address: string[];
  nip: string;
  regon?: string;
  krs?: string;
  bankAccount?: string;
  email?: string;
};

export type InvoiceBuyer = {
  name: string;
  company: string | null;
  vatId: string | null;
  address: string[];
  email: string;
};

export type InvoiceLine = {
  name: string;
  partNumber: string | null;
  quantity: number;
  unitNetCents: number;
  netCents: number;
  /** Basis points: 2300 = 23 %. */
  vatRateBp: number;
  vatCents: number;
  grossCents: number;
};

/** One per VAT rate. */
export type InvoiceVatBreakdownLine = {
  rateBp: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
};

export interface InvoiceDocument {
  kind: 'invoice' | 'correction';
  /** 'FV/2026/000123', or 'FK/2026/000004' for a correction. */
  number: string;
  /** For a correction: the number of the invoice it corrects; otherwise null. */
  correctsNumber: string | null;
  /** 'YYYY-MM-DD'. */
  issueDate: string;
  /** 'YYYY-MM-DD': the date of payment. */
  saleDate: string;
  /** 'PP-7Q2M9XK4TB'. */
  orderNumber: string;
  currency: Currency;
  language: InvoiceLanguage;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  vatScheme: InvoiceVatScheme;
  lines: InvoiceLine[];
  vatBreakdown: InvoiceVatBreakdownLine[];
  totals: { netCents: number; vatCents: number; grossCents: number };
  paymentMethod: 'card' | 'bank_transfer';
  paid: boolean;
}
