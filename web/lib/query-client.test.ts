/**
 * Session-bound queries never reach localStorage; other successful answers do, and the last one is
 * written when the page goes away even inside the persister's one-second throttle; a rendered page's
 * own answers are not replaced by the copies kept in the browser.
 */
import { describe, expect, it } from 'vitest';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { ApiError } from './api-client.ts';
import { createFlushingPersister, pollEvery, restoringWithout, shouldPersistQuery } from './query-client.ts';

const query = (queryKey: unknown[], status: 'success' | 'error' | 'pending' = 'success') =>
  ({ queryKey, state: { status } }) as unknown as Parameters<typeof shouldPersistQuery>[0];

describe('shouldPersistQuery', () => {
  it('keeps the user and their addresses out of the persisted cache', () => {
    expect(shouldPersistQuery(query(['auth', 'user']))).toBe(false);
    expect(shouldPersistQuery(query(['auth', 'addresses']))).toBe(false);
  });

  it('keeps the signed-in cart and wishlist out of the persisted cache', () => {
    expect(shouldPersistQuery(query(['cart', 7]))).toBe(false);
    expect(shouldPersistQuery(query(['wishlist', 7]))).toBe(false);
  });

  it("persists the public catalogue's successful answers only", () => {
    for (const key of [
      ['categories', 'mother'],
      ['brands'],
      ['products', 'list', {}],
      ['products', 'full-details', 7, 'EUR'],
      ['vehicles', 'makes'],
      ['seller'],
    ]) {
      expect(shouldPersistQuery(query(key)), JSON.stringify(key)).toBe(true);
    }
    expect(shouldPersistQuery(query(['products', 'list', {}], 'error'))).toBe(false);
  });

  it('keeps anything not known to be public out, the back office and orders included', () => {
    for (const key of [
      ['auth', 'admin', 'products'],
      ['auth', 'orders'],
      ['order-intents'],
      [{ products: true }],
      [],
    ]) {
      expect(shouldPersistQuery(query(key)), JSON.stringify(key)).toBe(false);
    }
  });
});

describe('createFlushingPersister', () => {
  const client = (n: number) =>
    ({ timestamp: n, buster: 'test', clientState: { queries: [], mutations: [] } }) as PersistedClient;

  it('writes the latest state on pagehide, before the throttle would have', async () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    const listeners: Record<string, () => void> = {};
    const target = { addEventListener: (type: string, listener: () => void) => (listeners[type] = listener) };
    const persister = createFlushingPersister(storage, 'cache', target as unknown as Window);

    await persister.persistClient(client(1));
    await persister.persistClient(client(2));
    // The throttle has not written the second state yet.
    expect(JSON.parse(stored.get('cache') ?? 'null')?.timestamp).not.toBe(2);
    listeners.pagehide?.();
    expect(JSON.parse(stored.get('cache')!).timestamp).toBe(2);

    await persister.removeClient();
    stored.clear();
    listeners.pagehide?.();
    expect(stored.size).toBe(0);
  });
});

describe('restoringWithout', () => {
  const persisted = {
    timestamp: 1,
    buster: 'test',
    clientState: {
      mutations: [],
      queries: [
        { queryHash: '["products","detail",18]', queryKey: ['products', 'detail', 18] },
        { queryHash: '["categories","mother"]', queryKey: ['categories', 'mother'] },
      ],
    },
  } as unknown as PersistedClient;
  const persister = {
    persistClient: async () => undefined,
    restoreClient: async () => persisted,
    removeClient: async () => undefined,
  };

  it("restores everything but the rendered page's own answers", async () => {
    const restored = await restoringWithout(persister, new Set(['["products","detail",18]'])).restoreClient();
    expect(restored?.clientState.queries.map((query) => query.queryHash)).toEqual([
      '["categories","mother"]',
    ]);
    expect(persisted.clientState.queries).toHaveLength(2);
  });

  it('restores everything when the page carried no answers', async () => {
    expect(await restoringWithout(persister, new Set()).restoreClient()).toBe(persisted);
  });
});

describe('pollEvery', () => {
  const state = (error: unknown) => ({ state: { error } }) as Parameters<ReturnType<typeof pollEvery>>[0];
  it('keeps asking after no answer or a server error, and stops at a 404', () => {
    const every5s = pollEvery(5_000);
    expect(every5s(state(null))).toBe(5_000);
    expect(every5s(state(new TypeError('Failed to fetch')))).toBe(5_000);
    expect(every5s(state(new ApiError(500, 'Server Error', '')))).toBe(5_000);
    expect(every5s(state(new ApiError(404, 'Not Found', '')))).toBe(false);
  });
});
