/**
 * The checkout form's values, its rules (the server's own, shared through the contract) and the
 * checkout request built from it, one field set for card and bank transfer.
 */
import type { Address, User } from '#api/contract/auth.ts';
import type { Currency } from '#api/contract/currency.ts';
import {
  CHECKOUT_COUNTRIES,
  type CheckoutCountry,
  type CheckoutBody,
  type OrderAddress,
} from '#api/contract/orders.ts';
import {
  CHECKOUT_BILLING_REQUIRED,
  CHECKOUT_CONTACT_REQUIRED,
  CHECKOUT_SHIPPING_REQUIRED,
  checkoutProblem,
  type CheckoutRuleValues,
} from '#api/contract/form-rules.ts';
import { fromRule, type FormProblem } from '../../lib/forms.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { Language } from '../../lib/preferences.ts';

export type CustomerType = 'person' | 'company';
export type CheckoutPaymentMethod = 'payneteasy' | 'bank_transfer';

/** The default country is PL, the default payment card (payneteasy). */
export const DEFAULT_COUNTRY: CheckoutCountry = 'PL';
export const DEFAULT_PAYMENT_METHOD: CheckoutPaymentMethod = 'payneteasy';

/**
 * Flat, so every field has its own form name (a problem focuses the control by name): the fields the
 * shared checkout rules read, plus the ones only the form has.
 */
export interface CheckoutValues extends CheckoutRuleValues {
  vatNumber: string;
  notes: string;
  paymentMethod: CheckoutPaymentMethod;
  termsAccepted: boolean;
}

export type CheckoutField = keyof CheckoutValues;

export function emptyCheckoutValues(): CheckoutValues {
  return {
    email: '',
    phone: '',
    customerType: 'person',
    company: '',
    vatNumber: '',
    firstName: '',
    lastName: '',
    address: '',
    city: '',
    postalCode: '',
    country: DEFAULT_COUNTRY,
    sameAsShipping: true,
    billingFirstName: '',
    billingLastName: '',
    billingAddress: '',
    billingCity: '',
    billingPostalCode: '',
    billingCountry: DEFAULT_COUNTRY,
    notes: '',
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    termsAccepted: false,
  };
}

/** An account's phone as one international number ('+48 512345678'); blank without one. */
export function accountPhone(user: Pick<User, 'phone' | 'countryCode'>): string {
  const phone = user.phone?.trim();
  if (!phone) return '';
  return phone.startsWith('+') ? phone : `${user.countryCode} ${phone}`.trim();
}

/** A signed-in shopper starts with their e-mail, names and phone filled in. */
export function prefilledValues(user: User | null): CheckoutValues {
  const values = emptyCheckoutValues();
  if (!user) return values;
  return {
    ...values,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: accountPhone(user),
  };
}

export function isCheckoutCountry(value: string): value is CheckoutCountry {
  return (CHECKOUT_COUNTRIES as readonly string[]).includes(value);
}

/**
 * Saved addresses store the country's English name (web/features/account/phone.ts); the checkout
 * needs its code. Only the checkout's countries map; any other leaves the choice as it was.
 */
const COUNTRY_BY_NAME: Record<string, CheckoutCountry> = {
  poland: 'PL',
  austria: 'AT',
  'bosnia and herzegovina': 'BA',
  belgium: 'BE',
  bulgaria: 'BG',
  switzerland: 'CH',
  'czech republic': 'CZ',
  czechia: 'CZ',
  germany: 'DE',
  denmark: 'DK',
  estonia: 'EE',
  spain: 'ES',
  finland: 'FI',
  france: 'FR',
  'united kingdom': 'GB',
  greece: 'GR',
  hungary: 'HU',
  ireland: 'IE',
  italy: 'IT',
  lithuania: 'LT',
  luxembourg: 'LU',
  latvia: 'LV',
  netherlands: 'NL',
  norway: 'NO',
  portugal: 'PT',
  romania: 'RO',
  sweden: 'SE',
  slovenia: 'SI',
  slovakia: 'SK',
};

export function countryFromName(name: string): CheckoutCountry | undefined {
  const trimmed = name.trim();
  if (isCheckoutCountry(trimmed.toUpperCase())) return trimmed.toUpperCase() as CheckoutCountry;
  return COUNTRY_BY_NAME[trimmed.toLowerCase()];
}

/**
 * The country select's options: PL (the default) first, the rest by their name in `language`. With
 * `offered` (the delivery rules' countries), only those, plus `keep` (the current choice, so a saved
 * address's country that is not delivered to still shows, with the server's refusal beside it).
 */
export function countryOptions(
  t: Translate,
  language: Language,
  { offered, keep }: { offered?: readonly string[]; keep?: CheckoutCountry } = {},
): { code: CheckoutCountry; name: string }[] {
  const collator = new Intl.Collator(language);
  const first = (code: CheckoutCountry) => (code === DEFAULT_COUNTRY ? 0 : 1);
  const shown = offered
    ? CHECKOUT_COUNTRIES.filter((code) => code === keep || offered.includes(code))
    : CHECKOUT_COUNTRIES;
  return shown
    .map((code) => ({ code, name: t(`checkout.country.${code}`) }))
    .sort((a, b) => first(a.code) - first(b.code) || collator.compare(a.name, b.name));
}

/** 'Długa 5, m. 3': street, house number and the optional details in one address line. */
export function addressLine(address: Pick<Address, 'street' | 'houseNumber' | 'addressDetails'>): string {
  const street = [address.street.trim(), address.houseNumber.trim()].filter(Boolean).join(' ');
  const details = address.addressDetails?.trim();
  return details ? `${street}, ${details}` : street;
}

/**
 * The fields a saved address fills: the shipping ones (target 'shipping') or the billing ones. A
 * company address also sets the customer type, company and VAT number; its phone fills an empty phone.
 */
export function fillFromSavedAddress(
  values: CheckoutValues,
  saved: Address,
  target: 'shipping' | 'billing',
): CheckoutValues {
  const country = countryFromName(saved.country);
  const next: CheckoutValues =
    target === 'shipping'
      ? {
          ...values,
          firstName: saved.firstName,
          lastName: saved.lastName,
          address: addressLine(saved),
          city: saved.city,
          postalCode: saved.postcode,
          country: country ?? values.country,
        }
      : {
          ...values,
          billingFirstName: saved.firstName,
          billingLastName: saved.lastName,
          billingAddress: addressLine(saved),
          billingCity: saved.city,
          billingPostalCode: saved.postcode,
          billingCountry: country ?? values.billingCountry,
        };
  if (saved.type === 'company' && saved.company) {
    next.customerType = 'company';
    next.company = saved.company;
    next.vatNumber = saved.vatNumber ?? '';
  }
  if (!values.phone.trim() && saved.phone.trim()) {
    next.phone = accountPhone({ phone: saved.phone, countryCode: saved.countryCode });
  }
  return next;
}

/** What the form marks with an asterisk, given the current choices. */
export function requiredFields(values: Pick<CheckoutValues, 'customerType' | 'sameAsShipping'>) {
  const fields: CheckoutField[] = [...CHECKOUT_CONTACT_REQUIRED];
  if (values.customerType === 'company') fields.push('company');
  fields.push(...CHECKOUT_SHIPPING_REQUIRED, 'country');
  if (!values.sameAsShipping) fields.push(...CHECKOUT_BILLING_REQUIRED, 'billingCountry');
  return fields;
}

/**
 * The form's rules, the server's own (required fields, the company name for companies, postal codes,
 * e-mail and phone formats). Terms are checked apart (`termsProblem`): they have their own toast title.
 */
export function validateCheckout(values: CheckoutValues): FormProblem<CheckoutField> | null {
  return fromRule(checkoutProblem(values));
}

/** Without the terms, toast 'Terms Required: Please accept ...' and stop. */
export function termsProblem(
  values: Pick<CheckoutValues, 'termsAccepted'>,
): FormProblem<CheckoutField> | null {
  return values.termsAccepted
    ? null
    : { title: 'checkout.termsRequiredTitle', message: 'checkout.termsRequired', field: 'termsAccepted' };
}

export function shippingAddressOf(values: CheckoutValues): OrderAddress {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    country: values.country,
  };
}

/** The billing address, or undefined when it is the shipping address. */
export function billingAddressOf(values: CheckoutValues): OrderAddress | undefined {
  if (values.sameAsShipping) return undefined;
  return {
    firstName: values.billingFirstName.trim(),
    lastName: values.billingLastName.trim(),
    address: values.billingAddress.trim(),
    city: values.billingCity.trim(),
    postalCode: values.billingPostalCode.trim(),
    country: values.billingCountry,
  };
}

export interface OrderLineInput {
  productId: number;
  quantity: number;
}

export interface SubmitContext {
  /** The total the shopper was shown, in `currency`: the server refuses a different one (409). */
  total: number;
  currency: Currency;
  /** Guests send their cart's lines; signed-in shoppers none (the server orders their server cart). */
  lines?: readonly OrderLineInput[];
}

/** The checkout request: one field set for both ways to pay, the billing address only when it differs. */
export function buildCheckoutBody(values: CheckoutValues, context: SubmitContext): CheckoutBody {
  const company = values.customerType === 'company';
  const notes = values.notes.trim();
  const billing = billingAddressOf(values);
  return {
    email: values.email.trim(),
    phone: values.phone.trim(),
    customerType: values.customerType,
    ...(company ? { company: values.company.trim(), vatNumber: values.vatNumber.trim() || null } : {}),
    ...(notes ? { notes } : {}),
    currency: context.currency,
    ...(context.lines && context.lines.length > 0
      ? { lines: context.lines.map(({ productId, quantity }) => ({ productId, quantity })) }
      : {}),
    paymentMethod: values.paymentMethod === 'payneteasy' ? 'card' : 'bank_transfer',
    shippingAddress: shippingAddressOf(values),
    ...(billing ? { billingAddress: billing } : {}),
    expectedTotal: context.total,
  };
}
