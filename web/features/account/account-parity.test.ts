/**
 * The account forms and the server refuse the same inputs with the same words: each case runs through
 * the form's validator and, as the body the form would send, through the real server, in English and
 * Polish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#api/contract/messages.ts';
import { registerTestUser } from '#api/test/auth-helpers.ts';
import { createTestApp } from '#api/test/test-app.ts';
import type { FormProblem } from '../../lib/forms.ts';
import { createTranslator } from '../../lib/i18n.ts';
import {
  toRegisterBody,
  validateChangePassword,
  validateRegistration,
  validateSignIn,
  type ChangePasswordValues,
  type RegisterValues,
  type SignInValues,
} from './forms.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await registerTestUser(t.app, { password: 'secret123' })).cookie;
});
afterAll(async () => t.close());

/** The form's message and the server's answer to the same input, in both languages. */
async function expectSameWords(
  problem: FormProblem | null,
  send: (language: Language) => Promise<{ statusCode: number; body: string }>,
) {
  expect(problem).not.toBeNull();
  for (const language of ['en', 'pl'] as const) {
    const answer = await send(language);
    expect(answer.statusCode, answer.body).toBe(400);
    const shown = createTranslator(language)(problem!.message, problem!.vars);
    expect((JSON.parse(answer.body) as { message: string }).message).toBe(shown);
  }
}

const registration: RegisterValues = {
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.pl',
  dialCode: '+48',
  phone: '',
  password: 'secret123',
  confirmPassword: 'secret123',
};

const REGISTRATION_CASES: [string, Partial<RegisterValues>][] = [
  ['no first name', { firstName: ' ' }],
  ['no e-mail', { email: '' }],
  ['no password', { password: '', confirmPassword: '' }],
  ['an e-mail without an @', { email: 'anna.example.pl' }],
  ['a confirmation that differs', { confirmPassword: 'secret124' }],
  ['a password one character short', { password: '12345', confirmPassword: '12345' }],
  [
    'a short password that also differs (the mismatch is named first)',
    { password: '123', confirmPassword: '12' },
  ],
];

const SIGN_IN_CASES: [string, SignInValues][] = [
  ['no e-mail', { email: ' ', password: 'x' }],
  ['no password', { email: 'anna@example.pl', password: '' }],
];

const CHANGE_CASES: [string, ChangePasswordValues][] = [
  ['no current password', { currentPassword: '', newPassword: 'another1', confirmPassword: 'another1' }],
  ['no confirmation', { currentPassword: 'secret123', newPassword: 'another1', confirmPassword: '' }],
  [
    'a confirmation that differs',
    { currentPassword: 'secret123', newPassword: 'another1', confirmPassword: 'another2' },
  ],
  ['a new password too short', { currentPassword: 'secret123', newPassword: 'abc', confirmPassword: 'abc' }],
];

const post = (url: string, payload: object, language: Language, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-language': language, ...extra } });

describe('account forms: form and server agree', () => {
  for (const [name, patch] of REGISTRATION_CASES) {
    it(`registration refuses ${name} with the same message`, async () => {
      const values = { ...registration, ...patch };
      await expectSameWords(validateRegistration(values), (language) =>
        post('/api/auth/register', toRegisterBody(values, language), language),
      );
    });
  }

  for (const [name, values] of SIGN_IN_CASES) {
    it(`sign-in refuses ${name} with the same message`, async () => {
      await expectSameWords(validateSignIn(values), (language) => post('/api/auth/login', values, language));
    });
  }

  for (const [name, values] of CHANGE_CASES) {
    it(`password change refuses ${name} with the same message`, async () => {
      await expectSameWords(validateChangePassword(values), (language) =>
        post('/api/auth/change-password', values, language, { cookie }),
      );
    });
  }
});
