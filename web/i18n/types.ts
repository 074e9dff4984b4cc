/** Shapes of catalogue entries: text with `{name}` slots, or plural forms picked by `{count}`. */

/** Forms named after `Intl.PluralRules` categories; English needs one/other, Polish all four. */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

export type Message = string | PluralForms;
