/**
 * GET /metrics: Prometheus text with request counts per route template, orders and payments per
 * status, the database's size and the process's figures; served to loopback (not relayed by a proxy)
 * or with the token, and answered like an unknown address otherwise; never creates a session.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, migrateToLatest } from '#db/client.ts';
import { insertTestProduct } from '#db/test/factories.ts';
import { createTestDb } from '#db/test/test-db.ts';
import { placeGuestOrder } from '../test/orders.ts';
import { createTestApp } from '../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const TOKEN = 'metrics-token-0123456789-abcdefghij-KLMNOP';
const REMOTE = '203.0.113.9';

/** The value of one sample: `name` with exactly these labels (in any order); undefined when absent. */
function sample(body: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
    .join(',');
  for (const line of body.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').match(/\w+="(?:[^"\\]|\\.)*"/g) ?? [];
    if ([...have].sort().join(',') === wanted) return Number(match[3]);
  }
  return undefined;
}

function scrape(t: TestApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
}

const fileBytes = (handle: DbHandle) =>
  Number(handle.sqlite.pragma('page_count', { simple: true })) *
  Number(handle.sqlite.pragma('page_size', { simple: true }));

describe('GET /metrics from this machine', () => {
  let t: TestApp;
  let handle: DbHandle;
  let productId = 0;

  beforeAll(async () => {
    handle = await createTestDb();
    t = await createTestApp({ handle });
    productId = await insertTestProduct(t.db, { basePriceCents: 1999, stock: 50 });
  });
  afterAll(async () => t.close());

  it('answers Prometheus text with request counts that move, labelled by route template and status', async () => {
    const product = `/api/products/${productId}/full-details`;
    expect((await t.app.inject(product)).statusCode).toBe(200);
    const first = await scrape(t);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(first.headers['cache-control']).toBe('no-store');
    const labels = { method: 'GET', route: '/api/products/:id/full-details', status: '200' };
    expect(sample(first.body, 'partsshop_http_requests_total', labels)).toBe(1);
    expect(first.body).not.toContain(`/api/products/${productId}`);

    // The second answer comes from the catalogue cache: it is counted all the same.
    expect((await t.app.inject(product)).statusCode).toBe(200);
    expect((await t.app.inject('/api/products/999999/full-details')).statusCode).toBe(404);
    const second = await scrape(t);
    expect(second.headers.etag).toBeUndefined();
    expect(sample(second.body, 'partsshop_http_requests_total', labels)).toBe(2);
    expect(sample(second.body, 'partsshop_http_requests_total', { ...labels, status: '404' })).toBe(1);
    expect(sample(second.body, 'partsshop_http_request_duration_seconds_count', labels)).toBe(2);
    expect(
      sample(second.body, 'partsshop_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
    ).toBe(2);
    // The first scrape is counted under its own route.
    const metricsRoute = { method: 'GET', route: '/metrics', status: '200' };
    expect(sample(second.body, 'partsshop_http_requests_total', metricsRoute)).toBe(1);
  });

  it('labels requests no route matched as one route, never by their URL', async () => {
    await t.app.inject('/api/no-such-endpoint-1');
    await t.app.inject('/api/no-such-endpoint-2');
    const body = (await scrape(t)).body;
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    expect(sample(body, 'partsshop_http_requests_total', unmatched)).toBe(2);
    expect(body).not.toContain('no-such-endpoint');
  });

  it('counts orders and card payments per status at each scrape', async () => {
    const before = (await scrape(t)).body;
    expect(sample(before, 'partsshop_orders', { status: 'pending' })).toBe(0);
    expect(sample(before, 'partsshop_orders', { status: 'delivered' })).toBe(0);
    expect(sample(before, 'partsshop_payments', { status: 'approved' })).toBe(0);
    await placeGuestOrder(t.app, 'metrics.buyer@example.com', [{ productId, quantity: 1 }]);
    const after = (await scrape(t)).body;
    expect(sample(after, 'partsshop_orders', { status: 'pending' })).toBe(1);
    expect(sample(after, 'partsshop_orders', { status: 'confirmed' })).toBe(0);
  });

  it("reports the database's size; an in-memory database has no log file", async () => {
    const body = (await scrape(t)).body;
    expect(fileBytes(handle)).toBeGreaterThan(0);
    expect(sample(body, 'partsshop_database_size_bytes')).toBe(fileBytes(handle));
    expect(sample(body, 'partsshop_database_wal_size_bytes')).toBe(0);
  });

  it("includes the process's event-loop lag and memory", async () => {
    const body = (await scrape(t)).body;
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(sample(body, name), name).toBeGreaterThanOrEqual(0);
    }
  });

  it('reads and creates no session', async () => {
    const sessions = async () => (await t.db.selectFrom('sessions').select('sid').execute()).length;
    const before = await sessions();
    const response = await scrape(t, { cookie: 'sid=s%3Aforged.signature' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessions()).toBe(before);
  });

  it("keeps each app's figures in its own registry", async () => {
    const other = await createTestApp();
    try {
      const body = (await scrape(other)).body;
      const product = { method: 'GET', route: '/api/products/:id/full-details', status: '200' };
      expect(sample(body, 'partsshop_http_requests_total', product)).toBeUndefined();
      expect(sample((await scrape(t)).body, 'partsshop_http_requests_total', product)).toBe(2);
    } finally {
      await other.close();
    }
  });
});

describe('GET /metrics from elsewhere', () => {
  let open: TestApp;
  let withToken: TestApp;
  let behindProxy: TestApp;

  beforeAll(async () => {
    open = await createTestApp();
    withToken = await createTestApp({ config: { metricsToken: TOKEN } });
    behindProxy = await createTestApp({ config: { metricsToken: TOKEN, trustProxy: '127.0.0.1' } });
  });
  afterAll(async () => {
    await open.close();
    await withToken.close();
    await behindProxy.close();
  });

  /** What the shop answers at an address it does not have. */
  async function notFound(t: TestApp, remoteAddress: string) {
    const response = await t.app.inject({ method: 'GET', url: '/metrica', remoteAddress });
    return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
  }

  async function expectRefused(
    t: TestApp,
    headers: Record<string, string>,
    remoteAddress: string,
    label: string,
  ) {
    const response = await scrape(t, headers, remoteAddress);
    expect(response.statusCode, label).toBe(404);
    expect(response.json(), label).toMatchObject({ error: 'not_found' });
    expect(
      { status: response.statusCode, type: response.headers['content-type'], body: response.body },
      label,
    ).toEqual(await notFound(t, remoteAddress));
    expect(response.body, label).not.toContain('partsshop_');
  }

  it('answers another address like an address the shop does not have', async () => {
    await expectRefused(open, {}, REMOTE, 'remote');
    await expectRefused(open, {}, '::ffff:198.51.100.7', 'remote IPv4-mapped');
    expect((await scrape(open, {}, '::1')).statusCode).toBe(200);
    expect((await scrape(open, {}, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it("answers like an unknown page where the web app is served (its shell for a browser's navigation)", async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-metrics-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>shop</title>');
    const web = await createTestApp({ webRoot });
    try {
      for (const accept of ['text/html', '*/*', 'application/json']) {
        const [refused, unknown] = await Promise.all(
          ['/metrics', '/metrica'].map((url) =>
            web.app.inject({ method: 'GET', url, headers: { accept }, remoteAddress: REMOTE }),
          ),
        );
        expect([refused!.statusCode, refused!.headers['content-type'], refused!.body], accept).toEqual([
          unknown!.statusCode,
          unknown!.headers['content-type'],
          unknown!.body,
        ]);
      }
    } finally {
      await web.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });

  it('serves a scraper with the token from anywhere, and refuses a wrong or unexpected one', async () => {
    const allowed = await scrape(withToken, { authorization: `Bearer ${TOKEN}` }, REMOTE);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('partsshop_http_requests_total');
    await expectRefused(withToken, { authorization: `Bearer ${TOKEN}x` }, REMOTE, 'longer token');
    await expectRefused(withToken, { authorization: `Bearer ${TOKEN.slice(0, -1)}` }, REMOTE, 'shorter');
    await expectRefused(withToken, { authorization: `Basic ${TOKEN}` }, REMOTE, 'other scheme');
    await expectRefused(withToken, { authorization: `Bearer wrong` }, '127.0.0.1', 'wrong, on loopback');
    // Without a configured token no Authorization header opens it.
    await expectRefused(open, { authorization: `Bearer ${TOKEN}` }, REMOTE, 'no token configured');
  });

  it('does not take a request relayed by a proxy on this machine for a local one', async () => {
    const relayed = { 'x-forwarded-for': REMOTE };
    // A trusted proxy: the client's address is the forwarded one.
    await expectRefused(behindProxy, relayed, '127.0.0.1', 'trusted proxy');
    // Even when the forwarded address claims loopback, the request was relayed.
    await expectRefused(behindProxy, { 'x-forwarded-for': '127.0.0.1' }, '127.0.0.1', 'forwarded loopback');
    // A proxy on this machine that the shop does not trust: the connection alone looks local.
    await expectRefused(open, relayed, '127.0.0.1', 'untrusted local proxy');
    await expectRefused(open, { forwarded: `for=${REMOTE}` }, '127.0.0.1', 'Forwarded header');
    await expectRefused(open, { 'x-real-ip': REMOTE }, '127.0.0.1', 'X-Real-IP header');
    // The token still works through the proxy.
    const scraped = await scrape(behindProxy, { ...relayed, authorization: `Bearer ${TOKEN}` }, '127.0.0.1');
    expect(scraped.statusCode).toBe(200);
    // And the shop itself still sees loopback as loopback.
    expect((await scrape(behindProxy, {}, '127.0.0.1')).statusCode).toBe(200);
  });
});

describe('GET /metrics on a database file', () => {
  it("reports the write-ahead log's size", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-metrics-'));
    const handle = createDb(path.join(dir, 'shop.sqlite'));
    await migrateToLatest(handle.db);
    const t = await createTestApp({ handle });
    try {
      await insertTestProduct(t.db, { basePriceCents: 500, stock: 1 });
      const body = (await scrape(t)).body;
      const wal = fs.statSync(path.join(dir, 'shop.sqlite-wal')).size;
      expect(wal).toBeGreaterThan(0);
      expect(sample(body, 'partsshop_database_wal_size_bytes')).toBe(wal);
      expect(sample(body, 'partsshop_database_size_bytes')).toBe(fileBytes(handle));
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
