/**
 * First-visit defaults: the shopper's country from a header set by the proxy in front
 * of the shop (CDN geo headers), else from Accept-Language. PL gives Polish and PLN, anything else
 * English and EUR. No third-party lookup is made from the browser.
 */
import { Type, type Static } from 'typebox';
import { Currency } from './currency.ts';
import { defineRoute, Nullable } from './define-route.ts';

export const GeoDefaults = Type.Object({
  /** ISO 3166-1 alpha-2 country, upper case, or null when neither source names one. */
  country: Nullable(Type.String({ pattern: '^[A-Z]{2}$' })),
  language: Type.Union([Type.Literal('en'), Type.Literal('pl')]),
  currency: Currency,
  source: Type.Union([Type.Literal('header'), Type.Literal('accept-language'), Type.Literal('default')]),
});
export type GeoDefaults = Static<typeof GeoDefaults>;

export const getGeoDefaults = defineRoute({
  method: 'GET',
  url: '/api/geo',
  access: 'public',
  schema: { response: { 200: GeoDefaults } },
});
