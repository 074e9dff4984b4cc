import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createViesChecker } from './vies.ts';

const GREEK = { prefix: 'EL', number: '094012834' };

/** A fetch that records its calls and answers with `answer` (or throws it when it is an Error). */
function fakeFetch(answer: Response | Error | (() => Response)) {
  return vi.fn<typeof fetch>(async () => {
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer() : answer;
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('VIES checker, injected fetch', () => {
  it('is off without a URL: unavailable, no request', async () => {
    for (const url of [undefined, '', '  ']) {
      const doFetch = fakeFetch(json({ valid: true }));
      expect(await createViesChecker({ url, fetch: doFetch }).check(GREEK)).toBe('unavailable');
      expect(doFetch).not.toHaveBeenCalled();
    }
  });

  it('is off without a URL even with the global fetch', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      expect(await createViesChecker({ url: undefined }).check(GREEK)).toBe('unavailable');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('POSTs { countryCode, vatNumber } as JSON to {url}/check-vat-number with a timeout', async () => {
    const doFetch = fakeFetch(json({ valid: true }));
    await createViesChecker({ url: 'http://vies.test/rest-api/', fetch: doFetch }).check(GREEK);
    expect(doFetch).toHaveBeenCalledOnce();
    const [url, init] = doFetch.mock.calls[0] ?? [];
    expect(url).toBe('http://vies.test/rest-api/check-vat-number');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ countryCode: 'EL', vatNumber: '094012834' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  const answers: [string, () => Response, 'valid' | 'invalid' | 'unavailable'][] = [
    ['valid', () => json({ countryCode: 'EL', vatNumber: '094012834', valid: true, name: 'X' }), 'valid'],
    ['invalid', () => json({ valid: false }), 'invalid'],
    ['VALID userError', () => json({ valid: true, userError: 'VALID' }), 'valid'],
    ['INVALID userError', () => json({ valid: false, userError: 'INVALID' }), 'invalid'],
    ['MS_UNAVAILABLE', () => json({ valid: false, userError: 'MS_UNAVAILABLE' }), 'unavailable'],
    ['TIMEOUT', () => json({ valid: false, userError: 'TIMEOUT' }), 'unavailable'],
    ['SERVICE_UNAVAILABLE', () => json({ valid: false, userError: 'SERVICE_UNAVAILABLE' }), 'unavailable'],
    ['a userError that contradicts valid', () => json({ valid: true, userError: 'INVALID' }), 'unavailable'],
    [
      'no valid field',
      () => json({ actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] }),
      'unavailable',
    ],
    ['valid as a string', () => json({ valid: 'true' }), 'unavailable'],
    ['JSON null', () => json(null), 'unavailable'],
    ['not JSON', () => new Response('<html>busy</html>', { status: 200 }), 'unavailable'],
    ['HTTP 500 with a verdict', () => json({ valid: true }, 500), 'unavailable'],
    ['HTTP 400', () => json({ valid: false }, 400), 'unavailable'],
    [
      'HTTP 302',
      () => new Response(null, { status: 302, headers: { location: 'http://elsewhere/' } }),
      'unavailable',
    ],
  ];
  it.each(answers)('%s → %s', async (_name, answer, expected) => {
    const checker = createViesChecker({ url: 'http://vies.test', fetch: fakeFetch(answer) });
    expect(await checker.check(GREEK)).toBe(expected);
  });

  it('a network error is unavailable, not an exception', async () => {
    const checker = createViesChecker({
      url: 'http://vies.test',
      fetch: fakeFetch(new TypeError('fetch failed')),
    });
    await expect(checker.check(GREEK)).resolves.toBe('unavailable');
  });
});

describe('VIES checker against a local server', () => {
  let server: http.Server;
  let base = '';
  const received: { path: string; method: string; type: string; body: unknown }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as { countryCode: string; vatNumber: string };
        received.push({
          path: req.url ?? '',
          method: req.method ?? '',
          type: req.headers['content-type'] ?? '',
          body,
        });
        const send = (answer: object) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ countryCode: body.countryCode, vatNumber: body.vatNumber, ...answer }));
        };
        if (body.vatNumber === '136695976') send({ valid: true, name: 'Muster GmbH' });
        else if (body.vatNumber === '136695977') send({ valid: false });
        else if (body.vatNumber === '111111111') send({ valid: false, userError: 'MS_UNAVAILABLE' });
        else if (body.vatNumber === '222222222') res.writeHead(503).end();
        else if (body.vatNumber === '333333333') {
          // Headers, then a body that never ends.
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"valid":');
        }
        // Anything else: no answer at all.
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  // Generous for answers (the machine may be busy), short where the test waits for the timeout.
  const check = (number: string, timeoutMs = 5_000) =>
    createViesChecker({ url: base, timeoutMs }).check({ prefix: 'DE', number });

  it('reads valid and invalid answers', async () => {
    expect(await check('136695976')).toBe('valid');
    expect(await check('136695977')).toBe('invalid');
    expect(received.at(-1)).toEqual({
      path: '/check-vat-number',
      method: 'POST',
      type: 'application/json',
      body: { countryCode: 'DE', vatNumber: '136695977' },
    });
  });

  it('a member state that is down, or an error status, is unavailable', async () => {
    expect(await check('111111111')).toBe('unavailable');
    expect(await check('222222222')).toBe('unavailable');
  });

  it('gives up after timeoutMs when the service does not answer', async () => {
    const started = Date.now();
    expect(await check('999999999', 200)).toBe('unavailable');
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(3_000);
  });

  it('gives up after timeoutMs when the answer stalls midway', async () => {
    const started = Date.now();
    expect(await check('333333333', 200)).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('an unreachable service is unavailable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const checker = createViesChecker({ url: `http://127.0.0.1:${port}` });
    expect(await checker.check({ prefix: 'DE', number: '136695976' })).toBe('unavailable');
  });
});
