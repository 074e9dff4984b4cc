/**
 * Product names in the shopper's alphabet, for sorting in SQL: a sort key per language that compares
 * as plain binary text. Case never matters ("ATE ..." sorts with "Air filter"). English treats
 * letters with diacritics as their base letter; Polish keeps its own letters after their base letter
 * (a < ą < b, c < ć, e < ę, l < ł, n < ń, o < ó, s < ś, z < ź < ż), as a Polish dictionary does.
 * The same function is registered in SQLite (`name_key`) and indexed per language.
 */
import { type RawBuilder, sql } from 'kysely';
import { foldText } from './search-text.ts';

export type NameLanguage = 'en' | 'pl';

/** Above every character a folded name holds: a Polish letter sorts after all words of its base letter. */
const POLISH_LETTERS: Record<string, string> = {
  ą: 'a\uFFF0',
  ć: 'c\uFFF0',
  ę: 'e\uFFF0',
  ł: 'l\uFFF0',
  ń: 'n\uFFF0',
  ó: 'o\uFFF0',
  ś: 's\uFFF0',
  ź: 'z\uFFF0',
  ż: 'z\uFFF1',
};

export function nameSortKey(name: string, language: NameLanguage): string {
  const text = name.trim().replace(/\s+/g, ' ');
  if (language === 'en') return foldText(text);
  let key = '';
  for (const char of text.toLocaleLowerCase('pl')) key += POLISH_LETTERS[char] ?? foldText(char);
  return key;
}

/**
 * The ORDER BY term of the name order in `language`: the sort key of the name that language shows
 * (its own name, else the base name), exactly as the per-language index holds it, so the index serves
 * the order. The language is one of two literals, never text from a request.
 */
export function nameOrderSql(language: NameLanguage, table = 'products'): RawBuilder<string> {
  const lang = language === 'pl' ? 'pl' : 'en';
  return sql.raw<string>(
    `name_key(coalesce(nullif("${table}"."name_${lang}", ''), "${table}"."name"), '${lang}')`,
  );
}
