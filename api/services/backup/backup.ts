/**
 * Backups of a shop's data folder while the shop serves: the database as an online snapshot, then the
 * files kept beside it, written to BACKUP_DIR/backup-<UTC time> under a temporary name and renamed
 * when complete, with a manifest. The newest BACKUP_KEEP complete backups are kept.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import packageJson from '../../../package.json' with { type: 'json' };
import { backupDirProblem, DATA_ENTRIES, DATABASE_FILE, type DataEntry } from './layout.ts';
import { type Snapshot, snapshotHere } from './snapshot.ts';

export const MANIFEST_FILE = 'manifest.json';
const MANIFEST_FORMAT = 'partsshop-backup';

/** A complete backup's folder name: `backup-20261127T231500Z`, `-1`, `-2`... for more in one second. */
const BACKUP_NAME = /^backup-(\d{8}T\d{6}Z)(?:-(\d+))?$/;

export interface EntryFigures {
  files: number;
  bytes: number;
}

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  formatVersion: 1;
  /** When the backup started (the database snapshot is of a moment just after). */
  createdAt: string;
  appVersion: string;
  database: {
    file: string;
    bytes: number;
    sha256: string;
    integrity: string;
    migrations: number;
    latestMigration: string | null;
  };
  counts: { orders: number; orderItems: number; payments: number; products: number; users: number };
  files: Partial<Record<DataEntry, EntryFigures>>;
  durationMs: number;
  source: { dataDir: string; host: string };
}

/** A refusal or failure to tell the operator in one sentence (the CLIs print it and exit 1). */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** `2026-11-27T23:15:00.123Z` as `20261127T231500Z`. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** How many files, and how many bytes, a file or folder holds. */
export function measure(target: string): EntryFigures {
  const stat = fs.lstatSync(target);
  if (!stat.isDirectory()) return { files: 1, bytes: stat.isFile() ? stat.size : 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory()) continue;
    files += 1;
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** Flushes a file or a folder's entries to the disk. */
export function fsyncPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** A backup's manifest, or null when the folder holds none of ours. */
export function readManifest(folder: string): BackupManifest | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8')) as BackupManifest;
    return manifest?.format === MANIFEST_FORMAT && typeof manifest.database?.sha256 === 'string'
      ? manifest
      : null;
  } catch {
    return null;
  }
}

export interface BackupEntry {
  name: string;
  path: string;
  manifest: BackupManifest;
}

/**
 * The complete backups in `backupDir`, newest first: folders named as a backup names them, holding a
 * manifest (written last). Folders still being written, and anything else, are not listed.
 */
export function listBackups(backupDir: string): BackupEntry[] {
  let names: string[];
  try {
    names = fs.readdirSync(backupDir);
  } catch {
    return [];
  }
  const found: (BackupEntry & { stamp: string; n: number })[] = [];
  for (const name of names) {
    const match = BACKUP_NAME.exec(name);
    if (!match) continue;
    const folder = path.join(backupDir, name);
    const manifest = readManifest(folder);
    if (manifest) found.push({ name, path: folder, manifest, stamp: match[1]!, n: Number(match[2] ?? 0) });
  }
  found.sort((a, b) => (a.stamp === b.stamp ? b.n - a.n : a.stamp < b.stamp ? 1 : -1));
  return found.map(({ name, path: folder, manifest }) => ({ name, path: folder, manifest }));
}

/** Deletes every complete backup but the newest `keep`; answers the names deleted. */
export function applyRetention(backupDir: string, keep: number): string[] {
  if (!Number.isInteger(keep) || keep < 1)
    throw new BackupError(`keep must be a whole number >= 1, got ${keep}`);
  const doomed = listBackups(backupDir).slice(keep);
  for (const backup of doomed) fs.rmSync(backup.path, { recursive: true, force: true });
  return doomed.map((backup) => backup.name);
}

/**
 * A new backup's name and its folder under a temporary name. Creating that folder is the claim, and
 * the name is checked free after it: a finished run's folder is renamed in one step, so two runs in
 * the same second always take different names.
 */
function reserveName(backupDir: string, stamp: string): { name: string; partial: string } {
  for (let n = 0; ; n++) {
    const name = n === 0 ? `backup-${stamp}` : `backup-${stamp}-${n}`;
    const partial = path.join(backupDir, `.${name}.partial`);
    try {
      fs.mkdirSync(partial);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    if (!fs.existsSync(path.join(backupDir, name))) return { name, partial };
    fs.rmdirSync(partial);
  }
}

export interface BackupOptions {
  dataDir: string;
  backupDir: string;
  /** Complete backups kept (the newest), this one included. */
  keep: number;
  /** How the database is copied (default: in this process; the server uses a worker thread). */
  snapshot?: Snapshot;
  now?: () => Date;
}

export interface BackupResult {
  name: string;
  path: string;
  manifest: BackupManifest;
  /** Older backups deleted by the retention. */
  removed: string[];
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const startedAt = options.now?.() ?? new Date();
  const started = performance.now();
  const dataDir = path.resolve(options.dataDir);
  const backupDir = path.resolve(options.backupDir);
  const database = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(database)) throw new BackupError(`There is no shop database at ${database}.`);
  const problem = backupDirProblem(dataDir, backupDir);
  if (problem) throw new BackupError(`The backup folder ${backupDir} ${problem}.`);
  fs.mkdirSync(backupDir, { recursive: true });

  const { name, partial } = reserveName(backupDir, utcStamp(startedAt));
  let manifest: BackupManifest;
  try {
    const copy = path.join(partial, DATABASE_FILE);
    const figures = await (options.snapshot ?? snapshotHere)(database, copy);
    // The files after the database: a file the copy refers to was stored before the row naming it,
    // so it is there; files stored meanwhile come along unused.
    const files: BackupManifest['files'] = {};
    for (const entry of DATA_ENTRIES) {
      const from = path.join(dataDir, entry);
      if (!fs.existsSync(from)) continue;
      await fs.promises.cp(from, path.join(partial, entry), { recursive: true, preserveTimestamps: true });
      files[entry] = measure(path.join(partial, entry));
    }
    fsyncPath(copy);
    manifest = {
      format: MANIFEST_FORMAT,
      formatVersion: 1,
      createdAt: startedAt.toISOString(),
      appVersion: packageJson.version,
      database: {
        file: DATABASE_FILE,
        bytes: fs.statSync(copy).size,
        sha256: await sha256Of(copy),
        integrity: figures.integrity,
        migrations: figures.migrations,
        latestMigration: figures.latestMigration,
      },
      counts: {
        orders: figures.orders,
        orderItems: figures.orderItems,
        payments: figures.payments,
        products: figures.products,
        users: figures.users,
      },
      files,
      durationMs: Math.round(performance.now() - started),
      source: { dataDir, host: os.hostname() },
    };
    // The manifest last: a folder without one is never taken for a backup.
    const manifestFile = path.join(partial, MANIFEST_FILE);
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    fsyncPath(manifestFile);
    fsyncPath(partial);
    fs.renameSync(partial, path.join(backupDir, name));
    fsyncPath(backupDir);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  const removed = applyRetention(backupDir, options.keep);
  return { name, path: path.join(backupDir, name), manifest, removed };
}
