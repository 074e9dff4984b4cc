/**
 * The cart's delivery estimate: for the shopper's preferred country when the shop delivers there
 * (else Poland), the server's quote of the cart as a private person gives the bulky-goods surcharge
 * and the delivery time, VAT included. The checkout prices the order for the address chosen there.
 */
import type { Currency } from '#api/contract/currency.ts';
import { HOME_COUNTRY } from '#api/contract/delivery-rules.ts';
import { CHECKOUT_COUNTRIES, type CheckoutCountry } from '#api/contract/orders.ts';
import type { QuoteBody } from '#api/contract/pricing.ts';
import type { CartView } from './cart-view.ts';

/** The preferred country when it is delivered to (`offered`: the delivery rules' countries), else Poland. */
export function estimateCountry(preferred: string, offered: readonly string[]): CheckoutCountry {
  const country = CHECKOUT_COUNTRIES.find((code) => code === preferred);
  return country && offered.includes(country) ? country : HOME_COUNTRY;
}

export interface EstimateInput {
  request: QuoteBody;
  /** The cart's lines (a signed-in shopper's request has none: the server quotes their cart). */
  lines: { productId: number; quantity: number }[];
}

/**
 * The quote request for the cart's available lines, as a private person; null with nothing to quote,
 * or for a signed-in shopper whose server cart holds a product no longer sold (the server refuses it).
 */
export function estimateInput(
  view: Pick<CartView, 'rows' | 'hasUnavailable'>,
  country: CheckoutCountry,
  currency: Currency,
  signedIn: boolean,
): EstimateInput | null {
  const lines = view.rows
    .filter((row) => row.kind === 'available')
    .map(({ line }) => ({ productId: line.productId, quantity: line.quantity }));
  if (lines.length === 0 || (signedIn && view.hasUnavailable)) return null;
  return {
    request: { currency, country, customerType: 'person', ...(signedIn ? {} : { lines }) },
    lines,
  };
}
