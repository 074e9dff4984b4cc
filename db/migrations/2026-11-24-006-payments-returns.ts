/**
 * Card payments (one per order, with every redirect, callback and status answer kept as an event),
 * the sandbox gateway's own orders, returns with their lines, and the shop settings the bank-transfer
 * mail reads. Orders remember the shopper's language (for mails) and lines their supplier. Frozen once
 * landed.
 */
import { type Kysely, sql } from 'kysely';

const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

const statements = [
  `ALTER TABLE orders ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'pl'))`,
  `ALTER TABLE order_items ADD COLUMN supplier_name TEXT`,
  `CREATE INDEX orders_status ON orders(status, created_at)`,
  `CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
    provider TEXT NOT NULL CHECK (provider IN ('sandbox', 'payneteasy')),
    gateway_order_id TEXT,
    status TEXT NOT NULL DEFAULT 'created'
      CHECK (status IN ('created', 'starting', 'processing', 'approved', 'declined', 'error', 'filtered', 'unknown')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    currency TEXT NOT NULL CHECK (currency IN ('EUR', 'PLN', 'GBP')),
    payment_url TEXT,
    checked_at TEXT,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE INDEX payments_status ON payments(status, created_at)`,
  `CREATE TABLE payment_events (
    id INTEGER PRIMARY KEY,
    payment_id INTEGER NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
    source TEXT NOT NULL CHECK (source IN ('redirect', 'callback', 'status')),
    status TEXT NOT NULL,
    type TEXT,
    gateway_order_id TEXT,
    detail TEXT,
    dedupe_key TEXT UNIQUE,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE INDEX payment_events_payment ON payment_events(payment_id, id)`,
  `CREATE TABLE sandbox_gateway_orders (
    gateway_order_id TEXT PRIMARY KEY,
    client_order_id TEXT NOT NULL,
    endpoint_id TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    currency TEXT NOT NULL,
    email TEXT NOT NULL,
    redirect_url TEXT NOT NULL,
    callback_url TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE TABLE returns (
    id INTEGER PRIMARY KEY,
    return_number TEXT NOT NULL UNIQUE,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    reason TEXT NOT NULL
      CHECK (reason IN ('wrong_part', 'not_needed', 'damaged', 'defective', 'other')),
    comment TEXT,
    request_reference TEXT,
    status TEXT NOT NULL DEFAULT 'requested'
      CHECK (status IN ('requested', 'approved', 'rejected', 'received', 'refunded')),
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE INDEX returns_order ON returns(order_id)`,
  `CREATE UNIQUE INDEX returns_request ON returns(order_id, request_reference)`,
  `CREATE INDEX returns_user ON returns(user_id, created_at)`,
  `CREATE TABLE return_items (
    id INTEGER PRIMARY KEY,
    return_id INTEGER NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
    order_item_id INTEGER NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99)
  )`,
  `CREATE INDEX return_items_return ON return_items(return_id)`,
  `CREATE INDEX return_items_order_item ON return_items(order_item_id)`,
  `CREATE TABLE shop_settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'shop_settings',
    'return_items',
    'returns',
    'sandbox_gateway_orders',
    'payment_events',
    'payments',
  ]) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
  await sql.raw('DROP INDEX IF EXISTS orders_status').execute(db);
  await sql.raw('ALTER TABLE order_items DROP COLUMN supplier_name').execute(db);
  await sql.raw('ALTER TABLE orders DROP COLUMN language').execute(db);
}
