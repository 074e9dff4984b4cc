/**
 * The database part of a backup: an online copy of the live file (VACUUM INTO on a connection of its
 * own), checked and counted on the copy. Runs in the calling process (the CLI) or in a worker thread
 * (the server, whose requests must not wait for it).
 */
import { Worker } from 'node:worker_threads';
import { openDatabaseFile } from '#db/client.ts';
import {
  databaseFigures,
  type DatabaseFigures,
  integrityProblems,
  vacuumInto,
} from '#db/repositories/backups.ts';
import { workerEntry } from '../worker-entry.ts';

export interface SnapshotResult extends DatabaseFigures {
  /** `PRAGMA integrity_check` on the copy: `ok`, or its first findings. */
  integrity: string;
}

export type Snapshot = (source: string, target: string) => Promise<SnapshotResult>;

/** Copies `source` to `target` and reads the copy's figures; a copy that fails the check is an error. */
export function snapshotDatabase(source: string, target: string): SnapshotResult {
  const live = openDatabaseFile(source);
  try {
    vacuumInto(live, target);
  } finally {
    live.close();
  }
  // The copy is in rollback-journal mode, a single file: a read-only connection leaves it untouched.
  const copy = openDatabaseFile(target, { readonly: true });
  try {
    const problems = integrityProblems(copy);
    if (problems.length > 0)
      throw new Error(`the database copy fails its integrity check: ${problems.slice(0, 5).join('; ')}`);
    return { ...databaseFigures(copy), integrity: 'ok' };
  } finally {
    copy.close();
  }
}

/** The snapshot in this process. */
export const snapshotHere: Snapshot = async (source, target) => snapshotDatabase(source, target);

/**
 * The snapshot in a worker thread: the compiled `backup-worker.js` beside the server bundle, or the
 * .ts module through tsx when the server runs from sources.
 */
export const snapshotInWorker: Snapshot = (source, target) => {
  const entry = workerEntry(import.meta.url, './snapshot-worker.ts', 'backup-worker');
  const worker = entry.source
    ? new Worker(
        `const { workerData } = require('node:worker_threads');
         import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));`,
        {
          eval: true,
          workerData: { entry: entry.url.href, tsx: import.meta.resolve('tsx/esm/api'), source, target },
        },
      )
    : new Worker(entry.url, { workerData: { source, target } });
  return new Promise<SnapshotResult>((resolve, reject) => {
    worker.once('message', (message: { result?: SnapshotResult; error?: string }) => {
      if (message.result) resolve(message.result);
      else reject(new Error(message.error ?? 'the backup worker failed'));
    });
    worker.once('error', reject);
    // After an answer this changes nothing; without one, the worker died (out of memory, killed).
    worker.once('exit', (code) => reject(new Error(`the backup worker stopped (exit code ${code})`)));
  });
};
