/** A backup's manifest as the CLIs print it: a few aligned lines of figures. */
import type { BackupManifest } from './backup.ts';

const MIB = 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes >= MIB) return `${(bytes / MIB).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} B`;
}

export function describeManifest(manifest: BackupManifest): string[] {
  const { database, counts } = manifest;
  const files = Object.entries(manifest.files).map(
    ([entry, figures]) =>
      `${entry} ${figures.files} ${figures.files === 1 ? 'file' : 'files'} (${formatBytes(figures.bytes)})`,
  );
  return [
    `time      ${manifest.createdAt} (took ${(manifest.durationMs / 1000).toFixed(2)} s)`,
    `database  ${formatBytes(database.bytes)}, integrity ${database.integrity}, sha256 ${database.sha256}`,
    `schema    ${database.migrations} migrations, latest ${database.latestMigration ?? '(none)'}; app ${manifest.appVersion}`,
    `rows      ${counts.orders} orders (${counts.orderItems} lines, ${counts.payments} card payments), ${counts.products} products, ${counts.users} users`,
    `files     ${files.length > 0 ? files.join('; ') : 'none'}`,
  ];
}
