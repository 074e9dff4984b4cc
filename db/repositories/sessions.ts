/** Server-side sessions in SQLite, so they survive a restart of the process. */
import type { Db } from '../client.ts';

export function findSession(db: Db, sid: string, now: number) {
  return db
    .selectFrom('sessions')
    .select(['data'])
    .where('sid', '=', sid)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

export async function saveSession(
  db: Db,
  session: { sid: string; userId: number | null; data: string; expiresAt: number },
) {
  await db
    .insertInto('sessions')
    .values(session)
    .onConflict((oc) =>
      oc.column('sid').doUpdateSet((eb) => ({
        userId: eb.ref('excluded.userId'),
        data: eb.ref('excluded.data'),
        expiresAt: eb.ref('excluded.expiresAt'),
      })),
    )
    .execute();
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.deleteFrom('sessions').where('sid', '=', sid).execute();
}

export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

export async function purgeExpiredSessions(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
