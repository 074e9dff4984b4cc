/** The order reference across retries, and what a failed checkout request shows (spec s.7, s.8). */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { createTranslator } from '../../lib/i18n.ts';
import {
  failureOutcome,
  newOrderReference,
  referenceAfterFailure,
  type FailureOutcome,
} from './checkout-submit.ts';

const en = createTranslator('en');
const apiError = (status: number, error?: string, message?: string) =>
  new ApiError(status, 'Status', error && message ? JSON.stringify({ error, message }) : '');

/** 'Title: text' as the toast shows it. */
function shown(outcome: FailureOutcome): string {
  if (outcome.kind !== 'toast') return outcome.kind;
  const text = 'text' in outcome.message ? outcome.message.text : en(outcome.message.key);
  return `${en(outcome.title)}: ${text}`;
}

describe('order reference', () => {
  it('is a UUID the contract accepts', () => {
    const reference = newOrderReference();
    expect(reference).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newOrderReference()).not.toBe(reference);
  });

  it('is kept after a network failure (the retry is the same order) and dropped after an answer', () => {
    expect(referenceAfterFailure('ref-12345678', new TypeError('Failed to fetch'))).toBe('ref-12345678');
    expect(
      referenceAfterFailure('ref-12345678', apiError(409, 'price_changed', 'New total')),
    ).toBeUndefined();
    expect(referenceAfterFailure('ref-12345678', apiError(500))).toBeUndefined();
  });
});

describe('failureOutcome', () => {
  it('card: the server’s message under Payment Error, else the catalogue text', () => {
    expect(
      shown(failureOutcome('card', apiError(400, 'invalid_phone', 'Please enter a valid phone number.'))),
    ).toBe('Payment Error: Please enter a valid phone number.');
    expect(
      shown(failureOutcome('card', apiError(502, 'payment_failed', 'The card payment was refused.'))),
    ).toBe('Payment Error: The card payment was refused.');
    expect(shown(failureOutcome('card', apiError(500)))).toBe('Payment Error: Failed to create payment');
    expect(shown(failureOutcome('card', new TypeError('Failed to fetch')))).toBe(
      'Payment Error: Failed to initialize payment',
    );
  });

  it('bank transfer: Error with the server’s message or Failed to create order', () => {
    expect(shown(failureOutcome('transfer', apiError(409, 'out_of_stock', 'Only 1 left.')))).toBe(
      'Error: Only 1 left.',
    );
    expect(shown(failureOutcome('transfer', apiError(503)))).toBe('Error: Failed to create order');
    expect(shown(failureOutcome('transfer', new TypeError('Failed to fetch')))).toBe(
      'Error: Failed to create order',
    );
  });

  it('a changed price refetches the prices; a 401 goes to sign-in', () => {
    const changed = failureOutcome('card', apiError(409, 'price_changed', 'The total is now €10.00.'));
    expect(changed).toMatchObject({ kind: 'toast', refetchPrices: true });
    expect(failureOutcome('card', apiError(409, 'out_of_stock', 'x'))).toMatchObject({
      refetchPrices: false,
    });
    expect(failureOutcome('transfer', apiError(401, 'unauthorized', 'Sign in'))).toEqual({ kind: 'sign-in' });
  });
});
