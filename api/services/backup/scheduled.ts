/**
 * The server's own backups every BACKUP_INTERVAL, as a timed job: the database is copied in a worker
 * thread (requests go on being answered), and a failed backup is logged, never thrown.
 */
import { createBackup } from './backup.ts';
import { snapshotInWorker } from './snapshot.ts';

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function scheduledBackup(options: {
  dataDir: string;
  backup: { dir: string; intervalMs: number; keep: number };
  log: Log;
}) {
  const { dataDir, backup, log } = options;
  return {
    name: 'backup',
    everyMs: backup.intervalMs,
    run: async () => {
      try {
        const result = await createBackup({
          dataDir,
          backupDir: backup.dir,
          keep: backup.keep,
          snapshot: snapshotInWorker,
        });
        const { manifest } = result;
        log.info(
          {
            path: result.path,
            bytes: manifest.database.bytes,
            orders: manifest.counts.orders,
            ms: manifest.durationMs,
            removed: result.removed,
          },
          'backup written',
        );
      } catch (err) {
        log.error({ err, backupDir: backup.dir }, 'backup failed');
      }
    },
  };
}
