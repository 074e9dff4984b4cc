/**
 * The account forms' client-side rules (with their exact messages) and the request bodies
 * built from valid input. Pure functions: the screens call them on submit, the tests call them alone.
 */
import type { AddressBody, RegisterBody } from '#api/contract/auth.ts';
import {
  changePasswordProblem,
  resetPasswordProblem,
  firstBlank,
  isBlank,
  registrationProblem,
  requiredProblem,
} from '#api/contract/form-rules.ts';
import { fromRule, type FormProblem } from '../../lib/forms.ts';
import type { Language } from '../../lib/preferences.ts';
import { DEFAULT_COUNTRY, DEFAULT_DIAL_CODE, normalizePhone, type DialCode } from './phone.ts';

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn(values: SignInValues): FormProblem<keyof SignInValues> | null {
  return fromRule(requiredProblem(values, ['email', 'password'], 'fields_required'));
}

export function validateForgotPassword(email: string): FormProblem<'email'> | null {
  return isBlank(email) ? { message: 'form.email_required', field: 'email' } : null;
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
  const problem = fromRule(registrationProblem(values));
  if (problem) return problem;
  if (!normalizePhone(values.dialCode, values.phone).ok)
    return { message: 'form.invalid_phone', field: 'phone' };
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
  return fromRule(resetPasswordProblem(values));
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validateChangePassword(
  values: ChangePasswordValues,
): FormProblem<keyof ChangePasswordValues> | null {
  return fromRule(changePasswordProblem(values));
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
    return { message: 'form.company_required', field: 'company' };
  if (!normalizePhone(draft.countryCode, draft.phone).ok)
    return { message: 'form.invalid_phone', field: 'phone' };
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
