/** Small helpers shared by the back office's form checks. */

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
