/**
 * The account forms' client-side rules (with their exact messages) and the request bodies
 * built from valid input. Pure functions: the screens call them on submit, the tests call them alone.
 */
import { MIN_PASSWORD_LENGTH, type AddressBody, type RegisterBody } from '#api/contract/auth.ts';
import type { FormProblem } from '../../lib/forms.ts';
import type { Language } from '../../lib/preferences.ts';
import { DEFAULT_COUNTRY, DEFAULT_DIAL_CODE, normalizePhone, type DialCode } from './phone.ts';
import { isEmailAddress } from '#api/contract/define-route.ts';

const isBlank = (value: string) => value.trim() === '';

/** The first of `fields` (in form order) that is blank. */
function firstBlank<F extends string>(values: Record<F, string>, fields: readonly F[]): F | undefined {
  return fields.find((field) => isBlank(values[field]));
}

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn(values: SignInValues): FormProblem<keyof SignInValues> | null {
  const blank = firstBlank(values, ['email', 'password']);
  return blank ? { message: 'validation.fillAllFields', field: blank } : null;
}

export function validateForgotPassword(email: string): FormProblem<'email'> | null {
  return isBlank(email) ? { message: 'validation.emailRequired', field: 'email' } : null;
}

/** A new password and its confirmation: the same text, at least MIN_PASSWORD_LENGTH characters. */
export function newPasswordProblem<F extends string>(
  password: string,
  confirmation: string,
  fields: { password: F; confirmation: F },
): FormProblem<F> | null {
  if (password !== confirmation)
    return { message: 'validation.passwordsMismatch', field: fields.confirmation };
  if (password.length < MIN_PASSWORD_LENGTH)
    return {
      message: 'validation.passwordTooShort',
      vars: { count: MIN_PASSWORD_LENGTH },
      field: fields.password,
    };
  return null;
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  dialCode: DialCode;
  phone: string;
  password: string;
  confirmPassword: string;
}

export function validateRegistration(values: RegisterValues): FormProblem<keyof RegisterValues> | null {
  const blank = firstBlank(values, ['firstName', 'lastName', 'email', 'password']);
  if (blank) return { message: 'validation.requiredFields', field: blank };
  // The server's own rule, so the form refuses what the server would.
  if (!isEmailAddress(values.email)) return { message: 'validation.invalidEmail', field: 'email' };
  const password = newPasswordProblem(values.password, values.confirmPassword, {
    password: 'password',
    confirmation: 'confirmPassword',
  });
  if (password) return password;
  if (!normalizePhone(values.dialCode, values.phone).ok)
    return { message: 'validation.invalidPhone', field: 'phone' };
  return null;
}

/** The registration request; call only after `validateRegistration` passed. */
export function toRegisterBody(values: RegisterValues, language: Language): RegisterBody {
  const phone = normalizePhone(values.dialCode, values.phone);
  return {
    email: values.email.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: phone.ok ? phone.phone : null,
    countryCode: phone.ok ? phone.countryCode : values.dialCode,
    language,
  };
}

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

export function validateResetPassword(
  values: ResetPasswordValues,
): FormProblem<keyof ResetPasswordValues> | null {
  const blank = firstBlank(values, ['password', 'confirmPassword']);
  if (blank) return { message: 'validation.requiredFields', field: blank };
  return newPasswordProblem(values.password, values.confirmPassword, {
    password: 'password',
    confirmation: 'confirmPassword',
  });
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validateChangePassword(
  values: ChangePasswordValues,
): FormProblem<keyof ChangePasswordValues> | null {
  const blank = firstBlank(values, ['currentPassword', 'newPassword', 'confirmPassword']);
  if (blank) return { message: 'validation.requiredFields', field: blank };
  return newPasswordProblem(values.newPassword, values.confirmPassword, {
    password: 'newPassword',
    confirmation: 'confirmPassword',
  });
}

export type AddressType = AddressBody['addressType'];

/** The address dialog's state: every field as the inputs hold it. */
export interface AddressDraft {
  type: AddressBody['type'];
  firstName: string;
  lastName: string;
  company: string;
  vatNumber: string;
  street: string;
  houseNumber: string;
  addressDetails: string;
  postcode: string;
  city: string;
  country: string;
  countryCode: DialCode;
  phone: string;
  sameAsShipping: boolean;
}

export type AddressField = Exclude<keyof AddressDraft, 'type' | 'sameAsShipping' | 'countryCode'>;

export function emptyAddressDraft(): AddressDraft {
  return {
    type: 'person',
    firstName: '',
    lastName: '',
    company: '',
    vatNumber: '',
    street: '',
    houseNumber: '',
    addressDetails: '',
    postcode: '',
    city: '',
    country: DEFAULT_COUNTRY,
    countryCode: DEFAULT_DIAL_CODE,
    phone: '',
    sameAsShipping: false,
  };
}

/** Required on every address (marked with * in the dialog), in form order. */
export const ADDRESS_REQUIRED = [
  'firstName',
  'lastName',
  'street',
  'houseNumber',
  'postcode',
  'city',
  'phone',
] as const satisfies readonly AddressField[];

export function validateAddress(draft: AddressDraft): FormProblem<AddressField> | null {
  const blank = firstBlank(draft, ADDRESS_REQUIRED);
  if (blank) return { title: 'validation.missingInfoTitle', message: 'validation.missingInfo', field: blank };
  if (draft.type === 'company' && isBlank(draft.company))
    return { message: 'validation.companyRequired', field: 'company' };
  if (!normalizePhone(draft.countryCode, draft.phone).ok)
    return { message: 'validation.invalidPhone', field: 'phone' };
  return null;
}

const optional = (value: string) => value.trim() || null;

/** The save request; call only after `validateAddress` passed. */
export function toAddressBody(draft: AddressDraft, addressType: AddressType): AddressBody {
  const phone = normalizePhone(draft.countryCode, draft.phone);
  const isCompany = draft.type === 'company';
  return {
    addressType,
    type: draft.type,
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    company: isCompany ? optional(draft.company) : null,
    vatNumber: isCompany ? optional(draft.vatNumber) : null,
    street: draft.street.trim(),
    houseNumber: draft.houseNumber.trim(),
    addressDetails: optional(draft.addressDetails),
    postcode: draft.postcode.trim(),
    city: draft.city.trim(),
    country: draft.country,
    countryCode: phone.ok ? phone.countryCode : draft.countryCode,
    phone: (phone.ok && phone.phone) || draft.phone.trim(),
    // Only a billing address can be saved for shipping too.
    sameAsShipping: addressType === 'billing' && draft.sameAsShipping,
  };
}
