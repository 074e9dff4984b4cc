/**
 * The lock that tells whether a shop runs on a data folder: SQLite's own file lock on
 * `DATA_DIR/server.lock` (an empty database file). Every running server holds it shared; a restore
 * needs it exclusive. The operating system drops a lock with its process, so a crashed or killed
 * server never leaves a stale one, and a reused process id cannot fake one (unlike a pid file).
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export const LOCK_FILE = 'server.lock';

export interface DataLock {
  /** Gives the lock up (it also goes when the process ends). */
  release(): void;
}

/** The lock is held the other way: a restore while a server starts, or a server while a restore starts. */
export class DataLockBusyError extends Error {
  override name = 'DataLockBusyError';
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

function open(dataDir: string): SQLite.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  // No waiting: the answer must be now (held or not), never after someone else's restore.
  return new SQLite(path.join(dataDir, LOCK_FILE), { timeout: 0 });
}

/**
 * Taken by the server for as long as it runs. Shared, so a second process on the same folder (a
 * rolling deploy) starts too. Throws DataLockBusyError while a restore holds the folder.
 */
export function holdServerLock(dataDir: string): DataLock {
  const lock = open(dataDir);
  try {
    // In exclusive locking mode a connection keeps every lock it took until it closes: the first
    // read takes the shared lock and never gives it back.
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.prepare('SELECT count(*) FROM sqlite_master').get();
  } catch (error) {
    lock.close();
    if (isBusy(error))
      throw new DataLockBusyError(
        `${path.join(dataDir, LOCK_FILE)} is held by a restore: start the shop when it has finished`,
      );
    throw error;
  }
  return { release: () => lock.close() };
}

/**
 * Taken by a restore: exclusive, so it is refused (null) while any server runs on the folder, and no
 * server starts until it is released.
 */
export function takeExclusiveLock(dataDir: string): DataLock | null {
  const lock = open(dataDir);
  try {
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if (isBusy(error)) return null;
    throw error;
  }
  return {
    release: () => {
      lock.exec('ROLLBACK');
      lock.close();
    },
  };
}
