/**
 * The connection as the page finds it: a dead connection the browser calls online (no answers) is
 * found by a request's silence and a failed check, ends the reads waiting on it, and ends when the
 * server answers again; an answer from the worker's cache is not taken for the server's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listProducts } from '#api/contract/catalog.ts';
import { addToCart } from '#api/contract/cart.ts';
import { apiFetch, NoAnswerError } from './api-client.ts';
import {
  checkConnection,
  FROM_CACHE_HEADER,
  isOnline,
  NETWORK_ONLY_HEADER,
  NO_ANSWER_MS,
  onReconnect,
  PROBE_INTERVAL_MS,
  PROBE_TIMEOUT_MS,
  resetConnectionForTests,
} from './network.ts';

/** A network where /api/health answers or not, and every other request hangs or answers. */
function stubNetwork(options: { health: 'answers' | 'silent'; others: 'hang' | Response }) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const behaviour = url === '/api/health' ? (options.health === 'answers' ? 'ok' : 'hang') : options.others;
    if (behaviour === 'ok') return Promise.resolve(Response.json({ status: 'ok' }));
    if (behaviour instanceof Response) return Promise.resolve(behaviour.clone());
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, setHealth: (next: 'answers' | 'silent') => (options.health = next) };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetConnectionForTests();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetConnectionForTests();
});

describe('a dead connection the browser calls online', () => {
  it('is found by a silent read and a silent check; the read then gives up as a network failure', async () => {
    const net = stubNetwork({ health: 'silent', others: 'hang' });
    const read = apiFetch(listProducts, { query: { limit: 5 } });
    const settled = read.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(NO_ANSWER_MS - 1);
    expect(net.calls.map((call) => call.url)).not.toContain('/api/health');
    expect(isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.calls.map((call) => call.url)).toContain('/api/health');
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    expect(isOnline()).toBe(false);
    const error = await settled;
    expect(error).toBeInstanceOf(NoAnswerError);
    expect(error).toBeInstanceOf(TypeError);
  });

  it('is over when the check gets an answer; the reconnect listeners run once', async () => {
    const net = stubNetwork({ health: 'silent', others: 'hang' });
    const reconnected = vi.fn();
    const stop = onReconnect(reconnected);
    await Promise.all([checkConnection(), vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS)]);
    expect(isOnline()).toBe(false);
    // Still silent at the next check: still down.
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS + PROBE_TIMEOUT_MS);
    expect(isOnline()).toBe(false);
    expect(reconnected).not.toHaveBeenCalled();
    net.setHealth('answers');
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(isOnline()).toBe(true);
    expect(reconnected).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a slow answer that comes is not a dead connection', async () => {
    const net = stubNetwork({ health: 'answers', others: 'hang' });
    const read = apiFetch(listProducts, { query: { limit: 5 } }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(NO_ANSWER_MS + PROBE_TIMEOUT_MS);
    expect(net.calls.filter((call) => call.url === '/api/health')).toHaveLength(1);
    expect(isOnline()).toBe(true);
    // The read itself is still waiting (the server may be busy with it).
    let done = false;
    void read.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
  });

  it('a change without an idempotency key is never given up: it may have reached the server', async () => {
    const net = stubNetwork({ health: 'silent', others: 'hang' });
    let outcome = 'waiting';
    void apiFetch(addToCart, { body: { productId: 1, quantity: 1 } }).then(
      () => (outcome = 'answered'),
      () => (outcome = 'failed'),
    );
    await vi.advanceTimersByTimeAsync(NO_ANSWER_MS + PROBE_TIMEOUT_MS + 1);
    expect(isOnline()).toBe(false);
    expect(outcome).toBe('waiting');
    expect(net.calls[0]?.init?.signal).toBeUndefined();
  });

  it('gives up a change with an idempotency key (a repeat is applied once)', async () => {
    stubNetwork({ health: 'silent', others: 'hang' });
    const change = apiFetch(addToCart, { body: { productId: 1, quantity: 1 }, idempotencyKey: 'op-1' }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(NO_ANSWER_MS + PROBE_TIMEOUT_MS);
    expect(await change).toBeInstanceOf(NoAnswerError);
  });

  it('while down, a new read gives up after the silence limit, not at once', async () => {
    stubNetwork({ health: 'silent', others: 'hang' });
    await Promise.all([checkConnection(), vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS)]);
    expect(isOnline()).toBe(false);
    let outcome: unknown = 'waiting';
    void apiFetch(listProducts, { query: { limit: 5 } }).catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(NO_ANSWER_MS - 1);
    expect(outcome).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(NoAnswerError);
  });
});

describe("the worker's cached answers", () => {
  it('are not taken for the server answering: a cached answer starts a check', async () => {
    const cached = Response.json([], { headers: { [FROM_CACHE_HEADER]: '1' } });
    const net = stubNetwork({ health: 'silent', others: cached });
    await expect(apiFetch(listProducts, { query: { limit: 5 } })).resolves.toEqual([]);
    expect(net.calls.map((call) => call.url)).toContain('/api/health');
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    expect(isOnline()).toBe(false);
  });

  it('a fresh read asks the worker for the network only, and refuses a cached answer', async () => {
    const cached = Response.json([], { headers: { [FROM_CACHE_HEADER]: '1' } });
    const net = stubNetwork({ health: 'answers', others: cached });
    await expect(apiFetch(listProducts, { query: { limit: 5 }, fresh: true })).rejects.toBeInstanceOf(
      NoAnswerError,
    );
    const init = net.calls[0]?.init;
    expect(new Headers(init?.headers).get(NETWORK_ONLY_HEADER)).toBe('1');
    expect(init?.cache).toBe('no-store');
  });

  it('an answer from the network brings the connection back at once', async () => {
    stubNetwork({ health: 'silent', others: Response.json([]) });
    await Promise.all([checkConnection(), vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS)]);
    expect(isOnline()).toBe(false);
    await apiFetch(listProducts, { query: { limit: 5 } });
    expect(isOnline()).toBe(true);
  });
});
