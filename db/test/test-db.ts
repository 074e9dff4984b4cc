/** A fresh, migrated, in-memory database for one test file or one test. */
import { createDb, type DbHandle, migrateToLatest } from '../client.ts';

export async function createTestDb(): Promise<DbHandle> {
  const handle = createDb(':memory:');
  await migrateToLatest(handle.db);
  return handle;
}
