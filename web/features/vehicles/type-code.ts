/**
 * HSN/TSN from the German registration document (Zulassungsbescheinigung Teil I, fields 2.1 and 2.2),
 * checked in the browser before asking the server: HSN is 4 digits, TSN starts with 3 letters/digits
 * (the document may print more characters; only the first three identify the type).
 */
import type { TextKey } from '../../lib/i18n.ts';

export interface TypeCodeInput {
  hsn: string;
  tsn: string;
}

export type TypeCodeResult =
  { ok: true; hsn: string; tsn: string } | { ok: false; errors: { hsn?: TextKey; tsn?: TextKey } };

/** Spaces are dropped and letters upper-cased: "0603 bnu" reads as printed on the document. */
export function normaliseTypeCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function checkTypeCode(input: TypeCodeInput): TypeCodeResult {
  const hsn = normaliseTypeCode(input.hsn);
  const tsn = normaliseTypeCode(input.tsn);
  const errors: { hsn?: TextKey; tsn?: TextKey } = {};
  if (!hsn) errors.hsn = 'vehicle.hsnRequired';
  else if (!/^\d{4}$/.test(hsn)) errors.hsn = 'vehicle.hsnInvalid';
  if (!tsn) errors.tsn = 'vehicle.tsnRequired';
  else if (!/^[A-Z0-9]{3,10}$/.test(tsn)) errors.tsn = 'vehicle.tsnInvalid';
  if (errors.hsn || errors.tsn) return { ok: false, errors };
  return { ok: true, hsn, tsn: tsn.slice(0, 3) };
}

/** Registration numbers are sent without spaces and dashes, upper-cased ("WX 12345" -> "WX12345"). */
export function normalisePlate(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}
