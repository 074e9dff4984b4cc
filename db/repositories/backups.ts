/**
 * Whole-database work for backups and restores, on plain connections beside the app's: the online
 * snapshot (VACUUM INTO), its integrity check and the figures a backup's manifest records.
 */
import type SQLite from 'better-sqlite3';

/**
 * Writes a compacted, consistent copy of the database to `target` (which must not exist). It reads in
 * one transaction: under WAL that is a snapshot, and writers on other connections go on meanwhile.
 */
export function vacuumInto(sqlite: SQLite.Database, target: string): void {
  sqlite.prepare('VACUUM INTO ?').run(target);
}

/** What `PRAGMA integrity_check` finds wrong; empty when the database is sound. */
export function integrityProblems(sqlite: SQLite.Database): string[] {
  const rows = sqlite.pragma('integrity_check') as { integrity_check: string }[];
  const messages = rows.map((row) => row.integrity_check);
  return messages.length === 1 && messages[0] === 'ok' ? [] : messages;
}

export interface DatabaseFigures {
  orders: number;
  orderItems: number;
  payments: number;
  products: number;
  users: number;
  /** Migrations applied, and the newest one's name (the schema's version). */
  migrations: number;
  latestMigration: string | null;
}

/** Row counts and the schema version of a database (a backup's copy). */
export function databaseFigures(sqlite: SQLite.Database): DatabaseFigures {
  const count = (table: string) =>
    (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  const migrations = migrationNames(sqlite);
  return {
    orders: count('orders'),
    orderItems: count('order_items'),
    payments: count('payments'),
    products: count('products'),
    users: count('users'),
    migrations: migrations.length,
    latestMigration: migrations.at(-1) ?? null,
  };
}

/** The names of the migrations applied to a database (a backup's copy). */
export function migrationNames(sqlite: SQLite.Database): string[] {
  return sqlite.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all() as string[];
}
