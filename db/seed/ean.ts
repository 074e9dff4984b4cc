/** EAN-13 helpers: the seed builds barcodes from a brand's GS1 prefix and must get the check digit right. */

/** Check digit for the first 12 digits: weights 1 and 3 alternate from the left. */
export function eanCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN body must be 12 digits: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(ean: string): boolean {
  return /^\d{13}$/.test(ean) && eanCheckDigit(ean.slice(0, 12)) === Number(ean[12]);
}

/** Full EAN-13 from a company prefix (7-9 digits) and an item reference padded to fill 12 digits. */
export function buildEan13(prefix: string, item: number): string {
  const width = 12 - prefix.length;
  const body = prefix + String(item % 10 ** width).padStart(width, '0');
  return body + String(eanCheckDigit(body));
}
