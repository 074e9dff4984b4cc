/**
 * Sensitive account changes through app.inject: a new e-mail address needs the current password and
 * takes effect only through the link mailed to it (the old address is told); deleting the account
 * needs the current password, and wrong guesses are limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMails } from '#db/repositories/mail-outbox.ts';
import { registerTestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type TestUser = Awaited<ReturnType<typeof registerTestUser>>;

const put = (user: TestUser, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/user',
    payload,
    headers: { cookie: user.cookie, ...headers },
  });
const me = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const confirm = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token }, headers });

/** The newest mail of a kind to an address (mails are sent without being awaited: polled briefly). */
async function mailTo(address: string, kind: string) {
  for (let i = 0; i < 50; i++) {
    const mail = (await listOutboxMails(t.db, 500)).find((m) => m.toAddress === address && m.kind === kind);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${kind} mail to ${address}`);
}

const tokenIn = (text: string) => /\/confirm-email\?token=([\w-]+)/.exec(text)?.[1] ?? '';

describe('changing the e-mail address', () => {
  it('asks for the current password, and checks it', async () => {
    const user = await registerTestUser(t.app);
    const fresh = `fresh-${Date.now()}@example.com`;
    const missing = await put(
      user,
      { firstName: 'Anna', lastName: 'Nowak', email: fresh },
      { 'accept-language': 'pl' },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'current_password_required',
      message: 'Wpisz obecne hasło, aby potwierdzić tę zmianę.',
    });
    const wrong = await put(user, {
      firstName: 'Anna',
      lastName: 'Nowak',
      email: fresh,
      currentPassword: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'wrong_current_password' });
    expect((await me(user)).json()).toMatchObject({ email: user.email, pendingEmail: null });
    // Other fields change without the password.
    const rename = await put(user, { firstName: 'Ewa', lastName: 'Nowak', email: user.email });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({ firstName: 'Ewa', email: user.email, pendingEmail: null });
  });

  it('takes effect only through the link mailed to the new address; the old address is told', async () => {
    const user = await registerTestUser(t.app);
    const fresh = `Moved-${Date.now()}@Example.com`;
    const lower = fresh.toLowerCase();
    const requested = await put(user, {
      firstName: 'Anna',
      lastName: 'Nowak',
      email: fresh,
      currentPassword: user.password,
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ email: user.email, pendingEmail: lower });
    expect((await me(user)).json()).toMatchObject({ email: user.email, pendingEmail: lower });
    // Until the link is opened, the account signs in with its old address only.
    expect((await login(lower, user.password)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    const mail = await mailTo(lower, 'email-change');
    expect(mail.subject).toBe('Confirm your new PartsPoint e-mail address');
    const token = tokenIn(mail.text);
    expect(token).not.toBe('');

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, email: lower });
    expect((await login(lower, user.password)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await me(user)).json()).toMatchObject({ email: lower, pendingEmail: null });
    const told = await mailTo(user.email, 'email-changed');
    expect(told.text).toContain(lower);

    const again = await confirm(token, { 'accept-language': 'pl' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'email_change_token_invalid' });
  });

  it('only the newest link works, an expired one never does, and a taken address is refused at the end', async () => {
    const user = await registerTestUser(t.app);
    const request = (email: string) =>
      put(user, { firstName: 'Anna', lastName: 'Nowak', email, currentPassword: user.password });
    const first = `first-${Date.now()}@example.com`;
    const second = `second-${Date.now()}@example.com`;
    await request(first);
    const firstToken = tokenIn((await mailTo(first, 'email-change')).text);
    await request(second);
    const secondToken = tokenIn((await mailTo(second, 'email-change')).text);
    expect((await confirm(firstToken)).json()).toMatchObject({ error: 'email_change_token_invalid' });

    // Someone else registers the address before the link is opened.
    await registerTestUser(t.app, { email: second });
    const taken = await confirm(secondToken);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'email_taken' });
    expect((await me(user)).json()).toMatchObject({ email: user.email });

    const third = `third-${Date.now()}@example.com`;
    await request(third);
    const thirdToken = tokenIn((await mailTo(third, 'email-change')).text);
    await t.db
      .updateTable('emailChanges')
      .set({ expiresAt: Date.now() - 1 })
      .where('newEmail', '=', third)
      .execute();
    expect((await confirm(thirdToken)).json()).toMatchObject({ error: 'email_change_token_invalid' });
    expect((await me(user)).json()).toMatchObject({ email: user.email, pendingEmail: null });
  });

  it('refuses a new address another account has, once the password is right', async () => {
    const other = await registerTestUser(t.app);
    const user = await registerTestUser(t.app);
    const taken = await put(user, {
      firstName: 'Anna',
      lastName: 'Nowak',
      email: other.email.toUpperCase(),
      currentPassword: user.password,
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe('deleting the account', () => {
  const remove = (user: TestUser, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { cookie: user.cookie, ...headers },
      ...(payload ? { payload } : {}),
    });

  it('needs the current password', async () => {
    const user = await registerTestUser(t.app);
    const empty = await remove(user, undefined, { 'accept-language': 'pl' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'current_password_required' });
    expect((await remove(user, { currentPassword: 'not-mine' })).json()).toMatchObject({
      error: 'wrong_current_password',
    });
    expect((await me(user)).json()).not.toBeNull();
    expect((await remove(user, { currentPassword: user.password })).statusCode).toBe(200);
    expect((await me(user)).json()).toBeNull();
  });

  it('limits wrong guesses per account', async () => {
    const limited = await createTestApp({ rateLimits: { passwordChangePerUser: 3 } });
    try {
      const user = await registerTestUser(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await limited.app.inject({
          method: 'DELETE',
          url: '/api/auth/user',
          headers: { cookie: user.cookie },
          payload: { currentPassword: `guess-${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
