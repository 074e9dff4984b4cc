/** The cheapest query that proves the database file is open and readable. */
import { sql } from 'kysely';
import type { Db } from '../client.ts';

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
