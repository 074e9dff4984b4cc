/**
 * Ids are never given twice: each delete of a product, category, brand, order or user raises the
 * table's high-water mark, and inserts take their ids above it (repositories/ids.ts). The marks
 * start at the highest id in use. Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

const TABLES = ['products', 'categories', 'brands', 'orders', 'users'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE id_high_water (name TEXT PRIMARY KEY, last_id INTEGER NOT NULL) WITHOUT ROWID`.execute(
    db,
  );
  for (const table of TABLES) {
    await sql
      .raw(`INSERT INTO id_high_water (name, last_id) SELECT '${table}', coalesce(max(id), 0) FROM ${table}`)
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_id_high_water AFTER DELETE ON ${table}
         BEGIN UPDATE id_high_water SET last_id = OLD.id WHERE name = '${table}' AND last_id < OLD.id; END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_id_high_water`).execute(db);
  await sql`DROP TABLE IF EXISTS id_high_water`.execute(db);
}
