/**
 * Categories get a Polish description beside the base (English) one, as products have. Frozen once
 * landed.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE categories ADD COLUMN description_pl TEXT`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE categories DROP COLUMN description_pl`.execute(db);
}
