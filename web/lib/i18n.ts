/**
 * Translation: `t(key, vars)` fills `{name}` slots and picks Polish/English plural forms with
 * `Intl.PluralRules`; `useT()` binds it to the chosen language.
 */
import { en, type AllMessages, type MessageKey } from '../i18n/en.ts';
import { pl } from '../i18n/pl.ts';
import type { Message, PluralForms } from '../i18n/types.ts';
import { usePreferences, type Language } from './preferences.ts';

type Vars = Record<string, string | number>;
type PluralKey = { [K in MessageKey]: AllMessages[K] extends string ? never : K }[MessageKey];
/** A message without plural forms: what validators and error helpers hand back to be translated. */
export type TextKey = Exclude<MessageKey, PluralKey>;
/** A plural message cannot be translated without its count. */
export type TranslateArgs<K extends MessageKey> = K extends PluralKey
  ? [vars: Vars & { count: number }]
  : [vars?: Vars];
export type Translate = <K extends MessageKey>(key: K, ...args: TranslateArgs<K>) => string;

/**
 * The messages of each language. The back office's arrive with its routes (`loadAdminMessages`) and
 * are merged in; until then such a key shows as itself.
 */
const catalogues: Record<Language, Partial<Record<MessageKey, Message>>> = { en: { ...en }, pl: { ...pl } };

let adminMessages: Promise<void> | undefined;

/** Loads the back office's messages (both languages: the admin may switch); once. */
export function loadAdminMessages(): Promise<void> {
  adminMessages ??= Promise.all([import('../i18n/admin-en.ts'), import('../i18n/admin-pl.ts')]).then(
    ([{ adminEn }, { adminPl }]) => {
      Object.assign(catalogues.en, adminEn);
      Object.assign(catalogues.pl, adminPl);
    },
    (error: unknown) => {
      // A failed download (offline) is tried again by the next admin route.
      adminMessages = undefined;
      throw error;
    },
  );
  return adminMessages;
}

function pickForm(forms: PluralForms, category: Intl.LDMLPluralRule): string {
  if (category === 'few' || category === 'many') return forms[category] ?? forms.other;
  return category === 'one' ? forms.one : forms.other;
}

export function createTranslator(language: Language): Translate {
  const messages = catalogues[language];
  const plurals = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);
  return (key, ...args) => {
    const vars: Vars | undefined = args[0];
    const message = messages[key];
    if (message === undefined) return key;
    const text =
      typeof message === 'string' ? message : pickForm(message, plurals.select(Number(vars?.count)));
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (slot, name: string) => {
      const value = vars[name];
      if (value === undefined) return slot;
      return typeof value === 'number' ? numbers.format(value) : value;
    });
  };
}

const translators = new Map<Language, Translate>();

export function getTranslator(language: Language): Translate {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language);
    translators.set(language, translator);
  }
  return translator;
}

/** The translator for the language the shopper chose; re-renders the caller when it changes. */
export function useT(): Translate {
  return getTranslator(usePreferences((state) => state.language));
}

export interface LocalizedNames {
  name: string;
  nameEn: string | null;
  namePl: string | null;
}

/** Categories and products carry per-language names; `name` is the fallback when one is missing. */
export function localizedName(entity: LocalizedNames, language: Language): string {
  return (language === 'pl' ? entity.namePl : entity.nameEn) || entity.name;
}
