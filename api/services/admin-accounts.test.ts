import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '#db/client.ts';
import { findUserCredentialsByEmail } from '#db/repositories/users.ts';
import { createTestDb } from '#db/test/test-db.ts';
import { ensureAdmin, seedDemoAccounts } from './admin-accounts.ts';
import { verifyPassword } from './passwords.ts';

let handle: DbHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(async () => handle.close());

describe('admin accounts', () => {
  it('creates an admin, then promotes and re-keys an existing account', async () => {
    expect(await ensureAdmin(handle.db, 'Boss@Example.com', 'first-pass')).toBe('created');
    const created = await findUserCredentialsByEmail(handle.db, 'boss@example.com');
    expect(created?.isAdmin).toBe(1);
    expect(await ensureAdmin(handle.db, 'boss@example.com', 'second-pass')).toBe('updated');
    const updated = await findUserCredentialsByEmail(handle.db, 'boss@example.com');
    expect(await verifyPassword('second-pass', updated?.passwordHash ?? '')).toBe(true);
  });

  it('refuses a short password or a non-address', async () => {
    await expect(ensureAdmin(handle.db, 'boss@example.com', '123')).rejects.toThrow(/6 characters/);
    await expect(ensureAdmin(handle.db, 'boss', 'long-enough')).rejects.toThrow(/e-mail/);
  });

  it('adds the demo admin and customer once', async () => {
    expect(await seedDemoAccounts(handle.db)).toBe(2);
    expect(await seedDemoAccounts(handle.db)).toBe(0);
    const admin = await findUserCredentialsByEmail(handle.db, 'admin@example.com');
    expect(admin?.isAdmin).toBe(1);
    expect(await verifyPassword('admin12345', admin?.passwordHash ?? '')).toBe(true);
    const customer = await findUserCredentialsByEmail(handle.db, 'customer@example.com');
    expect(customer?.isAdmin).toBe(0);
    expect(await verifyPassword('customer12345', customer?.passwordHash ?? '')).toBe(true);
  });
});
