/** One row inserted, its id answered: the insert every table with an integer id shares. */
import type { Generated, InsertObject } from 'kysely';
import type { Db } from '../client.ts';
import type { Database } from '../schema.ts';
import { type IdTable, nextId } from './ids.ts';

/** The tables whose rows carry a generated integer id. */
type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: Generated<number> } ? T : never;
}[keyof Database];

/** Inserts `row` and answers the id it was stored under. */
export async function insertReturningId<T extends TableWithId>(
  db: Db,
  table: T,
  row: InsertObject<Database, T>,
): Promise<number> {
  const inserted = await db.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Inserts `row` with an id never given before in `table` (see ids.ts), unless the row brings one. */
export function insertWithNewId<T extends IdTable>(
  db: Db,
  table: T,
  row: InsertObject<Database, T> & { id?: number },
): Promise<number> {
  return insertReturningId(db, table, { ...row, id: row.id ?? nextId(table) });
}
