/**
 * The outbox replay: in order, with each change's operation id as the Idempotency-Key; a change
 * leaves only once answered; no connection, a signed-out session or a busy server keep the rest.
 * The server here is a small in-memory stand-in that applies an operation id once, as the real one
 * does (its own tests are api/plugins/idempotency tests; the browser journey is e2e/offline.spec.ts).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshLocalDbEachTest } from '../test/local-db.ts';
import type { LocalDb } from './local-db.ts';
import * as contract from '#api/contract/idempotency.ts';
import {
  enqueue,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_RETENTION_DAYS,
  OUTBOX_MAX_AGE_MS,
  pendingCount,
  replayOutbox,
} from './outbox.ts';

let db: LocalDb;
freshLocalDbEachTest('outbox-test', (fresh) => (db = fresh));

interface Call {
  method: string;
  url: string;
  key: string | null;
  body: unknown;
}

/** Signed in as `user`; applies each operation id once; `fail` decides a status per call (or throws). */
function server(
  options: { user?: number | null; fail?: (call: Call, index: number) => number | 'offline' } = {},
) {
  const calls: Call[] = [];
  const applied = new Set<string>();
  let writes = 0;
  const fetch = async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/user') {
      if (options.user === null) return new Response('{}', { status: 401 });
      return Response.json({ id: options.user ?? 7 });
    }
    const headers = new Headers(init?.headers);
    const call = {
      method: init?.method ?? 'GET',
      url,
      key: headers.get('Idempotency-Key'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    const outcome = options.fail?.(call, writes++) ?? 200;
    if (outcome === 'offline') throw new TypeError('Failed to fetch');
    if (outcome === 200 && call.key && !applied.has(call.key)) {
      applied.add(call.key);
      calls.push(call);
    }
    return Response.json({}, { status: outcome });
  };
  return { fetch, calls };
}

const op = (userId: number, opId: string, productId = 1) => ({
  opId,
  userId,
  kind: 'cart' as const,
  productId,
  method: 'POST' as const,
  url: '/api/cart',
  body: { productId, quantity: 1 },
});

it('speaks the server’s header and retention (repeated to keep the worker bundle small)', () => {
  expect(IDEMPOTENCY_KEY_HEADER).toBe(contract.IDEMPOTENCY_KEY_HEADER);
  expect(IDEMPOTENCY_RETENTION_DAYS).toBe(contract.IDEMPOTENCY_RETENTION_DAYS);
  expect(new RegExp(contract.IDEMPOTENCY_KEY_PATTERN).test(crypto.randomUUID())).toBe(true);
});

describe('replayOutbox', () => {
  it('sends the signed-in user’s changes in order, each once, with its operation id', async () => {
    await enqueue(op(7, 'op-aaaaaaaa', 1), db);
    await enqueue(op(7, 'op-bbbbbbbb', 2), db);
    await enqueue(op(8, 'op-cccccccc', 3), db);
    const { fetch, calls } = server({ user: 7 });

    expect(await replayOutbox({ db, fetch })).toEqual({ sent: 2, refused: 0, remaining: 0, userId: 7 });
    expect(calls.map((c) => [c.key, c.body])).toEqual([
      ['op-aaaaaaaa', { productId: 1, quantity: 1 }],
      ['op-bbbbbbbb', { productId: 2, quantity: 1 }],
    ]);
    // Another user's change waits for that user.
    expect(await pendingCount(8, db)).toBe(1);
    expect(await replayOutbox({ db, fetch })).toMatchObject({ sent: 0, remaining: 0 });
    expect(calls).toHaveLength(2);
  });

  it('keeps everything when signed out and stops at a lost connection, resuming where it stopped', async () => {
    await enqueue(op(7, 'op-aaaaaaaa', 1), db);
    await enqueue(op(7, 'op-bbbbbbbb', 2), db);
    expect(await replayOutbox({ db, fetch: server({ user: null }).fetch })).toMatchObject({
      sent: 0,
      remaining: 2,
      userId: null,
    });

    const flaky = server({ fail: (_call, index) => (index === 1 ? 'offline' : 200) });
    expect(await replayOutbox({ db, fetch: flaky.fetch })).toMatchObject({ sent: 1, remaining: 1 });
    expect(await replayOutbox({ db, fetch: flaky.fetch })).toMatchObject({ sent: 1, remaining: 0 });
    expect(flaky.calls.map((c) => c.key)).toEqual(['op-aaaaaaaa', 'op-bbbbbbbb']);
  });

  it('keeps a change the server is still busy with (409) or failed on (5xx); drops one refused for good', async () => {
    await enqueue(op(7, 'op-aaaaaaaa', 1), db);
    await enqueue(op(7, 'op-bbbbbbbb', 2), db);
    const busy = server({ fail: () => 409 });
    expect(await replayOutbox({ db, fetch: busy.fetch })).toMatchObject({ sent: 0, remaining: 2 });
    const broken = server({ fail: () => 503 });
    expect(await replayOutbox({ db, fetch: broken.fetch })).toMatchObject({ sent: 0, remaining: 2 });
    const gone = server({ fail: (_call, index) => (index === 0 ? 404 : 200) });
    expect(await replayOutbox({ db, fetch: gone.fetch })).toMatchObject({
      sent: 1,
      refused: 1,
      remaining: 0,
    });
  });

  it('replays twice at once without sending a change twice', async () => {
    await enqueue(op(7, 'op-aaaaaaaa', 1), db);
    const { fetch, calls } = server();
    const results = await Promise.all([replayOutbox({ db, fetch }), replayOutbox({ db, fetch })]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBeGreaterThanOrEqual(1);
    expect(calls).toHaveLength(1);
    expect(await pendingCount(7, db)).toBe(0);
  });

  it('drops changes older than the server keeps operation ids', async () => {
    const now = Date.now();
    await enqueue({ ...op(7, 'op-oldoldold', 1), createdAt: now - OUTBOX_MAX_AGE_MS - 1 }, db);
    await enqueue(op(7, 'op-newnewnew', 2), db);
    const { fetch, calls } = server();
    await replayOutbox({ db, fetch, now });
    expect(calls.map((c) => c.key)).toEqual(['op-newnewnew']);
  });
});
