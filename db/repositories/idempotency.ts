/**
 * Idempotency records (one per scope and client key). A claim is identified by its `createdAt`: the
 * finishing writes match it, so a request whose stale claim was taken over cannot overwrite the new one.
 */
import type { Db } from '../client.ts';

const columns = [
  'scope',
  'key',
  'route',
  'requestHash',
  'state',
  'statusCode',
  'responseBody',
  'createdAt',
] as const;

export function findIdempotencyRecord(db: Db, scope: string, key: string) {
  return db
    .selectFrom('idempotencyRecords')
    .select(columns)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

export type IdempotencyRecordRow = NonNullable<Awaited<ReturnType<typeof findIdempotencyRecord>>>;

/** Claims (scope, key) with a 'pending' record; false when a record is already there. */
export async function insertPendingIdempotencyRecord(
  db: Db,
  record: { scope: string; key: string; route: string; requestHash: string; createdAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto('idempotencyRecords')
    .values({ ...record, state: 'pending' })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Stores the answer of the claim made at `createdAt`; false when that claim is no longer there. */
export async function completeIdempotencyRecord(
  db: Db,
  claim: { scope: string; key: string; createdAt: string },
  answer: { statusCode: number; responseBody: string },
): Promise<boolean> {
  const result = await db
    .updateTable('idempotencyRecords')
    .set({ state: 'done', statusCode: answer.statusCode, responseBody: answer.responseBody })
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('state', '=', 'pending')
    .where('createdAt', '=', claim.createdAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Drops the pending claim made at `createdAt` (the operation may be tried again). */
export async function deletePendingIdempotencyRecord(
  db: Db,
  claim: { scope: string; key: string; createdAt: string },
): Promise<void> {
  await db
    .deleteFrom('idempotencyRecords')
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('state', '=', 'pending')
    .where('createdAt', '=', claim.createdAt)
    .execute();
}

/** Deletes every record created before `before` (ISO time); answers how many. */
export async function deleteIdempotencyRecordsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('idempotencyRecords').where('createdAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
