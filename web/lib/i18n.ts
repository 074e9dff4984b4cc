/**
 * Translation: `t(key, vars)` fills `{name}` slots and picks Polish/English plural forms through the
 * shop's one message engine (the server's too); `useT()` binds it to the chosen language.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { AllMessages, MessageKey } from '../i18n/en.ts';
import { formatMessage } from '#api/contract/messages.ts';
import type { Message } from '../i18n/types.ts';
import { currentIsInitial } from './current-is-initial.ts';
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
 * The messages of each language, loaded on demand: the shopper downloads only the language shown
 * (`loadMessages`; the app's entry waits for it before the first render) and the other when they
 * switch. The back office's messages arrive with its routes (`loadAdminMessages`). A key whose
 * messages have not arrived shows as itself.
 */
const catalogues: Record<Language, Partial<Record<MessageKey, Message>>> = { en: {}, pl: {} };

/** Which languages have arrived: components re-render when one does. */
interface Loaded {
  languages: readonly Language[];
}
const useLoaded = create<Loaded>()(currentIsInitial<Loaded>(() => ({ languages: [] })));

/**
 * Puts messages in place (tests register every catalogue up front with this). `base`: they are the
 * language's own catalogue, so the language counts as loaded; the back office's extra messages are not.
 */
export function registerMessages(
  language: Language,
  messages: Partial<Record<MessageKey, Message>>,
  base = true,
): void {
  Object.assign(catalogues[language], messages);
  const { languages } = useLoaded.getState();
  if (base && !languages.includes(language)) useLoaded.setState({ languages: [...languages, language] });
}

const loading = new Map<Language, Promise<void>>();

/** Downloads a language's messages (once; a failed download, offline, is tried again next time). */
export function loadMessages(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    const module =
      language === 'pl'
        ? import('../i18n/pl.ts').then((m) => m.pl)
        : import('../i18n/en.ts').then((m) => m.en);
    pending = module.then(
      (messages) => registerMessages(language, messages),
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

let adminMessages: Promise<void> | undefined;

/** Loads the back office's messages (both languages: the admin may switch); once. */
export function loadAdminMessages(): Promise<void> {
  adminMessages ??= Promise.all([import('../i18n/admin-en.ts'), import('../i18n/admin-pl.ts')]).then(
    ([{ adminEn }, { adminPl }]) => {
      registerMessages('en', adminEn, false);
      registerMessages('pl', adminPl, false);
    },
    (error: unknown) => {
      // A failed download (offline) is tried again by the next admin route.
      adminMessages = undefined;
      throw error;
    },
  );
  return adminMessages;
}

export function createTranslator(language: Language): Translate {
  const messages = catalogues[language];
  return (key, ...args) => {
    const message = messages[key];
    if (message === undefined) return key;
    return formatMessage(language, message, args[0], { formatNumbers: true });
  };
}

const translators = new Map<Language, Translate>();

/** The translator of a language, or of one already loaded while that one is on its way. */
export function getTranslator(language: Language): Translate {
  const { languages } = useLoaded.getState();
  const shown = languages.includes(language) ? language : (languages[0] ?? language);
  let translator = translators.get(shown);
  if (!translator) {
    translator = createTranslator(shown);
    translators.set(shown, translator);
  }
  return translator;
}

/**
 * The translator for the language the shopper chose; re-renders the caller when it changes. Right
 * after a switch, until the new language's messages arrive, the one still loaded keeps speaking.
 */
export function useT(): Translate {
  const language = usePreferences((state) => state.language);
  const ready = useLoaded((state) => state.languages.includes(language));
  useEffect(() => {
    if (!ready) void loadMessages(language).catch(() => undefined);
  }, [language, ready]);
  return getTranslator(language);
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
