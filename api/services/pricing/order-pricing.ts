/**
 * What an order costs, computed once on the server from catalogue prices (gross euro cents), the
 * stored exchange rate, the delivery rules and the VAT rules, all in integer cents.
 *
 * Rounding, documented once:
 * - a gross unit price is converted to the order's currency and rounded once (half away from zero);
 * - charged net (reverse charge, export): the unit's net is the catalogue gross less the home VAT,
 *   converted and rounded in the same single step;
 * - a line is unit x quantity; its net is round(line x 10000 / (10000 + rate)) and its VAT the rest,
 *   so net + VAT = line exactly, per line; the surcharge is taxed the same way as one more line;
 * - the order's net, VAT and per-rate breakdown are the sums of its lines: they add up to the total
 *   to the cent, in every currency.
 */
import type { Currency } from '#api/contract/currency.ts';
import {
  bulkySurcharge,
  HOME_COUNTRY,
  type BulkyClass,
  type BulkyGroup,
  type DeliveryRules,
} from '#api/contract/delivery-rules.ts';
import { isNetScheme, type VatIdCheck, type VatScheme } from '#api/contract/taxes.ts';
import { isEuCountry, type ParsedVatId } from '#api/contract/vat-id.ts';
import { convertCents, convertNetCents, netOfGross, type RateTable } from '../money.ts';
import { vatRateOn, type VatRate } from './vat-rates.ts';

export interface PricingBuyer {
  /** The shipping country: where the goods go decides the VAT. */
  country: string;
  customerType: 'person' | 'company';
  /** A VAT ID that passed its format and check-digit test; null without one. */
  vatId: ParsedVatId | null;
  /** The online check's answer, when one was made. */
  vies?: 'valid' | 'invalid' | 'unavailable';
}

export interface VatTreatment {
  scheme: VatScheme;
  /** The rate charged on every line (0 when charged net). */
  rateBp: number;
  /** The home rate: the catalogue's gross prices include it, so a net price is the gross less it. */
  homeRateBp: number;
  vatIdCheck: VatIdCheck | null;
}

/** How VAT applies to this buyer on `date` ('YYYY-MM-DD'). Throws when a needed rate is missing. */
export function vatTreatment(buyer: PricingBuyer, vatRates: readonly VatRate[], date: string): VatTreatment {
  const homeRateBp = vatRateOn(vatRates, HOME_COUNTRY, date);
  if (homeRateBp === undefined) throw new Error(`No VAT rate for ${HOME_COUNTRY} on ${date}`);
  const vatIdCheck: VatIdCheck | null = !buyer.vatId
    ? null
    : buyer.vies === undefined
      ? 'format'
      : buyer.vies === 'valid'
        ? 'vies_valid'
        : buyer.vies === 'invalid'
          ? 'vies_invalid'
          : 'vies_unavailable';
  if (!isEuCountry(buyer.country)) return { scheme: 'export', rateBp: 0, homeRateBp, vatIdCheck };
  if (buyer.country === HOME_COUNTRY)
    return { scheme: 'domestic', rateBp: homeRateBp, homeRateBp, vatIdCheck };
  const reverseCharge =
    buyer.customerType === 'company' &&
    buyer.vatId !== null &&
    buyer.vatId.country !== HOME_COUNTRY &&
    buyer.vies !== 'invalid';
  if (reverseCharge) return { scheme: 'reverse_charge', rateBp: 0, homeRateBp, vatIdCheck };
  const rateBp = vatRateOn(vatRates, buyer.country, date);
  if (rateBp === undefined) throw new Error(`No VAT rate for ${buyer.country} on ${date}`);
  return { scheme: 'oss', rateBp, homeRateBp, vatIdCheck };
}

export interface PricingLine {
  productId: number;
  quantity: number;
  /** The catalogue's gross price in euro cents. */
  basePriceEurCents: number;
  bulkyClass: BulkyClass;
}

export interface PricedMoneyLine {
  productId: number;
  quantity: number;
  bulkyClass: BulkyClass;
  /** As charged: gross, or net for reverse charge and export. */
  unitPriceCents: number;
  totalPriceCents: number;
  netCents: number;
  vatRateBp: number;
  vatCents: number;
  /** The line's per-piece bulky surcharge (home country), as charged. */
  surchargeCents: number;
}

export interface VatLine {
  rateBp: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface PricedMoney {
  currency: Currency;
  treatment: VatTreatment;
  lines: PricedMoneyLine[];
  subtotalCents: number;
  /** The bulky surcharge, as charged, with its net and VAT. */
  shippingCents: number;
  shippingNetCents: number;
  shippingVatCents: number;
  /** True: per piece (home country); false: once per order. */
  bulkyPerPiece: boolean;
  /** Bulky items to a country that takes none: the products that cannot be sent. */
  refusedProductIds: number[];
  totalCents: number;
  netCents: number;
  vatCents: number;
  vatLines: VatLine[];
}

/** A gross euro amount as charged in `currency`: gross, or net of the home VAT. */
function charged(eurCents: number, currency: Currency, rates: RateTable, treatment: VatTreatment): number {
  return isNetScheme(treatment.scheme)
    ? convertNetCents(eurCents, currency, rates, treatment.homeRateBp)
    : convertCents(eurCents, 'EUR', currency, rates);
}

/** The order's lines, surcharge and VAT in `currency`. */
export function priceOrder(input: {
  lines: readonly PricingLine[];
  currency: Currency;
  rates: RateTable;
  delivery: DeliveryRules;
  country: string;
  treatment: VatTreatment;
}): PricedMoney {
  const { currency, rates, delivery, country, treatment } = input;
  const rateBp = treatment.rateBp;
  const surcharge = bulkySurcharge(delivery, country, input.lines);
  const lines = input.lines.map((line): PricedMoneyLine => {
    const unitPriceCents = charged(line.basePriceEurCents, currency, rates, treatment);
    const totalPriceCents = unitPriceCents * line.quantity;
    const netCents = rateBp === 0 ? totalPriceCents : netOfGross(totalPriceCents, rateBp);
    const perPiece =
      surcharge.perPiece && line.bulkyClass !== 'none'
        ? charged(delivery.bulkyPerPiece[line.bulkyClass as BulkyGroup], currency, rates, treatment)
        : 0;
    return {
      productId: line.productId,
      quantity: line.quantity,
      bulkyClass: line.bulkyClass,
      unitPriceCents,
      totalPriceCents,
      netCents,
      vatRateBp: rateBp,
      vatCents: totalPriceCents - netCents,
      surchargeCents: perPiece * line.quantity,
    };
  });
  const shippingCents = surcharge.refused
    ? 0
    : surcharge.perPiece
      ? lines.reduce((sum, l) => sum + l.surchargeCents, 0)
      : charged(surcharge.cents, currency, rates, treatment);
  const shippingNetCents = rateBp === 0 ? shippingCents : netOfGross(shippingCents, rateBp);
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalPriceCents, 0);
  const byRate = new Map<number, VatLine>();
  const add = (rate: number, net: number, vat: number) => {
    const entry = byRate.get(rate) ?? { rateBp: rate, netCents: 0, vatCents: 0, grossCents: 0 };
    entry.netCents += net;
    entry.vatCents += vat;
    entry.grossCents += net + vat;
    byRate.set(rate, entry);
  };
  for (const line of lines) add(line.vatRateBp, line.netCents, line.vatCents);
  if (shippingCents > 0) add(rateBp, shippingNetCents, shippingCents - shippingNetCents);
  const vatLines = [...byRate.values()].sort((a, b) => b.rateBp - a.rateBp);
  return {
    currency,
    treatment,
    lines,
    subtotalCents,
    shippingCents,
    shippingNetCents,
    shippingVatCents: shippingCents - shippingNetCents,
    bulkyPerPiece: surcharge.perPiece,
    refusedProductIds: surcharge.refused
      ? input.lines.filter((l) => l.bulkyClass !== 'none').map((l) => l.productId)
      : [],
    totalCents: subtotalCents + shippingCents,
    netCents: vatLines.reduce((sum, v) => sum + v.netCents, 0),
    vatCents: vatLines.reduce((sum, v) => sum + v.vatCents, 0),
    vatLines,
  };
}
