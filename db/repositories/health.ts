/** Health probes of the database: readable, writable, migrated. */
import { sql } from 'kysely';
import type { Db } from '../client.ts';

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Proves the database takes writes: one row written in a transaction that is always rolled back
 * (fails on a read-only file or connection, a full disk, or a lock held beyond the busy timeout).
 */
export async function probeWrite(db: Db): Promise<void> {
  await db.connection().execute(async (conn) => {
    await sql`BEGIN IMMEDIATE`.execute(conn);
    try {
      await sql`INSERT INTO shop_settings (key, value) VALUES ('readiness.probe', '')
        ON CONFLICT (key) DO UPDATE SET value = excluded.value`.execute(conn);
    } finally {
      await sql`ROLLBACK`.execute(conn);
    }
  });
}

/** The names of the migrations applied to this database. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
  return rows.map((r) => r.name);
}
