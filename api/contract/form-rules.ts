/**
 * The rules shared by a form and the endpoint it sends to, written once: the web runs them before
 * sending (sparing a round trip), the server runs them again on what arrives, and both report the
 * same message code from form-messages.ts. A rule returns the first problem in form order, or null.
 */
import { isValidPhoneNumber } from 'libphonenumber-js';
import { MIN_PASSWORD_LENGTH } from './auth.ts';
import { isEmailAddress } from './define-route.ts';
import type { RuleProblem } from './form-messages.ts';
import type { CheckoutCountry } from './orders.ts';
import { normalizePostalCode, POSTAL_CODE_FORMATS } from './postal-codes.ts';
import { parseVatId, type ParsedVatId } from './vat-id.ts';

export const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** The first of `fields` (in form order) that is blank. */
export function firstBlank<F extends string>(
  values: Record<F, string | null | undefined>,
  fields: readonly F[],
): F | undefined {
  return fields.find((field) => isBlank(values[field]));
}

/** 'Please fill in all required fields' for the first blank one. */
export function requiredProblem<F extends string>(
  values: Record<F, string | null | undefined>,
  fields: readonly F[],
  code: 'required_fields' | 'fields_required' = 'required_fields',
): RuleProblem<F> | null {
  const field = firstBlank(values, fields);
  return field === undefined ? null : { code, field };
}

/** A new password and its confirmation: the same text, then at least MIN_PASSWORD_LENGTH characters. */
export function newPasswordProblem<F extends string>(
  password: string,
  confirmation: string,
  fields: { password: F; confirmation: F },
): RuleProblem<F> | null {
  if (password !== confirmation) return { code: 'passwords_mismatch', field: fields.confirmation };
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { code: 'password_too_short', vars: { count: MIN_PASSWORD_LENGTH }, field: fields.password };
  }
  return null;
}

export interface RegistrationRuleValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Registration: names, e-mail and password required; a valid e-mail; a matching, long password. */
export function registrationProblem(
  values: RegistrationRuleValues,
): RuleProblem<keyof RegistrationRuleValues> | null {
  const required = requiredProblem(values, ['firstName', 'lastName', 'email', 'password']);
  if (required) return required;
  if (!isEmailAddress(values.email)) return { code: 'invalid_email', field: 'email' };
  return newPasswordProblem(values.password, values.confirmPassword, {
    password: 'password',
    confirmation: 'confirmPassword',
  });
}

/** The checkout form's fields the rules read, flat and named as the form names its inputs. */
export interface CheckoutRuleValues {
  email: string;
  phone: string;
  customerType: 'person' | 'company';
  company: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postalCode: string;
  country: CheckoutCountry;
  sameAsShipping: boolean;
  billingFirstName: string;
  billingLastName: string;
  billingAddress: string;
  billingCity: string;
  billingPostalCode: string;
  billingCountry: CheckoutCountry;
  /** A company's EU VAT ID (optional; it decides reverse charge). */
  vatNumber?: string;
}

export type CheckoutRuleField = keyof CheckoutRuleValues;

/** The required fields in the order the form shows them (the first blank one gets the focus). */
export const CHECKOUT_CONTACT_REQUIRED = ['email', 'phone'] as const;
export const CHECKOUT_SHIPPING_REQUIRED = ['firstName', 'lastName', 'address', 'city', 'postalCode'] as const;
export const CHECKOUT_BILLING_REQUIRED = [
  'billingFirstName',
  'billingLastName',
  'billingAddress',
  'billingCity',
  'billingPostalCode',
] as const;

/** A postal code that does not fit its country: the message names the form and an example. */
function postalProblem(
  country: CheckoutCountry,
  code: string,
  field: 'postalCode' | 'billingPostalCode',
): RuleProblem<CheckoutRuleField> | null {
  if (normalizePostalCode(country, code) !== null) return null;
  const { form, example } = POSTAL_CODE_FORMATS[country];
  return { code: 'invalid_postal_code', field, vars: { form, example } };
}

/**
 * The checkout's rules, in form order: required fields, the company name for companies, the postal
 * codes of the countries, then the e-mail and phone formats (the phone for the shipping country or in
 * international form).
 */
export function checkoutProblem(values: CheckoutRuleValues): RuleProblem<CheckoutRuleField> | null {
  const problem =
    requiredProblem(values, CHECKOUT_CONTACT_REQUIRED) ??
    (values.customerType === 'company' && isBlank(values.company)
      ? ({ code: 'company_required', field: 'company' } as const)
      : null) ??
    requiredProblem(values, CHECKOUT_SHIPPING_REQUIRED) ??
    (values.sameAsShipping ? null : requiredProblem(values, CHECKOUT_BILLING_REQUIRED)) ??
    postalProblem(values.country, values.postalCode, 'postalCode') ??
    (values.sameAsShipping
      ? null
      : postalProblem(values.billingCountry, values.billingPostalCode, 'billingPostalCode'));
  if (problem) return problem;
  if (!isEmailAddress(values.email)) return { code: 'invalid_email', field: 'email' };
  if (!isValidPhoneNumber(values.phone.trim(), values.country))
    return { code: 'invalid_phone', field: 'phone' };
  if (values.customerType === 'company' && vatIdOfCompany(values) === 'invalid')
    return { code: 'invalid_vat_id', field: 'vatNumber' };
  return null;
}

/**
 * A company's VAT ID: none (blank), an EU VAT ID that passed its format and check digits, or
 * invalid. A number of a country outside the EU is not an EU VAT ID and plays no part in VAT: none.
 * Numbers without a country prefix are read for the billing country.
 */
export function vatIdOfCompany(
  values: Pick<CheckoutRuleValues, 'vatNumber' | 'billingCountry' | 'country' | 'sameAsShipping'>,
): ParsedVatId | 'none' | 'invalid' {
  const raw = values.vatNumber?.trim() ?? '';
  if (!raw) return 'none';
  const result = parseVatId(raw, values.sameAsShipping ? values.country : values.billingCountry);
  if (result.ok) return result;
  return result.reason === 'country' ? 'none' : 'invalid';
}

export interface ResetPasswordRuleValues {
  password: string;
  confirmPassword: string;
}

/** A password reset: both fields required, then the new password rule. */
export function resetPasswordProblem(
  values: ResetPasswordRuleValues,
): RuleProblem<keyof ResetPasswordRuleValues> | null {
  return (
    requiredProblem(values, ['password', 'confirmPassword']) ??
    newPasswordProblem(values.password, values.confirmPassword, {
      password: 'password',
      confirmation: 'confirmPassword',
    })
  );
}

export interface ChangePasswordRuleValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** A password change: all three fields required, then the new password rule. */
export function changePasswordProblem(
  values: ChangePasswordRuleValues,
): RuleProblem<keyof ChangePasswordRuleValues> | null {
  return (
    requiredProblem(values, ['currentPassword', 'newPassword', 'confirmPassword']) ??
    newPasswordProblem(values.newPassword, values.confirmPassword, {
      password: 'newPassword',
      confirmation: 'confirmPassword',
    })
  );
}
