/**
 * Restores a backup into a data folder: only a backup that matches its manifest and passes SQLite's
 * integrity check, only while no shop runs on the folder. What the folder held is set aside in
 * `before-restore-<UTC time>/`, never deleted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabaseFile } from '#db/client.ts';
import { LOCK_FILE, takeExclusiveLock } from '#db/data-lock.ts';
import { migrations } from '#db/migrations/index.ts';
import { integrityProblems, migrationNames } from '#db/repositories/backups.ts';
import {
  BackupError,
  type BackupManifest,
  fsyncPath,
  MANIFEST_FILE,
  measure,
  readManifest,
  sha256Of,
  utcStamp,
} from './backup.ts';
import { DATA_ENTRIES, DATABASE_FILE } from './layout.ts';

/** The database's companions: its write-ahead log and rollback journal hold committed data. */
const DATABASE_COMPANIONS = [`${DATABASE_FILE}-wal`, `${DATABASE_FILE}-journal`];
/** The WAL index: derived from the log, rebuilt on open, wrong beside another database. */
const SHARED_MEMORY_FILE = `${DATABASE_FILE}-shm`;

/**
 * Checks a backup folder before anything is restored from it: its manifest, the database copy's
 * sha256, `PRAGMA integrity_check`, the files' counts, and that this build knows its migrations.
 * Answers the manifest; throws a BackupError saying what is wrong.
 */
export async function verifyBackup(folder: string): Promise<BackupManifest> {
  if (!fs.existsSync(path.join(folder, MANIFEST_FILE)))
    throw new BackupError(`${folder} is not a backup: it has no ${MANIFEST_FILE}.`);
  const manifest = readManifest(folder);
  if (!manifest) throw new BackupError(`${folder}/${MANIFEST_FILE} is not the manifest of a shop backup.`);
  const database = path.join(folder, DATABASE_FILE);
  if (!fs.existsSync(database)) throw new BackupError(`The backup has no database copy (${database}).`);
  const sha256 = await sha256Of(database);
  if (sha256 !== manifest.database.sha256)
    throw new BackupError(
      `The backup's database copy is damaged: its sha256 is ${sha256}, its manifest says ${manifest.database.sha256}.`,
    );
  let problems: string[];
  let applied: string[];
  try {
    const sqlite = openDatabaseFile(database, { readonly: true });
    try {
      problems = integrityProblems(sqlite);
      applied = problems.length === 0 ? migrationNames(sqlite) : [];
    } finally {
      sqlite.close();
    }
  } catch (error) {
    problems = [error instanceof Error ? error.message : String(error)];
    applied = [];
  }
  if (problems.length > 0)
    throw new BackupError(
      `The backup's database copy fails PRAGMA integrity_check: ${problems.slice(0, 5).join('; ')}.`,
    );
  for (const [entry, expected] of Object.entries(manifest.files)) {
    const target = path.join(folder, entry);
    const found = fs.existsSync(target) ? measure(target) : { files: 0, bytes: 0 };
    if (found.files !== expected.files || found.bytes !== expected.bytes)
      throw new BackupError(
        `The backup's ${entry} holds ${found.files} files (${found.bytes} bytes); its manifest lists ${expected.files} (${expected.bytes} bytes).`,
      );
  }
  const unknown = applied.filter((name) => !(name in migrations));
  if (unknown.length > 0)
    throw new BackupError(
      `The backup was made by a newer version of the shop (${manifest.appVersion}): this one does not know its migration ${unknown.join(', ')}. Restore it with that version.`,
    );
  return manifest;
}

/** A folder name not taken yet in `dir`: `base`, else `base-1`, `base-2`... */
function freeName(dir: string, base: string): string {
  for (let n = 0; ; n++) {
    const name = n === 0 ? base : `${base}-${n}`;
    if (!fs.existsSync(path.join(dir, name))) return name;
  }
}

export interface RestoreResult {
  backup: string;
  manifest: BackupManifest;
  dataDir: string;
  /** The folder the data folder's previous database and files were moved to; null when it had none. */
  setAside: string | null;
  setAsideEntries: string[];
  /** What was copied in from the backup. */
  restored: string[];
  /** Stale files removed (the old database's WAL index). */
  removed: string[];
}

export async function restoreBackup(options: {
  dataDir: string;
  backup: string;
  now?: () => Date;
}): Promise<RestoreResult> {
  const dataDir = path.resolve(options.dataDir);
  const backup = path.resolve(options.backup);
  if (!fs.existsSync(backup) || !fs.statSync(backup).isDirectory())
    throw new BackupError(`There is no backup folder at ${backup}.`);
  const lock = takeExclusiveLock(dataDir);
  if (!lock)
    throw new BackupError(
      `The shop on ${dataDir} is running (it holds ${LOCK_FILE}): stop it, then restore. Nothing was changed.`,
    );
  try {
    const manifest = await verifyBackup(backup);
    const stamp = utcStamp(options.now?.() ?? new Date());
    // Copied next to its place first (same disk), so what moves into place is whole and checked.
    const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
    try {
      const restored = [DATABASE_FILE];
      fs.copyFileSync(path.join(backup, DATABASE_FILE), path.join(staging, DATABASE_FILE));
      if ((await sha256Of(path.join(staging, DATABASE_FILE))) !== manifest.database.sha256)
        throw new BackupError(
          `The database copied to ${staging} differs from the backup's: nothing was changed.`,
        );
      fsyncPath(path.join(staging, DATABASE_FILE));
      for (const entry of DATA_ENTRIES) {
        if (!fs.existsSync(path.join(backup, entry))) continue;
        await fs.promises.cp(path.join(backup, entry), path.join(staging, entry), {
          recursive: true,
          preserveTimestamps: true,
        });
        restored.push(entry);
      }

      const current = [DATABASE_FILE, ...DATABASE_COMPANIONS, ...DATA_ENTRIES].filter((entry) =>
        fs.existsSync(path.join(dataDir, entry)),
      );
      let setAside: string | null = null;
      if (current.length > 0) {
        setAside = path.join(dataDir, freeName(dataDir, `before-restore-${stamp}`));
        fs.mkdirSync(setAside);
        // The database moves with its WAL, so the copy set aside keeps its last commits.
        for (const entry of current) fs.renameSync(path.join(dataDir, entry), path.join(setAside, entry));
      }
      const removed: string[] = [];
      if (fs.existsSync(path.join(dataDir, SHARED_MEMORY_FILE))) {
        fs.rmSync(path.join(dataDir, SHARED_MEMORY_FILE));
        removed.push(SHARED_MEMORY_FILE);
      }
      for (const entry of restored) fs.renameSync(path.join(staging, entry), path.join(dataDir, entry));
      fsyncPath(dataDir);
      return { backup, manifest, dataDir, setAside, setAsideEntries: current, restored, removed };
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  } finally {
    lock.release();
  }
}
