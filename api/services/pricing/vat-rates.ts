/**
 * Standard VAT rates of the EU member states, as data with the date each rate took effect (a rate
 * applies from its date until the next one of its country). The shop settings' `vat.rates` replaces
 * this table when set. Rates are basis points (2300 = 23 %).
 */
import { Type, type Static } from 'typebox';

export const VatRate = Type.Object(
  {
    country: Type.String({ pattern: '^[A-Z]{2}$' }),
    rateBp: Type.Integer({ minimum: 0, maximum: 10000 }),
    /** 'YYYY-MM-DD' */
    from: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  },
  { additionalProperties: false },
);
export type VatRate = Static<typeof VatRate>;

const since = (from: string, entries: [string, number][]): VatRate[] =>
  entries.map(([country, rateBp]) => ({ country, rateBp, from }));

export const DEFAULT_VAT_RATES: VatRate[] = [
  ...since('2011-01-01', [
    ['PL', 2300],
    ['PT', 2300],
    ['IE', 2300],
  ]),
  ...since('2007-01-01', [['DE', 1900]]),
  ...since('2016-01-01', [['AT', 2000]]),
  ...since('1996-01-01', [['BE', 2100]]),
  ...since('2007-01-01', [['BG', 2000]]),
  ...since('2012-03-01', [['HR', 2500]]),
  ...since('2014-01-13', [['CY', 1900]]),
  ...since('2013-01-01', [['CZ', 2100]]),
  ...since('1992-01-01', [['DK', 2500]]),
  { country: 'EE', rateBp: 2200, from: '2024-01-01' },
  { country: 'EE', rateBp: 2400, from: '2025-07-01' },
  { country: 'FI', rateBp: 2400, from: '2013-01-01' },
  { country: 'FI', rateBp: 2550, from: '2024-09-01' },
  ...since('2014-01-01', [['FR', 2000]]),
  ...since('2016-06-01', [['GR', 2400]]),
  ...since('2012-01-01', [['HU', 2700]]),
  ...since('2013-10-01', [['IT', 2200]]),
  ...since('2012-07-01', [['LV', 2100]]),
  ...since('2009-09-01', [['LT', 2100]]),
  ...since('2024-01-01', [['LU', 1700]]),
  ...since('2004-01-01', [['MT', 1800]]),
  ...since('2012-10-01', [['NL', 2100]]),
  { country: 'RO', rateBp: 1900, from: '2017-01-01' },
  { country: 'RO', rateBp: 2100, from: '2025-08-01' },
  { country: 'SK', rateBp: 2000, from: '2011-01-01' },
  { country: 'SK', rateBp: 2300, from: '2025-01-01' },
  ...since('2013-07-01', [['SI', 2200]]),
  ...since('2012-09-01', [['ES', 2100]]),
  ...since('1990-07-01', [['SE', 2500]]),
];

/** The country's rate in force on `date` ('YYYY-MM-DD'); undefined when the table has none. */
export function vatRateOn(rates: readonly VatRate[], country: string, date: string): number | undefined {
  let best: VatRate | undefined;
  for (const rate of rates) {
    if (rate.country !== country || rate.from > date) continue;
    if (!best || rate.from > best.from) best = rate;
  }
  return best?.rateBp;
}
