import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeoDefaults } from '#api/contract/geo.ts';
import {
  decideGeoDefaults,
  DEFAULT_PREFERENCES,
  sanitizePreferences,
  usePreferences,
} from './preferences.ts';

const fresh = { ...DEFAULT_PREFERENCES, saved: false };
const geo = (value: Partial<GeoDefaults>): GeoDefaults => ({
  country: null,
  language: 'en',
  currency: 'EUR',
  source: 'default',
  ...value,
});

describe('decideGeoDefaults', () => {
  it('takes Polish, PLN and Poland for a shopper in Poland', () => {
    expect(
      decideGeoDefaults(fresh, geo({ country: 'PL', language: 'pl', currency: 'PLN', source: 'header' })),
    ).toEqual({ country: 'PL', language: 'pl', currency: 'PLN' });
  });

  it('takes a listed country with English and EUR', () => {
    expect(decideGeoDefaults(fresh, geo({ country: 'FR', source: 'header' }))).toEqual({
      country: 'FR',
      language: 'en',
      currency: 'EUR',
    });
  });

  it('keeps the default country for a country the selector does not list, but takes language and currency', () => {
    expect(decideGeoDefaults(fresh, geo({ country: 'US', source: 'header' }))).toEqual(DEFAULT_PREFERENCES);
    expect(decideGeoDefaults(fresh, geo({ country: 'CZ', currency: 'GBP' }))).toEqual({
      ...DEFAULT_PREFERENCES,
      currency: 'GBP',
    });
  });

  it('never pairs the kept country with the other language: Polish without a country picks Poland', () => {
    expect(
      decideGeoDefaults(fresh, geo({ language: 'pl', currency: 'PLN', source: 'accept-language' })),
    ).toEqual({
      country: 'PL',
      language: 'pl',
      currency: 'PLN',
    });
  });

  it('changes nothing once the shopper has saved values (a choice made before the answer wins)', () => {
    const chosen = { country: 'GB' as const, language: 'en' as const, currency: 'GBP' as const, saved: true };
    expect(decideGeoDefaults(chosen, geo({ country: 'PL', language: 'pl', currency: 'PLN' }))).toBeNull();
  });
});

describe('sanitizePreferences', () => {
  it('falls back to en, EUR and Germany for missing or invalid values', () => {
    expect(sanitizePreferences(undefined)).toEqual(DEFAULT_PREFERENCES);
    expect(sanitizePreferences({ country: 'XX', currency: 'USD', language: 'de' })).toEqual(
      DEFAULT_PREFERENCES,
    );
  });

  it('treats any language but pl as en and derives the language from the country when missing', () => {
    expect(sanitizePreferences({ country: 'PL' })).toEqual({
      country: 'PL',
      language: 'pl',
      currency: 'EUR',
    });
    expect(sanitizePreferences({ country: 'PL', language: 'fr', currency: 'PLN' })).toEqual({
      country: 'PL',
      language: 'en',
      currency: 'PLN',
    });
  });
});

describe('the preferences store with first-visit defaults', () => {
  const poland = geo({ country: 'PL', language: 'pl', currency: 'PLN', source: 'accept-language' });
  beforeEach(() => usePreferences.setState({ ...DEFAULT_PREFERENCES, saved: false }));

  it('applies the answer on a first visit and marks the values saved', () => {
    usePreferences.getState().applyGeoDefaults(poland);
    expect(usePreferences.getState()).toMatchObject({
      country: 'PL',
      language: 'pl',
      currency: 'PLN',
      saved: true,
    });
  });

  it('keeps a currency the shopper chose before the answer arrived', () => {
    usePreferences.getState().setCurrency('GBP');
    usePreferences.getState().applyGeoDefaults(poland);
    expect(usePreferences.getState()).toMatchObject({ country: 'DE', language: 'en', currency: 'GBP' });
  });

  it('keeps a country the shopper chose before the answer arrived', () => {
    usePreferences.getState().setCountry('GB');
    usePreferences.getState().applyGeoDefaults(poland);
    expect(usePreferences.getState()).toMatchObject({ country: 'GB', language: 'en', currency: 'EUR' });
  });
});

describe('first-visit defaults with a choice saved by another tab', () => {
  const poland = geo({ country: 'PL', language: 'pl', currency: 'PLN', source: 'accept-language' });

  /** A fresh copy of the store on a localStorage shared like a browser's tabs share it. */
  async function storeOnStorage() {
    const data = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    vi.stubGlobal('window', { localStorage });
    vi.resetModules();
    const module = await import('./preferences.ts');
    await module.usePreferences.persist.rehydrate();
    return { ...module, data };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('loads the other tab’s choice instead of applying the answer that arrives after it', async () => {
    const { usePreferences, STORAGE_KEY, data } = await storeOnStorage();
    expect(usePreferences.getState().saved).toBe(false);
    // Another tab: the shopper picks Great Britain and pounds while this tab waits for /api/geo.
    data.set(
      STORAGE_KEY,
      JSON.stringify({ state: { country: 'GB', language: 'en', currency: 'GBP' }, version: 1 }),
    );
    usePreferences.getState().applyGeoDefaults(poland);
    await Promise.resolve();
    expect(usePreferences.getState()).toMatchObject({
      country: 'GB',
      language: 'en',
      currency: 'GBP',
      saved: true,
    });
    expect(JSON.parse(data.get(STORAGE_KEY) ?? '{}')).toMatchObject({
      state: { country: 'GB', language: 'en', currency: 'GBP' },
    });
  });

  it('applies and saves the answer when nothing is stored', async () => {
    const { usePreferences, STORAGE_KEY, data } = await storeOnStorage();
    usePreferences.getState().applyGeoDefaults(poland);
    expect(usePreferences.getState()).toMatchObject({ country: 'PL', language: 'pl', currency: 'PLN' });
    expect(JSON.parse(data.get(STORAGE_KEY) ?? '{}')).toMatchObject({
      state: { country: 'PL', language: 'pl', currency: 'PLN' },
    });
  });
});
