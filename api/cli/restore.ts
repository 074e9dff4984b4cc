/**
 * `npm run restore -- <backup folder>`: checks the backup (manifest sha256, PRAGMA integrity_check)
 * and restores it into DATA_DIR, refusing while the shop runs there; what DATA_DIR held is set aside.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/config.ts';
import { BackupError, listBackups } from '../services/backup/backup.ts';
import { describeManifest } from '../services/backup/describe.ts';
import { restoreBackup } from '../services/backup/restore.ts';

const USAGE = 'usage: npm run restore -- <backup folder, or its name in BACKUP_DIR>';

async function main(): Promise<number> {
  const { DATA_DIR, BACKUP_DIR } = process.env;
  const config = loadConfig({ DATA_DIR, BACKUP_DIR });
  const [argument, ...extra] = process.argv.slice(2);
  if (!argument || extra.length > 0) {
    console.error(USAGE);
    const backups = listBackups(config.backup.dir);
    console.error(
      backups.length > 0
        ? `Backups in ${config.backup.dir}, newest first:\n${backups.map((b) => `  ${b.name}  (${b.manifest.counts.orders} orders)`).join('\n')}`
        : `No backups in ${config.backup.dir}.`,
    );
    return 2;
  }
  // A bare name is looked up in BACKUP_DIR.
  const folder =
    fs.existsSync(argument) || path.isAbsolute(argument) ? argument : path.join(config.backup.dir, argument);
  const result = await restoreBackup({ dataDir: config.dataDir, backup: folder });
  console.log(`Checked ${result.backup}: sha256 as in its manifest, PRAGMA integrity_check ok.`);
  console.log(`Restored into ${result.dataDir}: ${result.restored.join(', ')}.`);
  for (const line of describeManifest(result.manifest)) console.log(`  ${line}`);
  if (result.setAside)
    console.log(
      `What ${result.dataDir} held (${result.setAsideEntries.join(', ')}) is kept in ${result.setAside}: delete it once the restored shop is right.`,
    );
  else console.log(`${result.dataDir} held no shop before: nothing was set aside.`);
  if (result.removed.length > 0) console.log(`Removed the stale ${result.removed.join(', ')}.`);
  console.log('Start the shop: a backup from an older version is migrated at start.');
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
  else console.error('Restore failed:', error);
  process.exitCode = 1;
}
