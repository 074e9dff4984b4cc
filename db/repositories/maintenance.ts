/**
 * Planner statistics and catalogue-wide bookkeeping. The query planner needs table statistics to
 * pick the index that bounds a query's rows; without them it guessed, and walked every product.
 */
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from '../client.ts';

/**
 * Fresh statistics after a bulk load (seed, import), read from every index row (about 3 s at a
 * million products): a sampled ANALYZE judged `is_active = 1` to pick 2 % of products, not 98 %, and
 * led the planner to walk the name index for a one-category page.
 */
export async function analyzeDatabase(db: Db): Promise<void> {
  await sql`PRAGMA analysis_limit = 0`.execute(db);
  await sql`ANALYZE`.execute(db);
}

/**
 * SQLite's own upkeep: re-analyses only the tables whose size changed a lot since their last
 * statistics. `atOpen` also covers tables this connection has not used yet (right after start).
 */
export async function optimizeDatabase(db: Db, atOpen = false): Promise<void> {
  // Whole-index statistics, as in analyzeDatabase; optimize re-reads only tables that changed a lot.
  await sql`PRAGMA analysis_limit = 0`.execute(db);
  if (atOpen) await sql`PRAGMA optimize = 0x10002`.execute(db);
  else await sql`PRAGMA optimize`.execute(db);
}

/** The catalogue's version: bumped by triggers on every write to a table catalogue answers show. */
export async function getCatalogueVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalogueMeta')
    .select('value')
    .where('key', '=', 'version')
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * A synchronous reader of the catalogue version for the per-request cache check: one prepared
 * statement on the raw connection (a few microseconds), where a Kysely query costs tens. Null while
 * a transaction is open on the connection: its version may be rolled back, and reached again later
 * by a different write.
 */
export function catalogueVersionReader(sqlite: SQLite.Database): () => number | null {
  const statement = sqlite.prepare<[], { value: number }>(
    `SELECT value FROM catalogue_meta WHERE key = 'version'`,
  );
  return () => (sqlite.inTransaction ? null : (statement.get()?.value ?? 0));
}
