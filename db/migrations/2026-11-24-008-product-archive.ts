/**
 * Archived products: a deleted product that orders still reference is kept, stamped `deleted_at` and
 * never shown again (an archived product is always inactive). Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`ALTER TABLE products ADD COLUMN deleted_at TEXT CHECK (deleted_at IS NULL OR is_active = 0)`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE products DROP COLUMN deleted_at').execute(db);
}
