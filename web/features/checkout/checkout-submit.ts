/**
 * What happens around a checkout request: the order reference that makes a retry idempotent, and the
 * toast a failure gives ('Payment Error' / 'Error' with the server's message, otherwise the
 * catalogue's text; a card request that never reached the server: 'Failed to initialize payment').
 */
import type { Currency } from '#api/contract/currency.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { TextKey } from '../../lib/i18n.ts';
import type { CheckoutValues } from './checkout-form.ts';

/** A fresh key for one checkout attempt (the contract wants 8-64 of [A-Za-z0-9_-]; a UUID fits). */
export function newOrderReference(): string {
  return crypto.randomUUID();
}

/**
 * Where the browser goes to pay: the answer's `paymentUrl`, only when the answer says success and the
 * address is a web page (http or https, resolved against `base`); otherwise null, and the shopper gets
 * the payment error rather than a navigation to "/undefined" or to a script.
 */
export function hostedPaymentUrl(answer: unknown, base: string): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { success, paymentUrl } = answer as { success?: unknown; paymentUrl?: unknown };
  if (success !== true || typeof paymentUrl !== 'string' || paymentUrl.trim() === '') return null;
  if (!URL.canParse(paymentUrl, base)) return null;
  const url = new URL(paymentUrl, base);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/** A payment answer that names no page to go to (the order may exist: its reference is kept). */
export class NoPaymentPageError extends Error {
  constructor() {
    super('The payment answer names no payment page');
    this.name = 'NoPaymentPageError';
  }
}

/**
 * The reference for the next attempt after a failure, or undefined for a new one.
 *
 * Kept when the outcome is unknown, so the retry gets the order back if it was created: no answer at
 * all (network down, timeout), or a 5xx without our `{ error, message }` body (a proxy's 502/504 may
 * come after the order was committed). Dropped after any answer with our body (a refusal, or a 502
 * `payment_failed` after which the server has cancelled the attempt and the same reference would only
 * answer 409 `checkout_attempt_ended`), and after another status without it (a proxy's 4xx: the
 * request never reached the shop).
 */
export function referenceAfterFailure(current: string, error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return current;
  if (error.body) return undefined;
  return error.status >= 500 ? current : undefined;
}

/**
 * The order a checkout attempt asks for: the form's values, the cart's lines and the currency chosen
 * (not the total: a price refreshed by the shop alone does not make it another order).
 */
export function attemptKey(
  values: CheckoutValues,
  lines: readonly { productId: number; quantity: number }[],
  currency: Currency,
): string {
  // Sorted fields: the same values in another key order are the same order.
  const fields = Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify({
    fields,
    lines: lines.map(({ productId, quantity }) => [productId, quantity]),
    currency,
  });
}

/** A failed attempt's reference kept for its retry, with the order it asked for. */
export interface KeptReference {
  reference: string;
  attempt: string;
}

/**
 * The reference to send for `attempt`: the kept one when it asks for the same order, else a new one.
 * A kept reference with changed lines or values would make the server replay the earlier order.
 */
export function referenceForAttempt(kept: KeptReference | undefined, attempt: string): string {
  return kept?.attempt === attempt ? kept.reference : newOrderReference();
}

export type CheckoutKind = 'card' | 'transfer';

export type FailureOutcome =
  /** A signed-out answer: the checkout sends the shopper to sign in. */
  | { kind: 'sign-in' }
  | {
      kind: 'toast';
      title: TextKey;
      /** The server's own (already translated) message, else a catalogue text. */
      message: { text: string } | { key: TextKey };
      /** 409 price_changed: the prices shown are out of date and are fetched again. */
      refetchPrices: boolean;
    };

/** Statuses whose server message is meant for the shopper: 4xx, and the gateway's refusal (502). */
const hasShopperMessage = (status: number) => (status >= 400 && status < 500) || status === 502;

export function failureOutcome(kind: CheckoutKind, error: unknown): FailureOutcome {
  const title: TextKey = kind === 'card' ? 'checkout.paymentErrorTitle' : 'checkout.orderErrorTitle';
  const fallback: TextKey = kind === 'card' ? 'checkout.paymentFailed' : 'checkout.orderFailed';
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'sign-in' };
    const serverText = hasShopperMessage(error.status) ? error.body?.message : undefined;
    return {
      kind: 'toast',
      title,
      message: serverText ? { text: serverText } : { key: fallback },
      refetchPrices: error.status === 409 && error.body?.error === 'price_changed',
    };
  }
  if (error instanceof NoPaymentPageError)
    return { kind: 'toast', title, message: { key: fallback }, refetchPrices: false };
  // fetch rejects (a TypeError) when the server was not reached.
  const network: TextKey = kind === 'card' ? 'checkout.paymentNetwork' : 'checkout.orderFailed';
  return { kind: 'toast', title, message: { key: network }, refetchPrices: false };
}
