/**
 * Account hardening: a password change ends every other session and rotates the current one;
 * password changes and profile changes are rate limited per account and per client.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cookieFrom, registerTestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

const t = await createTestApp({
  rateLimits: { passwordChangePerUser: 3, profilePerUser: 3 },
});

afterAll(async () => {
  await t.close();
});

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('password change', () => {
  it('ends every other session and gives this one a new id', async () => {
    const user = await registerTestUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const otherDevice = cookieFrom(login);
    expect((await me(otherDevice)).json()).not.toBeNull();

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'n3w-secret!', confirmPassword: 'n3w-secret!' },
    });
    expect(changed.statusCode).toBe(200);
    const rotated = cookieFrom(changed);
    expect(rotated).not.toBe(user.cookie);
    expect((await me(rotated)).json()).not.toBeNull();
    expect((await me(user.cookie)).json()).toBeNull();
    expect((await me(otherDevice)).json()).toBeNull();
  });

  it('stops guessing the current password after a few attempts', async () => {
    const user = await registerTestUser(t.app);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie: user.cookie, 'x-language': 'pl' },
        payload: { currentPassword: 'guess-123', newPassword: 'n3w-secret!', confirmPassword: 'n3w-secret!' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ error: string }>().error).toBe('too_many_requests');
    // Another account is not blocked by it.
    const other = await registerTestUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: other.cookie },
      payload: { currentPassword: 'guess-123', newPassword: 'n3w-secret!', confirmPassword: 'n3w-secret!' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('profile changes', () => {
  it('are limited, so taken e-mails cannot be probed at speed', async () => {
    const user = await registerTestUser(t.app, { email: `prober-${Date.now()}@example.com` });
    const probe = (email: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: { cookie: user.cookie },
        payload: { firstName: 'Anna', lastName: 'Nowak', email },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await probe(`someone${i}@example.com`)).statusCode);
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
  });
});
