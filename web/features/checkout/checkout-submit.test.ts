/** The order reference across retries, and what a failed checkout request shows. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { createTranslator } from '../../lib/i18n.ts';
import { emptyCheckoutValues } from './checkout-form.ts';
import {
  attemptKey,
  failureOutcome,
  hostedPaymentUrl,
  newOrderReference,
  NoPaymentPageError,
  referenceAfterFailure,
  referenceForAttempt,
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

  it('is kept after a network failure (the retry is the same order) and dropped after our answer', () => {
    expect(referenceAfterFailure('ref-12345678', new TypeError('Failed to fetch'))).toBe('ref-12345678');
    expect(
      referenceAfterFailure('ref-12345678', apiError(409, 'price_changed', 'New total')),
    ).toBeUndefined();
    expect(referenceAfterFailure('ref-12345678', apiError(500, 'internal_error', 'Sorry'))).toBeUndefined();
  });

  it('is kept after a 5xx without our error body: a proxy may answer after the order was committed', () => {
    expect(referenceAfterFailure('ref-12345678', apiError(500))).toBe('ref-12345678');
    expect(referenceAfterFailure('ref-12345678', apiError(504))).toBe('ref-12345678');
    const proxyPage = new ApiError(502, 'Bad Gateway', '<html><body>502 Bad Gateway</body></html>');
    expect(referenceAfterFailure('ref-12345678', proxyPage)).toBe('ref-12345678');
    const otherJson = new ApiError(503, 'Service Unavailable', JSON.stringify({ status: 'down' }));
    expect(referenceAfterFailure('ref-12345678', otherJson)).toBe('ref-12345678');
  });

  it('is dropped after a 502 payment_failed: the server ended that attempt', () => {
    expect(
      referenceAfterFailure('ref-12345678', apiError(502, 'payment_failed', 'The card payment was refused.')),
    ).toBeUndefined();
    expect(
      referenceAfterFailure('ref-12345678', apiError(409, 'checkout_attempt_ended', 'Submit again.')),
    ).toBeUndefined();
  });

  it('is dropped after a 4xx without our body (the request never reached the shop)', () => {
    expect(referenceAfterFailure('ref-12345678', apiError(413))).toBeUndefined();
  });
});

describe('referenceForAttempt', () => {
  const values = { ...emptyCheckoutValues(), email: 'jan@example.pl', firstName: 'Jan' };
  const lines = [
    { productId: 1, quantity: 2 },
    { productId: 7, quantity: 1 },
  ];
  const kept = { reference: 'ref-12345678', attempt: attemptKey(values, lines, 'PLN') };

  it('starts with a new reference', () => {
    expect(referenceForAttempt(undefined, kept.attempt)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('retries the same order with the kept reference', () => {
    const sameLinesMoreFields = lines.map((line, index) => ({ ...line, id: `line-${index}` }));
    const reordered = Object.fromEntries(Object.entries(values).reverse()) as typeof values;
    expect(referenceForAttempt(kept, attemptKey(reordered, sameLinesMoreFields, 'PLN'))).toBe('ref-12345678');
  });

  it('gives a new reference once the cart lines, the form values or the currency changed', () => {
    const changed = [
      attemptKey(
        values,
        [
          { productId: 1, quantity: 3 },
          { productId: 7, quantity: 1 },
        ],
        'PLN',
      ),
      attemptKey(values, lines.slice(0, 1), 'PLN'),
      attemptKey(values, [...lines, { productId: 9, quantity: 1 }], 'PLN'),
      attemptKey({ ...values, city: 'Kraków' }, lines, 'PLN'),
      attemptKey({ ...values, paymentMethod: 'bank_transfer' }, lines, 'PLN'),
      attemptKey(values, lines, 'EUR'),
    ];
    for (const attempt of changed) {
      const reference = referenceForAttempt(kept, attempt);
      expect(reference).not.toBe('ref-12345678');
      expect(reference).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    }
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

describe('hostedPaymentUrl', () => {
  const base = 'https://shop.example/checkout';
  it('is the answer’s web page when the answer says success', () => {
    expect(hostedPaymentUrl({ success: true, paymentUrl: 'https://pay.example/form?id=1' }, base)).toBe(
      'https://pay.example/form?id=1',
    );
    expect(hostedPaymentUrl({ success: true, paymentUrl: '/api/payments/sandbox/7' }, base)).toBe(
      'https://shop.example/api/payments/sandbox/7',
    );
  });

  it('is none for a failure, a missing or empty address, or one that is not a web page', () => {
    for (const answer of [
      { success: false, paymentUrl: 'https://pay.example/' },
      { success: true },
      { success: true, paymentUrl: '' },
      { success: true, paymentUrl: 42 },
      { success: true, paymentUrl: 'javascript:alert(1)' },
      { success: true, paymentUrl: 'data:text/html,x' },
      null,
      'https://pay.example/',
    ])
      expect(hostedPaymentUrl(answer, base)).toBeNull();
  });

  it('a payment answer without a page gives the payment error and keeps the order reference', () => {
    const error = new NoPaymentPageError();
    expect(shown(failureOutcome('card', error))).toBe(
      `${en('checkout.paymentErrorTitle')}: ${en('checkout.paymentFailed')}`,
    );
    expect(referenceAfterFailure('ref-12345678', error)).toBe('ref-12345678');
  });
});
