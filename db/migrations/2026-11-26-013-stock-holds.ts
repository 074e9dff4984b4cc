/**
 * Stock holds of unpaid orders: whether an order's units are currently taken from stock, until when an
 * unpaid order's hold lasts, and a keyed hash of the client address that placed it (caps on unpaid
 * orders per client, without keeping the address itself). Orders placed before: their units stay
 * taken unless they were cancelled. Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  `ALTER TABLE orders ADD COLUMN stock_taken INTEGER NOT NULL DEFAULT 1 CHECK (stock_taken IN (0, 1))`,
  `UPDATE orders SET stock_taken = 0 WHERE status = 'cancelled'`,
  `ALTER TABLE orders ADD COLUMN hold_until TEXT`,
  `ALTER TABLE orders ADD COLUMN client_key TEXT`,
  `CREATE INDEX orders_unpaid_holds ON orders(status, payment_method, stock_taken, hold_until)`,
  `CREATE INDEX orders_email ON orders(email COLLATE NOCASE, status)`,
  `CREATE INDEX orders_client ON orders(client_key, status)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['orders_unpaid_holds', 'orders_email', 'orders_client'])
    await sql.raw(`DROP INDEX IF EXISTS ${index}`).execute(db);
  for (const column of ['client_key', 'hold_until', 'stock_taken'])
    await sql.raw(`ALTER TABLE orders DROP COLUMN ${column}`).execute(db);
}
