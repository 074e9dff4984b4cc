/**
 * The checkout's order summary: the cart's lines priced from the catalogue answer in the chosen
 * currency (web/lib/cart-pricing.ts, as the cart page), so the total is exactly what the server
 * computes and compares (shipping is always 0).
 */
import type { Product } from '#api/contract/catalog.ts';
import type { Currency } from '#api/contract/currency.ts';
import { priceCartLines } from '../../lib/cart-pricing.ts';

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

export function buildOrderSummary(
  lines: readonly SummaryLineInput[],
  products: readonly Product[],
  currency: Currency,
): OrderSummary {
  const { lines: priced, ...totals } = priceCartLines(lines, products, currency);
  const rows = priced.map(({ line: { productId, quantity }, ...row }): SummaryRow =>
    row.kind === 'available'
      ? { kind: 'available', productId, quantity, product: row.product, lineTotal: row.lineTotal }
      : { kind: 'unavailable', productId, quantity },
  );
  return { rows, ...totals };
}
