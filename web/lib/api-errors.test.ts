/** Which text a failed call shows: the server's for fixable errors, a connection hint, else the screen's. */
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorText } from './api-errors.ts';
import { createTranslator } from './i18n.ts';

const t = createTranslator('en');
const apiError = (status: number, error: string, message: string) =>
  new ApiError(status, '', JSON.stringify({ error, message }));

describe('errorText', () => {
  it('shows the server message for 400, 409 and 429', () => {
    expect(
      errorText(t, apiError(409, 'email_taken', 'This e-mail is already registered'), 'signIn.failed'),
    ).toBe('This e-mail is already registered');
    expect(errorText(t, apiError(429, 'too_many_requests', 'Too many attempts'), 'signIn.failed')).toBe(
      'Too many attempts',
    );
  });

  it("keeps the screen's message for wrong credentials and server failures", () => {
    expect(errorText(t, apiError(401, 'invalid_credentials', 'Wrong'), 'signIn.failed')).toBe(
      'Invalid email or password. Please try again.',
    );
    expect(errorText(t, new ApiError(500, 'Internal Server Error', ''), 'profile.updateFailed')).toBe(
      'Failed to update profile. Please try again.',
    );
  });

  it('shows any server message when asked to (registration)', () => {
    expect(
      errorText(t, apiError(500, 'internal', 'Registration is closed'), 'app.somethingWrong', {
        serverMessage: 'always',
      }),
    ).toBe('Registration is closed');
    expect(
      errorText(t, new ApiError(502, 'Bad Gateway', ''), 'app.somethingWrong', { serverMessage: 'always' }),
    ).toBe('Something went wrong. Please try again.');
  });

  it('says the server could not be reached when fetch itself failed', () => {
    expect(errorText(t, new TypeError('Failed to fetch'), 'forgot.failed')).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});
