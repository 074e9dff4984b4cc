/**
 * Orders: the order (priced once by the server, in the shopper's currency at the stored rate), its
 * lines with a snapshot of each product (the back office soft-deletes products), and the real status
 * history for tracking. Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  `CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    order_number TEXT NOT NULL UNIQUE,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled')),
    payment_method TEXT NOT NULL CHECK (payment_method IN ('payneteasy', 'bank_transfer')),
    payment_status TEXT NOT NULL DEFAULT 'pending'
      CHECK (payment_status IN ('pending', 'approved', 'declined', 'error')),
    currency TEXT NOT NULL CHECK (currency IN ('EUR', 'PLN', 'GBP')),
    exchange_rate TEXT NOT NULL,
    subtotal_cents INTEGER NOT NULL CHECK (subtotal_cents >= 0),
    shipping_cents INTEGER NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0),
    total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
    total_eur_cents INTEGER NOT NULL CHECK (total_eur_cents >= 0),
    customer_type TEXT NOT NULL DEFAULT 'person' CHECK (customer_type IN ('person', 'company')),
    company TEXT,
    vat_number TEXT,
    shipping_first_name TEXT NOT NULL,
    shipping_last_name TEXT NOT NULL,
    shipping_address TEXT NOT NULL,
    shipping_city TEXT NOT NULL,
    shipping_postal_code TEXT NOT NULL,
    shipping_country TEXT NOT NULL,
    billing_first_name TEXT NOT NULL,
    billing_last_name TEXT NOT NULL,
    billing_address TEXT NOT NULL,
    billing_city TEXT NOT NULL,
    billing_postal_code TEXT NOT NULL,
    billing_country TEXT NOT NULL,
    notes TEXT,
    idempotency_key TEXT UNIQUE,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`,
  `CREATE INDEX orders_user ON orders(user_id, created_at)`,
  `CREATE TABLE order_items (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products(id),
    offer_id INTEGER,
    name TEXT NOT NULL,
    name_en TEXT,
    name_pl TEXT,
    part_number TEXT NOT NULL,
    image TEXT,
    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
    unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
    total_price_cents INTEGER NOT NULL CHECK (total_price_cents >= 0),
    unit_price_eur_cents INTEGER NOT NULL CHECK (unit_price_eur_cents >= 0)
  )`,
  `CREATE INDEX order_items_order ON order_items(order_id)`,
  `CREATE INDEX order_items_product ON order_items(product_id)`,
  `CREATE TABLE order_status_events (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    status TEXT NOT NULL
      CHECK (status IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled')),
    note TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`,
  `CREATE INDEX order_status_events_order ON order_status_events(order_id, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_status_events', 'order_items', 'orders']) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
