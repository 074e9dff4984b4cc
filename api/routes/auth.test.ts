import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOutboxMails } from '#db/repositories/mail-outbox.ts';
import { cookieFrom, registerTestAdmin, registerTestUser } from '../test/auth-helpers.ts';
import { createTestDb } from '#db/test/test-db.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const getAs = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('registration', () => {
  it('creates the account, signs it in and sends a welcome mail', async () => {
    const res = await post('/api/auth/register', {
      email: '  Jan.Kowalski@Example.com ',
      password: 'secret123',
      confirmPassword: 'secret123',
      firstName: 'Jan',
      lastName: 'Kowalski',
      phone: '601 234 567',
      countryCode: '+48',
      language: 'pl',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'jan.kowalski@example.com',
      firstName: 'Jan',
      phone: '+48601234567',
      isAdmin: false,
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
    const me = await getAs('/api/auth/user', cookieFrom(res));
    expect(me.json()).toMatchObject({ firstName: 'Jan', language: 'pl' });
    const row = await t.db
      .selectFrom('users')
      .select(['passwordHash'])
      .where('email', '=', 'jan.kowalski@example.com')
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await vi.waitFor(async () => {
      const mails = await listOutboxMails(t.db, 10);
      expect(mails.some((m) => m.toAddress === 'jan.kowalski@example.com' && m.kind === 'welcome')).toBe(
        true,
      );
    });
  });

  it.each([
    [
      { email: ' ', password: 'secret1', confirmPassword: 'secret1', firstName: 'A', lastName: 'B' },
      'required_fields',
      'Please fill in all required fields',
    ],
    [
      { email: 'a@b.pl', password: 'secret1', confirmPassword: 'secret2', firstName: 'A', lastName: 'B' },
      'passwords_mismatch',
      'Passwords do not match',
    ],
    [
      { email: 'a@b.pl', password: '12345', confirmPassword: '12345', firstName: 'A', lastName: 'B' },
      'password_too_short',
      'Password must be at least 6 characters',
    ],
    [
      {
        email: 'not-an-email',
        password: 'secret1',
        confirmPassword: 'secret1',
        firstName: 'A',
        lastName: 'B',
      },
      'invalid_email',
      'Please enter a valid e-mail address.',
    ],
    [
      {
        email: 'a@b.pl',
        password: 'secret1',
        confirmPassword: 'secret1',
        firstName: 'A',
        lastName: 'B',
        phone: '12',
        countryCode: '+48',
      },
      'invalid_phone',
      'Please enter a valid phone number.',
    ],
    [
      {
        email: 'a@b.pl',
        password: 'secret1',
        confirmPassword: 'secret1',
        firstName: 'A',
        lastName: 'B',
        countryCode: '+1',
      },
      'invalid_dial_code',
      'Please choose a country code from the list.',
    ],
  ])('refuses %j with %s', async (payload, error, message) => {
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, message });
  });

  it('answers in Polish when asked', async () => {
    const res = await post(
      '/api/auth/register',
      { email: 'a@b.pl', password: '1', confirmPassword: '2', firstName: 'A', lastName: 'B' },
      { 'x-language': 'pl' },
    );
    expect(res.json()).toEqual({ error: 'passwords_mismatch', message: 'Hasła nie są zgodne' });
  });

  it('refuses a second account for the same e-mail whatever its case', async () => {
    const user = await registerTestUser(t.app);
    const res = await post('/api/auth/register', {
      email: user.email.toUpperCase(),
      password: 'secret123',
      confirmPassword: 'secret123',
      firstName: 'X',
      lastName: 'Y',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'email_taken' });
  });

  it('accepts a 200-character password', async () => {
    const password = 'p'.repeat(200);
    const user = await registerTestUser(t.app, { password });
    const res = await post('/api/auth/login', { email: user.email, password });
    expect(res.statusCode).toBe(200);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with a new session id and signs out with the cookie dead', async () => {
    const user = await registerTestUser(t.app);
    const res = await post('/api/auth/login', { email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    const cookie = cookieFrom(res);
    expect(cookie).not.toBe(user.cookie);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect((await getAs('/api/auth/user', cookie)).json()).not.toBeNull();
    // Opened by a link (or an image on another site), the address only shows a page with a button.
    const page = await getAs('/api/logout', cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post" action="/api/logout">');
    expect((await getAs('/api/auth/user', cookie)).json()).not.toBeNull();
    // Posted from another site: refused.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await getAs('/api/auth/user', cookie)).json()).not.toBeNull();
    // As the browser posts the sign-out form.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: '',
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    expect((await getAs('/api/auth/user', cookie)).json()).toBeNull();
  });

  it('reading the session never writes it (a request in flight at sign-out cannot bring it back)', async () => {
    const user = await registerTestUser(t.app);
    const row = () =>
      t.db
        .selectFrom('sessions')
        .select(['sid', 'data', 'expiresAt'])
        .where('userId', '=', user.id)
        .execute();
    const before = await row();
    expect(before).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const read = await getAs('/api/auth/user', user.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.headers['set-cookie']).toBeUndefined();
    expect(await row()).toEqual(before);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const user = await registerTestUser(t.app);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'nope-nope' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      error: 'invalid_credentials',
      message: 'Invalid email or password. Please try again.',
    });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('asks for both fields', async () => {
    const res = await post('/api/auth/login', { email: 'a@b.pl', password: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'fields_required', message: 'Please fill in all fields.' });
  });

  it('lets only admins through the admin login, answering others like a wrong password', async () => {
    const customer = await registerTestUser(t.app);
    const res = await post('/api/admin/login', { email: customer.email, password: customer.password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'invalid_credentials' });
    const admin = await registerTestAdmin(t.app, t.db);
    const me = await getAs('/api/auth/user', admin.cookie);
    expect(me.json()).toMatchObject({ isAdmin: true });
  });

  it('GET /api/login leads to the sign-in page, keeping only a way back within the shop', async () => {
    const plain = await getAs('/api/login');
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe('/sign-in');
    const back = await getAs('/api/login?redirect=%2Fcart%3Fx%3D1');
    expect(back.headers.location).toBe('/sign-in?redirect=%2Fcart%3Fx%3D1');
    for (const away of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      const refused = await getAs(`/api/login?redirect=${encodeURIComponent(away)}`);
      expect(refused.headers.location, away).toBe('/sign-in');
    }
    expect((await getAs('/api/login?redirect=/\\evil.example')).headers.location).toBe('/sign-in');
  });

  it('answers null without a session: being signed out is no error', async () => {
    const res = await getAs('/api/auth/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });
});

describe('sessions', () => {
  it('survive a restart of the server on the same database', async () => {
    const handle = await createTestDb();
    const kept = { ...handle, close: async () => {} };
    const first = await createTestApp({ handle: kept });
    const user = await registerTestUser(first.app);
    await first.app.close();
    const second = await createTestApp({ handle: kept });
    const res = await second.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email });
    await second.app.close();
    await handle.close();
  });

  it('are not created for guests', async () => {
    const res = await t.app.inject('/api/products/count');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('password reset', () => {
  it('mails a link whose token sets a new password once, and signs out other sessions', async () => {
    const user = await registerTestUser(t.app);
    const res = await post('/api/auth/forgot-password', { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    let token = '';
    await vi.waitFor(async () => {
      const mail = (await listOutboxMails(t.db, 50)).find(
        (m) => m.toAddress === user.email && m.kind === 'password-reset',
      );
      const match = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '');
      expect(match).not.toBeNull();
      token = match?.[1] ?? '';
    });
    const reset = await post('/api/auth/reset-password', {
      token,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await getAs('/api/auth/user', user.cookie)).json()).toBeNull();
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/login', { email: user.email, password: 'brand-new-1' })).statusCode).toBe(
      200,
    );
    const again = await post('/api/auth/reset-password', {
      token,
      password: 'other-pass-2',
      confirmPassword: 'other-pass-2',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'reset_token_invalid' });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = (await listOutboxMails(t.db, 200)).length;
    const res = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await listOutboxMails(t.db, 200)).length).toBe(before);
  });

  it('answers before the account is looked up: what happens to an existing account cannot show', async () => {
    const own = await createTestApp();
    try {
      const user = await registerTestUser(own.app);
      // The reset token cannot be stored: the answer is still the one an unknown address gets.
      await sql`DROP TABLE password_reset_tokens`.execute(own.db);
      const known = await own.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      const unknown = await own.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'ghost@example.com' },
      });
      expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
      expect(known.json()).toEqual({ success: true });
    } finally {
      await own.close();
    }
  });

  it('requires the e-mail', async () => {
    const res = await post('/api/auth/forgot-password', { email: '' });
    expect(res.json()).toEqual({ error: 'email_required', message: 'Email address is required.' });
  });
});

describe('profile', () => {
  it('updates the profile and refuses an e-mail of another account', async () => {
    const other = await registerTestUser(t.app);
    const user = await registerTestUser(t.app);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/user', payload, headers: { cookie: user.cookie } });
    const ok = await put({ firstName: 'Ewa', lastName: 'Lis', email: user.email, phone: '+49 1512 3456789' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ firstName: 'Ewa', lastName: 'Lis', phone: '+4915123456789' });
    const taken = await put({
      firstName: 'Ewa',
      lastName: 'Lis',
      email: other.email,
      currentPassword: user.password,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('changes the password after checking the current one', async () => {
    const user = await registerTestUser(t.app);
    const change = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload,
        headers: { cookie: user.cookie },
      });
    const wrong = await change({
      currentPassword: 'wrong-one',
      newPassword: 'another1',
      confirmPassword: 'another1',
    });
    expect(wrong.json()).toMatchObject({ error: 'wrong_current_password' });
    const ok = await change({
      currentPassword: user.password,
      newPassword: 'another1',
      confirmPassword: 'another1',
    });
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: user.email, password: 'another1' })).statusCode).toBe(200);
  });

  it('deletes the account with its data, and its cookie is dead', async () => {
    const user = await registerTestUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: { cookie: user.cookie },
      payload: address(),
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect((await getAs('/api/auth/user', user.cookie)).json()).toBeNull();
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await t.db.selectFrom('addresses').select('id').where('userId', '=', user.id).execute()).toEqual(
      [],
    );
    expect(await t.db.selectFrom('sessions').select('sid').where('userId', '=', user.id).execute()).toEqual(
      [],
    );
    expect((await listOutboxMails(t.db, 500)).some((m) => m.toAddress === user.email)).toBe(false);
  });
});

function address(fields: Record<string, unknown> = {}) {
  return {
    addressType: 'billing',
    type: 'person',
    firstName: 'Anna',
    lastName: 'Nowak',
    street: 'Prosta',
    houseNumber: '51',
    postcode: '00-838',
    city: 'Warszawa',
    country: 'Poland',
    countryCode: '+48',
    phone: '601234567',
    ...fields,
  };
}

describe('addresses', () => {
  it('saves billing (and shipping when asked), lists only the owner, deletes only the owner', async () => {
    const owner = await registerTestUser(t.app);
    const stranger = await registerTestUser(t.app);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: { cookie: owner.cookie },
      payload: address({
        sameAsShipping: true,
        type: 'company',
        company: 'Auto Serwis Sp. z o.o.',
        vatNumber: 'PL5250000000',
      }),
    });
    expect(saved.statusCode).toBe(201);
    const list = saved.json() as {
      id: number;
      addressType: string;
      isPrimary: boolean;
      fullAddress: string;
    }[];
    expect(list.map((a) => a.addressType).sort()).toEqual(['billing', 'shipping']);
    expect(list.every((a) => a.isPrimary)).toBe(true);
    expect(list[0]?.fullAddress).toBe('Prosta 51, 00-838 Warszawa, Poland');
    expect((await getAs('/api/addresses', stranger.cookie)).json()).toEqual([]);
    const id = list[0]?.id ?? 0;
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `/api/addresses/${id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(steal.statusCode).toBe(404);
    expect(((await getAs('/api/addresses', owner.cookie)).json() as unknown[]).length).toBe(2);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/addresses/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(del.statusCode).toBe(200);
    expect(((await getAs('/api/addresses', owner.cookie)).json() as unknown[]).length).toBe(1);
  });

  it.each([
    [
      { street: ' ' },
      'address_missing_fields',
      'Missing Information: Please fill in all required fields marked with *',
    ],
    [
      { type: 'company', company: '' },
      'company_required',
      'Company name is required when selecting Company option',
    ],
  ])('refuses %j', async (fields, error, message) => {
    const user = await registerTestUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: { cookie: user.cookie },
      payload: address(fields),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, message });
  });
});

describe('cross-site protection', () => {
  it('refuses a state-changing request from another origin', async () => {
    const user = await registerTestUser(t.app);
    const res = await post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      { origin: 'https://evil.example', host: 'shop.test' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'cross_site' });
    const fetchSite = await post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(fetchSite.statusCode).toBe(403);
    const same = await post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      { origin: 'http://shop.test', host: 'shop.test' },
    );
    expect(same.statusCode).toBe(200);
    // The same host under another scheme is another site.
    const otherScheme = await post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      { origin: 'https://shop.test', host: 'shop.test' },
    );
    expect(otherScheme.statusCode).toBe(403);
  });

  it("takes the public address as the shop's own origin (a TLS proxy in front)", async () => {
    const behindProxy = await createTestApp({ config: { publicUrl: 'https://shop.example' } });
    try {
      const user = await registerTestUser(behindProxy.app);
      const login = (origin: string) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { origin, host: 'shop.example' },
          payload: { email: user.email, password: user.password },
        });
      expect((await login('https://shop.example')).statusCode).toBe(200);
      expect((await login('https://shop.example:8443')).statusCode).toBe(403);
      expect((await login('http://evil.example')).statusCode).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });

  it('decides an opaque Origin (null) by Sec-Fetch-Site, refusing it without one', async () => {
    const user = await registerTestUser(t.app);
    const login = (headers: Record<string, string>) =>
      post('/api/auth/login', { email: user.email, password: user.password }, headers);
    expect((await login({ origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await login({ origin: 'null', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await login({ origin: 'null' })).statusCode).toBe(403);
  });
});

describe('abuse limits', () => {
  it('limits sign-in attempts per e-mail with a translated 429', async () => {
    const limited = await createTestApp({ rateLimits: { loginPerEmail: 3 } });
    const user = await registerTestUser(limited.app);
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'wrong-pass' },
        headers: { 'x-language': 'pl' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'too_many_requests',
      message: 'Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.',
    });
    // Another e-mail from the same address is still let through.
    const other = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x@example.com', password: 'wrong-pass' },
    });
    expect(other.statusCode).toBe(401);
    await limited.close();
  });

  it('limits registrations per IP and password-reset requests per e-mail', async () => {
    const limited = await createTestApp({ rateLimits: { registerPerIp: 1, forgotPerEmail: 1 } });
    await registerTestUser(limited.app);
    await expect(registerTestUser(limited.app)).rejects.toThrow(/429/);
    const forgot = () =>
      limited.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'a@b.pl' } });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
    await limited.close();
  });
});

describe('mail outbox', () => {
  it('is listed newest first for admins only', async () => {
    const customer = await registerTestUser(t.app);
    expect((await getAs('/api/admin/mail-outbox')).statusCode).toBe(401);
    expect((await getAs('/api/admin/mail-outbox', customer.cookie)).statusCode).toBe(403);
    const admin = await registerTestAdmin(t.app, t.db);
    await vi.waitFor(async () => {
      const res = await getAs('/api/admin/mail-outbox?limit=5', admin.cookie);
      expect(res.statusCode).toBe(200);
      const mails = res.json() as { to: string; subject: string; html: string; createdAt: string }[];
      expect(mails.length).toBeGreaterThan(0);
      expect(mails[0]).toHaveProperty('html');
      expect(mails.map((m) => m.to)).toContain(admin.email);
    });
  });
});
