/**
 * Accounts: users, server-side sessions, password-reset tokens, saved addresses, and the mail
 * outbox (mails land there when no SMTP server is configured). Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  `CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (length(email) BETWEEN 3 AND 254),
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT,
    country_code TEXT NOT NULL DEFAULT '+49',
    language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'pl')),
    is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`,
  `CREATE TABLE sessions (
    sid TEXT PRIMARY KEY,
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    data TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  )`,
  `CREATE INDEX sessions_expires ON sessions(expires_at)`,
  `CREATE INDEX sessions_user ON sessions(user_id)`,
  `CREATE TABLE password_reset_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  )`,
  `CREATE INDEX password_reset_tokens_user ON password_reset_tokens(user_id)`,
  `CREATE TABLE addresses (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    address_type TEXT NOT NULL CHECK (address_type IN ('billing', 'shipping')),
    type TEXT NOT NULL CHECK (type IN ('person', 'company')),
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    company TEXT,
    vat_number TEXT,
    street TEXT NOT NULL,
    house_number TEXT NOT NULL,
    address_details TEXT,
    postcode TEXT NOT NULL,
    city TEXT NOT NULL,
    country TEXT NOT NULL,
    country_code TEXT NOT NULL,
    phone TEXT NOT NULL,
    is_primary INTEGER NOT NULL DEFAULT 0 CHECK (is_primary IN (0, 1)),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`,
  `CREATE INDEX addresses_user ON addresses(user_id, address_type)`,
  `CREATE TABLE mail_outbox (
    id INTEGER PRIMARY KEY,
    to_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    html TEXT NOT NULL,
    kind TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`,
  `CREATE INDEX mail_outbox_created ON mail_outbox(created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mail_outbox', 'addresses', 'password_reset_tokens', 'sessions', 'users']) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
