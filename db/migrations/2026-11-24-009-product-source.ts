/**
 * Where an imported product came from: the page's address and its breadcrumb (a JSON array of names,
 * top first), kept so the category hierarchy can be created from it later. Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE products ADD COLUMN source_url TEXT').execute(db);
  await sql.raw('ALTER TABLE products ADD COLUMN source_category_path TEXT').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE products DROP COLUMN source_category_path').execute(db);
  await sql.raw('ALTER TABLE products DROP COLUMN source_url').execute(db);
}
