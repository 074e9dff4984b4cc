/** The account routes' search params: only same-site redirects, known profile sections. */
import { describe, expect, it } from 'vitest';
import { parseSearch } from '../../lib/search-params.ts';
import { ProfileSearch, ResetPasswordSearch, SignInSearch } from './search.ts';

describe('SignInSearch', () => {
  it('keeps a path on this site', () => {
    expect(parseSearch(SignInSearch, { redirect: '/profile?section=addresses' })).toEqual({
      redirect: '/profile?section=addresses',
    });
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'profile', ''])(
    'drops %j',
    (redirect) => {
      expect(parseSearch(SignInSearch, { redirect })).toEqual({});
    },
  );
});

describe('ProfileSearch', () => {
  it('accepts the five sections and drops anything else', () => {
    expect(parseSearch(ProfileSearch, { section: 'addresses' })).toEqual({ section: 'addresses' });
    expect(parseSearch(ProfileSearch, { section: 'admin' })).toEqual({});
  });
});

describe('ResetPasswordSearch', () => {
  it('reads the token', () => {
    expect(parseSearch(ResetPasswordSearch, { token: 'abc' })).toEqual({ token: 'abc' });
    expect(parseSearch(ResetPasswordSearch, {})).toEqual({});
  });
});
