/**
 * Whether the shop can take orders now: its database takes a write transaction, every migration of
 * this build is applied, and the data folder's disk has more free space than the threshold (a shop
 * that cannot write an order must not get traffic).
 */
import { statfs } from 'node:fs/promises';
import { migrations } from '#db/migrations/index.ts';
import type { Db } from '#db/client.ts';
import { appliedMigrations, probeWrite } from '#db/repositories/health.ts';

/** Below this much free space on the data disk the shop is not ready (orders, uploads, backups). */
export const DEFAULT_MIN_FREE_BYTES = 200 * 1024 * 1024;

export interface Readiness {
  status: 'ready' | 'not_ready';
  checks: Record<'database' | 'migrations' | 'disk', { ok: boolean; detail: string }>;
}

const MIB = 1024 * 1024;

export async function readiness(
  db: Db,
  options: { dataDir: string; minFreeBytes?: number; freeBytes?: (dir: string) => Promise<number> },
): Promise<Readiness> {
  const minFree = options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES;
  const freeBytes =
    options.freeBytes ??
    (async (dir: string) => {
      const stats = await statfs(dir);
      return stats.bavail * stats.bsize;
    });
  const [database, migrated, disk] = await Promise.all([
    probeWrite(db).then(
      () => ({ ok: true, detail: 'writable' }),
      (err: unknown) => ({
        ok: false,
        detail: `not writable: ${err instanceof Error ? err.message : String(err)}`,
      }),
    ),
    appliedMigrations(db).then(
      (applied) => {
        const missing = Object.keys(migrations).filter((name) => !applied.includes(name));
        return missing.length === 0
          ? { ok: true, detail: `${applied.length} applied` }
          : { ok: false, detail: `not applied: ${missing.join(', ')}` };
      },
      () => ({ ok: false, detail: 'migrations table unreadable' }),
    ),
    freeBytes(options.dataDir).then(
      (free) => ({
        ok: free >= minFree,
        detail: `${Math.floor(free / MIB)} MiB free (needs ${Math.floor(minFree / MIB)} MiB)`,
      }),
      () => ({ ok: false, detail: 'free space unknown' }),
    ),
  ]);
  const checks = { database, migrations: migrated, disk };
  return { status: Object.values(checks).every((c) => c.ok) ? 'ready' : 'not_ready', checks };
}
