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

/** Inner runs of a part number are searchable from this length on (shorter ones are too common). */
export const CODE_SUFFIX_MIN = 6;

/** Every suffix of CODE_SUFFIX_MIN+ characters of each (normalised) code, space-separated, no repeats. */
export function codeSuffixes(codes: (string | null | undefined)[]): string {
  const out = new Set<string>();
  for (const code of codes) {
    if (!code) continue;
    for (let i = 0; i + CODE_SUFFIX_MIN <= code.length; i++) out.add(code.slice(i));
  }
  return [...out].join(' ');
}

/**
 * The mark in an inactive product's search row (numbers column): no search can ask for it, since a
 * search is made of letters and digits, so `NOT "~!~"` keeps only active products without reading a
 * product row per hit. A trigger keeps it in step with `products.is_active`.
 */
export const INACTIVE_MARK = '~!~';
