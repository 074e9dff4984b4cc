/** The account forms' client-side rules give their exact messages, in both languages. */
import { describe, expect, it } from 'vitest';
import type { FormProblem } from '../../lib/forms.ts';
import { createTranslator } from '../../lib/i18n.ts';
import {
  emptyAddressDraft,
  toAddressBody,
  toRegisterBody,
  validateAddress,
  validateChangePassword,
  validateForgotPassword,
  validateRegistration,
  validateResetPassword,
  validateSignIn,
  type AddressDraft,
  type RegisterValues,
} from './forms.ts';

const en = createTranslator('en');
const pl = createTranslator('pl');
/** The problem as the toast shows it: 'Title: message' or the message alone; null when valid. */
function shown(problem: FormProblem | null, t = en): string | null {
  if (!problem) return null;
  const message = t(problem.message, problem.vars);
  return problem.title ? `${t(problem.title)}: ${message}` : message;
}

describe('validateSignIn', () => {
  it('asks for both fields when either is blank or whitespace', () => {
    expect(shown(validateSignIn({ email: '', password: 'secret1' }))).toBe('Please fill in all fields.');
    expect(validateSignIn({ email: 'a@b.pl', password: '   ' })?.field).toBe('password');
    expect(shown(validateSignIn({ email: ' ', password: '' }), pl)).toBe('Wypełnij wszystkie pola.');
  });

  it('passes a filled form (credentials are the server’s to judge)', () => {
    expect(validateSignIn({ email: 'jan@example.pl', password: 'x' })).toBeNull();
  });
});

describe('validateRegistration', () => {
  const valid: RegisterValues = {
    firstName: 'Jan',
    lastName: 'Kowalski',
    email: 'jan@example.pl',
    dialCode: '+48',
    phone: '',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('refuses an e-mail address the server would refuse, with its message', () => {
    for (const email of ['jan', 'jan@example', 'jan @example.pl', 'jan@@example.pl'])
      expect(validateRegistration({ ...valid, email }), email).toEqual({
        message: 'form.invalid_email',
        field: 'email',
      });
    expect(validateRegistration({ ...valid, email: ' jan@example.pl ' })).toBeNull();
  });

  it('accepts a complete form without a phone (phone is optional)', () => {
    expect(validateRegistration(valid)).toBeNull();
  });

  it.each(['firstName', 'lastName', 'email', 'password'] as const)('requires %s', (field) => {
    const problem = validateRegistration({ ...valid, [field]: '  ' });
    expect(shown(problem)).toBe('Please fill in all required fields');
    expect(problem?.field).toBe(field);
  });

  it('checks that the passwords match', () => {
    const problem = validateRegistration({ ...valid, confirmPassword: 'secret2' });
    expect(shown(problem)).toBe('Passwords do not match');
    expect(shown(problem, pl)).toBe('Hasła nie są zgodne');
    expect(problem?.field).toBe('confirmPassword');
  });

  it('wants at least 6 characters', () => {
    const problem = validateRegistration({ ...valid, password: 'abc12', confirmPassword: 'abc12' });
    expect(shown(problem)).toBe('Password must be at least 6 characters');
    expect(shown(problem, pl)).toBe('Hasło musi mieć co najmniej 6 znaków');
    expect(validateRegistration({ ...valid, password: 'abc123', confirmPassword: 'abc123' })).toBeNull();
  });

  it('checks a given phone number against its dial code', () => {
    expect(validateRegistration({ ...valid, phone: '512 345 678' })).toBeNull();
    const problem = validateRegistration({ ...valid, phone: '12' });
    expect(shown(problem)).toBe('Please enter a valid phone number.');
    expect(problem?.field).toBe('phone');
  });

  it('builds the request with the national number beside its dial code', () => {
    expect(toRegisterBody({ ...valid, email: ' jan@example.pl ', phone: '512-345-678' }, 'pl')).toEqual({
      email: 'jan@example.pl',
      password: 'secret1',
      confirmPassword: 'secret1',
      firstName: 'Jan',
      lastName: 'Kowalski',
      phone: '512345678',
      countryCode: '+48',
      language: 'pl',
    });
    expect(toRegisterBody(valid, 'en')).toMatchObject({ phone: null, countryCode: '+48' });
  });
});

describe('password forms', () => {
  it('forgot password requires the e-mail', () => {
    expect(shown(validateForgotPassword(' '))).toBe('Email address is required.');
    expect(shown(validateForgotPassword(''), pl)).toBe('Adres e-mail jest wymagany.');
    expect(validateForgotPassword('jan@example.pl')).toBeNull();
  });

  it('reset password requires both fields, then the same rules as registration', () => {
    expect(shown(validateResetPassword({ password: '', confirmPassword: '' }))).toBe(
      'Please fill in all required fields',
    );
    expect(shown(validateResetPassword({ password: 'abcdef', confirmPassword: 'abcdeg' }))).toBe(
      'Passwords do not match',
    );
    expect(shown(validateResetPassword({ password: 'abc', confirmPassword: 'abc' }))).toBe(
      'Password must be at least 6 characters',
    );
    expect(validateResetPassword({ password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });

  it('change password requires the current password and checks the new one', () => {
    const filled = {
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    };
    expect(validateChangePassword(filled)).toBeNull();
    expect(validateChangePassword({ ...filled, currentPassword: '' })?.field).toBe('currentPassword');
    const short = validateChangePassword({ ...filled, newPassword: 'abc', confirmPassword: 'abc' });
    expect(short?.field).toBe('newPassword');
    expect(shown(short)).toBe('Password must be at least 6 characters');
  });
});

describe('validateAddress', () => {
  const valid: AddressDraft = {
    ...emptyAddressDraft(),
    firstName: 'Anna',
    lastName: 'Nowak',
    street: 'Marszałkowska',
    houseNumber: '10/4',
    postcode: '00-001',
    city: 'Warszawa',
    country: 'Poland',
    countryCode: '+48',
    phone: '512 345 678',
  };

  it('starts in Germany with +49, as a private person', () => {
    expect(emptyAddressDraft()).toMatchObject({ country: 'Germany', countryCode: '+49', type: 'person' });
  });

  it('accepts a complete person address', () => {
    expect(validateAddress(valid)).toBeNull();
  });

  it.each(['firstName', 'lastName', 'street', 'houseNumber', 'postcode', 'city', 'phone'] as const)(
    'reports a blank %s as missing information',
    (field) => {
      const problem = validateAddress({ ...valid, [field]: ' ' });
      expect(shown(problem)).toBe('Missing Information: Please fill in all required fields marked with *');
      expect(shown(problem, pl)).toBe('Brakujące informacje: Wypełnij wszystkie wymagane pola oznaczone *');
      expect(problem?.field).toBe(field);
    },
  );

  it('requires the company name for a company, but not the VAT number', () => {
    const problem = validateAddress({ ...valid, type: 'company' });
    expect(shown(problem)).toBe('Company name is required when selecting Company option');
    expect(validateAddress({ ...valid, type: 'company', company: 'Auto Serwis Sp. z o.o.' })).toBeNull();
  });

  it('checks the phone number against the dial code', () => {
    expect(shown(validateAddress({ ...valid, phone: '123' }))).toBe('Please enter a valid phone number.');
  });

  it('builds the request: optional fields null, company fields only for companies', () => {
    const body = toAddressBody(
      { ...valid, company: 'left over', vatNumber: 'PL123', sameAsShipping: true },
      'billing',
    );
    expect(body).toEqual({
      addressType: 'billing',
      type: 'person',
      firstName: 'Anna',
      lastName: 'Nowak',
      company: null,
      vatNumber: null,
      street: 'Marszałkowska',
      houseNumber: '10/4',
      addressDetails: null,
      postcode: '00-001',
      city: 'Warszawa',
      country: 'Poland',
      countryCode: '+48',
      phone: '512345678',
      sameAsShipping: true,
    });
    const company = toAddressBody(
      { ...valid, type: 'company', company: ' ACME ', sameAsShipping: true },
      'shipping',
    );
    expect(company).toMatchObject({ company: 'ACME', vatNumber: null, sameAsShipping: false });
  });
});
