/**
 * Server cart and wishlist of signed-in users: product ids and quantities only, never prices (the
 * catalogue prices every read). Both go with the user (and with a deleted product). Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  `CREATE TABLE cart_lines (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (user_id, product_id)
  )`,
  `CREATE INDEX cart_lines_product ON cart_lines(product_id)`,
  `CREATE TABLE wishlist_items (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (user_id, product_id)
  )`,
  `CREATE INDEX wishlist_items_product ON wishlist_items(product_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['wishlist_items', 'cart_lines']) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
