/**
 * What the back office records while handling orders: the carrier and tracking number of a shipped
 * order, and staff's note on a return decision (refund or replacement). Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  `ALTER TABLE orders ADD COLUMN carrier TEXT`,
  `ALTER TABLE orders ADD COLUMN tracking_number TEXT`,
  `ALTER TABLE returns ADD COLUMN resolution_note TEXT`,
  `CREATE INDEX orders_created ON orders(created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS orders_created').execute(db);
  await sql.raw('ALTER TABLE returns DROP COLUMN resolution_note').execute(db);
  await sql.raw('ALTER TABLE orders DROP COLUMN tracking_number').execute(db);
  await sql.raw('ALTER TABLE orders DROP COLUMN carrier').execute(db);
}
