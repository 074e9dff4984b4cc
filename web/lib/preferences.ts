/**
 * The shopper's country, language and currency: a zustand store persisted to localStorage
 * (default en + EUR; the spec's IP-location lookup is deliberately not made).
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { CURRENCIES, type Currency } from '#api/contract/currency.ts';

export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The spec treats any language value other than pl as en. */
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
  setCountry: (country: CountryCode) => void;
  setCurrency: (currency: Currency) => void;
}

const DEFAULTS: Preferences = { country: 'DE', language: 'en', currency: 'EUR' };

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

export const usePreferences = create<PreferencesStore>()(
  persist(
    (set) => ({
      ...DEFAULTS,
      setCountry: (code) => {
        const country = COUNTRIES.find((c) => c.code === code);
        if (country) set({ country: country.code, language: country.language });
      },
      setCurrency: (currency) => set({ currency }),
    }),
    {
      name: 'partspoint-preferences',
      version: 1,
      partialize: ({ country, language, currency }) => ({ country, language, currency }),
      merge: (stored, current) => ({ ...current, ...sanitizePreferences(stored) }),
    },
  ),
);

/** Keeps `<html lang>` on the chosen language (screen readers, hyphenation, the browser's translate offer). */
export function syncDocumentLanguage(): () => void {
  document.documentElement.lang = usePreferences.getState().language;
  return usePreferences.subscribe((state) => {
    document.documentElement.lang = state.language;
  });
}
