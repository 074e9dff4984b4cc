import { describe, expect, it } from 'vitest';
import { countryCode, countryOfLanguageTag, geoDefaults, preferredLanguageTags } from './geo.ts';

describe('geo defaults', () => {
  it('accepts only real 2-letter country codes', () => {
    expect(countryCode(' pl ')).toBe('PL');
    for (const bad of ['XX', 'T1', 'ZZ', 'POL', 'P1', '', undefined]) expect(countryCode(bad)).toBeNull();
  });

  it('orders Accept-Language tags by q-value, keeping ties in order and dropping q=0 and *', () => {
    expect(preferredLanguageTags('en;q=0.5, de-DE, pl;q=0.9, fr;q=0.9, *;q=0.1, cs;q=0')).toEqual([
      'de-DE',
      'pl',
      'fr',
      'en',
    ]);
    expect(preferredLanguageTags('en;q=abc, pl')).toEqual(['pl']);
    expect(preferredLanguageTags('')).toEqual([]);
  });

  it('names a country from a region subtag or Polish', () => {
    expect(countryOfLanguageTag('pl')).toBe('PL');
    expect(countryOfLanguageTag('de-AT')).toBe('AT');
    expect(countryOfLanguageTag('zh-Hant-TW')).toBe('TW');
    expect(countryOfLanguageTag('es-419')).toBeNull();
    expect(countryOfLanguageTag('en')).toBeNull();
  });

  it('prefers the header over Accept-Language and takes the first value of a repeated header', () => {
    expect(geoDefaults({ 'cf-ipcountry': ['PL', 'DE'], 'accept-language': 'de-DE' }).defaults).toEqual({
      country: 'PL',
      language: 'pl',
      currency: 'PLN',
      source: 'header',
    });
  });
});
