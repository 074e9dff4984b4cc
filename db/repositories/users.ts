/** Users, password-reset tokens and saved addresses. Password hashes never leave this module's callers' services. */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../client.ts';
import type { AddressesTable, UsersTable } from '../schema.ts';
import { insertWithNewId } from './insert-row.ts';

const userColumns = [
  'id',
  'email',
  'firstName',
  'lastName',
  'phone',
  'countryCode',
  'language',
  'isAdmin',
] as const;
/** With the password hash, for sign-in and password changes only. */
const credentialColumns = [...userColumns, 'passwordHash'] as const;

export function insertUser(db: Db, user: Insertable<UsersTable>): Promise<number> {
  return insertWithNewId(db, 'users', user);
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export function findUserCredentialsByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(credentialColumns).where('email', '=', email).executeTakeFirst();
}

export function findUserCredentialsById(db: Db, id: number) {
  return db.selectFrom('users').select(credentialColumns).where('id', '=', id).executeTakeFirst();
}

export async function emailBelongsToOther(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateUser(db: Db, id: number, changes: Updateable<UsersTable>): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function insertResetToken(
  db: Db,
  token: { tokenHash: string; userId: number; expiresAt: number },
) {
  await db.insertInto('passwordResetTokens').values(token).execute();
}

/** A token that exists, is unused and has not expired. */
export function findUsableResetToken(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('passwordResetTokens')
    .select(['tokenHash', 'userId'])
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Marks every open token of the user used (a reset spends all links sent before it). */
export async function spendResetTokens(db: Db, userId: number, now: number): Promise<void> {
  await db
    .updateTable('passwordResetTokens')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

/** A pending e-mail change; earlier pending changes of the user are spent (only the newest link works). */
export async function insertEmailChange(
  db: Db,
  change: { tokenHash: string; userId: number; newEmail: string; expiresAt: number },
  now: number,
): Promise<void> {
  await db
    .updateTable('emailChanges')
    .set({ usedAt: now })
    .where('userId', '=', change.userId)
    .where('usedAt', 'is', null)
    .execute();
  await db.insertInto('emailChanges').values(change).execute();
}

/** The newest usable pending change of a user (unused, unexpired), for the profile to show. */
export function findPendingEmailChange(db: Db, userId: number, now: number) {
  return db
    .selectFrom('emailChanges')
    .select(['newEmail', 'expiresAt'])
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('expiresAt', 'desc')
    .executeTakeFirst();
}

/** A change by its token, usable (unused, unexpired). */
export function findUsableEmailChange(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('emailChanges')
    .select(['tokenHash', 'userId', 'newEmail'])
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

export async function spendEmailChanges(db: Db, userId: number, now: number): Promise<void> {
  await db
    .updateTable('emailChanges')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

const addressColumns = [
  'id',
  'addressType',
  'type',
  'firstName',
  'lastName',
  'company',
  'vatNumber',
  'street',
  'houseNumber',
  'addressDetails',
  'postcode',
  'city',
  'country',
  'countryCode',
  'phone',
  'isPrimary',
  'createdAt',
] as const;

export function listAddressesOfUser(db: Db, userId: number) {
  return db
    .selectFrom('addresses')
    .select(addressColumns)
    .where('userId', '=', userId)
    .orderBy('addressType')
    .orderBy('isPrimary', 'desc')
    .orderBy('id')
    .execute();
}

export async function insertAddresses(db: Db, addresses: Insertable<AddressesTable>[]): Promise<void> {
  if (addresses.length > 0) await db.insertInto('addresses').values(addresses).execute();
}

/** Clears the primary flag of the user's other addresses of that kind (one primary per kind). */
export async function clearPrimaryAddress(db: Db, userId: number, addressType: 'billing' | 'shipping') {
  await db
    .updateTable('addresses')
    .set({ isPrimary: 0 })
    .where('userId', '=', userId)
    .where('addressType', '=', addressType)
    .execute();
}

/** Deletes only an address of this user: another user's id deletes nothing. */
export async function deleteAddressOfUser(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('addresses')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
