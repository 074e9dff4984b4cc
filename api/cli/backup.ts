/**
 * `npm run backup`: backs the shop in DATA_DIR up into BACKUP_DIR while the shop may be serving (an
 * online snapshot from this process), keeps the newest BACKUP_KEEP, prints the backup and its figures.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/config.ts';
import { BackupError, createBackup } from '../services/backup/backup.ts';
import { describeManifest } from '../services/backup/describe.ts';

function settings() {
  // Only the settings a backup reads: it runs beside a shop whose other settings it never needs.
  const { DATA_DIR, BACKUP_DIR, BACKUP_KEEP } = process.env;
  return loadConfig({ DATA_DIR, BACKUP_DIR, BACKUP_KEEP });
}

try {
  const config = settings();
  const result = await createBackup({
    dataDir: config.dataDir,
    backupDir: config.backup.dir,
    keep: config.backup.keep,
  });
  console.log(`Backup written: ${result.path}`);
  for (const line of describeManifest(result.manifest)) console.log(`  ${line}`);
  const kept = `Kept the newest ${config.backup.keep} backups in ${config.backup.dir}`;
  console.log(
    result.removed.length > 0 ? `${kept}; deleted ${result.removed.join(', ')}.` : `${kept}; none deleted.`,
  );
  const relative = path.relative(process.cwd(), result.path);
  console.log(`Restore it with: npm run restore -- ${relative.startsWith('..') ? result.path : relative}`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
  else console.error('Backup failed:', error);
  process.exitCode = 1;
}
