/**
 * First-visit defaults from request headers only: the country a proxy/CDN put in a
 * header, else the region of the most preferred Accept-Language tag. PL gives Polish and PLN,
 * anything else English and EUR. Nothing is looked up anywhere else.
 */
import type { GeoDefaults } from '#api/contract/geo.ts';

/** Country headers of the common CDNs/hosts, read when no GEO_COUNTRY_HEADER is configured. */
export const CDN_COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-country-code',
] as const;

/** Placeholders the CDNs send instead of a country: unknown (XX, ZZ) and Tor (T1). */
const NOT_A_COUNTRY = new Set(['XX', 'ZZ', 'T1', 'A1', 'A2', 'O1', 'EU', 'AP']);

type Headers = Record<string, string | string[] | undefined>;

/** An ISO 3166-1 alpha-2 code in upper case, or null for anything else (placeholders, garbage). */
export function countryCode(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY.has(code)) return null;
  return code;
}

function headerValue(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The language tags of an Accept-Language header, most preferred first (q-values honoured, ties
 * kept in order, `q=0` and `*` dropped).
 */
export function preferredLanguageTags(header: string): string[] {
  const entries: { tag: string; q: number; index: number }[] = [];
  for (const [index, part] of header.split(',').entries()) {
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim();
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Math.min(1, Number(match[1]));
      else if (/^\s*q\s*=/i.test(param)) q = 0; // a malformed weight: not a preference we can trust
    }
    if (q > 0) entries.push({ tag, q, index });
  }
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((e) => e.tag);
}

/** The country a language tag names: its region subtag (de-DE -> DE), or PL for Polish; null for bare en. */
export function countryOfLanguageTag(tag: string): string | null {
  const [language = '', ...subtags] = tag.split('-');
  // The region is the first 2-letter subtag, after an optional 4-letter script (sr-Latn-RS).
  const region = subtags.slice(0, 2).find((s) => /^[A-Za-z]{2}$/.test(s));
  if (region) return countryCode(region);
  return language.toLowerCase() === 'pl' ? 'PL' : null;
}

export interface GeoResult {
  defaults: GeoDefaults;
  /** The request headers the answer depends on (lower case), for `Vary`. */
  varyOn: string[];
}

export function geoDefaults(headers: Headers, countryHeader?: string): GeoResult {
  const countryHeaders = countryHeader ? [countryHeader.toLowerCase()] : [...CDN_COUNTRY_HEADERS];
  const varyOn = [...countryHeaders, 'accept-language'];
  const decide = (country: string | null, source: GeoDefaults['source']): GeoResult => ({
    defaults:
      country === 'PL'
        ? { country, language: 'pl', currency: 'PLN', source }
        : { country, language: 'en', currency: 'EUR', source },
    varyOn,
  });

  for (const name of countryHeaders) {
    const country = countryCode(headerValue(headers, name));
    if (country) return decide(country, 'header');
  }
  // Only the most preferred language counts: "en, pl;q=0.8" asks for English, not for Poland.
  const top = preferredLanguageTags(headerValue(headers, 'accept-language') ?? '')[0];
  const country = top ? countryOfLanguageTag(top) : null;
  if (country) return decide(country, 'accept-language');
  return decide(null, 'default');
}
