/**
 * Writes the benchmark catalogue (bench-plan.ts: a 10 x 5 x 4 category tree, real brands and part-number
 * formats, EN/PL names, OE numbers, EANs, offers, vehicles and fitments) in bulk through prepared
 * statements, then builds the search index and the planner statistics.
 */
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import type { DbHandle } from '../client.ts';
import { rebuildProductSearch } from '../repositories/products.ts';
import {
  CATALOGUE_CREATED_AT,
  OFFER_COLUMNS,
  type ProductBatch,
  PRODUCT_NUMBER_COLUMNS,
  PRODUCT_TEXT_COLUMNS,
  ProductGenerator,
  planReference,
  eachProductRow,
  type ReferencePlan,
} from './bench-plan.ts';

export { RARE_WORD } from './bench-vocabulary.ts';

/**
 * Products per generated batch: small, so a batch's strings die young (cheap to collect) rather than
 * outliving several collections; and per transaction: large, so commits are few.
 */
const BATCH = 1_000;
const TRANSACTION = 50_000;
/** Batches asked of the worker ahead of the one being written. */
const AHEAD = 8;
/** From this size on, a worker thread generates rows while this thread writes them. */
const WORKER_FROM = 50_000;

export interface BenchCatalogue {
  products: number;
  offers: number;
  fitments: number;
  vehicles: number;
  suppliers: number;
  /** Every category id, depth first: a root, its first child, that child's leaves... */
  categoryIds: number[];
  rootCategoryIds: number[];
  brandIds: number[];
  /** Rows with their B-tree indexes; the search index; planner statistics. */
  timings: { writeMs: number; searchIndexMs: number; analyzeMs: number };
}

function insertReference(sqlite: SQLite.Database, plan: ReferencePlan): void {
  const at = CATALOGUE_CREATED_AT;
  const category = sqlite.prepare(
    `INSERT INTO categories (id, slug, name, name_en, name_pl, parent_id, level, sort_order, path,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const c of plan.categories) {
    category.run(c.id, c.slug, c.name, c.name, c.namePl, c.parentId, c.level, c.sortOrder, c.path, at, at);
  }
  const brand = sqlite.prepare(
    'INSERT INTO brands (id, name, website, is_oem, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const b of plan.brands) brand.run(b.id, b.def.name, b.def.website, b.def.isOem, at);
  const supplier = sqlite.prepare('INSERT INTO suppliers (id, name, country) VALUES (?, ?, ?)');
  for (const s of plan.suppliers) supplier.run(s.id, s.name, s.country);
  const make = sqlite.prepare('INSERT INTO vehicle_makes (id, name, slug) VALUES (?, ?, ?)');
  for (const m of plan.makes) make.run(m.id, m.name, m.slug);
  const model = sqlite.prepare(
    'INSERT INTO vehicle_models (id, make_id, name, year_from, year_to) VALUES (?, ?, ?, ?, ?)',
  );
  for (const m of plan.models) model.run(m.id, m.makeId, m.name, m.yearFrom, m.yearTo);
  const vehicle = sqlite.prepare(
    `INSERT INTO vehicles (id, model_id, name, fuel, kw, ccm, year_from, month_from, year_to, month_to)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const { id, modelId, engine } of plan.vehicles) {
    const [name, fuel, kw, ccm, from, to] = engine;
    const [yearTo, monthTo] = to ? [Number(to.slice(0, 4)), Number(to.slice(5, 7))] : [null, null];
    vehicle.run(
      id,
      modelId,
      name,
      fuel,
      kw,
      ccm,
      Number(from.slice(0, 4)),
      Number(from.slice(5, 7)),
      yearTo,
      monthTo,
    );
  }
}

/** Product batches in order, from a worker thread (generation overlaps the writes) or from this one. */
async function* productBatches(productCount: number, plan: ReferencePlan): AsyncGenerator<ProductBatch> {
  const ranges: [number, number][] = [];
  for (let from = 0; from < productCount; from += BATCH)
    ranges.push([from, Math.min(productCount, from + BATCH)]);
  if (productCount < WORKER_FROM) {
    const generator = new ProductGenerator(plan, productCount);
    for (const [from, to] of ranges) yield generator.batch(from, to);
    return;
  }
  // Node 20 applies module hooks (tsx) to the main thread only: the worker loads its TypeScript entry
  // through tsx's API.
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));`,
    {
      eval: true,
      workerData: {
        productCount,
        entry: new URL('./bench-catalogue-worker.ts', import.meta.url).href,
        tsx: import.meta.resolve('tsx/esm/api'),
      },
    },
  );
  const received: ProductBatch[] = [];
  let wake: (() => void) | undefined;
  let failure: unknown;
  worker.on('message', (batch: ProductBatch) => {
    received.push(batch);
    wake?.();
  });
  worker.on('error', (error) => {
    failure = error;
    wake?.();
  });
  try {
    let asked = 0;
    const ask = () => {
      if (asked < ranges.length) {
        const [from, to] = ranges[asked++]!;
        worker.postMessage({ from, to });
      }
    };
    for (let i = 0; i < AHEAD; i++) ask();
    for (let done = 0; done < ranges.length; done++) {
      while (received.length === 0 && failure === undefined) await new Promise<void>((r) => (wake = r));
      if (failure !== undefined) throw failure;
      ask();
      yield received.shift()!;
    }
  } finally {
    await worker.terminate();
  }
}

/**
 * Secondary indexes are dropped for the load and rebuilt from their own definitions afterwards: one
 * sort per index instead of a million random B-tree inserts.
 */
async function withoutIndexes<T>(
  sqlite: SQLite.Database,
  tables: string[],
  load: () => Promise<T>,
): Promise<T> {
  const indexes = sqlite
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
       AND tbl_name IN (${tables.map(() => '?').join(', ')})`,
    )
    .all(...tables) as { name: string; sql: string }[];
  for (const index of indexes) sqlite.exec(`DROP INDEX "${index.name}"`);
  try {
    return await load();
  } finally {
    for (const index of indexes) sqlite.exec(index.sql);
  }
}

/**
 * Bulk-load settings for a fresh file (a failed load is thrown away), restored afterwards: the rollback
 * journal in memory (new pages are never journalled, where WAL writes every page twice), no syncs, no
 * foreign-key probes (the plan's ids are consistent by construction) and a large page cache.
 */
async function withBulkPragmas<T>(sqlite: SQLite.Database, load: () => Promise<T>): Promise<T> {
  const saved = ['journal_mode', 'synchronous', 'foreign_keys', 'cache_size', 'temp_store', 'mmap_size'].map(
    (name) => [name, sqlite.pragma(name, { simple: true })] as const,
  );
  sqlite.pragma('foreign_keys = OFF');
  sqlite.pragma('journal_mode = MEMORY');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -2097152');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('mmap_size = 8589934592');
  try {
    return await load();
  } finally {
    for (const [name, value] of saved) sqlite.pragma(`${name} = ${String(value)}`);
  }
}

/**
 * Writes `productCount` products with their categories, brands, suppliers, offers, vehicles and
 * fitments into an empty catalogue, rebuilds the search index in one transaction, then runs ANALYZE.
 */
export async function seedBenchCatalogue(
  handle: Pick<DbHandle, 'db' | 'sqlite'>,
  productCount: number,
): Promise<BenchCatalogue> {
  const { db, sqlite } = handle;
  const filled = sqlite.prepare(
    'SELECT EXISTS (SELECT 1 FROM products) OR EXISTS (SELECT 1 FROM categories) AS n',
  );
  if ((filled.get() as { n: number }).n) throw new Error('the bench catalogue needs an empty catalogue');

  const started = performance.now();
  const plan = planReference();
  const counts = await withBulkPragmas(sqlite, () =>
    withoutIndexes(sqlite, ['products', 'offers', 'product_fitments', 'product_prices'], async () => {
      sqlite.transaction(() => insertReference(sqlite, plan))();
      const columns = [...PRODUCT_NUMBER_COLUMNS, ...PRODUCT_TEXT_COLUMNS];
      // Each product's first price joins the price history (trigger), named as the seed's.
      const insertProduct = sqlite.prepare(
        `INSERT INTO products (${columns.join(', ')}, price_source)
         VALUES (${columns.map(() => '?').join(', ')}, 'seed')`,
      );
      const insertOffer = sqlite.prepare(
        `INSERT INTO offers (${OFFER_COLUMNS.join(', ')}, is_active) VALUES (?, ?, ?, ?, ?, 1)`,
      );
      const byVehicle: number[][] = plan.vehicles.map(() => []);
      let offers = 0;
      let written = 0;
      sqlite.exec('BEGIN');
      try {
        for await (const batch of productBatches(productCount, plan)) {
          eachProductRow(batch, (row) => insertProduct.run(row));
          const o = batch.offers;
          for (let k = 0; k < o.length; k += 5) insertOffer.run(o[k], o[k + 1], o[k + 2], o[k + 3], o[k + 4]);
          const f = batch.fitments;
          for (let k = 0; k < f.length; k += 2) byVehicle[f[k]! - 1]!.push(f[k + 1]!);
          offers += o.length / 5;
          written += batch.count;
          if (written % TRANSACTION === 0) sqlite.exec('COMMIT; BEGIN');
        }
        sqlite.exec('COMMIT');
      } finally {
        if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
      }

      // Per vehicle, product ids ascending: the WITHOUT ROWID table is appended to in key order, and
      // one statement per vehicle reads its ids from a JSON array (far fewer calls than one per row).
      const insertFitments = sqlite.prepare(
        'INSERT INTO product_fitments (vehicle_id, product_id) SELECT ?, value FROM json_each(?)',
      );
      sqlite.transaction(() => {
        byVehicle.forEach((ids, v) => {
          if (ids.length > 0) insertFitments.run(v + 1, JSON.stringify(ids));
        });
      })();
      return { offers, fitments: byVehicle.reduce((n, ids) => n + ids.length, 0) };
    }),
  );
  const writeMs = performance.now() - started;

  let mark = performance.now();
  // This use case owns the transaction: the rebuild commits once, not once per statement.
  await db.transaction().execute((trx) => rebuildProductSearch(trx));
  const searchIndexMs = performance.now() - mark;

  mark = performance.now();
  sqlite.exec('ANALYZE');
  const analyzeMs = performance.now() - mark;

  const roots = plan.categories.filter((c) => c.level === 1);
  return {
    products: productCount,
    ...counts,
    vehicles: plan.vehicles.length,
    suppliers: plan.suppliers.length,
    categoryIds: plan.categories.map((c) => c.id),
    rootCategoryIds: roots.map((c) => c.id),
    brandIds: plan.brands.map((b) => b.id),
    timings: { writeMs, searchIndexMs, analyzeMs },
  };
}
