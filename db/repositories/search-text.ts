/**
 * Text folding shared by the search index writer and the query builder, so that what is stored and
 * what is asked are folded the same way: lower-case ASCII, diacritics removed (ł -> l too).
 */

const EXTRA_FOLDS: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' };

export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[łđøßæœþ]/g, (c) => EXTRA_FOLDS[c] ?? c);
}

/** Part numbers, manufacturer numbers and EANs compared without case, spaces, dashes, dots or slashes. */
export function normalizeCode(code: string): string {
  return foldText(code)
    .replace(/[^a-z0-9]/g, '')
    .toUpperCase();
}
