/** A fresh local database (fake IndexedDB) for each test, handed to `use` and deleted after it. */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import { createLocalDb, type LocalDb } from '../lib/local-db.ts';

let count = 0;

export function freshLocalDbEachTest(prefix: string, use: (db: LocalDb) => void): void {
  let db: LocalDb | undefined;
  beforeEach(() => {
    count += 1;
    db = createLocalDb(`${prefix}-${count}`);
    use(db);
  });
  afterEach(async () => {
    await db?.delete();
  });
}
