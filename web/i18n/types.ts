/** Shapes of catalogue entries (the shop's one message engine defines them). */
import type { Message, PluralForms, PolishTwin } from '#api/contract/messages.ts';

export type { Message, PluralForms };

/**
 * The Polish twin of an English catalogue module: exactly its keys (an object literal with a key more
 * or less fails the type check), plural entries with all four forms.
 */
export type CatalogueOf<T extends Record<string, Message>> = PolishTwin<T>;

/** The shared form-rule messages under `form.<code>`, the keys the forms report their problems with. */
export type FormCatalogue<T extends Record<string, Message>> = {
  [K in keyof T & string as `form.${K}`]: T[K];
};

export function formCatalogue<T extends Record<string, Message>>(messages: T): FormCatalogue<T> {
  return Object.fromEntries(
    Object.entries(messages).map(([code, message]) => [`form.${code}`, message]),
  ) as FormCatalogue<T>;
}
