/**
 * The account kept on this device: saved as the server answers (one account only, dropped when nobody
 * or somebody else is signed in), and shown, with the time it was saved, only when the question "who
 * is signed in?" gets no answer at all.
 */
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '#api/contract/auth.ts';
import type { CartLine } from '#api/contract/cart.ts';
import { keepAccountOnDevice, snapshotKey } from './account-snapshot.ts';
import { ApiError } from './api-client.ts';
import { CURRENT_USER_QUERY_KEY } from './auth.ts';
import { createLocalDb, type LocalDb } from './local-db.ts';

const user = (id: number, name: string) => ({ id, name, email: `${name}@example.com` }) as unknown as User;
const line = (productId: number, quantity: number): CartLine => ({
  id: `line-${productId}`,
  productId,
  quantity,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

let db: LocalDb;
const clients: QueryClient[] = [];
const stops: (() => void)[] = [];

function device() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const keeper = keepAccountOnDevice(client, db);
  clients.push(client);
  stops.push(keeper.stop);
  return { client, idle: keeper.idle };
}

/** The user query as the app runs it: a network failure throws, any answer is data. */
function askWhoIsSignedIn(client: QueryClient, answer: () => Promise<User | null>) {
  return client
    .fetchQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: answer, staleTime: 0 })
    .catch(() => {});
}

beforeEach(() => {
  db = createLocalDb(`account-snapshot-${Math.random()}`);
});

afterEach(async () => {
  stops.splice(0).forEach((stop) => stop());
  clients.splice(0).forEach((client) => client.clear());
  await db.delete();
});

describe('keeping the account', () => {
  it('keeps the user and their cart and wishlist as answered, not another account’s', async () => {
    const { client, idle } = device();
    await askWhoIsSignedIn(client, async () => user(7, 'ana'));
    client.setQueryData(['cart', 7], [line(1, 3)]);
    client.setQueryData(['wishlist', 7], [{ productId: 2 }]);
    client.setQueryData(['cart', 8], [line(9, 1)]);
    client.setQueryData(['products', 'list', {}], []);
    await idle();
    const kept = await db.accountSnapshot.toArray();
    expect(kept.map((entry) => entry.key).sort()).toEqual([
      '["auth","user"]',
      '["cart",7]',
      '["wishlist",7]',
    ]);
    expect(kept.every((entry) => entry.userId === 7)).toBe(true);
  });

  it('drops everything when the server says nobody is signed in', async () => {
    const { client, idle } = device();
    await askWhoIsSignedIn(client, async () => user(7, 'ana'));
    client.setQueryData(['cart', 7], [line(1, 3)]);
    await idle();
    await askWhoIsSignedIn(client, async () => null);
    await idle();
    expect(await db.accountSnapshot.count()).toBe(0);
  });

  it('drops the earlier account when another signs in', async () => {
    const { client, idle } = device();
    await askWhoIsSignedIn(client, async () => user(7, 'ana'));
    client.setQueryData(['cart', 7], [line(1, 3)]);
    await idle();
    client.setQueryData(CURRENT_USER_QUERY_KEY, user(8, 'ben'));
    client.setQueryData(['cart', 8], [line(5, 1)]);
    await idle();
    const kept = await db.accountSnapshot.toArray();
    expect(kept.map((entry) => entry.key).sort()).toEqual(['["auth","user"]', '["cart",8]']);
    expect(kept.find((entry) => entry.key === '["auth","user"]')?.data).toMatchObject({ id: 8 });
  });
});

describe('showing the kept account', () => {
  async function keptByAnEarlierVisit() {
    const earlier = device();
    await askWhoIsSignedIn(earlier.client, async () => user(7, 'ana'));
    earlier.client.setQueryData(['cart', 7], [line(1, 3), line(4, 1)]);
    await earlier.idle();
    return (await db.accountSnapshot.get('["auth","user"]'))!.updatedAt;
  }

  it('shows it, as old as it is, when the question gets no answer', async () => {
    const savedAt = await keptByAnEarlierVisit();
    const { client, idle } = device();
    await askWhoIsSignedIn(client, () => Promise.reject(new TypeError('Failed to fetch')));
    await idle();
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toMatchObject({ id: 7, name: 'ana' });
    expect(client.getQueryState(CURRENT_USER_QUERY_KEY)?.dataUpdatedAt).toBe(savedAt);
    expect(client.getQueryData<CartLine[]>(['cart', 7])?.map((l) => l.quantity)).toEqual([3, 1]);
  });

  it('does not show it on an answer, even a failing one', async () => {
    await keptByAnEarlierVisit();
    const { client, idle } = device();
    await askWhoIsSignedIn(client, () => Promise.reject(new ApiError(500, 'Server Error', '')));
    await idle();
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toBeUndefined();
    expect(client.getQueryData(['cart', 7])).toBeUndefined();
  });

  it('gives way to the server’s answer once there is one', async () => {
    await keptByAnEarlierVisit();
    const { client, idle } = device();
    await askWhoIsSignedIn(client, () => Promise.reject(new TypeError('Failed to fetch')));
    await idle();
    await askWhoIsSignedIn(client, async () => null);
    await idle();
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
    expect(await db.accountSnapshot.count()).toBe(0);
  });
});

describe('snapshotKey', () => {
  it('names the user, and the cart and wishlist of one account only', () => {
    expect(snapshotKey(['auth', 'user'])).toEqual({ key: '["auth","user"]' });
    expect(snapshotKey(['cart', 3])).toEqual({ key: '["cart",3]', userId: 3 });
    expect(snapshotKey(['wishlist', 3])?.userId).toBe(3);
    expect(snapshotKey(['cart', 0, 'x'])).toBeUndefined();
    expect(snapshotKey(['auth', 'addresses'])).toBeUndefined();
    expect(snapshotKey(['products', 3])).toBeUndefined();
  });
});
