/** Session-bound queries never reach localStorage; other successful answers do. */
import { describe, expect, it } from 'vitest';
import { shouldPersistQuery } from './query-client.ts';

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

  it('persists other successful queries only', () => {
    expect(shouldPersistQuery(query(['categories', 'mother']))).toBe(true);
    expect(shouldPersistQuery(query(['products', 'list', {}], 'error'))).toBe(false);
  });
});
