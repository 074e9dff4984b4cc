import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlateLookup, normaliseRegistration, PlateLookupError } from './plate-lookup.ts';

let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/chunked-huge') {
      // No Content-Length: the limit must hold while reading.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"make":"VW","model":"Golf","pad":"');
      for (let i = 0; i < 100; i++) res.write('x'.repeat(1024));
      res.end('"}');
    } else if (path === '/stall-body') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"make":"VW",');
    } else if (path === '/redirect') {
      res.writeHead(302, { location: `${base}/ok` }).end();
    } else if (path === '/nulls') {
      res.writeHead(200).end(JSON.stringify({ make: 'VW', model: 'Golf', year: null, hsn: null }));
    } else {
      res.writeHead(200).end(JSON.stringify({ make: 'VW', model: 'Golf', kw: 81 }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Generous for answers (the machine may be busy), short where the test waits for the timeout.
const lookup = (path: string, timeoutMs = 5_000) =>
  createPlateLookup({ url: base + path, timeoutMs })('WOB123', 'DE');

describe('plate lookup client', () => {
  it('returns the answer, null fields read as absent', async () => {
    expect(await lookup('/ok')).toEqual({ make: 'VW', model: 'Golf', kw: 81 });
    expect(await lookup('/nulls')).toEqual({ make: 'VW', model: 'Golf', year: null, hsn: null });
  });

  it('stops reading past 64 KB even without a Content-Length', async () => {
    await expect(lookup('/chunked-huge')).rejects.toThrow(/larger than 65536 bytes/);
  });

  it('times out a provider that stalls in the middle of its answer', async () => {
    const error = await lookup('/stall-body', 300).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlateLookupError);
    expect((error as Error).message).toMatch(/no answer within 300 ms/);
  });

  it('does not follow redirects (the token goes only to the configured address)', async () => {
    await expect(lookup('/redirect')).rejects.toThrow(/HTTP 302/);
  });

  it('reports an unreachable provider', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(createPlateLookup({ url: `http://127.0.0.1:${port}/` })('AB1', 'PL')).rejects.toThrow(
      /unreachable/,
    );
  });
});

describe('normaliseRegistration', () => {
  it('upper-cases and drops spaces and hyphens, then wants 2-10 letters and digits', () => {
    expect(normaliseRegistration(' wob-ab 123 ')).toBe('WOBAB123');
    expect(normaliseRegistration('KR4711A')).toBe('KR4711A');
    for (const bad of ['A', '', 'KR_1', 'ABCDEFGHIJK', 'WŁ12345', 'AB.12'])
      expect(normaliseRegistration(bad)).toBeNull();
  });
});
