/**
 * One access-log line per answered request: its request id, method, URL, status and time, nothing
 * else per request.
 */
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../http/log-options.ts';
import { createTestApp } from '../test/test-app.ts';

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    callback();
  },
});
const t = await createTestApp({ logger: loggerOptions({ level: 'info', stream }) });

afterAll(async () => {
  await t.close();
});

describe('access log', () => {
  it('writes one line per request with its request id, method, URL, status and time', async () => {
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/api/products?limit=2' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => [l.msg, l.method, l.url, l.status])).toEqual([
      ['request', 'GET', '/api/products?limit=2', 200],
      ['request', 'GET', '/api/cart', 401],
    ]);
    for (const line of lines) expect(typeof line.ms).toBe('number');
    expect(lines.map((l) => l.reqId)).toEqual([
      expect.stringMatching(/^req-/),
      expect.stringMatching(/^req-/),
    ]);
    expect(lines[0]?.reqId).not.toBe(lines[1]?.reqId);
  });
});
