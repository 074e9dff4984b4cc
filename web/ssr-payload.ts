/**
 * What a server-rendered page carries for the app that takes it over: the language, currency and
 * country it was rendered in (the shopper's saved choice, from its cookie, or the first-visit defaults), whether its markup can be hydrated, and the catalogue answers it was
 * rendered from (so the app asks nothing again). Personal data never goes in here.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { Currency } from '#api/contract/currency.ts';
import type { CountryCode, Language } from './lib/preferences.ts';

export interface SsrPayload {
  language: Language;
  currency: Currency;
  country: CountryCode;
  /** The shop's public origin the page's absolute links were made with. */
  origin: string;
  /** The chosen vehicle the lists were rendered for (its cookie), or null. */
  vehicleId: number | null;
  /** False for error pages (404): the app renders them afresh rather than hydrating. */
  hydrate: boolean;
  queries: DehydratedState;
}

/** The id of the JSON script element holding the payload. */
export const SSR_PAYLOAD_ID = 'ssr-data';

/** JSON safe inside a script element: `<` is escaped, so text such as `</script>` cannot close it. */
export function payloadJson(payload: SsrPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The payload of the page, if it was rendered on the server. */
export function readSsrPayload(doc: Document): SsrPayload | null {
  const element = doc.getElementById(SSR_PAYLOAD_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrPayload;
  } catch {
    return null;
  }
}
