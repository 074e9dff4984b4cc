/**
 * Money arithmetic on integer minor units. Exchange rates stay decimal strings (as the ECB
 * publishes them) and conversions are done in exact integer arithmetic, rounding once at the end
 * (half away from zero).
 */
import type { Currency } from '#api/contract/currency.ts';

export type RateTable = Record<Currency, string>;

interface Ratio {
  num: bigint;
  den: bigint;
}

function decimalToRatio(value: string): Ratio {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a decimal rate: ${value}`);
  const fraction = match[2] ?? '';
  return { num: BigInt(match[1] + fraction), den: 10n ** BigInt(fraction.length) };
}

function divRound(num: bigint, den: bigint): bigint {
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** cents in `from` -> cents in `to`, via EUR: amount * rate[to] / rate[from]. */
export function convertCents(cents: number, from: Currency, to: Currency, rates: RateTable): number {
  if (from === to) return cents;
  const r1 = decimalToRatio(rates[to]);
  const r2 = decimalToRatio(rates[from]);
  // cents * (r1.num / r1.den) / (r2.num / r2.den)
  return Number(divRound(BigInt(cents) * r1.num * r2.den, r1.den * r2.num));
}

/**
 * Gross euro cents with VAT at `rateBp` included -> the net amount in `to` cents, in one rounding:
 * cents * rate[to] * 10000 / (10000 + rateBp).
 */
export function convertNetCents(
  grossEurCents: number,
  to: Currency,
  rates: RateTable,
  rateBp: number,
): number {
  const r = decimalToRatio(rates[to]);
  return Number(divRound(BigInt(grossEurCents) * r.num * 10000n, r.den * BigInt(10000 + rateBp)));
}

/** The net part of a gross amount with VAT at `rateBp` included (rounded half away from zero). */
export function netOfGross(grossCents: number, rateBp: number): number {
  return Number(divRound(BigInt(grossCents) * 10000n, BigInt(10000 + rateBp)));
}

/** The rate from -> to as a decimal string with 6 significant decimals (for display only). */
export function crossRate(from: Currency, to: Currency, rates: RateTable): string {
  if (from === to) return '1';
  const r1 = decimalToRatio(rates[to]);
  const r2 = decimalToRatio(rates[from]);
  const scaled = divRound(r1.num * r2.den * 1_000_000n, r1.den * r2.num);
  const s = scaled.toString().padStart(7, '0');
  return `${s.slice(0, -6)}.${s.slice(-6)}`.replace(/\.?0+$/, '');
}

/**
 * API decimal (49.99) -> cents (4999), rounding half away from zero on the decimal digits as
 * written (1.005 -> 101), not on the binary float (1.005 * 100 = 100.4999...).
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(8).split('.');
  const cents =
    Number(whole) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  return amount < 0 ? -cents : cents;
}

/** True when the amount has at most two decimal places (a whole number of cents). */
export function isWholeCents(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** cents (4999) -> API decimal (49.99). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * The smallest EUR base price whose converted price is >= `min` in `currency`. Because rounding is
 * monotonic, "converted >= min" is exactly "base >= this", so filters stay on the indexed column.
 */
export function minBaseCentsFor(min: number, currency: Currency, rates: RateTable): number {
  const target = BigInt(toCents(min));
  if (currency === 'EUR') return Number(target);
  const r = decimalToRatio(rates[currency]);
  // round(base * num / den) >= target  <=>  base * num / den >= target - 1/2
  // <=> base >= (2 * target - 1) * den / (2 * num)
  const n = (2n * target - 1n) * r.den;
  const d = 2n * r.num;
  return Number(n <= 0n ? 0n : (n + d - 1n) / d);
}

/** The largest EUR base price whose converted price is <= `max` in `currency`. */
export function maxBaseCentsFor(max: number, currency: Currency, rates: RateTable): number {
  const target = BigInt(toCents(max));
  if (currency === 'EUR') return Number(target);
  const r = decimalToRatio(rates[currency]);
  // round(base * num / den) <= target  <=>  base * num / den < target + 1/2
  // <=> base < (2 * target + 1) * den / (2 * num)
  const n = (2n * target + 1n) * r.den;
  const d = 2n * r.num;
  return Number((n + d - 1n) / d - 1n);
}
