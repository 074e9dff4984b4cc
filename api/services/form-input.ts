/** Small helpers shared by the back office's form checks. */

/** Trimmed optional text: empty or whitespace-only is absent (null); undefined stays "not sent". */
export function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
