/**
 * Cart lines priced from the catalogue answer in the chosen currency (each product's displayPrice),
 * multiplied and summed in minor units: the cart page and the checkout show, and the checkout sends,
 * exactly the total the server computes and compares. Shipping is always 0.
 */
import type { Product } from '#api/contract/catalog.ts';
import type { Currency } from '#api/contract/currency.ts';

export interface PricingLine {
  productId: number;
  quantity: number;
}

export type PricedLine<L extends PricingLine> =
  | { kind: 'available'; line: L; product: Product; unitPrice: number; lineTotal: number }
  /** Not in the catalogue answer (deactivated or gone): listed, not counted. */
  | { kind: 'unavailable'; line: L };

export interface PricedCart<L extends PricingLine> {
  lines: PricedLine<L>[];
  /** The products' display currency, or the chosen one when no line has a product. */
  currency: Currency;
  /** Items (sum of quantities) of the available lines. */
  itemCount: number;
  subtotal: number;
  shipping: number;
  total: number;
  hasUnavailable: boolean;
}

/** Shipping is free. */
export const SHIPPING = 0;

const toMinor = (amount: number) => Math.round(amount * 100);
const fromMinor = (minor: number) => minor / 100;

/** Lines in their order, priced from `products` (the catalogue answer in `currency`). */
export function priceCartLines<L extends PricingLine>(
  lines: readonly L[],
  products: readonly Product[],
  currency: Currency,
): PricedCart<L> {
  const byId = new Map(products.map((product) => [product.id, product]));
  let subtotalMinor = 0;
  let itemCount = 0;
  let shownCurrency: Currency | undefined;
  const priced = lines.map((line): PricedLine<L> => {
    const product = byId.get(line.productId);
    if (!product) return { kind: 'unavailable', line };
    shownCurrency ??= product.displayCurrency;
    const unitMinor = toMinor(product.displayPrice);
    const lineMinor = unitMinor * line.quantity;
    subtotalMinor += lineMinor;
    itemCount += line.quantity;
    return {
      kind: 'available',
      line,
      product,
      unitPrice: fromMinor(unitMinor),
      lineTotal: fromMinor(lineMinor),
    };
  });
  return {
    lines: priced,
    currency: shownCurrency ?? currency,
    itemCount,
    subtotal: fromMinor(subtotalMinor),
    shipping: SHIPPING,
    total: fromMinor(subtotalMinor + toMinor(SHIPPING)),
    hasUnavailable: priced.some((row) => row.kind === 'unavailable'),
  };
}
