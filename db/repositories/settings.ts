/** The shop's own settings (bank details for transfers...), one text value per key. */
import type { Db } from '../client.ts';

export async function readSettings(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('shopSettings')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('shopSettings')
    .values({ key, value, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
}
