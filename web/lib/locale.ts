/**
 * The locale each interface language writes numbers, dates and country names in (British English,
 * Polish), and country names from ISO codes through Intl (no table to keep).
 */
import { LOCALE_TAGS } from '#api/contract/money-format.ts';
import type { Language } from './preferences.ts';

export { LOCALE_TAGS };

const countryNames = new Map<Language, Intl.DisplayNames>();

/** 'Poland' / 'Polska' for 'PL'; the code itself when the browser has no name for it. */
export function countryName(code: string, language: Language): string {
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[language]], { type: 'region' });
    countryNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
