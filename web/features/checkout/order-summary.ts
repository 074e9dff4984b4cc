/**
 * The checkout's order summary: the cart's lines priced from the catalogue answer in the chosen
 * currency (each product's displayPrice), summed in minor units so the total is exactly what the
 * server computes and compares (spec s.9: shipping is always 0).
 */
import type { Product } from '#api/contract/catalog.ts';
import type { Currency } from '#api/contract/currency.ts';

export interface SummaryLineInput {
  productId: number;
  quantity: number;
}

export type SummaryRow =
  | { kind: 'available'; productId: number; quantity: number; product: Product; lineTotal: number }
  /** Not in the catalogue answer (deactivated or gone): listed, not counted, blocks the order. */
  | { kind: 'unavailable'; productId: number; quantity: number };

export interface OrderSummary {
  rows: SummaryRow[];
  currency: Currency;
  itemCount: number;
  subtotal: number;
  shipping: number;
  total: number;
  hasUnavailable: boolean;
}

const toMinor = (amount: number) => Math.round(amount * 100);
const fromMinor = (minor: number) => minor / 100;

export function buildOrderSummary(
  lines: readonly SummaryLineInput[],
  products: readonly Product[],
  currency: Currency,
): OrderSummary {
  const byId = new Map(products.map((product) => [product.id, product]));
  let subtotalMinor = 0;
  let itemCount = 0;
  let shownCurrency: Currency | undefined;
  const rows = lines.map(({ productId, quantity }): SummaryRow => {
    const product = byId.get(productId);
    if (!product) return { kind: 'unavailable', productId, quantity };
    shownCurrency ??= product.displayCurrency;
    const lineMinor = toMinor(product.displayPrice) * quantity;
    subtotalMinor += lineMinor;
    itemCount += quantity;
    return { kind: 'available', productId, quantity, product, lineTotal: fromMinor(lineMinor) };
  });
  const shipping = 0;
  return {
    rows,
    currency: shownCurrency ?? currency,
    itemCount,
    subtotal: fromMinor(subtotalMinor),
    shipping,
    total: fromMinor(subtotalMinor + toMinor(shipping)),
    hasUnavailable: rows.some((row) => row.kind === 'unavailable'),
  };
}
