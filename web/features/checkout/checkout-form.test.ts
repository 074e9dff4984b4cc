/** The checkout form's rules give their exact messages; the request bodies match the contract. */
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { Address, User } from '#api/contract/auth.ts';
import { CHECKOUT_COUNTRIES, CheckoutBody } from '#api/contract/orders.ts';
import { normalizePostalCode, POSTAL_CODE_FORMATS } from '#api/contract/postal-codes.ts';
import type { FormProblem } from '../../lib/forms.ts';
import { createTranslator } from '../../lib/i18n.ts';
import {
  accountPhone,
  addressLine,
  buildCheckoutBody,
  countryFromName,
  countryOptions,
  emptyCheckoutValues,
  fillFromSavedAddress,
  prefilledValues,
  requiredFields,
  termsProblem,
  validateCheckout,
  type CheckoutValues,
} from './checkout-form.ts';

const en = createTranslator('en');
const pl = createTranslator('pl');

/** The problem as the toast shows it: 'Title: message' or the message alone; null when valid. */
function shown(problem: FormProblem | null, t = en): string | null {
  if (!problem) return null;
  const message = t(problem.message, problem.vars);
  return problem.title ? `${t(problem.title)}: ${message}` : message;
}

const filled = (patch: Partial<CheckoutValues> = {}): CheckoutValues => ({
  ...emptyCheckoutValues(),
  email: 'jan@example.pl',
  phone: '512 345 678',
  firstName: 'Jan',
  lastName: 'Kowalski',
  address: 'Długa 5',
  city: 'Kraków',
  postalCode: '30-001',
  termsAccepted: true,
  ...patch,
});

const user: User = {
  id: 7,
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.pl',
  phone: '512345678',
  countryCode: '+48',
  language: 'pl',
  isAdmin: false,
};

const savedAddress = (patch: Partial<Address> = {}): Address => ({
  id: 3,
  addressType: 'shipping',
  type: 'person',
  firstName: 'Piotr',
  lastName: 'Zieliński',
  company: null,
  vatNumber: null,
  street: 'Hauptstraße',
  houseNumber: '12',
  addressDetails: null,
  postcode: '10115',
  city: 'Berlin',
  country: 'Germany',
  countryCode: '+49',
  phone: '30123456',
  isPrimary: true,
  fullAddress: 'Hauptstraße 12, 10115 Berlin, Germany',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});

describe('the form’s starting values', () => {
  it('defaults to Poland, a private person, card payment, same billing address, terms unticked', () => {
    const values = emptyCheckoutValues();
    expect(values).toMatchObject({
      country: 'PL',
      billingCountry: 'PL',
      customerType: 'person',
      paymentMethod: 'payneteasy',
      sameAsShipping: true,
      termsAccepted: false,
    });
  });

  it('prefills a signed-in shopper’s e-mail, names and phone', () => {
    expect(prefilledValues(user)).toMatchObject({
      email: 'anna@example.pl',
      firstName: 'Anna',
      lastName: 'Nowak',
      phone: '+48 512345678',
      address: '',
    });
    expect(prefilledValues(null)).toEqual(emptyCheckoutValues());
    expect(accountPhone({ phone: null, countryCode: '+49' })).toBe('');
    expect(accountPhone({ phone: '+44 20 7946 0958', countryCode: '+49' })).toBe('+44 20 7946 0958');
  });
});

describe('the checkout countries', () => {
  it('each have a postal format with a valid example and a name in English and Polish', () => {
    for (const code of CHECKOUT_COUNTRIES) {
      const { example } = POSTAL_CODE_FORMATS[code];
      expect(normalizePostalCode(code, example), code).toBe(example);
      for (const t of [en, pl]) {
        const name = t(`checkout.country.${code}`);
        expect(name, code).not.toBe(`checkout.country.${code}`);
        expect(name.trim(), code).not.toBe('');
      }
    }
    for (const t of [en, pl]) {
      const names = CHECKOUT_COUNTRIES.map((code) => t(`checkout.country.${code}`));
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('are offered with Poland first, the rest by their shown name', () => {
    const english = countryOptions(en, 'en');
    expect(english.map(({ code }) => code).sort()).toEqual([...CHECKOUT_COUNTRIES].sort());
    expect(english.slice(0, 4)).toEqual([
      { code: 'PL', name: 'Poland' },
      { code: 'AT', name: 'Austria' },
      { code: 'BE', name: 'Belgium' },
      { code: 'BA', name: 'Bosnia and Herzegovina' },
    ]);
    expect(english.at(-1)).toEqual({ code: 'GB', name: 'United Kingdom' });
    const polish = countryOptions(pl, 'pl').map(({ name }) => name);
    expect(polish[0]).toBe('Polska');
    expect(polish.slice(polish.indexOf('Litwa'), polish.indexOf('Litwa') + 3)).toEqual([
      'Litwa',
      'Luksemburg',
      'Łotwa',
    ]);
    expect(polish.at(-1)).toBe('Włochy');
  });

  it('are limited to the countries delivered to, keeping the current choice', () => {
    const offered = ['DE', 'PL', 'FR', 'XX'];
    expect(countryOptions(en, 'en', { offered }).map(({ code }) => code)).toEqual(['PL', 'FR', 'DE']);
    expect(countryOptions(en, 'en', { offered, keep: 'GB' }).map(({ code }) => code)).toEqual([
      'PL',
      'FR',
      'DE',
      'GB',
    ]);
  });
});

describe('validateCheckout', () => {
  it('passes a filled form', () => {
    expect(validateCheckout(filled())).toBeNull();
  });

  it('asks for every required field, naming the first blank one in the form’s order', () => {
    for (const field of [
      'email',
      'phone',
      'firstName',
      'lastName',
      'address',
      'city',
      'postalCode',
    ] as const) {
      const problem = validateCheckout(filled({ [field]: '   ' }));
      expect(shown(problem)).toBe('Please fill in all required fields');
      expect(problem?.field).toBe(field);
    }
    expect(validateCheckout(emptyCheckoutValues())?.field).toBe('email');
    expect(shown(validateCheckout(filled({ city: '' })), pl)).toBe('Wypełnij wszystkie wymagane pola');
  });

  it('checks each postal code for its own country, naming the form expected', () => {
    const polish = validateCheckout(filled({ postalCode: 'x' }));
    expect(polish?.field).toBe('postalCode');
    expect(shown(polish)).toBe('Enter the postal code in the form 00-000, for example 00-950.');
    expect(validateCheckout(filled({ postalCode: '00950' }))).toBeNull();
    const billing = validateCheckout(
      filled({
        sameAsShipping: false,
        billingFirstName: 'Jan',
        billingLastName: 'Kowalski',
        billingAddress: 'Baker Street 1',
        billingCity: 'London',
        billingCountry: 'GB',
        billingPostalCode: '30-001',
      }),
    );
    expect(billing?.field).toBe('billingPostalCode');
    expect(shown(billing, pl)).toBe('Wpisz kod pocztowy w formacie AA0A 0AA, np. SW1A 1AA.');
  });

  it('needs a company name for a company; the VAT number stays optional', () => {
    const problem = validateCheckout(filled({ customerType: 'company' }));
    expect(shown(problem)).toBe('Company name is required when selecting Company option');
    expect(problem?.field).toBe('company');
    expect(
      validateCheckout(filled({ customerType: 'company', company: 'Auto Serwis sp. z o.o.' })),
    ).toBeNull();
    // A person's leftover company text is no problem (and is not sent).
    expect(validateCheckout(filled({ customerType: 'person', company: '' }))).toBeNull();
  });

  it('needs the billing fields only when the billing address differs', () => {
    expect(validateCheckout(filled({ sameAsShipping: true }))).toBeNull();
    const problem = validateCheckout(filled({ sameAsShipping: false }));
    expect(shown(problem)).toBe('Please fill in all required fields');
    expect(problem?.field).toBe('billingFirstName');
    expect(
      validateCheckout(
        filled({
          sameAsShipping: false,
          billingFirstName: 'Jan',
          billingLastName: 'Kowalski',
          billingAddress: 'Rynek 1',
          billingCity: 'Kraków',
          billingPostalCode: '31-001',
        }),
      ),
    ).toBeNull();
  });

  it('checks the e-mail’s shape and the phone for the shipping country', () => {
    expect(shown(validateCheckout(filled({ email: 'jan.example.pl' })))).toBe(
      'Please enter a valid e-mail address.',
    );
    expect(validateCheckout(filled({ phone: '12' }))?.field).toBe('phone');
    expect(shown(validateCheckout(filled({ phone: '12' })))).toBe('Please enter a valid phone number.');
    // An international number is fine whatever the shipping country.
    expect(validateCheckout(filled({ phone: '+49 30 1234567' }))).toBeNull();
    // A German national number is not a Polish one.
    expect(validateCheckout(filled({ phone: '030 1234567', country: 'DE' }))).toBeNull();
  });

  it('stops without the terms with the Terms Required toast', () => {
    expect(shown(termsProblem({ termsAccepted: false }))).toBe(
      'Terms Required: Please accept the Terms and Conditions to continue',
    );
    expect(termsProblem({ termsAccepted: false })?.field).toBe('termsAccepted');
    expect(termsProblem({ termsAccepted: true })).toBeNull();
  });

  it('marks what is required for the current choices', () => {
    expect(requiredFields(filled())).not.toContain('company');
    expect(requiredFields(filled())).not.toContain('billingCity');
    expect(requiredFields(filled({ customerType: 'company', sameAsShipping: false }))).toEqual(
      expect.arrayContaining(['company', 'billingCity', 'billingCountry', 'email', 'country']),
    );
  });
});

describe('saved addresses', () => {
  it('maps stored country names to the checkout’s codes', () => {
    expect(countryFromName('Germany')).toBe('DE');
    expect(countryFromName('Czech Republic')).toBe('CZ');
    expect(countryFromName(' poland ')).toBe('PL');
    expect(countryFromName('PL')).toBe('PL');
    expect(countryFromName('Greece')).toBe('GR');
    expect(countryFromName('Bosnia and Herzegovina')).toBe('BA');
    expect(countryFromName('Croatia')).toBeUndefined();
  });

  it('joins street, house number and details into one address line', () => {
    expect(addressLine({ street: 'Długa', houseNumber: '5', addressDetails: 'm. 3' })).toBe('Długa 5, m. 3');
    expect(addressLine({ street: 'Długa', houseNumber: '5', addressDetails: '  ' })).toBe('Długa 5');
  });

  it('fills the shipping fields, and the phone only when it is empty', () => {
    const values = fillFromSavedAddress(filled({ phone: '' }), savedAddress(), 'shipping');
    expect(values).toMatchObject({
      firstName: 'Piotr',
      lastName: 'Zieliński',
      address: 'Hauptstraße 12',
      city: 'Berlin',
      postalCode: '10115',
      country: 'DE',
      phone: '+49 30123456',
      billingFirstName: '',
    });
    expect(fillFromSavedAddress(filled(), savedAddress(), 'shipping').phone).toBe('512 345 678');
  });

  it('fills the billing fields, keeps the country when it is not offered, sets a company', () => {
    const values = fillFromSavedAddress(
      filled({ billingCountry: 'FR' }),
      savedAddress({ country: 'Croatia', type: 'company', company: 'Auto GmbH', vatNumber: 'DE123' }),
      'billing',
    );
    expect(values).toMatchObject({
      firstName: 'Jan',
      billingFirstName: 'Piotr',
      billingAddress: 'Hauptstraße 12',
      billingCountry: 'FR',
      customerType: 'company',
      company: 'Auto GmbH',
      vatNumber: 'DE123',
    });
  });
});

describe('the checkout request', () => {
  const context = { total: 123.45, currency: 'PLN' as const };
  const guestLines = [
    { productId: 5, quantity: 2 },
    { productId: 9, quantity: 1 },
  ];
  const shipping = {
    firstName: 'Jan',
    lastName: 'Kowalski',
    address: 'Długa 5',
    city: 'Kraków',
    postalCode: '30-001',
    country: 'PL',
  };

  it('builds one field set for card: trimmed fields, guest lines, the total as expectedTotal', () => {
    const body = buildCheckoutBody(filled({ firstName: ' Jan ', notes: '  Ring twice ' }), {
      ...context,
      lines: guestLines,
    });
    expect(Value.Check(CheckoutBody, body)).toBe(true);
    expect(body).toEqual({
      email: 'jan@example.pl',
      phone: '512 345 678',
      customerType: 'person',
      notes: 'Ring twice',
      currency: 'PLN',
      lines: guestLines,
      paymentMethod: 'card',
      shippingAddress: shipping,
      expectedTotal: 123.45,
    });
  });

  it('the same for bank transfer, with no lines for a signed-in shopper and the company', () => {
    const body = buildCheckoutBody(
      filled({
        paymentMethod: 'bank_transfer',
        customerType: 'company',
        company: ' Auto Serwis ',
        vatNumber: '',
      }),
      context,
    );
    expect(Value.Check(CheckoutBody, body)).toBe(true);
    expect(body.lines).toBeUndefined();
    expect(body).toMatchObject({
      paymentMethod: 'bank_transfer',
      customerType: 'company',
      company: 'Auto Serwis',
      vatNumber: null,
    });
    expect(body.notes).toBeUndefined();
    expect(body.billingAddress).toBeUndefined();
  });

  it('sends the billing address only when it differs, and no company fields for a person', () => {
    const body = buildCheckoutBody(
      filled({
        company: 'leftover',
        sameAsShipping: false,
        billingFirstName: 'Ewa',
        billingLastName: 'Kowalska',
        billingAddress: 'Rynek 1',
        billingCity: 'Gdańsk',
        billingPostalCode: '80-001',
        billingCountry: 'DE',
      }),
      context,
    );
    expect(Value.Check(CheckoutBody, body)).toBe(true);
    expect(body.company).toBeUndefined();
    expect(body.billingAddress).toEqual({
      firstName: 'Ewa',
      lastName: 'Kowalska',
      address: 'Rynek 1',
      city: 'Gdańsk',
      postalCode: '80-001',
      country: 'DE',
    });
  });
});
