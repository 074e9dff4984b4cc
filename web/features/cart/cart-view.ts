/**
 * The cart page's figures: each line joined with its product from the catalogue answer, line totals,
 * subtotal and total in the chosen currency (web/lib/cart-pricing.ts, as the checkout), stock notes,
 * and the rule for a typed quantity.
 */
import type { Product } from '#api/contract/catalog.ts';
import type { Currency } from '#api/contract/currency.ts';
import { MAX_LINE_QUANTITY } from '#api/contract/cart.ts';
import { priceCartLines } from '../../lib/cart-pricing.ts';

export interface CartLineRef {
  id: string;
  productId: number;
  quantity: number;
}

/** 'low': fewer in stock than the line asks for; 'out': none in stock. */
export type StockState = 'ok' | 'low' | 'out';

export type CartRow =
  | {
      kind: 'available';
      line: CartLineRef;
      product: Product;
      unitPrice: number;
      lineTotal: number;
      stock: StockState;
    }
  /** Not in the catalogue answer (deactivated or gone): shown, removable, not counted. */
  | { kind: 'unavailable'; line: CartLineRef };

export interface CartView {
  rows: CartRow[];
  currency: Currency;
  /** Items (sum of quantities) of the available lines. */
  itemCount: number;
  subtotal: number;
  /** Shipping shown in the cart is always 0 (free). */
  shipping: number;
  total: number;
  hasUnavailable: boolean;
}

export function stockState(stock: number, quantity: number): StockState {
  if (stock <= 0) return 'out';
  return stock < quantity ? 'low' : 'ok';
}

/**
 * Lines in their order, priced from `products` (the catalogue answer in `currency`). The currency is
 * the products' display currency, or `currency` when no line has a product.
 */
export function buildCartView(
  lines: readonly CartLineRef[],
  products: readonly Product[],
  currency: Currency,
): CartView {
  const { lines: priced, ...totals } = priceCartLines(lines, products, currency);
  const rows = priced.map((row): CartRow =>
    row.kind === 'available' ? { ...row, stock: stockState(row.product.stock, row.line.quantity) } : row,
  );
  return { rows, ...totals };
}

/**
 * A quantity typed into a cart line: a whole number, at most 99; below 1 or not a number
 * gives null (the input is ignored and the line keeps its quantity).
 */
export function parseCartQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (value < 1) return null;
  return Math.min(MAX_LINE_QUANTITY, value);
}
