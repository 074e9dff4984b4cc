/**
 * Account use cases: register, sign in, password reset and change, profile update, deletion, saved
 * addresses. Every rule the forms check (required fields, e-mail, password length and match, phone)
 * is checked here too, with the same messages.
 */
import crypto from 'node:crypto';
import { isValidPhoneNumber } from 'libphonenumber-js';
import {
  type AddressBody,
  DIAL_CODES,
  type LoginBody,
  type RegisterBody,
  type UpdateUserBody,
  type User,
} from '#api/contract/auth.ts';
import type { Db } from '#db/client.ts';
import { deleteOutboxMailsTo } from '#db/repositories/mail-outbox.ts';
import { anonymiseOrdersOfUser } from '#db/repositories/orders.ts';
import { deleteSessionsOfUser } from '#db/repositories/sessions.ts';
import {
  clearPrimaryAddress,
  deleteUser,
  emailBelongsToOther,
  findPendingEmailChange,
  findUsableEmailChange,
  findUsableResetToken,
  findUserById,
  findUserCredentialsByEmail,
  findUserCredentialsById,
  insertAddresses,
  insertEmailChange,
  insertResetToken,
  insertUser,
  listAddressesOfUser,
  spendEmailChanges,
  spendResetTokens,
  updateUser,
  type UserRow,
} from '#db/repositories/users.ts';
import { AppError, badRequest, ruleError } from '../http/app-error.ts';
import {
  changePasswordProblem,
  registrationProblem,
  resetPasswordProblem,
} from '#api/contract/form-rules.ts';
import type { Mailer } from './mail.ts';
import { emailChangeConfirmMail } from './mail/email-change-confirm.ts';
import { emailChangedMail } from './mail/email-changed.ts';
import { passwordChangedMail } from './mail/password-changed.ts';
import { passwordResetMail } from './mail/password-reset.ts';
import { toMailLanguage } from './mail/render.ts';
import { welcomeMail } from './mail/welcome.ts';
import { readSeller } from './seller.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { isEmailAddress } from '#api/contract/define-route.ts';

export const RESET_TOKEN_MINUTES = 60;
/** How long the link confirming a new e-mail address works. */
export const EMAIL_CHANGE_HOURS = 24;

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  /** Where the shop is reached from outside (links in mails). */
  publicUrl: string;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toApiUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    countryCode: row.countryCode,
    language: row.language === 'pl' ? 'pl' : 'en',
    isAdmin: row.isAdmin === 1,
  };
}

function checkEmail(email: string) {
  if (!isEmailAddress(email)) throw badRequest('invalid_email');
}

/** Phone is optional; when given it must be valid with its dial code. Returns the stored form. */
function checkPhone(phone: string | null | undefined, countryCode: string): string | null {
  if (!(DIAL_CODES as readonly string[]).includes(countryCode)) throw badRequest('invalid_dial_code');
  if (blank(phone)) return null;
  const digits = (phone ?? '').replace(/[\s()./-]/g, '');
  const full = digits.startsWith('+') ? digits : `${countryCode}${digits.replace(/^0+/, '')}`;
  if (!isValidPhoneNumber(full)) throw badRequest('invalid_phone');
  return full;
}

export async function registerUser(deps: AccountDeps, body: RegisterBody): Promise<UserRow> {
  // The registration form's own rules, run again on what arrived.
  const problem = registrationProblem({ ...body, email: normalizeEmail(body.email) });
  if (problem) throw ruleError(problem);
  const email = normalizeEmail(body.email);
  const countryCode = body.countryCode ?? '+49';
  const phone = checkPhone(body.phone, countryCode);
  const passwordHash = await hashPassword(body.password);
  const user = await deps.db.transaction().execute(async (trx) => {
    if (await findUserCredentialsByEmail(trx, email)) throw new AppError(409, 'email_taken');
    const id = await insertUser(trx, {
      email,
      passwordHash,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      phone,
      countryCode,
      language: body.language ?? 'en',
    });
    return findUserById(trx, id);
  });
  if (!user) throw new Error('registered user not found');
  const mail = welcomeMail(
    toMailLanguage(user.language),
    { firstName: user.firstName, shopUrl: deps.publicUrl },
    await readSeller(deps),
  );
  void deps.mailer.send({ to: user.email, kind: 'welcome', ...mail });
  return user;
}

/** The user for these credentials, or a 401 that reads the same for an unknown e-mail. */
export async function authenticate(db: Db, body: LoginBody): Promise<UserRow> {
  if (blank(body.email) || blank(body.password)) throw badRequest('fields_required');
  const row = await findUserCredentialsByEmail(db, normalizeEmail(body.email));
  const ok = row
    ? await verifyPassword(body.password, row.passwordHash)
    : await verifyAgainstDummy(body.password);
  if (!row || !ok) throw new AppError(401, 'invalid_credentials');
  const { passwordHash: _hash, ...user } = row;
  return user;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** Always answers the same; when the account exists a reset link goes out by mail. */
export async function requestPasswordReset(deps: AccountDeps, emailInput: string): Promise<void> {
  if (blank(emailInput)) throw badRequest('email_required');
  const row = await findUserCredentialsByEmail(deps.db, normalizeEmail(emailInput));
  if (!row) return;
  const token = crypto.randomBytes(32).toString('base64url');
  await insertResetToken(deps.db, {
    tokenHash: sha256(token),
    userId: row.id,
    expiresAt: Date.now() + RESET_TOKEN_MINUTES * 60_000,
  });
  const resetUrl = `${deps.publicUrl}/reset-password?token=${token}`;
  const mail = passwordResetMail(
    toMailLanguage(row.language),
    { firstName: row.firstName, resetUrl, validMinutes: RESET_TOKEN_MINUTES },
    await readSeller(deps),
  );
  // Not awaited: the answer must not take longer when the account exists.
  void deps.mailer.send({ to: row.email, kind: 'password-reset', ...mail });
}

export async function resetPassword(
  deps: AccountDeps,
  body: { token: string; password: string; confirmPassword: string },
): Promise<void> {
  const problem = resetPasswordProblem(body);
  if (problem) throw ruleError(problem);
  const passwordHash = await hashPassword(body.password);
  const user = await deps.db.transaction().execute(async (trx) => {
    const now = Date.now();
    const token = await findUsableResetToken(trx, sha256(body.token), now);
    if (!token) throw badRequest('reset_token_invalid');
    await updateUser(trx, token.userId, { passwordHash });
    await spendResetTokens(trx, token.userId, now);
    // Whoever held the old password is signed out everywhere.
    await deleteSessionsOfUser(trx, token.userId);
    return findUserById(trx, token.userId);
  });
  if (user) {
    const mail = passwordChangedMail(
      toMailLanguage(user.language),
      { firstName: user.firstName },
      await readSeller(deps),
    );
    void deps.mailer.send({ to: user.email, kind: 'password-changed', ...mail });
  }
}

export async function changePassword(
  deps: AccountDeps,
  userId: number,
  body: { currentPassword: string; newPassword: string; confirmPassword: string },
): Promise<void> {
  const problem = changePasswordProblem(body);
  if (problem) throw ruleError(problem);
  const row = await findUserCredentialsById(deps.db, userId);
  if (!row || !(await verifyPassword(body.currentPassword, row.passwordHash))) {
    throw badRequest('wrong_current_password');
  }
  const passwordHash = await hashPassword(body.newPassword);
  // A stolen session dies with the old password.
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { passwordHash });
    await deleteSessionsOfUser(trx, userId);
  });
  const mail = passwordChangedMail(
    toMailLanguage(row.language),
    { firstName: row.firstName },
    await readSeller(deps),
  );
  void deps.mailer.send({ to: row.email, kind: 'password-changed', ...mail });
}

/** The current password, checked for a sensitive change: 400 when missing or wrong. */
async function checkCurrentPassword(db: Db, userId: number, password: string | undefined): Promise<void> {
  if (blank(password)) throw badRequest('current_password_required');
  const row = await findUserCredentialsById(db, userId);
  if (!row || !(await verifyPassword(password ?? '', row.passwordHash))) {
    throw badRequest('wrong_current_password');
  }
}

export interface UpdatedProfile {
  user: UserRow;
  /** The new address waiting for its confirmation link, when the e-mail was changed. */
  pendingEmail: string | null;
}

/**
 * Saves the profile. A new e-mail address needs the current password and does not take effect here:
 * a link valid for EMAIL_CHANGE_HOURS is mailed to it, and the account keeps its address until the
 * link is opened (`confirmEmailChange`).
 */
export async function updateProfile(
  deps: AccountDeps,
  userId: number,
  body: UpdateUserBody,
): Promise<UpdatedProfile> {
  const { db } = deps;
  if ([body.email, body.firstName, body.lastName].some(blank)) throw badRequest('required_fields');
  const email = normalizeEmail(body.email);
  checkEmail(email);
  const current = await findUserById(db, userId);
  if (!current) throw new AppError(401, 'unauthorized');
  const countryCode = body.countryCode ?? current.countryCode;
  const phone = checkPhone(body.phone, countryCode);
  const changesEmail = email !== current.email;
  if (changesEmail) await checkCurrentPassword(db, userId, body.currentPassword);
  const token = changesEmail ? crypto.randomBytes(32).toString('base64url') : null;
  const user = await db.transaction().execute(async (trx) => {
    if (changesEmail && (await emailBelongsToOther(trx, email, userId)))
      throw new AppError(409, 'email_taken');
    await updateUser(trx, userId, {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      phone,
      countryCode,
      ...(body.language ? { language: body.language } : {}),
    });
    if (token) {
      const now = Date.now();
      await insertEmailChange(
        trx,
        {
          tokenHash: sha256(token),
          userId,
          newEmail: email,
          expiresAt: now + EMAIL_CHANGE_HOURS * 3_600_000,
        },
        now,
      );
    }
    const row = await findUserById(trx, userId);
    if (!row) throw new AppError(401, 'unauthorized');
    return row;
  });
  if (token) {
    const mail = emailChangeConfirmMail(
      toMailLanguage(user.language),
      {
        firstName: user.firstName,
        newEmail: email,
        confirmUrl: `${deps.publicUrl}/confirm-email?token=${token}`,
        validHours: EMAIL_CHANGE_HOURS,
      },
      await readSeller(deps),
    );
    void deps.mailer.send({ to: email, kind: 'email-change', ...mail });
  }
  return { user, pendingEmail: token ? email : await pendingEmailOf(db, userId) };
}

/** The user's new address waiting for confirmation, or null. */
export async function pendingEmailOf(db: Db, userId: number): Promise<string | null> {
  return (await findPendingEmailChange(db, userId, Date.now()))?.newEmail ?? null;
}

/**
 * Opens the link mailed to a new address: the account signs in with it from now on, every other
 * pending link is spent, and the old address is told. 400 `email_change_token_invalid` for a link
 * unknown, used or expired; 409 `email_taken` when another account took the address meanwhile.
 */
export async function confirmEmailChange(deps: AccountDeps, token: string): Promise<string> {
  const { before, after } = await deps.db.transaction().execute(async (trx) => {
    const now = Date.now();
    const change = await findUsableEmailChange(trx, sha256(token), now);
    if (!change) throw badRequest('email_change_token_invalid');
    const previous = await findUserById(trx, change.userId);
    if (!previous) throw badRequest('email_change_token_invalid');
    if (await emailBelongsToOther(trx, change.newEmail, change.userId))
      throw new AppError(409, 'email_taken');
    await updateUser(trx, change.userId, { email: change.newEmail });
    await spendEmailChanges(trx, change.userId, now);
    return { before: previous, after: change.newEmail };
  });
  const mail = emailChangedMail(
    toMailLanguage(before.language),
    { firstName: before.firstName, newEmail: after },
    await readSeller(deps),
  );
  void deps.mailer.send({ to: before.email, kind: 'email-changed', ...mail });
  return after;
}

/**
 * Removes the account and its personal data: addresses, sessions, reset tokens (cascade) and mails
 * still kept in the outbox. Orders stay for accounting with what an invoice needs (names, addresses,
 * company, totals); their e-mail, phone and notes are blanked and they leave the account.
 */
export async function deleteAccount(
  db: Db,
  user: UserRow,
  currentPassword: string | undefined,
): Promise<void> {
  await checkCurrentPassword(db, user.id, currentPassword);
  await db.transaction().execute(async (trx) => {
    await anonymiseOrdersOfUser(trx, user.id);
    await deleteOutboxMailsTo(trx, user.email);
    await deleteSessionsOfUser(trx, user.id);
    await deleteUser(trx, user.id);
  });
}

export function fullAddress(a: {
  street: string;
  houseNumber: string;
  addressDetails: string | null;
  postcode: string;
  city: string;
  country: string;
}) {
  return [
    `${a.street} ${a.houseNumber}`.trim(),
    a.addressDetails,
    `${a.postcode} ${a.city}`.trim(),
    a.country,
  ]
    .filter((part) => !!part && part.trim() !== '')
    .join(', ');
}

export async function listAddresses(db: Db, userId: number) {
  const rows = await listAddressesOfUser(db, userId);
  return rows.map((row) => ({ ...row, isPrimary: row.isPrimary === 1, fullAddress: fullAddress(row) }));
}

/** Saves an address (and the same as shipping when asked); the first of a kind becomes primary. */
export async function saveAddress(db: Db, userId: number, body: AddressBody) {
  const required = [
    body.firstName,
    body.lastName,
    body.street,
    body.houseNumber,
    body.postcode,
    body.city,
    body.phone,
  ];
  if (required.some(blank) || blank(body.country)) throw badRequest('address_missing_fields');
  if (body.type === 'company' && blank(body.company)) throw badRequest('company_required');
  const phone = checkPhone(body.phone, body.countryCode) ?? body.phone;
  const kinds: ('billing' | 'shipping')[] =
    body.addressType === 'billing' && body.sameAsShipping ? ['billing', 'shipping'] : [body.addressType];
  await db.transaction().execute(async (trx) => {
    const existing = await listAddressesOfUser(trx, userId);
    for (const kind of kinds) {
      const first = !existing.some((a) => a.addressType === kind);
      const primary = body.isPrimary === true || first;
      if (primary) await clearPrimaryAddress(trx, userId, kind);
      await insertAddresses(trx, [
        {
          userId,
          addressType: kind,
          type: body.type,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          company: body.type === 'company' ? (body.company?.trim() ?? null) : null,
          vatNumber: blank(body.vatNumber) ? null : (body.vatNumber?.trim() ?? null),
          street: body.street.trim(),
          houseNumber: body.houseNumber.trim(),
          addressDetails: blank(body.addressDetails) ? null : (body.addressDetails?.trim() ?? null),
          postcode: body.postcode.trim(),
          city: body.city.trim(),
          country: body.country.trim(),
          countryCode: body.countryCode,
          phone,
          isPrimary: primary ? 1 : 0,
        },
      ]);
    }
  });
  return listAddresses(db, userId);
}
