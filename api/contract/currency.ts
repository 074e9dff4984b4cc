/** Currencies and exchange rates (EUR is the catalogue's base currency). */
import { Type, type Static } from 'typebox';
import { defineRoute, errorResponses } from './define-route.ts';

export const CURRENCIES = ['EUR', 'PLN', 'GBP'] as const;
export const Currency = Type.Union([Type.Literal('EUR'), Type.Literal('PLN'), Type.Literal('GBP')]);
export type Currency = (typeof CURRENCIES)[number];

export const ExchangeRates = Type.Object({
  base: Type.Literal('EUR'),
  /** Units of each currency per 1 EUR, as decimal strings. */
  rates: Type.Object({ EUR: Type.String(), PLN: Type.String(), GBP: Type.String() }),
  date: Type.String(),
});
export type ExchangeRates = Static<typeof ExchangeRates>;

export const getRates = defineRoute({
  method: 'GET',
  url: '/api/currency/rates',
  access: 'public',
  schema: { response: { 200: ExchangeRates } },
});

export const convertCurrency = defineRoute({
  method: 'GET',
  url: '/api/currency/convert',
  access: 'public',
  schema: {
    querystring: Type.Object(
      {
        amount: Type.Number({ minimum: 0, maximum: 100_000_000 }),
        from: Currency,
        to: Currency,
      },
      { additionalProperties: false },
    ),
    response: {
      200: Type.Object({
        amount: Type.Number(),
        from: Currency,
        to: Currency,
        converted: Type.Number(),
        rate: Type.String(),
        rateDate: Type.String(),
      }),
      ...errorResponses,
    },
  },
});
