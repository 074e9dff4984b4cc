/**
 * The order arithmetic over random carts: quantities 1-99, every delivery country, every buyer type,
 * three currencies. Lines, surcharges and VAT always add up to the total to the cent, and nothing is
 * ever a fraction of a cent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BULKY_CLASSES, DEFAULT_DELIVERY_RULES } from '#api/contract/delivery-rules.ts';
import { parseVatId } from '#api/contract/vat-id.ts';
import { priceOrder, vatTreatment } from './order-pricing.ts';
import { DEFAULT_VAT_RATES } from './vat-rates.ts';

const RATES = { EUR: '1', PLN: '4.2345', GBP: '0.85875' };
const COUNTRIES = DEFAULT_DELIVERY_RULES.countries.map((r) => r.country);
const germanVatId = parseVatId('DE136695976', 'DE');

const line = fc.record({
  productId: fc.integer({ min: 1, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 99 }),
  basePriceEurCents: fc.integer({ min: 1, max: 5_000_000 }),
  bulkyClass: fc.constantFrom(...BULKY_CLASSES),
});

describe('priceOrder', () => {
  it('adds lines + surcharge = total and net + VAT = total, per rate and overall, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 30 }),
        fc.constantFrom(...COUNTRIES),
        fc.constantFrom('person' as const, 'company' as const),
        fc.boolean(),
        fc.constantFrom('EUR' as const, 'PLN' as const, 'GBP' as const),
        (lines, country, customerType, withVatId, currency) => {
          const vatId = withVatId && germanVatId.ok ? germanVatId : null;
          const treatment = vatTreatment({ country, customerType, vatId }, DEFAULT_VAT_RATES, '2026-11-27');
          const money = priceOrder({
            lines,
            currency,
            rates: RATES,
            delivery: DEFAULT_DELIVERY_RULES,
            country,
            treatment,
          });
          const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
          const all = [
            money.totalCents,
            money.netCents,
            money.vatCents,
            money.shippingCents,
            ...money.lines.flatMap((l) => [
              l.unitPriceCents,
              l.totalPriceCents,
              l.netCents,
              l.vatCents,
              l.surchargeCents,
            ]),
            ...money.vatLines.flatMap((v) => [v.netCents, v.vatCents, v.grossCents]),
          ];
          expect(all.every(Number.isSafeInteger)).toBe(true);
          expect(sum(money.lines.map((l) => l.totalPriceCents)) + money.shippingCents).toBe(money.totalCents);
          expect(money.netCents + money.vatCents).toBe(money.totalCents);
          expect(sum(money.vatLines.map((v) => v.grossCents))).toBe(money.totalCents);
          for (const v of money.vatLines) expect(v.netCents + v.vatCents).toBe(v.grossCents);
          for (const l of money.lines) {
            expect(l.unitPriceCents * l.quantity).toBe(l.totalPriceCents);
            expect(l.netCents + l.vatCents).toBe(l.totalPriceCents);
          }
          // Charged net: no VAT at all; otherwise the VAT is the rate's share of the gross, to the cent.
          if (treatment.rateBp === 0) expect(money.vatCents).toBe(0);
          for (const l of money.lines) {
            const exact = (l.totalPriceCents * treatment.rateBp) / (10000 + treatment.rateBp);
            expect(Math.abs(l.vatCents - exact)).toBeLessThanOrEqual(0.5);
          }
        },
      ),
      { numRuns: 2000, seed: 20261127 },
    );
  });

  it('applies the schemes: PL domestic, EU consumer OSS, EU company with a VAT ID reverse charge, CH export', () => {
    const at = (
      country: string,
      customerType: 'person' | 'company',
      vatId = germanVatId.ok ? germanVatId : null,
    ) => vatTreatment({ country, customerType, vatId }, DEFAULT_VAT_RATES, '2026-11-27');
    expect(at('PL', 'company')).toMatchObject({ scheme: 'domestic', rateBp: 2300 });
    expect(at('FR', 'person')).toMatchObject({ scheme: 'oss', rateBp: 2000 });
    expect(at('FR', 'company')).toMatchObject({ scheme: 'reverse_charge', rateBp: 0 });
    expect(at('FR', 'company', null)).toMatchObject({ scheme: 'oss', rateBp: 2000 });
    expect(at('CH', 'person')).toMatchObject({ scheme: 'export', rateBp: 0 });
    expect(at('NO', 'company')).toMatchObject({ scheme: 'export' });
    // A number VIES calls invalid is charged VAT; one VIES could not check goes on.
    const de = germanVatId.ok ? germanVatId : null;
    expect(
      vatTreatment(
        { country: 'FR', customerType: 'company', vatId: de, vies: 'invalid' },
        DEFAULT_VAT_RATES,
        '2026-11-27',
      ),
    ).toMatchObject({ scheme: 'oss', vatIdCheck: 'vies_invalid' });
    expect(
      vatTreatment(
        { country: 'FR', customerType: 'company', vatId: de, vies: 'unavailable' },
        DEFAULT_VAT_RATES,
        '2026-11-27',
      ),
    ).toMatchObject({ scheme: 'reverse_charge', vatIdCheck: 'vies_unavailable' });
  });

  it('takes the rate in force on the day: Finland 24 % before September 2024, 25.5 % after', () => {
    const fi = (date: string) =>
      vatTreatment({ country: 'FI', customerType: 'person', vatId: null }, DEFAULT_VAT_RATES, date).rateBp;
    expect(fi('2024-08-31')).toBe(2400);
    expect(fi('2024-09-01')).toBe(2550);
  });
});
