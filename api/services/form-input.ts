/** Small helpers shared by the back office's form checks. */
import { foldText } from '#db/repositories/search-text.ts';

/** Characters as SQLite's length() counts them (code points, not UTF-16 units). */
export const charCount = (text: string) => [...text].length;

/** Trimmed optional text: empty or whitespace-only is absent (null); undefined stays "not sent". */
export function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** An absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/**
 * The spec's slug rule (lower case, whitespace to hyphens, anything but a-z, 0-9 and hyphens dropped),
 * with diacritics folded first so 'Układ hamulcowy' gives 'uklad-hamulcowy', not 'ukad-hamulcowy'.
 */
export function slugify(text: string, maxLength: number): string {
  const slug = foldText(text)
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  // Folding can lengthen a text (ß -> ss): a generated slug is cut rather than refused.
  return slug.slice(0, maxLength).replace(/-$/, '');
}
