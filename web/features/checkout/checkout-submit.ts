/**
 * What happens around a checkout request: the order reference that makes a retry idempotent, and the
 * toast a failure gives (spec s.8: 'Payment Error' / 'Error' with the server's message, otherwise the
 * catalogue's text; a card request that never reached the server: 'Failed to initialize payment').
 */
import { ApiError } from '../../lib/api-client.ts';
import type { TextKey } from '../../lib/i18n.ts';

/** A fresh key for one checkout attempt (the contract wants 8-64 of [A-Za-z0-9_-]; a UUID fits). */
export function newOrderReference(): string {
  return crypto.randomUUID();
}

/**
 * The reference for the next attempt after a failure. The server answered (any ApiError): nothing
 * was created under it, so the next attempt gets a new one. No answer (network down, timeout): the
 * order may exist, so the retry sends the same reference and gets that order back.
 */
export function referenceAfterFailure(current: string, error: unknown): string | undefined {
  return error instanceof ApiError ? undefined : current;
}

export type CheckoutKind = 'card' | 'transfer';

export type FailureOutcome =
  /** A signed-out answer: spec s.7, the checkout sends the shopper to sign in. */
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
  // fetch rejects (a TypeError) when the server was not reached.
  const network: TextKey = kind === 'card' ? 'checkout.paymentNetwork' : 'checkout.orderFailed';
  return { kind: 'toast', title, message: { key: network }, refetchPrices: false };
}
