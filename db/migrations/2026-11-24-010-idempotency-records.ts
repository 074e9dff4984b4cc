/**
 * Idempotency records: the outcome of each client operation sent with an `Idempotency-Key` header,
 * per scope (`user:<id>` or `guest`), so a replayed operation is answered, not applied again.
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  `CREATE TABLE idempotency_records (
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    route TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done')),
    status_code INTEGER,
    response_body TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (scope, key)
  )`,
  `CREATE INDEX idempotency_records_created ON idempotency_records(created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS idempotency_records').execute(db);
}
