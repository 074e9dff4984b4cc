/**
 * The shopper's country, language and currency: a zustand store persisted to localStorage (default
 * en + EUR). On a first visit (nothing saved) the shop's own `GET /api/geo` supplies the defaults
 * (`applyGeoDefaults`); no third-party IP-location service is asked.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { CURRENCIES, type Currency } from '#api/contract/currency.ts';
import type { GeoDefaults } from '#api/contract/geo.ts';
import { currentIsInitial } from './current-is-initial.ts';
import { setManifestLanguage } from './manifest-link.ts';

export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Any language value other than pl is en. */
export function toLanguage(value: unknown): Language {
  return value === 'pl' ? 'pl' : 'en';
}

/** The header's country list; each country implies the interface language. */
export const COUNTRIES = [
  { code: 'DE', flag: '🇩🇪', language: 'en' },
  { code: 'PL', flag: '🇵🇱', language: 'pl' },
  { code: 'GB', flag: '🇬🇧', language: 'en' },
  { code: 'FR', flag: '🇫🇷', language: 'en' },
  { code: 'IT', flag: '🇮🇹', language: 'en' },
  { code: 'ES', flag: '🇪🇸', language: 'en' },
  { code: 'NL', flag: '🇳🇱', language: 'en' },
] as const satisfies readonly { code: string; flag: string; language: Language }[];
export type CountryCode = (typeof COUNTRIES)[number]['code'];

export interface Preferences {
  country: CountryCode;
  language: Language;
  currency: Currency;
}

interface PreferencesStore extends Preferences {
  /** True once values are saved in this browser (a choice, or first-visit defaults applied). */
  saved: boolean;
  setCountry: (country: CountryCode) => void;
  setCurrency: (currency: Currency) => void;
  /**
   * First-visit defaults from `GET /api/geo`: ignored once anything is saved (a choice wins), also a
   * choice saved by another tab meanwhile (then that one is loaded).
   */
  applyGeoDefaults: (geo: GeoDefaults) => void;
}

export const DEFAULT_PREFERENCES: Preferences = { country: 'DE', language: 'en', currency: 'EUR' };
const DEFAULTS = DEFAULT_PREFERENCES;

/**
 * What the first-visit answer changes, or null when the shopper's own values are already saved.
 * Language and currency come from the answer; the country when the selector lists it, otherwise the
 * current country stays unless its language contradicts the answer's (then the first listed country
 * of that language, so the selector never shows a country of the other language).
 */
export function decideGeoDefaults(
  current: Preferences & { saved: boolean },
  geo: GeoDefaults,
): Preferences | null {
  if (current.saved) return null;
  const language = toLanguage(geo.language);
  const listed = COUNTRIES.find((c) => c.code === geo.country);
  const keep = COUNTRIES.find((c) => c.code === current.country);
  const country =
    listed?.code ??
    (keep && keep.language === language ? keep.code : COUNTRIES.find((c) => c.language === language)?.code) ??
    current.country;
  const currency = CURRENCIES.find((c) => c === geo.currency) ?? current.currency;
  return { country, language, currency };
}

/** Stored values come from an older build or a hand-edited localStorage: keep only valid ones. */
export function sanitizePreferences(stored: unknown): Preferences {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const country = COUNTRIES.find((c) => c.code === value.country);
  const currency = CURRENCIES.find((c) => c === value.currency);
  return {
    country: country?.code ?? DEFAULTS.country,
    language:
      value.language === undefined ? (country?.language ?? DEFAULTS.language) : toLanguage(value.language),
    currency: currency ?? DEFAULTS.currency,
  };
}

/** The localStorage key the preferences are persisted under. */
export const STORAGE_KEY = 'partspoint-preferences';

/** Whether this browser's localStorage holds saved preferences (from this or another tab). */
function hasStoredPreferences(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    // Storage blocked (privacy settings): nothing can have been saved elsewhere either.
    return false;
  }
}

export const usePreferences = create<PreferencesStore>()(
  currentIsInitial(
    persist(
      (set, get, api) => ({
        ...DEFAULTS,
        saved: false,
        setCountry: (code) => {
          const country = COUNTRIES.find((c) => c.code === code);
          if (country) set({ country: country.code, language: country.language, saved: true });
        },
        setCurrency: (currency) => set({ currency, saved: true }),
        applyGeoDefaults: (geo) => {
          if (get().saved) return;
          // A choice made in another tab while this tab's /api/geo call ran is in localStorage but not in
          // this tab's state: load it instead of overwriting it with the defaults.
          if (hasStoredPreferences()) {
            void api.persist.rehydrate();
            return;
          }
          const next = decideGeoDefaults(get(), geo);
          if (next) set({ ...next, saved: true });
        },
      }),
      {
        name: STORAGE_KEY,
        version: 1,
        partialize: ({ country, language, currency }) => ({ country, language, currency }),
        // Anything stored (even from an older build) counts as saved: no first-visit defaults then.
        merge: (stored, current) => ({
          ...current,
          ...sanitizePreferences(stored),
          saved: typeof stored === 'object' && stored !== null,
        }),
      },
    ),
  ),
);

/**
 * Keeps `<html lang>` on the chosen language (screen readers, hyphenation, the browser's translate
 * offer), and the manifest link on that language's web manifest (the app installs in it).
 */
export function syncDocumentLanguage(): () => void {
  const apply = (language: Language) => {
    document.documentElement.lang = language;
    setManifestLanguage(language);
  };
  apply(usePreferences.getState().language);
  return usePreferences.subscribe((state) => apply(state.language));
}

/**
 * The cookie that tells the server which language, currency and country to render pages in
 * (`pl.PLN.PL`): written whenever the saved choice changes. It holds nothing personal.
 */
export const PREFERENCES_COOKIE = 'partspoint-prefs';
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function preferencesCookieValue({ language, currency, country }: Preferences): string {
  return `${language}.${currency}.${country}`;
}

/** The preferences a cookie header's value names, or null when it names none (or an invalid one). */
export function parsePreferencesCookie(cookieHeader: string | undefined): Preferences | null {
  const match = new RegExp(`(?:^|;\\s*)${PREFERENCES_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  const [language, currency, country] = (match?.[1] ?? '').split('.');
  const valid =
    LANGUAGES.includes(language as Language) &&
    CURRENCIES.includes(currency as Currency) &&
    COUNTRIES.some((c) => c.code === country);
  return valid
    ? { language: language as Language, currency: currency as Currency, country: country as CountryCode }
    : null;
}

/** Keeps the cookie on the saved choice (nothing is written before a choice or the defaults are saved). */
export function syncPreferencesCookie(): () => void {
  const write = (state: Preferences & { saved: boolean }) => {
    if (!state.saved) return;
    const value = preferencesCookieValue(state);
    const current = parsePreferencesCookie(document.cookie);
    if (current && preferencesCookieValue(current) === value) return;
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${PREFERENCES_COOKIE}=${value}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  };
  write(usePreferences.getState());
  return usePreferences.subscribe(write);
}
