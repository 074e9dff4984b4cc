/**
 * The shop's log lines carry request ids and no personal data or secrets: the masking itself, and a
 * whole shopping session (sign-up, sign-in, a wrong password, a card payment with an address, a
 * gateway callback carrying card data, tracking by e-mail, a password reset, an error echoing its
 * input) logged through the same options the server uses.
 */
import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOutboxMails } from '#db/repositories/mail-outbox.ts';
import { insertTestProduct } from '#db/test/factories.ts';
import { cookieFrom, registerTestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';
import { loggerOptions, maskLogText } from './log-options.ts';

describe('maskLogText', () => {
  it('keeps the first character and the domain of an e-mail address, plain or percent-encoded', () => {
    expect(maskLogText('mail to jan.kowalski@example.com sent')).toBe('mail to j***@example.com sent');
    expect(maskLogText('/track?email=jan%2Bparts%40example.com&x=1')).toBe(
      '/track?email=j***@example.com&x=1',
    );
    expect(maskLogText('{"to":"żaneta@poczta.pl"}')).toBe('{"to":"ż***@poczta.pl"}');
    expect(maskLogText('@fastify/compress fastify@5.12.8')).toBe('@fastify/compress fastify@5.12.8');
    // After an escaped newline in a serialised stack: the escape stays whole.
    expect(maskLogText(String.raw`failed\nanna@example.com`)).toBe(String.raw`failed\n***@example.com`);
  });

  it('censors sensitive query, form and cookie values, nested in an encoded URL too', () => {
    expect(maskLogText('/reset-password?token=AbC-123&lang=pl')).toBe('/reset-password?token=***&lang=pl');
    expect(maskLogText('/api/login?redirect=%2Fconfirm-email%3Ftoken%3DAbC%26x%3D1')).toBe(
      '/api/login?redirect=%2Fconfirm-email%3Ftoken%3D***%26x%3D1',
    );
    expect(maskLogText('status=approved&control=9f8e&card-number=4111&cvv=987&card-exp-year=2031')).toBe(
      'status=approved&control=***&card-number=***&cvv=***&card-exp-year=***',
    );
    expect(maskLogText('cookie: sid=s%3Aabc.def; theme=dark')).toBe('cookie: sid=***; theme=dark');
    expect(maskLogText('Authorization: Bearer abcdefgh12345678')).toBe('Authorization: Bearer ***');
  });

  it('censors sensitive JSON fields at any depth and inside logged strings, and nothing else', () => {
    const line = JSON.stringify({
      newPassword: 'x',
      passwordChangePerUser: 5,
      body: { street: 'ul. Długa 5', cvv: 987, shippingAddress: 'Main St 1', phone: '+48 600' },
      remoteAddress: '127.0.0.1',
      tokens: 3,
      err: { message: `bad ${JSON.stringify({ password: 'p"w', address: 'Lipowa 3', email: 'a@b.pl' })}` },
    });
    expect(JSON.parse(maskLogText(line))).toEqual({
      newPassword: '***',
      passwordChangePerUser: 5,
      body: { street: '***', cvv: '***', shippingAddress: '***', phone: '***' },
      remoteAddress: '127.0.0.1',
      tokens: 3,
      err: { message: `bad ${JSON.stringify({ password: '***', address: '***', email: 'a***@b.pl' })}` },
    });
  });

  it('masks card numbers (they pass the Luhn check) but not timestamps or other numbers', () => {
    expect(maskLogText('pan 4111 1111 1111 1111, 5500-0000-0000-0004, 378282246310005')).toBe(
      'pan ***1111, ***0004, ***0005',
    );
    const other =
      '{"time":1732012345678,"id":41111111111111112,"orderId":"PP-4111111111","iban":"PL61 1090 1014 0000 0712 1981 2874"}';
    expect(maskLogText(other)).toBe(other);
  });

  it('reads a long line once', () => {
    const long = `${'a'.repeat(200_000)} x@example.com ${'4'.repeat(100_000)}`;
    const started = performance.now();
    expect(maskLogText(long)).toContain('x***@example.com');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('leaves a JSON line valid JSON, whatever its values', () => {
    const key = fc.constantFrom('password', 'email', 'url', 'street', 'msg', 'token', 'cvv', 'name');
    const value = fc.oneof(
      fc.string(),
      fc.emailAddress(),
      fc.constantFrom('a=b&token=c"d\\e', 'x\\"password\\":\\"y', '4111111111111111', '%3Dtoken%3D'),
      fc.integer(),
      fc.boolean(),
    );
    const record = fc.dictionary(key, fc.oneof(value, fc.dictionary(key, value)));
    fc.assert(
      fc.property(record, (object) => {
        expect(() => JSON.parse(maskLogText(JSON.stringify(object)))).not.toThrow();
      }),
    );
  });
});

const EMAIL = 'anna.kowalska+parts@example.com';
const PASSWORD = 'Sekretne-Haslo-42';
const NEW_PASSWORD = 'Nowe-Haslo-2031';
const WRONG_PASSWORD = 'Zgadywane-Haslo-7';
const STREET = 'ul. Rzemieślnicza 17';
const CARD = '4111111111111111';
const CVV = '987';
const SHOP = { host: 'shop.test' };

/** A logger stream that keeps every line, raw and parsed. */
function capture() {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) raw.push(line);
      callback();
    },
  });
  return { raw, stream, lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** What a shopper, the gateway and a failing handler do; returns the secrets the session produced. */
async function shop(app: FastifyInstance, db: Awaited<ReturnType<typeof createTestApp>>['db']) {
  const productId = await insertTestProduct(db, { basePriceCents: 4999, stock: 100 });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

  const user = await registerTestUser(app, { email: EMAIL, password: PASSWORD });
  const login = await post('/api/auth/login', { email: EMAIL, password: PASSWORD });
  expect(login.statusCode).toBe(200);
  const cookie = cookieFrom(login);
  expect((await post('/api/auth/login', { email: EMAIL, password: WRONG_PASSWORD })).statusCode).toBe(401);

  // A card payment with a delivery address, approved on the sandbox gateway's page.
  const created = await post(
    '/api/payments/create',
    {
      currency: 'EUR',
      orderReference: `ref-${Date.now()}`,
      customerEmail: EMAIL,
      customerName: 'Anna Kowalska',
      phone: '+48 600 100 200',
      shippingAddress: {
        firstName: 'Anna',
        lastName: 'Kowalska',
        street: STREET,
        city: 'Kraków',
        state: 'Kraków',
        postalCode: '30-001',
        country: 'PL',
      },
      lines: [{ productId, quantity: 1 }],
    },
    SHOP,
  );
  expect(created.statusCode, created.body).toBe(200);
  const { paymentUrl, orderNumber } = created.json() as { paymentUrl: string; orderNumber: string };
  const decided = await app.inject({
    method: 'POST',
    url: new URL(paymentUrl).pathname,
    payload: 'decision=approved',
    headers: { ...SHOP, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(decided.statusCode).toBe(303);
  const back = new URL(decided.headers.location as string);
  const landing = await app.inject({ method: 'GET', url: back.pathname + back.search, headers: SHOP });
  expect(landing.statusCode).toBe(303);
  const success = new URL(landing.headers.location as string, 'http://shop.test');
  const statusToken = success.searchParams.get('token') ?? '';
  expect(statusToken).not.toBe('');
  await app.inject({ method: 'GET', url: success.pathname + success.search, headers: SHOP });
  const status = await app.inject(`/api/payments/status/${orderNumber}?token=${statusToken}`);
  expect(status.json()).toMatchObject({ status: 'approved' });

  // A gateway callback that (wrongly) sends card data and the buyer's e-mail in its query.
  const callback = new URLSearchParams({
    status: 'approved',
    orderid: '1',
    client_orderid: orderNumber,
    control: 'f'.repeat(40),
    'card-number': CARD,
    cvv: CVV,
    'card-exp-month': '12',
    'card-exp-year': '2031',
    email: EMAIL,
  });
  await app.inject(`/api/payments/callback?${callback.toString()}`);

  const tracked = await post('/api/orders/track', { orderNumber, email: EMAIL });
  expect(tracked.statusCode).toBe(200);

  // A password reset: requested, its link opened, a new password set.
  expect((await post('/api/auth/forgot-password', { email: EMAIL })).statusCode).toBe(200);
  let resetToken = '';
  await vi.waitFor(async () => {
    const mail = (await listOutboxMails(db, 50)).find((m) => m.kind === 'password-reset');
    resetToken = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(resetToken).not.toBe('');
  });
  await app.inject({
    method: 'GET',
    url: `/reset-password?token=${resetToken}`,
    headers: { accept: 'text/html' },
  });
  const reset = await post('/api/auth/reset-password', {
    token: resetToken,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  });
  expect(reset.statusCode).toBe(200);

  // An unexpected error whose message echoes the request's input.
  const failed = await post('/test/echo-error', {
    email: EMAIL,
    password: PASSWORD,
    street: STREET,
    card: CARD,
  });
  expect(failed.statusCode).toBe(500);

  // As the server logs its admin account at start.
  app.log.info({ email: EMAIL, result: 'created' }, 'admin account from ADMIN_EMAIL');
  await new Promise((resolve) => setImmediate(resolve));
  return { sessionIds: [user.cookie, cookie].map((c) => c.slice('sid='.length)), statusToken, resetToken };
}

/** A route whose handler fails with its input in the message, as a careless error would. */
function addEchoError(app: FastifyInstance) {
  app.post('/test/echo-error', async (request) => {
    throw new Error(`could not store ${JSON.stringify(request.body)}`);
  });
}

describe('the log of a shopping session', () => {
  const masked = capture();
  const plain = capture();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let before: Awaited<ReturnType<typeof createTestApp>>;
  let secrets: Awaited<ReturnType<typeof shop>>;
  let leaked: Awaited<ReturnType<typeof shop>>;

  beforeAll(async () => {
    t = await createTestApp({ logger: loggerOptions({ level: 'info', stream: masked.stream }) });
    addEchoError(t.app);
    secrets = await shop(t.app, t.db);
    // The same session logged without the shop's options: what the masking removes.
    before = await createTestApp({ logger: { level: 'info', stream: plain.stream } });
    addEchoError(before.app);
    leaked = await shop(before.app, before.db);
  });
  afterAll(async () => {
    await t.close();
    await before.close();
  });

  it('gives every request one access line with its request id, shared by its other lines', () => {
    const lines = masked.lines();
    const access = lines.filter((l) => l.msg === 'request');
    expect(access.length).toBeGreaterThanOrEqual(14);
    for (const line of access) expect(line.reqId, JSON.stringify(line)).toMatch(/^req-/);
    expect(new Set(access.map((l) => l.reqId)).size).toBe(access.length);
    const error = lines.find((l) => l.msg === 'unhandled error');
    expect(error?.reqId).toMatch(/^req-/);
    expect(access.find((l) => l.reqId === error?.reqId)).toMatchObject({
      url: '/test/echo-error',
      status: 500,
    });
  });

  it('would have leaked e-mails, tokens, card data, the street and the password without the options', () => {
    const text = plain.raw.join('\n');
    for (const secret of [
      EMAIL,
      encodeURIComponent(EMAIL),
      leaked.resetToken,
      leaked.statusToken,
      CARD,
      STREET,
    ]) {
      expect(text).toContain(secret);
    }
    expect(text).toContain(PASSWORD);
  });

  it('holds none of the password, session ids, e-mail address, street, card data or tokens', () => {
    const text = masked.raw.join('\n');
    const forbidden = [
      PASSWORD,
      NEW_PASSWORD,
      WRONG_PASSWORD,
      EMAIL,
      encodeURIComponent(EMAIL),
      EMAIL.replace('@', '%40'),
      STREET,
      JSON.stringify(STREET).slice(1, -1),
      CARD,
      `cvv=${CVV}`,
      secrets.resetToken,
      secrets.statusToken,
      ...secrets.sessionIds,
      ...secrets.sessionIds.map((sid) => decodeURIComponent(sid)),
    ];
    for (const secret of forbidden) expect(text, secret).not.toContain(secret);
    expect(text).toContain('a***@example.com');
    expect(text).toContain('token=***');
  });
});
