/**
 * The published delivery rules, one table for every reader (the information pages, the product page,
 * the cart, the checkout, the order, the mails and the invoice):
 * - ordinary delivery costs nothing;
 * - a bulky item belongs to one of three surcharge groups;
 * - to Poland the group's surcharge is charged per piece;
 * - to any other country the country's surcharge is charged once per order holding a bulky item;
 *   a country without a surcharge takes no bulky items;
 * - each offered country has an estimated delivery time; a country without a rule is not offered.
 * The shop settings hold the tables (these defaults until an admin sets them); amounts are gross euro
 * cents (VAT included).
 */
import { Type, type Static } from 'typebox';

export const BULKY_CLASSES = ['none', 'small', 'medium', 'large'] as const;
export type BulkyClass = (typeof BULKY_CLASSES)[number];
export type BulkyGroup = Exclude<BulkyClass, 'none'>;
export const BULKY_GROUPS: readonly BulkyGroup[] = ['small', 'medium', 'large'];
export const BulkyClassSchema = Type.Enum(BULKY_CLASSES);

/** Where the shop ships from: its surcharges are per piece, every other country's once per order. */
export const HOME_COUNTRY = 'PL';

/** Working days, e.g. '2', '3-5' or '3-5+' (three to five, sometimes more). */
export const DELIVERY_DAYS_PATTERN = '^[1-9]\\d?(-[1-9]\\d?)?\\+?$';

export const CountryRule = Type.Object(
  {
    country: Type.String({ pattern: '^[A-Z]{2}$' }),
    /** Once per order with a bulky item, gross euro cents; null: bulky items are not shipped there. */
    bulkySurchargeCents: Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()]),
    deliveryDays: Type.String({ pattern: DELIVERY_DAYS_PATTERN }),
  },
  { additionalProperties: false },
);
export type CountryRule = Static<typeof CountryRule>;

const Amount = Type.Integer({ minimum: 0, maximum: 1_000_000 });
export const BulkyPerPiece = Type.Object(
  { small: Amount, medium: Amount, large: Amount },
  { additionalProperties: false },
);
export type BulkyPerPiece = Static<typeof BulkyPerPiece>;

export interface DeliveryRules {
  /** Per piece in the home country, gross euro cents by group. */
  bulkyPerPiece: BulkyPerPiece;
  /** One rule per offered country (the home country included: its delivery time). */
  countries: CountryRule[];
}

const rule = (bulkySurchargeCents: number | null, deliveryDays: string, ...countries: string[]) =>
  countries.map((country) => ({ country, bulkySurchargeCents, deliveryDays }));

/** The seed tables: surcharges and delivery times as published on the delivery page and in the terms. */
export const DEFAULT_DELIVERY_RULES: DeliveryRules = {
  bulkyPerPiece: { small: 500, medium: 1000, large: 1500 },
  countries: [
    ...rule(null, '2', 'PL'),
    ...rule(2695, '2', 'BE', 'NL'),
    ...rule(2695, '2-3', 'AT'),
    // No published delivery time: the standard European delivery time.
    ...rule(2695, '3-7', 'LU', 'CH'),
    ...rule(2095, '2', 'CZ'),
    ...rule(3095, '3-5', 'FI'),
    ...rule(3095, '3-7', 'SK'),
    ...rule(3695, '3', 'FR'),
    ...rule(4695, '3', 'IT'),
    ...rule(5700, '2', 'DE'),
    ...rule(8500, '3-7', 'DK'),
    ...rule(8800, '3-4', 'HU'),
    ...rule(8995, '2', 'SI'),
    ...rule(9595, '3-5', 'EE'),
    ...rule(9695, '3-4', 'LV', 'LT'),
    ...rule(9800, '2', 'SE'),
    ...rule(10200, '3-5+', 'BG'),
    ...rule(10400, '3-4', 'RO'),
    ...rule(10995, '3', 'ES'),
    ...rule(11195, '3', 'PT'),
    ...rule(14095, '3-5+', 'GR'),
    // Delivery times published without a bulky surcharge: bulky items are not shipped there.
    ...rule(null, '3-4', 'IE'),
    ...rule(null, '3-5', 'NO'),
    ...rule(null, '3-5+', 'BA'),
  ],
};

/**
 * A delivery time ('2', '2-3', '3-5+' working days) as shown: the range with an en dash ('2–3',
 * '3–5+') and the count whose plural form the noun takes (the upper bound: 2–3 dni robocze, 3–5 dni
 * roboczych). Null for anything else.
 */
export function deliveryDaysParts(
  spec: string | null | undefined,
): { from: number; to: number; more: boolean; days: string; count: number } | null {
  const match = /^\s*(\d{1,2})\s*(?:[-–]\s*(\d{1,2})\s*)?(\+)?\s*$/.exec(spec ?? '');
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  if (to < from) return null;
  const more = match[3] !== undefined;
  return { from, to, more, days: `${to === from ? from : `${from}–${to}`}${more ? '+' : ''}`, count: to };
}

export function countryRule(rules: DeliveryRules, country: string): CountryRule | undefined {
  return rules.countries.find((r) => r.country === country);
}

export interface SurchargeLine {
  bulkyClass: BulkyClass;
  quantity: number;
}

/**
 * The bulky surcharge of an order to `country` in gross euro cents: per piece at home, once per order
 * elsewhere. `refused`: the order holds bulky items and the country takes none (or has no rule).
 */
export type BulkySurcharge =
  { refused: false; perPiece: boolean; cents: number } | { refused: true; cents: 0; perPiece: false };

export function bulkySurcharge(
  rules: DeliveryRules,
  country: string,
  lines: readonly SurchargeLine[],
): BulkySurcharge {
  const bulky = lines.filter((l) => l.bulkyClass !== 'none' && l.quantity > 0);
  const home = country === HOME_COUNTRY;
  if (bulky.length === 0) return { refused: false, perPiece: home, cents: 0 };
  if (home) {
    const cents = bulky.reduce(
      (sum, l) => sum + rules.bulkyPerPiece[l.bulkyClass as BulkyGroup] * l.quantity,
      0,
    );
    return { refused: false, perPiece: true, cents };
  }
  const perOrder = countryRule(rules, country)?.bulkySurchargeCents;
  if (perOrder === null || perOrder === undefined) return { refused: true, cents: 0, perPiece: false };
  return { refused: false, perPiece: false, cents: perOrder };
}

/** What one piece of `bulkyClass` adds to an order to `country` (the product page's note); null: none. */
export function surchargeForOnePiece(
  rules: DeliveryRules,
  country: string,
  bulkyClass: BulkyClass,
): { cents: number; perPiece: boolean } | { refused: true } | null {
  if (bulkyClass === 'none') return null;
  const result = bulkySurcharge(rules, country, [{ bulkyClass, quantity: 1 }]);
  return result.refused ? { refused: true } : { cents: result.cents, perPiece: result.perPiece };
}

/**
 * The surcharge group a category's products get by default, from the category's own English name
 * (the first of the names, nearest first): its head noun decides, so "Rear silencers" are silencers
 * while "Tow bar wiring kits" (even under "Tow bars") and "Bonnet gas springs" are not bulky.
 */
const GROUP_NAMES: Record<BulkyGroup, RegExp> = {
  small: /\b(manifolds?|catalytic converters?|silencers?|mufflers?)$/,
  medium: /\b(batteries|battery|fenders?|wings?|sills?|fuel tanks?|side panels?|spoilers?|bumpers?)$/,
  large: /\b(front cowlings?|cowlings?|tow ?bars?|towbars?|engine covers?|bonnets?|hoods?)$/,
};

export function defaultBulkyClass(
  categoryNamesNearestFirst: readonly (string | null | undefined)[],
): BulkyClass {
  const name = (categoryNamesNearestFirst.find((n) => n?.trim()) ?? '').trim().toLowerCase();
  return BULKY_GROUPS.find((group) => GROUP_NAMES[group].test(name)) ?? 'none';
}

export const DeliveryRulesBody = Type.Object({
  /** Gross EUR amounts (decimals), per piece at home. */
  bulkyPerPiece: Type.Object({ small: Type.Number(), medium: Type.Number(), large: Type.Number() }),
  countries: Type.Array(
    Type.Object({
      country: Type.String(),
      /** Gross EUR once per order; null: bulky items are not shipped there. */
      bulkySurcharge: Type.Union([Type.Number(), Type.Null()]),
      deliveryDays: Type.String(),
    }),
  ),
  homeCountry: Type.String(),
  currency: Type.Literal('EUR'),
});
export type DeliveryRulesBody = Static<typeof DeliveryRulesBody>;

/** The rules as the API sends them (decimal euros) and back. */
export function rulesToBody(rules: DeliveryRules): DeliveryRulesBody {
  return {
    bulkyPerPiece: {
      small: rules.bulkyPerPiece.small / 100,
      medium: rules.bulkyPerPiece.medium / 100,
      large: rules.bulkyPerPiece.large / 100,
    },
    countries: rules.countries.map((r) => ({
      country: r.country,
      bulkySurcharge: r.bulkySurchargeCents === null ? null : r.bulkySurchargeCents / 100,
      deliveryDays: r.deliveryDays,
    })),
    homeCountry: HOME_COUNTRY,
    currency: 'EUR',
  };
}

export function rulesFromBody(body: DeliveryRulesBody): DeliveryRules {
  const cents = (v: number) => Math.round(v * 100);
  return {
    bulkyPerPiece: {
      small: cents(body.bulkyPerPiece.small),
      medium: cents(body.bulkyPerPiece.medium),
      large: cents(body.bulkyPerPiece.large),
    },
    countries: body.countries.map((r) => ({
      country: r.country,
      bulkySurchargeCents: r.bulkySurcharge === null ? null : cents(r.bulkySurcharge),
      deliveryDays: r.deliveryDays,
    })),
  };
}
