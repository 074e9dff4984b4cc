/**
 * Admin and demo accounts: `npm run admin:create`, ADMIN_EMAIL/ADMIN_PASSWORD at start, and the demo
 * admin and customer the demo seed adds (never in production).
 */
import type { Db } from '#db/client.ts';
import { findUserCredentialsByEmail, insertUser, updateUser } from '#db/repositories/users.ts';
import { normalizeEmail } from './accounts.ts';
import { hashPassword } from './passwords.ts';
import { isEmailAddress } from '#api/contract/define-route.ts';

export const DEMO_CUSTOMER_EMAIL = 'customer@example.com';

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', password: 'admin12345', firstName: 'Adam', lastName: 'Admin', isAdmin: 1 },
  {
    email: DEMO_CUSTOMER_EMAIL,
    password: 'customer12345',
    firstName: 'Celina',
    lastName: 'Klient',
    isAdmin: 0,
  },
] as const;

/** Creates the admin, or makes an existing account admin with this password. Returns what it did. */
export async function ensureAdmin(
  db: Db,
  emailInput: string,
  password: string,
): Promise<'created' | 'updated'> {
  if (password.length < 6) throw new Error('The admin password must be at least 6 characters');
  const email = normalizeEmail(emailInput);
  if (!isEmailAddress(email)) throw new Error(`Not an e-mail address: ${emailInput}`);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const existing = await findUserCredentialsByEmail(trx, email);
    if (existing) {
      await updateUser(trx, existing.id, { isAdmin: 1, passwordHash });
      return 'updated' as const;
    }
    await insertUser(trx, { email, passwordHash, firstName: 'Admin', lastName: 'PartsPoint', isAdmin: 1 });
    return 'created' as const;
  });
}

/** The demo admin and customer, added only when missing. */
export async function seedDemoAccounts(db: Db): Promise<number> {
  let added = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserCredentialsByEmail(db, account.email)) continue;
    const { password, ...fields } = account;
    await insertUser(db, { ...fields, passwordHash: await hashPassword(password) });
    added += 1;
  }
  return added;
}
