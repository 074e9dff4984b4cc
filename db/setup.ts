/**
 * Start-up database work shared by the server and the CLI: open, migrate, and seed the demo
 * catalogue when asked and the catalogue is empty.
 */
import { createDb, type DbHandle, migrateToLatest } from './client.ts';
import { analyzeDatabase, optimizeDatabase } from './repositories/maintenance.ts';
import { isSearchIndexStale, rebuildProductSearch } from './repositories/products.ts';
import { hasVehicleTypeCodes } from './repositories/vehicles.ts';
import { isCatalogueEmpty, seedDemoCatalogue, type SeedSummary } from './seed/demo-catalogue.ts';
import { insertDemoTypeCodes } from './seed/type-codes.ts';

export interface SetupLog {
  info(obj: object, msg: string): void;
}

export async function openAndMigrate(file: string, log: SetupLog): Promise<DbHandle> {
  const handle = createDb(file);
  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length > 0) log.info({ applied }, 'database migrated');
    // A migration that changed the search index's layout leaves it to be rebuilt here, where the
    // folding code lives (migrations never import it).
    if (await isSearchIndexStale(handle.db)) {
      const started = performance.now();
      await handle.db.transaction().execute((trx) => rebuildProductSearch(trx));
      await analyzeDatabase(handle.db);
      log.info({ ms: Math.round(performance.now() - started) }, 'search index rebuilt');
    }
    await optimizeDatabase(handle.db, true);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Seeds only an empty catalogue, so restarts and real data are never touched. */
export async function seedIfEmpty(
  handle: DbHandle,
  uploadsDir: string,
  log: SetupLog,
): Promise<SeedSummary | null> {
  if (!(await isCatalogueEmpty(handle.db))) return null;
  const started = performance.now();
  const summary = await seedDemoCatalogue(handle.db, { uploadsDir });
  await analyzeDatabase(handle.db);
  log.info({ ...summary, ms: Math.round(performance.now() - started) }, 'demo catalogue seeded');
  return summary;
}

/**
 * Gives a demo catalogue seeded before the HSN/TSN codes existed its demo codes. Idempotent: writes
 * only into an empty code table, and only when every demo vehicle is there (never into a real one).
 */
export async function addDemoTypeCodesIfMissing(handle: DbHandle, log: SetupLog): Promise<number> {
  const added = await handle.db.transaction().execute(async (trx) => {
    if (await hasVehicleTypeCodes(trx)) return 0;
    return insertDemoTypeCodes(trx);
  });
  if (added > 0) log.info({ added }, 'demo HSN/TSN codes added');
  return added;
}
