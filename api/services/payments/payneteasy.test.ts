import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentGatewayError, type PaymentProvider, type SaleRequest } from './provider.ts';
import { createPaynetEasyProvider, type PaynetEasyOptions } from './payneteasy.ts';
import {
  appendQuery,
  createGatewaySimulator,
  createInProcessFetch,
  memoryGatewayStore,
  type GatewaySimulator,
  type GatewayStore,
} from './payneteasy-gateway.ts';
import { encodeForm, noticeControl, parseKeyValues, saleControl } from './payneteasy-protocol.ts';

const KEY = 'B1E5F0C2-7A3D-4E9B-8C61-2F0D9A4E7B35';
const ENDPOINT = '1144';
const LOGIN = 'shop-login';
// Every address in this file is 127.0.0.1; only `base` is ever contacted.
const SHOP = 'http://127.0.0.1:9/shop';

interface SeenRequest {
  method: string;
  url: string;
  contentType: string;
  body: string;
}

let server: http.Server;
let base = '';
let store: GatewayStore;
let sim: GatewaySimulator;
let seen: SeenRequest[] = [];
let ids = 0;

/** The gateway over real HTTP: `/gate` is the simulator, the other prefixes misbehave on purpose. */
function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
  const url = req.url ?? '/';
  const prefix = url.split('/')[1];
  const plain = (status: number, text: string) =>
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
  switch (prefix) {
    case 'gate': {
      const route = createInProcessFetch(sim);
      const signal = new AbortController().signal;
      void route(`http://127.0.0.1${url}`, { method: req.method ?? 'GET', headers: {}, body, signal })
        .then(async (answer) => plain(answer.status, await answer.text()))
        .catch(() => plain(500, 'simulator failed'));
      return;
    }
    case 'error-gate':
      return plain(200, 'type=error\nserial-number=1\nerror-message=Internal+gate+failure\nerror-code=7\n');
    case 'http500':
      return plain(500, 'type=error\nerror-message=boom\n');
    case 'redirect':
      return res.writeHead(302, { location: `${base}/gate${url.slice('/redirect'.length)}` }).end();
    case 'malformed':
      return plain(200, '<html><body>Service temporarily unavailable</body></html>');
    case 'no-redirect-url':
      return plain(200, 'type=async-form-response\nstatus=processing\npaynet-order-id=42\n');
    case 'other-order':
      return plain(
        200,
        'type=async-form-response\npaynet-order-id=42\nmerchant-order-id=SOMEONE-ELSE\nredirect-url=http%3A%2F%2F127.0.0.1%2Fpay\n',
      );
    case 'leaky':
      return plain(
        200,
        encodeForm({ type: 'validation-error', 'error-message': `bad control, key was ${KEY}` }),
      );
    case 'unknown-status': {
      const form = parseKeyValues(body);
      return plain(
        200,
        encodeForm({
          type: 'status-response',
          status: 'on-hold',
          amount: '10.5',
          currency: 'EUR',
          'paynet-order-id': form.orderid,
          'merchant-order-id': form.client_orderid,
        }).replaceAll('&', '\n'),
      );
    }
    case 'bad-amount': {
      const form = parseKeyValues(body);
      return plain(
        200,
        encodeForm({
          type: 'status-response',
          status: 'approved',
          amount: '19.999',
          'paynet-order-id': form.orderid,
          'merchant-order-id': form.client_orderid,
        }),
      );
    }
    case 'huge':
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('type=async-form-response\npad=');
      for (let i = 0; i < 100; i++) res.write('x'.repeat(1024));
      return res.end('\n');
    case 'stall-body':
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.write('type=async-form-response\n');
    case 'hang':
      return; // never answers
    default:
      return plain(404, 'not found');
  }
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body,
      });
      handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  store = memoryGatewayStore();
  sim = createGatewaySimulator({
    endpointId: ENDPOINT,
    login: LOGIN,
    controlKey: KEY,
    store,
    hostedPageUrl: (id) => `${base}/gate/pay/${id}`,
    newId: () => String(8_500_000 + ++ids),
  });
});

const provider = (prefix = '/gate', over: Partial<PaynetEasyOptions> = {}): PaymentProvider =>
  createPaynetEasyProvider({
    baseUrl: `${base}${prefix}`,
    endpointId: ENDPOINT,
    login: LOGIN,
    controlKey: KEY,
    ...over,
  });

const sale = (over: Partial<SaleRequest> = {}): SaleRequest => ({
  clientOrderId: 'ORD-2026-000123',
  description: 'Brake pads & discs, "front" axle',
  amountCents: 1999,
  currency: 'PLN',
  firstName: 'Łukasz',
  lastName: 'Kowalski',
  address1: 'ul. Długa 5/7',
  city: 'Kraków',
  zipCode: '30-001',
  country: 'PL',
  phone: '+48 600 100 200',
  email: 'jan.kowalski+parts@example.com',
  ipAddress: '203.0.113.7',
  redirectUrl: `${SHOP}/checkout/return?order=ORD-2026-000123`,
  callbackUrl: `${SHOP}/api/payments/callback`,
  ...over,
});

async function gatewayError(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  expect((error as Error).message).not.toContain(KEY);
  return error as PaymentGatewayError;
}

/** A sale through the real HTTP gateway, then the shopper's decision on the hosted page. */
async function paidSale(decision: 'approved' | 'declined', over: Partial<SaleRequest> = {}) {
  const started = await provider().startSale(sale(over));
  const completion = await sim.complete(started.gatewayOrderId, decision);
  return { started, completion };
}

describe('startSale', () => {
  it('posts the signed form to {base}/paynet/api/v2/sale-form/{endpoint} and returns the hosted page', async () => {
    const started = await provider('/gate/').startSale(sale());
    expect(started).toEqual({ gatewayOrderId: '8500001', redirectUrl: `${base}/gate/pay/8500001` });

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/gate/paynet/api/v2/sale-form/${ENDPOINT}`);
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const form = parseKeyValues(request?.body ?? '');
    expect(form.amount).toBe('19.99');
    expect(form.email).toBe('jan.kowalski+parts@example.com');
    expect(form.order_desc).toBe('Brake pads & discs, "front" axle');
    expect(form.first_name).toBe('Łukasz');
    expect(form.phone).toBe('+48600100200');
    expect(form.server_callback_url).toBe(`${SHOP}/api/payments/callback`);
    expect(form.redirect_url).toBe(`${SHOP}/checkout/return?order=ORD-2026-000123`);
    expect(form.control).toBe('094d5aa4f6f195c2fc55924713b24cccf042066b');
    expect(request?.body).not.toContain(KEY);

    expect(await store.get('8500001')).toMatchObject({
      clientOrderId: 'ORD-2026-000123',
      endpointId: ENDPOINT,
      amountCents: 1999,
      currency: 'PLN',
      email: 'jan.kowalski+parts@example.com',
      callbackUrl: `${SHOP}/api/payments/callback`,
      status: 'processing',
    });
  });

  it('reports a validation-error with its message and code', async () => {
    const error = await gatewayError(provider().startSale(sale({ address1: '   ' })));
    expect(error.message).toMatch(/validation-error: Missing required field\(s\): address1/);
    expect(error.code).toBe('1');
  });

  it('is refused by the gateway when signed with another control key', async () => {
    const error = await gatewayError(provider('/gate', { controlKey: 'another-key' }).startSale(sale()));
    expect(error.message).toMatch(/validation-error: INVALID_CONTROL_CODE/);
    expect(error.message).not.toContain('another-key');
    expect(error.code).toBe('3');
    expect(await store.get('8500001')).toBeUndefined();
  });

  it('is refused for an endpoint the gateway does not know', async () => {
    const error = await gatewayError(provider('/gate', { endpointId: '9999' }).startSale(sale()));
    expect(error.message).toMatch(/Unknown endpoint 9999/);
  });

  it('reports a type=error answer', async () => {
    const error = await gatewayError(provider('/error-gate').startSale(sale()));
    expect(error.message).toBe('PaynetEasy sale-form: error: Internal gate failure');
    expect(error.code).toBe('7');
  });

  it('reports an HTTP 500 and does not follow redirects', async () => {
    expect((await gatewayError(provider('/http500').startSale(sale()))).message).toMatch(/HTTP 500/);
    expect((await gatewayError(provider('/redirect').startSale(sale()))).message).toMatch(/HTTP 302/);
    expect(seen.map((r) => r.url.split('/')[1])).toEqual(['http500', 'redirect']);
  });

  it('reports malformed or incomplete answers', async () => {
    expect((await gatewayError(provider('/malformed').startSale(sale()))).message).toMatch(
      /unexpected answer/,
    );
    expect((await gatewayError(provider('/no-redirect-url').startSale(sale()))).message).toMatch(
      /lacks paynet-order-id or a redirect-url/,
    );
    expect((await gatewayError(provider('/other-order').startSale(sale()))).message).toMatch(/another order/);
    expect((await gatewayError(provider('/nowhere').startSale(sale()))).message).toMatch(/HTTP 404/);
  });

  it('never repeats the control key, even when the gateway quotes it', async () => {
    const error = await gatewayError(provider('/leaky').startSale(sale()));
    expect(error.message).toMatch(/bad control, key was \[redacted\]/);
  });

  it('stops reading an answer larger than maxBytes', async () => {
    const error = await gatewayError(provider('/huge', { maxBytes: 16 * 1024 }).startSale(sale()));
    expect(error.message).toMatch(/larger than 16384 bytes/);
  });

  it('times out a gateway that never answers, or stalls mid-answer', async () => {
    const started = Date.now();
    const error = await gatewayError(provider('/hang', { timeoutMs: 300 }).startSale(sale()));
    expect(error.message).toBe('PaynetEasy sale-form: gateway unreachable: no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(
      (await gatewayError(provider('/stall-body', { timeoutMs: 300 }).startSale(sale()))).message,
    ).toMatch(/no answer within 300 ms/);
  });

  it('reports a refused connection', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await gatewayError(
      createPaynetEasyProvider({
        baseUrl: `http://127.0.0.1:${port}`,
        endpointId: ENDPOINT,
        login: LOGIN,
        controlKey: KEY,
      }).startSale(sale()),
    );
    expect(error.message).toMatch(/^PaynetEasy sale-form: gateway unreachable: /);
  });

  it('refuses a client_orderid longer than 128 characters before calling', async () => {
    const error = await gatewayError(provider().startSale(sale({ clientOrderId: 'A'.repeat(129) })));
    expect(error.message).toMatch(/client_orderid must be 1-128 characters/);
    expect(seen).toHaveLength(0);
  });
});

describe('verifyRedirect', () => {
  it('accepts the browser redirect of the gateway, keeping our own query parameters', async () => {
    const { started, completion } = await paidSale('approved');
    const back = new URL(completion.browserRedirect);
    expect(back.origin + back.pathname).toBe(`${SHOP}/checkout/return`);
    const params = Object.fromEntries(back.searchParams);
    expect(params).toEqual({
      order: 'ORD-2026-000123',
      orderid: started.gatewayOrderId,
      merchant_order: 'ORD-2026-000123',
      client_orderid: 'ORD-2026-000123',
      status: 'approved',
      control: noticeControl({
        status: 'approved',
        gatewayOrderId: started.gatewayOrderId,
        clientOrderId: 'ORD-2026-000123',
        controlKey: KEY,
      }),
    });
    expect(provider().verifyRedirect(params)).toEqual({
      status: 'approved',
      gatewayOrderId: started.gatewayOrderId,
      clientOrderId: 'ORD-2026-000123',
    });
  });

  it('refuses a tampered status, id or control, missing fields, and another key', async () => {
    const { completion } = await paidSale('declined');
    const params = Object.fromEntries(new URL(completion.browserRedirect).searchParams);
    const p = provider();
    expect(p.verifyRedirect(params)?.status).toBe('declined');
    expect(p.verifyRedirect({ ...params, status: 'approved' })).toBeUndefined();
    expect(p.verifyRedirect({ ...params, client_orderid: 'ORD-2026-000124' })).toBeUndefined();
    expect(p.verifyRedirect({ ...params, orderid: '1' })).toBeUndefined();
    const control = params.control ?? '';
    const flipped = control.slice(0, -1) + (control.endsWith('0') ? '1' : '0');
    expect(p.verifyRedirect({ ...params, control: flipped })).toBeUndefined();
    for (const field of ['status', 'orderid', 'client_orderid', 'control']) {
      expect(p.verifyRedirect({ ...params, [field]: undefined })).toBeUndefined();
      expect(p.verifyRedirect({ ...params, [field]: '' })).toBeUndefined();
    }
    expect(provider('/gate', { controlKey: 'another-key' }).verifyRedirect(params)).toBeUndefined();
    // A repeated query parameter arrives as an array from some parsers: never a match.
    expect(p.verifyRedirect({ ...params, control: [control, control] as unknown as string })).toBeUndefined();
  });
});

describe('verifyCallback', () => {
  it('accepts the gateway callback with type and amount', async () => {
    const { started, completion } = await paidSale('approved');
    expect(completion.callback?.url).toBe(`${SHOP}/api/payments/callback`);
    const params = completion.callback?.params ?? {};
    expect(params).toMatchObject({
      orderid: started.gatewayOrderId,
      merchant_order: 'ORD-2026-000123',
      client_orderid: 'ORD-2026-000123',
      amount: '19.99',
      status: 'approved',
      type: 'sale',
    });
    expect(provider().verifyCallback(params)).toEqual({
      status: 'approved',
      gatewayOrderId: started.gatewayOrderId,
      clientOrderId: 'ORD-2026-000123',
      type: 'sale',
      amount: '19.99',
    });
  });

  it('refuses a tampered status or control, missing fields, and another key', async () => {
    const { completion } = await paidSale('declined');
    const params = completion.callback?.params ?? {};
    const p = provider();
    expect(p.verifyCallback(params)?.status).toBe('declined');
    expect(p.verifyCallback({ ...params, status: 'approved' })).toBeUndefined();
    expect(p.verifyCallback({ ...params, control: '0'.repeat(40) })).toBeUndefined();
    for (const field of ['status', 'orderid', 'client_orderid', 'control'])
      expect(p.verifyCallback({ ...params, [field]: undefined })).toBeUndefined();
    expect(provider('/gate', { controlKey: 'another-key' }).verifyCallback(params)).toBeUndefined();
  });
});

describe('queryStatus', () => {
  it('reads processing, then approved, with the amount in exact minor units', async () => {
    const p = provider();
    const started = await p.startSale(sale({ amountCents: 115 }));
    const ids = { clientOrderId: 'ORD-2026-000123', gatewayOrderId: started.gatewayOrderId };
    expect(await p.queryStatus(ids)).toEqual({
      ...ids,
      status: 'processing',
      amountCents: 115,
      currency: 'PLN',
    });
    const last = seen.at(-1);
    expect(last?.url).toBe(`/gate/paynet/api/v2/status/${ENDPOINT}`);
    expect(Object.keys(parseKeyValues(last?.body ?? ''))).toEqual([
      'login',
      'client_orderid',
      'orderid',
      'control',
    ]);

    await sim.complete(started.gatewayOrderId, 'approved');
    expect(await p.queryStatus(ids)).toEqual({
      ...ids,
      status: 'approved',
      amountCents: 115,
      currency: 'PLN',
    });
  });

  it('reads declined with the error message', async () => {
    const { started } = await paidSale('declined', { amountCents: 29, currency: 'EUR' });
    const ids = { clientOrderId: 'ORD-2026-000123', gatewayOrderId: started.gatewayOrderId };
    expect(await provider().queryStatus(ids)).toEqual({
      ...ids,
      status: 'declined',
      amountCents: 29,
      currency: 'EUR',
      errorMessage: 'Declined by the simulated card issuer',
      errorCode: '100',
    });
  });

  it('maps a status it does not know to unknown, reading 10.5 as 1050', async () => {
    const ids = { clientOrderId: 'ORD-1', gatewayOrderId: '77' };
    expect(await provider('/unknown-status').queryStatus(ids)).toEqual({
      ...ids,
      status: 'unknown',
      amountCents: 1050,
      currency: 'EUR',
    });
  });

  it('refuses an amount it cannot read exactly', async () => {
    const ids = { clientOrderId: 'ORD-1', gatewayOrderId: '77' };
    expect((await gatewayError(provider('/bad-amount').queryStatus(ids))).message).toMatch(
      /unreadable amount/,
    );
  });

  it('reports an order the gateway does not know, a wrong key, and a wrong login', async () => {
    const started = await provider().startSale(sale());
    const ids = { clientOrderId: 'ORD-2026-000123', gatewayOrderId: started.gatewayOrderId };
    const unknown = await gatewayError(provider().queryStatus({ ...ids, gatewayOrderId: '1' }));
    expect(unknown.message).toBe('PaynetEasy status: error: Order not found');
    expect(unknown.code).toBe('5');
    const mismatched = await gatewayError(provider().queryStatus({ ...ids, clientOrderId: 'ORD-OTHER' }));
    expect(mismatched.message).toMatch(/Order not found/);
    expect((await gatewayError(provider('/gate', { controlKey: 'x' }).queryStatus(ids))).message).toMatch(
      /INVALID_CONTROL_CODE/,
    );
    expect((await gatewayError(provider('/gate', { login: 'other' }).queryStatus(ids))).message).toMatch(
      /Unknown login/,
    );
  });

  it('times out', async () => {
    const error = await gatewayError(
      provider('/hang', { timeoutMs: 200 }).queryStatus({ clientOrderId: 'A', gatewayOrderId: '1' }),
    );
    expect(error.message).toBe('PaynetEasy status: gateway unreachable: no answer within 200 ms');
  });
});

describe('gateway simulator', () => {
  const form = (over: Record<string, string | undefined> = {}) => {
    const fields: Record<string, string | undefined> = {
      client_orderid: 'ORD-5',
      order_desc: 'Spark plugs',
      amount: '10.5',
      currency: 'EUR',
      address1: 'Main St 1',
      city: 'Berlin',
      zip_code: '10115',
      country: 'DE',
      phone: '+49301234567',
      email: 'x+y@example.com',
      ipaddress: '203.0.113.7',
      redirect_url: `${SHOP}/return`,
      ...over,
    };
    fields.control ??= saleControl({
      endpointId: ENDPOINT,
      clientOrderId: fields.client_orderid ?? '',
      amountCents: 1050,
      email: (fields.email ?? '').trim(),
      controlKey: KEY,
    });
    return encodeForm(fields);
  };
  const read = (answer: { body: string }) => ({ ...parseKeyValues(answer.body) });

  it('accepts "10.5" as 1050 minor units, ignores surrounding whitespace, and needs no callback URL', async () => {
    const answer = await sim.saleForm(ENDPOINT, form({ amount: ' 10.5 ', email: ' x+y@example.com ' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/^type=async-form-response\n/);
    expect(read(answer)).toMatchObject({ type: 'async-form-response', 'merchant-order-id': 'ORD-5' });
    const id = read(answer)['paynet-order-id'] ?? '';
    expect(await store.get(id)).toMatchObject({
      amountCents: 1050,
      email: 'x+y@example.com',
      callbackUrl: null,
    });
    expect((await sim.complete(id, 'approved')).callback).toBeNull();
  });

  it('refuses a wrong control, including one signed over the float product or the decimal', async () => {
    const over = (amountCents: number) => ({
      amount: '19.99',
      control: saleControl({
        endpointId: ENDPOINT,
        clientOrderId: 'ORD-5',
        amountCents,
        email: 'x+y@example.com',
        controlKey: KEY,
      }),
    });
    expect(read(await sim.saleForm(ENDPOINT, form(over(1999)))).type).toBe('async-form-response');
    for (const bad of [over(Math.floor(19.99 * 100)), { control: '0'.repeat(40) }, { control: 'not-hex' }])
      expect(read(await sim.saleForm(ENDPOINT, form(bad)))).toMatchObject({
        type: 'validation-error',
        'error-message': 'INVALID_CONTROL_CODE',
        'error-code': '3',
      });
    // The control covers the e-mail: changing it after signing breaks the signature.
    const signed = parseKeyValues(form());
    expect(
      read(await sim.saleForm(ENDPOINT, encodeForm({ ...signed, email: 'x@example.com' })))['error-code'],
    ).toBe('3');
  });

  it('validates required fields, lengths and formats', async () => {
    const missing = read(await sim.saleForm(ENDPOINT, form({ city: undefined, phone: ' ' })));
    expect(missing).toMatchObject({
      type: 'validation-error',
      'error-message': 'Missing required field(s): city, phone',
    });
    const cases: [Record<string, string>, RegExp][] = [
      [{ zip_code: '12345678901' }, /zip_code is longer than 10/],
      [{ address1: 'a'.repeat(51) }, /address1 is longer than 50/],
      [{ client_orderid: 'A'.repeat(129) }, /client_orderid is longer than 128/],
      [{ amount: '10.505' }, /Invalid amount/],
      [{ amount: '0.00' }, /Invalid amount/],
      [{ amount: '1e3' }, /Invalid amount/],
      [{ currency: 'eur' }, /Invalid currency/],
      [{ country: 'DEU' }, /Invalid country/],
      [{ phone: '+49 30 123' }, /Invalid phone/],
      [{ email: 'nobody' }, /Invalid email/],
      [{ redirect_url: 'javascript:alert(1)' }, /Invalid redirect_url/],
      [{ server_callback_url: 'ftp://127.0.0.1/x' }, /Invalid server_callback_url/],
    ];
    for (const [over, message] of cases)
      expect(read(await sim.saleForm(ENDPOINT, form(over)))['error-message']).toMatch(message);
    expect(read(await sim.saleForm('1145', form()))['error-message']).toBe('Unknown endpoint 1145');
  });

  it('keeps a final order final: completing again repeats the first outcome', async () => {
    const { started, completion } = await paidSale('approved');
    const again = await sim.complete(started.gatewayOrderId, 'declined');
    expect(again).toEqual(completion);
    expect((await store.get(started.gatewayOrderId))?.status).toBe('approved');
  });

  it('lets only one of two simultaneous decisions win', async () => {
    const started = await provider().startSale(sale());
    const [a, b] = await Promise.all([
      sim.complete(started.gatewayOrderId, 'declined'),
      sim.complete(started.gatewayOrderId, 'approved'),
    ]);
    expect(a).toEqual(b);
    expect((await store.get(started.gatewayOrderId))?.status).toBe('declined');
  });

  it('refuses to complete an order it does not have', async () => {
    await expect(sim.complete('nope', 'approved')).rejects.toThrow(/Unknown gateway order/);
  });

  it('appends to the redirect URL whatever its query and fragment', () => {
    const p = { orderid: '1', status: 'approved', control: 'c' };
    expect(appendQuery('http://127.0.0.1/r', p)).toBe(
      'http://127.0.0.1/r?orderid=1&status=approved&control=c',
    );
    expect(appendQuery('http://127.0.0.1/r?', p)).toBe(
      'http://127.0.0.1/r?orderid=1&status=approved&control=c',
    );
    expect(appendQuery('http://127.0.0.1/r?a=b%20c&', p)).toBe(
      'http://127.0.0.1/r?a=b%20c&orderid=1&status=approved&control=c',
    );
    expect(appendQuery('http://127.0.0.1/r?a=1#top', { x: 'a&b' })).toBe(
      'http://127.0.0.1/r?a=1&x=a%26b#top',
    );
  });
});

describe('in-process transport (the sandbox provider)', () => {
  it('runs the whole protocol without a socket', async () => {
    const sandbox = createPaynetEasyProvider({
      name: 'sandbox',
      baseUrl: 'http://127.0.0.1/sandbox-gate/',
      endpointId: ENDPOINT,
      login: LOGIN,
      controlKey: KEY,
      fetch: createInProcessFetch(sim),
    });
    expect(sandbox.name).toBe('sandbox');
    expect(provider().name).toBe('payneteasy');
    const started = await sandbox.startSale(sale());
    const ids = { clientOrderId: 'ORD-2026-000123', gatewayOrderId: started.gatewayOrderId };
    expect((await sandbox.queryStatus(ids)).status).toBe('processing');
    const completion = await sim.complete(started.gatewayOrderId, 'approved');
    expect(
      sandbox.verifyRedirect(Object.fromEntries(new URL(completion.browserRedirect).searchParams)),
    ).toEqual({
      ...ids,
      status: 'approved',
    });
    expect((await sandbox.queryStatus(ids)).status).toBe('approved');
    expect(seen).toHaveLength(0);
  });

  it('answers 404 for other paths and 405 for other methods', async () => {
    const route = createInProcessFetch(sim);
    const init = { method: 'POST', headers: {}, body: '', signal: new AbortController().signal };
    for (const path of [
      '/paynet/api/v2/sale/1144',
      '/paynet/api/v2/sale-form/',
      '/paynet/api/v2/status/1144/x',
      '/',
    ])
      expect((await route(`http://127.0.0.1${path}`, init)).status).toBe(404);
    expect(
      (await route('http://127.0.0.1/paynet/api/v2/status/1144', { ...init, method: 'GET' })).status,
    ).toBe(405);
    const status = await route('http://127.0.0.1/prefix/paynet/api/v2/status/1144', init);
    expect(status.status).toBe(200);
    expect(await status.text()).toMatch(/^type=validation-error\n/);
  });

  it('times out a simulator store that never answers', async () => {
    const hanging = createGatewaySimulator({
      endpointId: ENDPOINT,
      login: LOGIN,
      controlKey: KEY,
      store: { ...memoryGatewayStore(), insert: () => new Promise<void>(() => undefined) },
      hostedPageUrl: (id) => `http://127.0.0.1/pay/${id}`,
    });
    const sandbox = createPaynetEasyProvider({
      name: 'sandbox',
      baseUrl: 'http://127.0.0.1',
      endpointId: ENDPOINT,
      login: LOGIN,
      controlKey: KEY,
      fetch: createInProcessFetch(hanging),
      timeoutMs: 100,
    });
    expect((await gatewayError(sandbox.startSale(sale()))).message).toMatch(/no answer within 100 ms/);
  });
});
