/** Shapes of catalogue entries: text with `{name}` slots, or plural forms picked by `{count}`. */

/** Forms named after `Intl.PluralRules` categories; English needs one/other, Polish all four. */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

export type Message = string | PluralForms;

/**
 * The Polish twin of an English catalogue module: exactly its keys (an object literal with a key more
 * or less fails the type check), plural entries with all four forms.
 */
export type CatalogueOf<T extends Record<string, Message>> = {
  [K in keyof T]: T[K] extends string ? string : Required<PluralForms>;
};
