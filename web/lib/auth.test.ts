/** The current-user call: a user when signed in, null for any non-ok reply, an error when offline. */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryOptions, setSessionUser } from './auth.ts';

const user = {
  id: 1,
  firstName: 'Jan',
  lastName: 'Kowalski',
  email: 'jan@example.pl',
  phone: null,
  countryCode: '+48',
  language: 'pl' as const,
  isAdmin: false,
};

afterEach(() => vi.unstubAllGlobals());

function fetchCurrentUser(respond: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(respond));
  return new QueryClient().fetchQuery(currentUserQueryOptions());
}

describe('currentUserQueryOptions', () => {
  it('answers the user when signed in', async () => {
    await expect(fetchCurrentUser(async () => Response.json(user))).resolves.toEqual(user);
  });

  it('answers null (signed out, not an error) for a 401 or any other non-ok reply', async () => {
    const unauthorized = JSON.stringify({ error: 'unauthorized', message: 'Not signed in' });
    await expect(
      fetchCurrentUser(async () => new Response(unauthorized, { status: 401 })),
    ).resolves.toBeNull();
    await expect(fetchCurrentUser(async () => new Response('', { status: 503 }))).resolves.toBeNull();
  });

  it('fails when the server cannot be reached, so a known user is kept', async () => {
    await expect(fetchCurrentUser(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(
      TypeError,
    );
  });

  it('is always stale, so every screen that needs it rechecks', () => {
    expect(currentUserQueryOptions().staleTime).toBe(0);
  });
});

describe('setSessionUser', () => {
  it('sets the user and drops the previous session’s other data', () => {
    const client = new QueryClient();
    client.setQueryData(['auth', 'addresses'], [{ id: 1 }]);
    client.setQueryData(['categories', 'mother'], []);
    setSessionUser(client, user);
    expect(client.getQueryData(['auth', 'user'])).toEqual(user);
    expect(client.getQueryData(['auth', 'addresses'])).toBeUndefined();
    expect(client.getQueryData(['categories', 'mother'])).toEqual([]);
    setSessionUser(client, null);
    expect(client.getQueryData(['auth', 'user'])).toBeNull();
  });
});
