/**
 * The SSRF-safe fetcher against loopback servers that count their requests. DNS is always injected
 * and every connection goes through a guard that refuses anything but 127.0.0.1/::1, so even a broken
 * fetcher cannot send a packet beyond this machine.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP, type AddressInfo, type Socket } from 'node:net';
import tls from 'node:tls';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { translate } from '../../http/messages.ts';
import {
  type Connect,
  type ConnectTarget,
  type FetcherOptions,
  type ResolvedAddress,
  connectTo,
  createFetcher,
} from './fetcher.ts';

const MB = 1024 * 1024;
const LOOPBACK = new Set(['127.0.0.1', '::1']);

// A self-signed certificate for shop.example.test (valid until 2126), made with openssl for this test.
const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg3SJnua2jy/NNhfyb
wk8D8LrLrO32fa563nO8PM2CO2OhRANCAARksO8kL2kRVlCGJDtOTxnVOZ8Uj4m5
k7HYWJQAfObUQyOZKCCH1sxo/nTMcQf7FVseXHkWzMuHP+nlGl5qEp9W
-----END PRIVATE KEY-----`;
const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBrTCCAVOgAwIBAgIUHipdF+5vpNclN63ii/AyjKz0bfkwCgYIKoZIzj0EAwIw
HDEaMBgGA1UEAwwRc2hvcC5leGFtcGxlLnRlc3QwIBcNMjYxMTI0MDc0NTE3WhgP
MjEyNjEwMzEwNzQ1MTdaMBwxGjAYBgNVBAMMEXNob3AuZXhhbXBsZS50ZXN0MFkw
EwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEZLDvJC9pEVZQhiQ7Tk8Z1TmfFI+JuZOx
2FiUAHzm1EMjmSggh9bMaP50zHEH+xVbHlx5FszLhz/p5RpeahKfVqNxMG8wHQYD
VR0OBBYEFLfmerXVgXTO6bYvE933r9Y0iVCKMB8GA1UdIwQYMBaAFLfmerXVgXTO
6bYvE933r9Y0iVCKMA8GA1UdEwEB/wQFMAMBAf8wHAYDVR0RBBUwE4IRc2hvcC5l
eGFtcGxlLnRlc3QwCgYIKoZIzj0EAwIDSAAwRQIhAOPbO+3Ob6P+c6STW5af2WRt
QYrnsJVerPA3I6YxfivsAiAmnKw+dDQtosIfXgWcOG7f34zIWfWSZjz08OgaNoU/
hA==
-----END CERTIFICATE-----`;

interface TestServer {
  port: number;
  /** Requests this server has received. */
  requests: http.IncomingMessage[];
  url(path?: string): string;
}

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const servers: (http.Server | https.Server)[] = [];
/** Targets the guard refused: must stay empty in every test. */
let guardViolations: ConnectTarget[] = [];

afterEach(async () => {
  const violations = guardViolations;
  guardViolations = [];
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
  expect(violations, 'connections the guard refused').toEqual([]);
});

async function listen(
  server: http.Server | https.Server,
  requests: http.IncomingMessage[],
): Promise<TestServer> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const scheme = server instanceof https.Server ? 'https' : 'http';
  return { port, requests, url: (path = '/') => `${scheme}://127.0.0.1:${port}${path}` };
}

function serve(handler: Handler): Promise<TestServer> {
  const requests: http.IncomingMessage[] = [];
  return listen(
    http.createServer((request, response) => {
      requests.push(request);
      handler(request, response);
    }),
    requests,
  );
}

const html =
  (body: string, headers: http.OutgoingHttpHeaders = {}): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(body);
  };

/** Connects only to loopback; anything else is recorded as a violation and refused. */
function guardedConnect(calls: ConnectTarget[] = [], inner: Connect = connectTo): Connect {
  return (target, signal) => {
    calls.push(target);
    if (!LOOPBACK.has(target.address)) {
      guardViolations.push(target);
      return Promise.reject(new Error(`test guard: no connection to ${target.address}`));
    }
    return inner(target, signal);
  };
}

/** DNS from a table; any other name does not exist. */
function resolver(table: Record<string, string[]> = {}) {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    asked.push(hostname);
    const answers = table[hostname];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

function fetcher(options: FetcherOptions = {}, calls: ConnectTarget[] = []) {
  return createFetcher({ resolve: resolver(), connect: guardedConnect(calls), ...options });
}

/** The AppError the promise rejects with, checked for code and status; its English message. */
async function refusal(promise: Promise<unknown>, code: string, status: number) {
  const error = await promise.then(
    () => expect.fail(`expected ${code}`),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect({ code: appError.code, status: appError.statusCode }).toEqual({ code, status });
  return translate('en', appError.code, appError.params);
}

/** Bytes of `text` in a single-byte charset (via the decoder's own table). */
function encodeSingleByte(text: string, charset: string): Buffer {
  const decoder = new TextDecoder(charset);
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte += 1) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  return Buffer.from([...text].map((ch) => table.get(ch) ?? 0x3f));
}

/** Resolves with the bytes written once the server sees the connection close. */
function streamEndlessly(size: number) {
  let written = 0;
  let closed!: (bytes: number) => void;
  const done = new Promise<number>((resolve) => (closed = resolve));
  const handler: Handler = (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    response.on('close', () => closed(written));
    const pump = () => {
      while (written < size) {
        written += chunk.length;
        if (!response.write(chunk)) {
          response.once('drain', pump);
          return;
        }
      }
      response.end();
    };
    pump();
  };
  return { handler, done };
}

describe('createFetcher: the SSRF policy', () => {
  it('refuses a loopback server that is not allow-listed, without any request', async () => {
    const server = await serve(html('<p>secret</p>'));
    const calls: ConnectTarget[] = [];
    const message = await refusal(fetcher({}, calls).fetchPage(server.url()), 'scrape_address_blocked', 400);
    expect(message).toBe(
      '127.0.0.1 points to a private, loopback or reserved network address, so it is not fetched.',
    );
    expect(server.requests).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('refuses the decimal and the IPv4-mapped IPv6 forms of loopback', async () => {
    const server = await serve(html('<p>secret</p>'));
    const calls: ConnectTarget[] = [];
    const f = fetcher({ allowHosts: [`127.0.0.1:${server.port + 1}`] }, calls);
    for (const url of [
      `http://2130706433:${server.port}/`,
      `http://0x7f.1:${server.port}/`,
      `http://[::ffff:127.0.0.1]:${server.port}/`,
      `http://[::1]:${server.port}/`,
      `http://localhost:${server.port}/`,
    ]) {
      await refusal(f.fetchPage(url), 'scrape_address_blocked', 400);
    }
    expect(server.requests).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('refuses a redirect from an allowed server to a loopback server that is not allowed', async () => {
    const inner = await serve(html('<p>secret</p>'));
    const targets = [
      `http://127.0.0.1:${inner.port}/`,
      `http://localhost:${inner.port}/admin`,
      `http://2130706433:${inner.port}/`,
      `//[::1]:${inner.port}/`,
    ];
    const outer = await serve((request, response) => {
      const index = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('to'));
      response.writeHead(302, { location: targets[index] });
      response.end();
    });
    const f = fetcher({ allowHosts: [`127.0.0.1:${outer.port}`] });
    for (const [index, target] of targets.entries()) {
      const message = await refusal(f.fetchPage(outer.url(`/?to=${index}`)), 'scrape_address_blocked', 400);
      expect(message, target).toMatch(/^(127\.0\.0\.1|localhost|::1) points to a private/);
    }
    expect(outer.requests).toHaveLength(targets.length);
    expect(inner.requests).toHaveLength(0);
  });

  it('refuses a redirect to another scheme or to an address with credentials', async () => {
    let location = 'file:///etc/passwd';
    const outer = await serve((_request, response) => {
      response.writeHead(301, { location });
      response.end();
    });
    const f = fetcher({ allowHosts: [`127.0.0.1:${outer.port}`] });
    expect(await refusal(f.fetchPage(outer.url()), 'scrape_url_scheme', 400)).toBe(
      'Only http:// and https:// addresses can be imported (file: is not supported).',
    );
    location = `http://user:pw@127.0.0.1:${outer.port}/`;
    await refusal(f.fetchPage(outer.url()), 'scrape_url_credentials', 400);
  });

  it('refuses a name that resolves to a blocked address, without connecting', async () => {
    const calls: ConnectTarget[] = [];
    const resolve = resolver({
      'shop.example.test': ['10.0.0.1'],
      'loop.example.test': ['127.0.0.1'],
      'mixed.example.test': ['93.184.216.34', '169.254.169.254'],
      'v6.example.test': ['::ffff:192.168.0.1'],
    });
    const f = fetcher({ resolve }, calls);
    for (const host of ['shop.example.test', 'loop.example.test', 'mixed.example.test', 'v6.example.test']) {
      const message = await refusal(f.fetchPage(`https://${host}/p`), 'scrape_address_blocked', 400);
      expect(message).toContain(`${host} points to a private, loopback or reserved network address`);
    }
    expect(resolve.asked).toHaveLength(4);
    expect(calls).toHaveLength(0);
  });

  it('connects to exactly the address that passed, with the name for SNI', async () => {
    const calls: ConnectTarget[] = [];
    // The guard refuses the public address: this test only looks at where the fetcher wanted to go.
    const connect: Connect = (target) => {
      calls.push(target);
      return Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    };
    const f = createFetcher({
      resolve: resolver({ 'shop.example.com': ['93.184.216.34', '2606:4700::1111'] }),
      connect,
    });
    const message = await refusal(f.fetchPage('https://shop.example.com/p'), 'scrape_fetch_failed', 502);
    expect(message).toBe(
      'shop.example.com could not be reached: the name does not exist or the server refused the connection.',
    );
    expect(calls).toEqual([
      { address: '93.184.216.34', family: 4, port: 443, hostname: 'shop.example.com', tls: true },
      { address: '2606:4700::1111', family: 6, port: 443, hostname: 'shop.example.com', tls: true },
    ]);
  });

  it('refuses bad input before any lookup', async () => {
    const resolve = resolver();
    const f = fetcher({ resolve });
    expect(await refusal(f.fetchPage(''), 'scrape_url_required', 400)).toBe('Please enter a valid URL');
    await refusal(f.fetchPage('  '), 'scrape_url_required', 400);
    expect(await refusal(f.fetchPage('not a url'), 'scrape_url_invalid', 400)).toContain('not a valid URL');
    await refusal(f.fetchPage('file:///etc/passwd'), 'scrape_url_scheme', 400);
    await refusal(f.fetchPage('gopher://example.com/'), 'scrape_url_scheme', 400);
    expect(
      await refusal(f.fetchPage('http://user:pw@example.com/'), 'scrape_url_credentials', 400),
    ).toContain('user name or password');
    await refusal(f.fetchImage('http://169.254.169.254/latest/meta-data/'), 'scrape_address_blocked', 400);
    expect(resolve.asked).toEqual([]);
  });
});

describe('createFetcher: fetching', () => {
  it('fetches an allowed loopback page and decodes the charset of its <meta>', async () => {
    const text = 'Zażółć gęślą jaźń, Łódź';
    const body = Buffer.concat([
      Buffer.from('<!doctype html><html><head><meta charset="iso-8859-2"><title>t</title></head><body><h1>'),
      encodeSingleByte(text, 'iso-8859-2'),
      Buffer.from('</h1></body></html>'),
    ]);
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(body);
    });
    const page = await fetcher({ allowHosts: [`127.0.0.1:${server.port}`] }).fetchPage(server.url('/p?id=1'));
    expect(page).toMatchObject({ url: server.url('/p?id=1'), status: 200, contentType: 'text/html' });
    expect(page.html).toContain(`<h1>${text}</h1>`);
    const [request] = server.requests;
    expect(request?.headers['user-agent']).toMatch(/^PartsPointBot\/1\.0 /);
    expect(request?.headers.host).toBe(`127.0.0.1:${server.port}`);
    expect(request?.url).toBe('/p?id=1');
  });

  it('prefers the charset of the Content-Type header, and reads UTF-8 by default', async () => {
    const text = 'Świeca żarowa – Bosch';
    let mode: 'header' | 'plain' = 'header';
    const server = await serve((_request, response) => {
      if (mode === 'header') {
        response.writeHead(200, { 'content-type': 'text/html; charset=windows-1250' });
        response.end(
          Buffer.concat([Buffer.from('<meta charset="utf-8"><p>'), encodeSingleByte(text, 'windows-1250')]),
        );
      } else {
        response.writeHead(200, { 'content-type': 'application/xhtml+xml' });
        response.end(`<p>${text}</p>`);
      }
    });
    const f = fetcher({ allowHosts: ['127.0.0.1'] });
    expect((await f.fetchPage(server.url())).html).toBe(`<meta charset="utf-8"><p>${text}`);
    mode = 'plain';
    const page = await f.fetchPage(server.url());
    expect(page.contentType).toBe('application/xhtml+xml');
    expect(page.html).toBe(`<p>${text}</p>`);
  });

  it('fetches an allow-listed name through the injected resolver, with the name as Host', async () => {
    const server = await serve(html('<p>ok</p>'));
    const calls: ConnectTarget[] = [];
    const f = fetcher(
      { allowHosts: ['SHOP.example.test'], resolve: resolver({ 'shop.example.test': ['127.0.0.1'] }) },
      calls,
    );
    const page = await f.fetchPage(`http://shop.example.test:${server.port}/p`);
    expect(page.html).toBe('<p>ok</p>');
    expect(server.requests[0]?.headers.host).toBe(`shop.example.test:${server.port}`);
    expect(calls).toEqual([
      { address: '127.0.0.1', family: 4, port: server.port, hostname: 'shop.example.test', tls: false },
    ]);
    // The same name on the list does not open its private address to other names.
    await refusal(
      fetcher({
        allowHosts: ['shop.example.test'],
        resolve: resolver({ 'other.example.test': ['127.0.0.1'] }),
      }).fetchPage(`http://other.example.test:${server.port}/`),
      'scrape_address_blocked',
      400,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('follows redirects between allowed servers and answers with the final URL', async () => {
    const target = await serve(html('<p>final</p>'));
    const start = await serve((_request, response) => {
      response.writeHead(301, { location: `http://127.0.0.1:${target.port}/final` });
      response.end();
    });
    const f = fetcher({ allowHosts: [`127.0.0.1:${start.port}`, `127.0.0.1:${target.port}`] });
    const page = await f.fetchPage(start.url('/start'));
    expect(page.url).toBe(target.url('/final'));
    expect(page.html).toBe('<p>final</p>');
  });

  it('refuses more redirects than allowed', async () => {
    const server = await serve((request, response) => {
      response.writeHead(302, { location: `/loop${server.requests.length}` });
      response.end();
      void request;
    });
    const f = fetcher({ allowHosts: ['127.0.0.1'], maxRedirects: 2 });
    expect(await refusal(f.fetchPage(server.url()), 'scrape_too_many_redirects', 502)).toBe(
      'The page redirected more than 2 times, so it was not fetched.',
    );
    expect(server.requests).toHaveLength(3);
  });

  it('refuses a page that is not HTML', async () => {
    let type: string | undefined = 'application/json';
    const server = await serve((_request, response) => {
      if (type) response.setHeader('content-type', type);
      response.end('{}');
    });
    const f = fetcher({ allowHosts: ['127.0.0.1'] });
    expect(await refusal(f.fetchPage(server.url()), 'scrape_not_html', 400)).toBe(
      'This address does not lead to a web page (the server sent application/json). Please enter the address of a product page.',
    );
    type = undefined;
    expect(await refusal(f.fetchPage(server.url()), 'scrape_not_html', 400)).toContain(
      '(the server sent no content type)',
    );
  });

  it('fetches an image, and refuses a file that is not one', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const server = await serve((request, response) => {
      if (request.url === '/logo.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(png);
      } else html('<p>not an image</p>')(request, response);
    });
    const f = fetcher({ allowHosts: ['127.0.0.1'] });
    const file = await f.fetchImage(server.url('/logo.png'));
    expect(file).toEqual({ url: server.url('/logo.png'), contentType: 'image/png', data: png });
    expect(server.requests[0]?.headers.accept).toMatch(/^image\//);
    expect(await refusal(f.fetchImage(server.url('/page')), 'scrape_not_image', 400)).toBe(
      'This address does not lead to an image (the server sent text/html).',
    );
  });

  it('names the HTTP status of an error answer', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<p>gone</p>');
    });
    const message = await refusal(
      fetcher({ allowHosts: ['127.0.0.1'] }).fetchPage(server.url()),
      'scrape_http_status',
      502,
    );
    expect(message).toBe('127.0.0.1 answered with HTTP status 404, so the page could not be loaded.');
  });

  it('reports a name that does not resolve and a refused connection', async () => {
    const f = fetcher({ allowHosts: ['127.0.0.1'] });
    expect(await refusal(f.fetchPage('https://nowhere.example.test/'), 'scrape_fetch_failed', 502)).toContain(
      'nowhere.example.test could not be reached',
    );
    const closed = await serve(html(''));
    const url = closed.url();
    await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
    await refusal(f.fetchPage(url), 'scrape_fetch_failed', 502);
  });

  it('limits requests per host and minute', async () => {
    const server = await serve(html('<p>ok</p>'));
    const f = fetcher({ allowHosts: ['127.0.0.1'], perHostPerMinute: 2 });
    await f.fetchPage(server.url());
    await f.fetchPage(server.url());
    expect(await refusal(f.fetchPage(server.url()), 'scrape_rate_limited', 429)).toBe(
      'Too many requests to 127.0.0.1 in the last minute. Please wait a moment and try again.',
    );
    expect(server.requests).toHaveLength(2);
  });
});

describe('createFetcher: limits', () => {
  it('cuts off a 50 MB answer soon after the size limit', async () => {
    const stream = streamEndlessly(50 * MB);
    const server = await serve(stream.handler);
    const f = fetcher({ allowHosts: ['127.0.0.1'], maxPageBytes: 1 * MB });
    expect(await refusal(f.fetchPage(server.url()), 'scrape_too_large', 413)).toBe(
      'The answer from 127.0.0.1 is larger than 1 MB, so it was not downloaded.',
    );
    // Only what fits in the socket buffers beyond the limit was written before the client hung up.
    expect(await stream.done).toBeLessThan(16 * MB);
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    let closed!: () => void;
    const hungUp = new Promise<void>((resolve) => (closed = resolve));
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(50 * MB) });
      response.write(Buffer.alloc(1024));
      response.on('close', closed);
    });
    await refusal(fetcher({ allowHosts: ['127.0.0.1'] }).fetchImage(server.url()), 'scrape_too_large', 413);
    await hungUp;
  });

  it('decodes gzip and br, and stops a compression bomb at the decoded limit', async () => {
    const page = `<p>${'Bremsscheibe '.repeat(1000)}</p>`;
    const bomb = zlib.gzipSync(Buffer.alloc(50 * MB, 0x20));
    const server = await serve((request, response) => {
      const headers = { 'content-type': 'text/html; charset=utf-8' };
      if (request.url === '/gzip') {
        response.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
        response.end(zlib.gzipSync(page));
      } else if (request.url === '/br') {
        response.writeHead(200, { ...headers, 'content-encoding': 'br' });
        response.end(zlib.brotliCompressSync(page));
      } else if (request.url === '/deflate-raw') {
        response.writeHead(200, { ...headers, 'content-encoding': 'deflate' });
        response.end(zlib.deflateRawSync(page));
      } else if (request.url === '/zstd') {
        response.writeHead(200, { ...headers, 'content-encoding': 'zstd' });
        response.end('xx');
      } else {
        response.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
        response.end(bomb);
      }
    });
    const f = fetcher({ allowHosts: ['127.0.0.1'], maxPageBytes: 1 * MB });
    expect(bomb.length).toBeLessThan(1 * MB);
    expect((await f.fetchPage(server.url('/gzip'))).html).toBe(page);
    expect((await f.fetchPage(server.url('/br'))).html).toBe(page);
    expect((await f.fetchPage(server.url('/deflate-raw'))).html).toBe(page);
    expect(server.requests[0]?.headers['accept-encoding']).toBe('gzip, deflate, br');
    await refusal(f.fetchPage(server.url('/bomb')), 'scrape_too_large', 413);
    await refusal(f.fetchPage(server.url('/zstd')), 'scrape_bad_response', 502);
  });

  it('gives up on a page that never finishes at the total timeout', async () => {
    let closed!: () => void;
    const hungUp = new Promise<void>((resolve) => (closed = resolve));
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><body>');
      response.on('close', closed);
    });
    const started = Date.now();
    const message = await refusal(
      fetcher({ allowHosts: ['127.0.0.1'], totalTimeoutMs: 300 }).fetchPage(server.url()),
      'scrape_timeout',
      504,
    );
    expect(message).toBe('127.0.0.1 did not answer within 0.3 seconds. Please try again later.');
    expect(Date.now() - started).toBeLessThan(2_000);
    await hungUp;
  });

  it('gives up on a connection that is never made at the connect timeout', async () => {
    const started = Date.now();
    let aborted = false;
    const never: Connect = (_target, signal) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          reject(signal.reason);
        });
      });
    const f = createFetcher({
      allowHosts: ['127.0.0.1'],
      resolve: resolver(),
      connect: guardedConnect([], never),
      connectTimeoutMs: 200,
    });
    await refusal(f.fetchPage('http://127.0.0.1:9/'), 'scrape_timeout', 504);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(aborted).toBe(true);
  });

  it('stops when the caller aborts', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html>');
    });
    const controller = new AbortController();
    const pending = fetcher({ allowHosts: ['127.0.0.1'] }).fetchPage(server.url(), controller.signal);
    setTimeout(() => controller.abort(new Error('admin cancelled')), 50);
    await expect(pending).rejects.toThrow('admin cancelled');
  });
});

describe('createFetcher: https', () => {
  async function serveTls() {
    const names: (string | undefined)[] = [];
    const requests: http.IncomingMessage[] = [];
    const server = https.createServer(
      {
        key: TEST_KEY,
        cert: TEST_CERT,
        SNICallback: (name, callback) => {
          names.push(name);
          callback(null, tls.createSecureContext({ key: TEST_KEY, cert: TEST_CERT }));
        },
      },
      (request, response) => {
        requests.push(request);
        html('<p>secure</p>')(request, response);
      },
    );
    server.on('tlsClientError', () => {});
    return { ...(await listen(server, requests)), names };
  }

  it('verifies the certificate against the host name it sends as SNI', async () => {
    const server = await serveTls();
    const f = fetcher({
      allowHosts: ['shop.example.test'],
      resolve: resolver({ 'shop.example.test': ['127.0.0.1'] }),
    });
    // Self-signed: the default connect must refuse it.
    expect(
      await refusal(f.fetchPage(`https://shop.example.test:${server.port}/`), 'scrape_tls_failed', 502),
    ).toBe('The secure connection to shop.example.test failed: its certificate is not valid.');
    expect(server.names).toEqual(['shop.example.test']);
    expect(server.requests).toHaveLength(0);
  });

  it('speaks HTTP over the TLS socket it is given', async () => {
    const server = await serveTls();
    const trusting: Connect = (target, signal) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = tls.connect({
          host: target.address,
          port: target.port,
          servername: target.hostname,
          ca: TEST_CERT,
        });
        socket.once('secureConnect', () => resolve(socket));
        socket.once('error', reject);
        signal.addEventListener('abort', () => socket.destroy(signal.reason as Error));
      });
    const f = createFetcher({
      allowHosts: ['shop.example.test'],
      resolve: resolver({ 'shop.example.test': ['127.0.0.1'] }),
      connect: guardedConnect([], trusting),
    });
    const page = await f.fetchPage(`https://shop.example.test:${server.port}/p`);
    expect(page).toMatchObject({ url: `https://shop.example.test:${server.port}/p`, html: '<p>secure</p>' });
    expect(server.requests[0]?.headers.host).toBe(`shop.example.test:${server.port}`);
  });
});
