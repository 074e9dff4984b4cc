/**
 * The one message engine of the shop, used by the server's error messages, the web's translator and
 * the mails: `{name}` slots, counted nouns as plural forms picked by `Intl.PluralRules` (Polish has
 * one/few/many), either as a whole-message form set chosen by `{count}` or inline in ICU style
 * (`{children, plural, one {# subcategory} other {# subcategories}}`).
 */

export type Language = 'en' | 'pl';

/** Forms named after `Intl.PluralRules` categories; English needs one/other, Polish all four. */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

/** A catalogue entry: text with `{name}` slots, or plural forms picked by `{count}`. */
export type Message = string | PluralForms;

export type MessageVars = Record<string, string | number>;

/** The Polish twin of an English catalogue: the same keys, plural entries with all four forms. */
export type PolishTwin<T extends Record<string, Message>> = {
  [K in keyof T]: T[K] extends string ? string : Required<PluralForms>;
};

/** What a shared rule reports: the message code, its slot values and the field to fix. */
export interface Problem<C extends string, F extends string = string> {
  code: C;
  vars?: MessageVars;
  field?: F;
}

export interface FormatOptions {
  /** Numbers in slots written the language's way (1,234 / 1 234); otherwise as they are. */
  formatNumbers?: boolean;
  /** A slot's value written differently (status words); undefined keeps the value. */
  slotText?: (name: string, value: string | number) => string | undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The form of `forms` for `count` in `language` (few/many fall back to other). */
export function pluralForm(language: Language, forms: PluralForms, count: number): string {
  const category = pluralCategory(language, count);
  if (category === 'few' || category === 'many') return forms[category] ?? forms.other;
  return category === 'one' ? forms.one : forms.other;
}

/** `{count, plural, one {# item} few {# items} other {# items}}`, `=n` exact forms too. */
const INLINE_PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|\w+)\s*\{[^{}]*\})+)\s*\}/g;

function inlinePlurals(language: Language, template: string, vars: MessageVars): string {
  return template.replace(INLINE_PLURAL, (whole, key: string, body: string) => {
    const count = Number(vars[key]);
    if (!Number.isFinite(count)) return whole;
    const forms = new Map([...body.matchAll(/(=\d+|\w+)\s*\{([^{}]*)\}/g)].map((m) => [m[1], m[2] ?? '']));
    const form = forms.get(`=${count}`) ?? forms.get(pluralCategory(language, count)) ?? forms.get('other');
    return (form ?? '').replace(/#/g, String(count));
  });
}

/**
 * The text of `message` in `language` with its slots filled. A `{name}` slot takes `nameEn`/`namePl`
 * when the vars have the language's twin; a slot without a value stays as written.
 */
export function formatMessage(
  language: Language,
  message: Message,
  vars: MessageVars = {},
  options: FormatOptions = {},
): string {
  const template = typeof message === 'string' ? message : pluralForm(language, message, Number(vars.count));
  let numbers: Intl.NumberFormat | undefined;
  if (options.formatNumbers) {
    numbers = numberFormats.get(language);
    if (!numbers) {
      numbers = new Intl.NumberFormat(language);
      numberFormats.set(language, numbers);
    }
  }
  return inlinePlurals(language, template, vars).replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = vars[`${name}${language === 'pl' ? 'Pl' : 'En'}`] ?? vars[name];
    if (value === undefined) return slot;
    const special = options.slotText?.(name, value);
    if (special !== undefined) return special;
    return typeof value === 'number' && numbers ? numbers.format(value) : String(value);
  });
}
