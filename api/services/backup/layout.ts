/** What a shop keeps in its data folder, as backups copy it and restores put it back. */
import path from 'node:path';

/** The database file in the data folder and in a backup. */
export const DATABASE_FILE = 'shop.sqlite';

/**
 * The rest of the shop's data: uploaded images and logos, price lists waiting to be applied, and the
 * session secret generated when SESSION_SECRET is unset (sessions and payment links stay valid).
 */
export const DATA_ENTRIES = ['uploads', 'price-lists', 'session-secret'] as const;
export type DataEntry = (typeof DATA_ENTRIES)[number];

const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** Why `backupDir` cannot hold backups of `dataDir` (a folder every backup copies), or null. */
export function backupDirProblem(dataDir: string, backupDir: string): string | null {
  for (const entry of DATA_ENTRIES) {
    if (isInside(path.resolve(backupDir), path.resolve(dataDir, entry)))
      return entry === 'uploads'
        ? 'must not be inside the uploads folder (DATA_DIR/uploads is served to every visitor)'
        : `must not be inside DATA_DIR/${entry} (its content is part of every backup)`;
  }
  return null;
}
