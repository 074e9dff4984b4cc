/** The quantity field of the product page: at least 1, non-numeric input becomes 1. */

export const MIN_QUANTITY = 1;
/** A cap on one add; a workshop buying more asks for a quote. */
export const MAX_QUANTITY = 99;

export function parseQuantity(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Number(trimmed)));
}

/** The gallery's index after a step: past the last image comes the first, before the first the last. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
