/**
 * The shop with PAYMENT_PROVIDER=payneteasy against a local HTTP server that speaks the gateway side
 * of the protocol (127.0.0.1 only): the sale form goes over HTTP, the shopper's redirect is verified
 * and confirmed with a status request over HTTP, the server callback is verified; a gateway that
 * refuses the sale cancels the order and answers 502.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct } from '#db/test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import {
  createGatewaySimulator,
  memoryGatewayStore,
  type GatewaySimulator,
} from '../services/payments/payneteasy-gateway.ts';
import { createPaynetEasyProvider } from '../services/payments/payneteasy.ts';
import { paymentStatusToken } from '../services/payments/status-page.ts';

/** The test app's session secret, which signs the status page's token. */
const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/** Where the gateway's way back lands: the status page with its token. */
const landingUrl = (orderNumber: string, status: string) =>
  `/checkout/success?order=${orderNumber}&status=${status}&token=${paymentStatusToken({ statusSecret: TEST_SECRET }, orderNumber)}`;
const ENDPOINT = '4711';
const LOGIN = 'partspoint';
const CONTROL_KEY = 'B6F6A1B2-CONTROL-KEY-FOR-TESTS';

let server: http.Server;
let base = '';
let sim: GatewaySimulator;
let refuseSales = false;
const seen: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
let product = 0;

beforeAll(async () => {
  sim = createGatewaySimulator({
    endpointId: ENDPOINT,
    login: LOGIN,
    controlKey: CONTROL_KEY,
    store: memoryGatewayStore(),
    hostedPageUrl: (id) => `${base}/paynet/form/${id}`,
  });
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = req.url ?? '';
      seen.push(url);
      const answer = url.startsWith(`/paynet/api/v2/sale-form/`)
        ? refuseSales
          ? Promise.resolve({ status: 200, body: 'type=error&error-message=Endpoint+disabled&error-code=7' })
          : sim.saleForm(url.split('/').at(-1) ?? '', body)
        : url.startsWith(`/paynet/api/v2/status/`)
          ? sim.status(url.split('/').at(-1) ?? '', body)
          : Promise.resolve({ status: 404, body: 'not found' });
      void answer.then(({ status, body: text }) => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const payment = {
    provider: 'payneteasy' as const,
    baseUrl: base,
    endpointId: ENDPOINT,
    login: LOGIN,
    controlKey: CONTROL_KEY,
  };
  t = await createTestApp({
    config: { payment },
    paymentProvider: createPaynetEasyProvider({ ...payment, timeoutMs: 2000 }),
  });
  product = await insertTestProduct(t.db, { basePriceCents: 1999, stock: 50 });
});

afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Requests as the browser sends them to the shop at http://shop.test (the test app's address). */
const SHOP = { host: 'shop.test' };

function start(reference: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/create',
    headers: SHOP,
    payload: {
      currency: 'EUR',
      orderReference: reference,
      customerEmail: 'piotr+test@example.com',
      customerName: 'Piotr Zieliński',
      phone: '+48 601 200 300',
      shippingAddress: {
        firstName: 'Piotr',
        lastName: 'Zieliński',
        street: 'ul. Marszałkowska 10/12 & Co "B"',
        city: 'Łódź',
        postalCode: '90-001',
        country: 'PL',
        state: 'Łódź',
      },
      lines: [{ productId: product, quantity: 1 }],
    },
  });
}

describe('PaynetEasy over HTTP', () => {
  it('sale form, signed redirect confirmed by a status request, and the callback', async () => {
    const response = await start('pe-approve-0001');
    expect(response.statusCode).toBe(200);
    const { paymentUrl, orderNumber } = response.json();
    expect(paymentUrl).toMatch(new RegExp(`^${base}/paynet/form/`));
    expect(seen.some((u) => u === `/paynet/api/v2/sale-form/${ENDPOINT}`)).toBe(true);

    const id = paymentUrl.split('/').at(-1);
    const completion = await sim.complete(id, 'approved');
    expect(completion.browserRedirect.startsWith('http://shop.test/api/payments/return?')).toBe(true);
    const statusCallsBefore = seen.filter((u) => u.startsWith('/paynet/api/v2/status/')).length;
    const back = new URL(completion.browserRedirect);
    const landing = await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: SHOP });
    expect(landing.headers.location).toBe(landingUrl(orderNumber, 'approved'));
    expect(seen.filter((u) => u.startsWith('/paynet/api/v2/status/')).length).toBe(statusCallsBefore + 1);

    const callback = completion.callback;
    expect(callback).not.toBeNull();
    const query = new URLSearchParams(callback?.params ?? {}).toString();
    const answer = await t.app.inject({ method: 'GET', url: `/api/payments/callback?${query}` });
    expect(answer.statusCode).toBe(200);
    const order = await t.db
      .selectFrom('orders')
      .select(['status', 'paymentStatus'])
      .where('orderNumber', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'confirmed', paymentStatus: 'approved' });
  });

  it('the redirect may come back as a cross-site form POST', async () => {
    const { paymentUrl, orderNumber } = (await start('pe-post-00001')).json();
    const completion = await sim.complete(paymentUrl.split('/').at(-1), 'declined');
    const back = new URL(completion.browserRedirect);
    const response = await t.app.inject({
      method: 'POST',
      url: back.pathname,
      payload: back.searchParams.toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: base,
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(landingUrl(orderNumber, 'declined'));
  });

  it('a refused sale cancels the order, puts the stock back and answers 502', async () => {
    const before = await t.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', product)
      .executeTakeFirstOrThrow();
    refuseSales = true;
    try {
      const response = await start('pe-refused-001');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ error: 'payment_failed' });
    } finally {
      refuseSales = false;
    }
    const after = await t.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', product)
      .executeTakeFirstOrThrow();
    expect(after.stock).toBe(before.stock);
    const retry = await start('pe-refused-001');
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ error: 'checkout_attempt_ended' });
  });
});
