/**
 * The checkout form and the server refuse the same inputs with the same words: each case runs through
 * the form's validator and, as the checkout request the form would send (card and bank transfer),
 * through the real server, in English and Polish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#api/test/test-app.ts';
import type { Language } from '#api/contract/messages.ts';
import { createTranslator } from '../../lib/i18n.ts';
import {
  buildCheckoutBody,
  emptyCheckoutValues,
  validateCheckout,
  type CheckoutValues,
} from './checkout-form.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const valid: CheckoutValues = {
  ...emptyCheckoutValues(),
  email: 'jan@example.pl',
  phone: '512 345 678',
  firstName: 'Jan',
  lastName: 'Kowalski',
  address: 'Długa 5',
  city: 'Kraków',
  postalCode: '30-001',
  termsAccepted: true,
};

const CASES: [name: string, patch: Partial<CheckoutValues>][] = [
  ['no e-mail', { email: '  ' }],
  ['no phone', { phone: '' }],
  ['a company without its name', { customerType: 'company', company: ' ' }],
  ['no last name', { lastName: '' }],
  ['no city', { city: '' }],
  [
    'a billing address without a street',
    {
      sameAsShipping: false,
      billingFirstName: 'A',
      billingLastName: 'B',
      billingCity: 'Berlin',
      billingPostalCode: '10115',
      billingCountry: 'DE',
    },
  ],
  ['a Polish postal code without its hyphen in the wrong shape', { postalCode: '3000' }],
  [
    'a German postal code for Germany with letters',
    { country: 'DE', postalCode: 'AB123', phone: '+49 30 1234567' },
  ],
  [
    'a billing postal code of another country',
    {
      sameAsShipping: false,
      billingFirstName: 'A',
      billingLastName: 'B',
      billingAddress: 'Hauptstr. 1',
      billingCity: 'Berlin',
      billingPostalCode: 'SW1A 1AA',
      billingCountry: 'DE',
    },
  ],
  ['an e-mail without a domain', { email: 'jan@example' }],
  ['an e-mail with a space', { email: 'jan kowalski@example.pl' }],
  ['a phone too short for Poland', { phone: '12345' }],
  ['a British number for a Polish address', { phone: '020 7946 0958' }],
  ['two problems at once: the first in form order wins', { email: 'nope', phone: '1' }],
];

const context = {
  total: 10,
  currency: 'EUR' as const,
  lines: [{ productId: 1, quantity: 1 }],
};

let keys = 0;
const checkout = (body: object, language: Language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: body,
    headers: { 'x-language': language, 'idempotency-key': `parity-${++keys}-${Date.now()}` },
  });

async function serverMessage(body: object, language: Language) {
  const answer = await checkout(body, language);
  expect(answer.statusCode, answer.body).toBe(400);
  return (answer.json() as { message: string }).message;
}

describe('checkout: form and server agree', () => {
  for (const [name, patch] of CASES) {
    it(`refuses ${name} with the same message`, async () => {
      const values = { ...valid, ...patch };
      const problem = validateCheckout(values);
      expect(problem, name).not.toBeNull();
      for (const language of ['en', 'pl'] as const) {
        const shown = createTranslator(language)(problem!.message, problem!.vars);
        for (const paymentMethod of ['bank_transfer', 'payneteasy'] as const) {
          const body = buildCheckoutBody({ ...values, paymentMethod }, context);
          expect(await serverMessage(body, language)).toBe(shown);
        }
      }
    });
  }

  it('accepts what the form accepts (the server then looks at the cart)', async () => {
    expect(validateCheckout(valid)).toBeNull();
    const answer = await checkout(buildCheckoutBody(valid, context));
    // Product 1 does not exist in the empty test catalogue: the rules passed, the cart did not.
    expect(answer.statusCode).not.toBe(400);
  });
});
