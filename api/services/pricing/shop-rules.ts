/**
 * The money tables of the shop settings, read where they are applied: the delivery rules (bulky
 * surcharges, delivery times, offered countries) and the VAT rates. Unset settings fall back to the
 * published defaults; settings are checked when they are written, so a stored table is well formed.
 */
import { Value } from 'typebox/value';
import { Type, type Static, type TSchema } from 'typebox';
import {
  BulkyPerPiece,
  CountryRule,
  DEFAULT_DELIVERY_RULES,
  type DeliveryRules,
} from '#api/contract/delivery-rules.ts';
import type { Db } from '#db/client.ts';
import { readSettings } from '#db/repositories/settings.ts';
import { DEFAULT_VAT_RATES, VatRate } from './vat-rates.ts';

export const RULE_SETTING_KEYS = ['delivery.bulkyPerPiece', 'delivery.countries', 'vat.rates'] as const;

const CountryRules = Type.Array(CountryRule, { minItems: 1, maxItems: 100 });
const VatRates = Type.Array(VatRate, { maxItems: 1000 });

/** Parses a setting's JSON against its schema; undefined when it is not well formed. */
function parsed<S extends TSchema>(schema: S, raw: string | undefined): Static<S> | undefined {
  if (raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return Value.Check(schema, value) ? (value as Static<S>) : undefined;
  } catch {
    return undefined;
  }
}

/** Each country at most once, the home country among them. */
function countriesProblem(rules: CountryRule[]): string | undefined {
  const seen = new Set<string>();
  for (const { country } of rules) {
    if (seen.has(country)) return `${country} is listed twice`;
    seen.add(country);
  }
  return seen.has('PL') ? undefined : 'PL (the home country) must be listed';
}

/** The checks of the rule settings, in the shape shop-settings.ts takes. */
export const RULE_SETTINGS = {
  'delivery.bulkyPerPiece': {
    describe: 'JSON {"small":500,"medium":1000,"large":1500} (gross euro cents per piece in Poland)',
    check: (v: string) => parsed(BulkyPerPiece, v) !== undefined,
    normalise: (v: string) => JSON.stringify(JSON.parse(v)),
  },
  'delivery.countries': {
    describe:
      'JSON list of {"country":"DE","bulkySurchargeCents":5700 or null,"deliveryDays":"2-3"}, each country once, PL included',
    check: (v: string) => {
      const rules = parsed(CountryRules, v);
      return rules !== undefined && countriesProblem(rules) === undefined;
    },
    normalise: (v: string) => JSON.stringify(JSON.parse(v)),
  },
  'vat.rates': {
    describe: 'JSON list of {"country":"DE","rateBp":1900,"from":"2007-01-01"}',
    check: (v: string) => parsed(VatRates, v) !== undefined,
    normalise: (v: string) => JSON.stringify(JSON.parse(v)),
  },
} as const;

export interface ShopRules {
  delivery: DeliveryRules;
  vatRates: VatRate[];
}

/** The tables in force: the settings where set, the defaults otherwise. */
export async function readShopRules(db: Db): Promise<ShopRules> {
  const stored = await readSettings(db, RULE_SETTING_KEYS);
  return {
    delivery: {
      bulkyPerPiece:
        parsed(BulkyPerPiece, stored.get('delivery.bulkyPerPiece')) ?? DEFAULT_DELIVERY_RULES.bulkyPerPiece,
      countries: parsed(CountryRules, stored.get('delivery.countries')) ?? DEFAULT_DELIVERY_RULES.countries,
    },
    vatRates: parsed(VatRates, stored.get('vat.rates')) ?? DEFAULT_VAT_RATES,
  };
}
