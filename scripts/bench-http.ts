/**
 * `npm run bench:http`: the real server process under HTTP load (autocannon) on benchmark catalogues of
 * 10k, 100k and 1M products, beside a bare Fastify hello world and the raw SQL of each catalogue request.
 * Prints one table and a targets check, writes reports/bench-http.json. Traffic goes to 127.0.0.1 only.
 * With the web app and its page renderer built (`npm run build`), rendered product pages are measured
 * beside their JSON details.
 *
 * Settings: BENCH_SIZES (10000,100000,1000000), BENCH_SECONDS per scenario (10), BENCH_CONNECTIONS (10),
 * BENCH_WARMUP seconds (1), BENCH_RAW_RUNS (200) within BENCH_RAW_SECONDS per scenario (10), BENCH_ONLY
 * (scenarios whose name contains it), BENCH_REBUILD=1 (rebuild the cached catalogues), BENCH_CACHE
 * (both: each GET scenario twice, `miss` with a unique ignored `_` parameter per request so the server
 * computes every answer, and `hit` with its plain URLs, which the response cache answers; or one of them).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request as CannonRequest } from 'autocannon';
import SQLite from 'better-sqlite3';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import * as catalog from '#api/contract/catalog.ts';
import {
  baseEnv,
  freePort,
  launch,
  rssMb,
  scratch,
  serverCommand,
  stop,
  untilIdle,
  waitUntilUp,
} from './server-process.ts';
import {
  countCatalogueProducts,
  getProductFullDetails,
  listCatalogueProducts,
} from '#api/services/catalog.ts';
import { BANK_DEFAULTS } from '#api/services/seller.ts';
import { createDb, type Db, type DbHandle, migrateToLatest } from '#db/client.ts';
import { migrations } from '#db/migrations/index.ts';
import { writeSetting } from '#db/repositories/settings.ts';
import { RARE_WORD, seedBenchCatalogue } from '#db/seed/bench-catalogue.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Whether the web app and its page renderer are built (then rendered pages are measured too). */
const RENDERED_PAGES =
  fs.existsSync(path.join(root, 'dist/web/index.html')) &&
  fs.existsSync(path.join(root, 'dist/ssr/entry-server.js'));
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map((s) => Number(s.trim()));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Seconds of the one-connection run of each search (its latency without queueing). */
const SOLO_SECONDS = Number(process.env.BENCH_SOLO_SECONDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const RAW_RUNS = Number(process.env.BENCH_RAW_RUNS ?? 200);
const RAW_BUDGET_MS = Number(process.env.BENCH_RAW_SECONDS ?? 10) * 1000;
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
const CACHE_MODES = (
  process.env.BENCH_CACHE === 'miss' || process.env.BENCH_CACHE === 'hit'
    ? [process.env.BENCH_CACHE]
    : ['miss', 'hit']
) as CacheMode[];
const REBUILD = process.env.BENCH_REBUILD === '1';
const CACHE = path.join(os.tmpdir(), 'partspoint-bench');
/** A cached catalogue of another generator version, unused this long, is deleted. */
const STALE_MS = 2 * 3600_000;

for (const size of SIZES)
  if (!Number.isInteger(size) || size < 1000) throw new Error(`bad BENCH_SIZES entry: ${size}`);

// ---------------------------------------------------------------------------------------------------
// Catalogues, built once per generator version and kept in the temporary folder

/** Everything that shapes a catalogue file: the generator, its data, the schema and the search index. */
function catalogueKey(): string {
  const seed = path.join(root, 'db/seed');
  const files = [
    ...fs
      .readdirSync(seed)
      .filter((f) => f.startsWith('bench-') && f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => `db/seed/${f}`),
    'db/seed/brands.ts',
    'db/seed/vehicles.ts',
    'db/seed/suppliers.ts',
    'db/seed/ean.ts',
    'db/seed/random.ts',
    'db/repositories/search-text.ts',
    'db/repositories/products.ts',
    'db/client.ts',
  ].sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(`${file}\0${fs.readFileSync(path.join(root, file), 'utf8')}\0`);
  // Every migration's text: a migration changed before it landed changes the catalogue too.
  const migrationDir = path.join(root, 'db', 'migrations');
  for (const file of fs.readdirSync(migrationDir).sort())
    hash.update(`${file}\0${fs.readFileSync(path.join(migrationDir, file), 'utf8')}\0`);
  hash.update(Object.keys(migrations).join('\n'));
  return hash.digest('hex').slice(0, 12);
}

interface CatalogueMeta {
  size: number;
  key: string;
  builtAt: string;
  buildMs: number;
  writeMs: number;
  searchIndexMs: number;
  analyzeMs: number;
  fileMb: number;
  offers: number;
  fitments: number;
}

async function ensureCatalogue(
  size: number,
  key: string,
): Promise<{ file: string; meta: CatalogueMeta; cached: boolean }> {
  const dir = path.join(CACHE, `catalogue-${size}-${key}`);
  const metaFile = path.join(dir, 'meta.json');
  pruneStale(size, key);
  if (!REBUILD && fs.existsSync(metaFile)) {
    const now = new Date();
    fs.utimesSync(metaFile, now, now);
    return {
      file: path.join(dir, 'shop.sqlite'),
      meta: JSON.parse(fs.readFileSync(metaFile, 'utf8')),
      cached: true,
    };
  }
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  console.log(`building the ${fmtInt(size)}-product catalogue in ${building} ...`);
  const started = performance.now();
  const handle = createDb(path.join(building, 'shop.sqlite'));
  await migrateToLatest(handle.db);
  const result = await seedBenchCatalogue(handle, size);
  await handle.close();
  const meta: CatalogueMeta = {
    size,
    key,
    builtAt: new Date().toISOString(),
    buildMs: Math.round(performance.now() - started),
    writeMs: Math.round(result.timings.writeMs),
    searchIndexMs: Math.round(result.timings.searchIndexMs),
    analyzeMs: Math.round(result.timings.analyzeMs),
    fileMb: Math.round(fs.statSync(path.join(building, 'shop.sqlite')).size / 1e6),
    offers: result.offers,
    fitments: result.fitments,
  };
  fs.writeFileSync(path.join(building, 'meta.json'), JSON.stringify(meta, null, 2));
  console.log(
    `  written in ${sec(meta.writeMs)}, search index ${sec(meta.searchIndexMs)}, ANALYZE ${sec(meta.analyzeMs)}` +
      ` (${meta.fileMb} MB)`,
  );
  if (REBUILD) fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another run finished the same catalogue first: use its copy.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return { file: path.join(dir, 'shop.sqlite'), meta, cached: false };
}

/**
 * Deletes what no run needs: catalogues of this size from other generator versions unused for a while,
 * builds whose process is gone, and working copies left by runs that were killed.
 */
function pruneStale(size: number, key: string): void {
  if (!fs.existsSync(CACHE)) return;
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const name of fs.readdirSync(CACHE)) {
    const entry = path.join(CACHE, name);
    const building = /\.building-(\d+)$/.exec(name);
    if (building) {
      if (!alive(Number(building[1]))) fs.rmSync(entry, { recursive: true, force: true });
      continue;
    }
    const meta = path.join(entry, 'meta.json');
    const usedAt = fs.existsSync(meta) ? fs.statSync(meta).mtimeMs : fs.statSync(entry).mtimeMs;
    const stale = Date.now() - usedAt > STALE_MS;
    const otherVersion = name.startsWith(`catalogue-${size}-`) && !name.endsWith(key);
    const leftover = name.startsWith('run-') || name.startsWith('web-');
    if (stale && (otherVersion || leftover)) fs.rmSync(entry, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------
// What to ask for: real products picked from the catalogue file

interface Fixtures {
  partNumber: string;
  partNumberId: number;
  manufacturerNumber: string;
  manufacturerId: number;
  ean: string;
  eanId: number;
  rareCount: number;
  rootCategory: { id: number; name: string };
  vehicle: { id: number; products: number };
  detailIds: number[];
  checkoutIds: number[];
  deepOffset: number;
}

function pickFixtures(file: string, size: number): Fixtures {
  const ro = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const one = <T>(sql: string, ...params: unknown[]) => {
      const row = ro.prepare(sql).get(...params) as T | undefined;
      if (!row) throw new Error(`no fixture for: ${sql}`);
      return row;
    };
    // A part number written with spaces and at least 8 digits (for the inner-digits search).
    const spaced = ro
      .prepare(
        `SELECT id, part_number AS code FROM products
         WHERE is_active = 1 AND id >= ? AND part_number LIKE '% % %' LIMIT 500`,
      )
      .all(Math.floor(size / 2)) as { id: number; code: string }[];
    const part = spaced.find((p) => p.code.replace(/\D/g, '').length >= 8) ?? spaced[0];
    if (!part) throw new Error('no part number with spaces in the catalogue');
    const maker = one<{ id: number; code: string }>(
      `SELECT id, manufacturer_number AS code FROM products
       WHERE is_active = 1 AND id >= ? AND manufacturer_number LIKE '% % %' LIMIT 1`,
      Math.floor(size / 3),
    );
    const ean = one<{ id: number; code: string }>(
      `SELECT id, ean_number AS code FROM products WHERE is_active = 1 AND id >= ? AND ean_number IS NOT NULL LIMIT 1`,
      Math.floor(size / 4),
    );
    const rare = one<{ n: number }>(
      `SELECT count(*) AS n FROM products WHERE is_active = 1 AND (description LIKE ? OR description_pl LIKE ?)`,
      `%${RARE_WORD}%`,
      `%${RARE_WORD}%`,
    );
    const rootCategory = one<{ id: number; name: string }>(
      'SELECT id, name FROM categories WHERE level = 1 ORDER BY sort_order, id LIMIT 1',
    );
    // The most-fitted vehicle: a popular car is where a shopper's filter returns most.
    const vehicle = one<{ id: number; products: number }>(
      `SELECT vehicle_id AS id, count(*) AS products FROM product_fitments
       GROUP BY vehicle_id ORDER BY products DESC, vehicle_id LIMIT 1`,
    );
    const stride = Math.max(1, Math.floor(size / 1000));
    const detailIds = (
      ro.prepare('SELECT id FROM products WHERE is_active = 1 AND id % ? = 0 LIMIT 1000').all(stride) as {
        id: number;
      }[]
    ).map((r) => r.id);
    const checkoutIds = (
      ro
        .prepare('SELECT id FROM products WHERE is_active = 1 AND id >= ? ORDER BY id LIMIT 3')
        .all(Math.floor(size / 5)) as { id: number }[]
    ).map((r) => r.id);
    return {
      partNumber: part.code,
      partNumberId: part.id,
      manufacturerNumber: maker.code,
      manufacturerId: maker.id,
      ean: ean.code,
      eanId: ean.id,
      rareCount: rare.n,
      rootCategory,
      vehicle,
      detailIds,
      checkoutIds,
      deepOffset: Math.min(10_000, Math.floor(size / 2)),
    };
  } finally {
    ro.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Scenarios

type Group = 'narrow' | 'broad' | 'browse' | 'other';
/** miss: every request a URL the server has not answered before; hit: the same URLs again. */
type CacheMode = 'miss' | 'hit';

interface Scenario {
  name: string;
  group: Group;
  /** GET paths, used in turn; or the POST path. */
  paths: string[];
  post?: () => object;
  /** The service calls behind the route, for the raw SQL figure (cycled through when several). */
  raw?: ((db: Db) => Promise<unknown>)[];
  /** What the first answer must show (a problem, or null); rows is reported. */
  check?: (body: unknown) => string | null;
  /** Set on GET scenarios: how the response cache is met. */
  cache?: CacheMode;
}

/** Query string -> the route's query object, as the server's schema coerces and defaults it. */
function parseQuery<T>(schema: TSchema, url: string): T {
  const params = Object.fromEntries(new URL(url, 'http://127.0.0.1').searchParams);
  const value = Value.Default(schema, Value.Convert(schema, params));
  if (!Value.Check(schema, value)) throw new Error(`query does not fit the route's schema: ${url}`);
  return value as T;
}

const listCall = (url: string) => (db: Db) =>
  listCatalogueProducts(
    db,
    parseQuery<catalog.ProductListQuery>(catalog.listProducts.schema.querystring, url),
  );
const countCall = (url: string) => (db: Db) =>
  countCatalogueProducts(
    db,
    parseQuery<Parameters<typeof countCatalogueProducts>[1]>(catalog.countProducts.schema.querystring, url),
  );

const rowsOf = (body: unknown) => (Array.isArray(body) ? body : []);
const includes = (id: number) => (body: unknown) =>
  rowsOf(body).some((p) => (p as { id?: number }).id === id) ? null : `product ${id} is not in the answer`;
const nonEmpty = (body: unknown) => (rowsOf(body).length > 0 ? null : 'no products in the answer');
const positiveCount = (body: unknown) =>
  ((body as { count?: number }).count ?? 0) > 0 ? null : 'the count is 0';

function scenarios(f: Fixtures, size: number): Scenario[] {
  const q = encodeURIComponent;
  const digits = f.partNumber.replace(/\D/g, '');
  const search = (name: string, group: Group, text: string, check?: Scenario['check']): Scenario => {
    const url = `/api/products?search=${q(text)}`;
    return { name, group, paths: [url], raw: [listCall(url)], check: check ?? nonEmpty };
  };
  const list = (name: string, group: Group, url: string): Scenario => ({
    name,
    group,
    paths: [url],
    raw: [listCall(url)],
    check: nonEmpty,
  });
  const count = (name: string, group: Group, url: string): Scenario => ({
    name,
    group,
    paths: [url],
    raw: [countCall(url)],
    check: positiveCount,
  });
  let order = 0;
  const shipping = {
    firstName: 'Jan',
    lastName: 'Kowalski',
    city: 'Warszawa',
    postalCode: '00-001',
    country: 'PL',
  };
  const all: Scenario[] = [
    search('search broad word "brake"', 'broad', 'brake'),
    search('search part number (spaces)', 'narrow', f.partNumber, includes(f.partNumberId)),
    search(
      'search part number, no separators',
      'narrow',
      f.partNumber.replace(/[^0-9A-Za-z]/g, ''),
      includes(f.partNumberId),
    ),
    search(
      'search part number, dashes',
      'narrow',
      f.partNumber.replace(/[^0-9A-Za-z]+/g, '-'),
      includes(f.partNumberId),
    ),
    search('search 6 inner digits', 'narrow', digits.slice(2, 8), includes(f.partNumberId)),
    search('search manufacturer number', 'narrow', f.manufacturerNumber, includes(f.manufacturerId)),
    search('search EAN', 'narrow', f.ean, includes(f.eanId)),
    search(`search rare word "${RARE_WORD}"`, 'narrow', RARE_WORD, f.rareCount > 0 ? nonEmpty : () => null),
    count('count "brake"', 'broad', '/api/products/count?search=brake'),
    count('count part number', 'narrow', `/api/products/count?search=${q(f.partNumber)}`),
    list('list, first page', 'browse', '/api/products?limit=20'),
    list(
      `list, deep page (offset ${fmtInt(f.deepOffset)})`,
      'browse',
      `/api/products?limit=20&offset=${f.deepOffset}`,
    ),
    list(
      `category listing (${f.rootCategory.name})`,
      'browse',
      `/api/products?categoryId=${f.rootCategory.id}&limit=20`,
    ),
    count(
      `category count (${f.rootCategory.name})`,
      'other',
      `/api/products/count?categoryId=${f.rootCategory.id}`,
    ),
    list(
      `vehicle listing (${fmtInt(f.vehicle.products)} fitted)`,
      'other',
      `/api/products?vehicleId=${f.vehicle.id}&limit=20`,
    ),
    {
      name: `product full details (${f.detailIds.length} ids)`,
      group: 'browse',
      paths: f.detailIds.map((id) => `/api/products/${id}/full-details`),
      raw: f.detailIds.slice(0, 50).map((id) => (db: Db) => getProductFullDetails(db, id, 'EUR')),
      check: (body) =>
        (body as { product?: { id?: number } }).product?.id ? null : 'no product in the answer',
    },
    ...(RENDERED_PAGES
      ? [
          {
            // The same products' pages as the server renders them (HTML with head and data).
            name: `rendered product page (${f.detailIds.length} ids)`,
            group: 'other' as Group,
            paths: f.detailIds.map((id) => `/products/${id}`),
            check: (body: unknown) =>
              typeof body === 'string' && body.includes('<h1') ? null : 'no rendered product in the page',
          },
        ]
      : []),
    {
      name: 'checkout: guest bank-transfer order',
      group: 'other',
      paths: ['/api/orders'],
      post: () => ({
        currency: 'PLN',
        email: 'bench@example.com',
        phone: '+48 600 100 200',
        paymentMethod: 'bank_transfer',
        lines: f.checkoutIds.map((productId, i) => ({ productId, quantity: i + 1 })),
        shippingAddress: { ...shipping, address: 'ul. Prosta 1' },
        orderReference: `bench-${size}-${process.pid}-${++order}`,
      }),
      check: (body) => ((body as { success?: boolean }).success ? null : 'no order in the answer'),
    },
  ];
  return all
    .filter((s) => !ONLY || s.name.toLowerCase().includes(ONLY))
    .flatMap((s) =>
      s.post ? [s] : CACHE_MODES.map((cache) => ({ ...s, name: `${s.name} [${cache}]`, cache })),
    );
}

// ---------------------------------------------------------------------------------------------------
// Raw SQL: the statements a service call runs, captured from the server's own Db, replayed directly

interface Captured {
  sql: string;
  method: 'all' | 'get' | 'run' | 'iterate';
  args: unknown[];
}

/**
 * Records every statement executed through this handle's better-sqlite3 connection while `capture`
 * is on: the exact SQL and parameters the query builder produced, whatever its plugins and pragmas.
 */
function recordStatements(sqlite: SQLite.Database) {
  const state = { capturing: false, log: [] as Captured[] };
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((sql: string) => {
    const statement = prepare(sql);
    for (const method of ['all', 'get', 'run', 'iterate'] as const) {
      const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
      Object.defineProperty(statement, method, {
        value: (...args: unknown[]) => {
          if (state.capturing) state.log.push({ sql, method, args });
          return original(...args);
        },
      });
    }
    return statement;
  }) as typeof sqlite.prepare;
  return {
    async capture(call: () => Promise<unknown>): Promise<Captured[]> {
      state.log = [];
      state.capturing = true;
      try {
        await call();
      } finally {
        state.capturing = false;
      }
      return state.log;
    },
    /** Prepared outside the recorder, so the replay measures SQLite alone. */
    prepare,
  };
}

interface RawFigure {
  p50: number;
  p99: number;
  runs: number;
  /** Statements one call runs. */
  statements: number;
}

async function rawSql(
  handle: DbHandle,
  recorder: ReturnType<typeof recordStatements>,
  calls: ((db: Db) => Promise<unknown>)[],
): Promise<RawFigure> {
  const captured: Captured[][] = [];
  for (const call of calls) captured.push(await recorder.capture(() => call(handle.db)));
  const statements = new Map<string, SQLite.Statement>();
  const replay = captured.map((list) =>
    list.map(({ sql, method, args }) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = recorder.prepare(sql);
        statements.set(sql, statement);
      }
      const run = statement;
      if (method === 'iterate') return () => [...run.iterate(...args)];
      if (method === 'run') return () => run.run(...args);
      return method === 'get' ? () => run.get(...args) : () => run.all(...args);
    }),
  );
  // Warm-up runs first (not timed); a slow query stops at the time budget, never before 20 runs.
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < RAW_RUNS + 5; i++) {
    const steps = replay[i % replay.length]!;
    const t0 = performance.now();
    for (const step of steps) step();
    if (i >= 5) times.push(performance.now() - t0);
    if (times.length >= 20 && performance.now() - started > RAW_BUDGET_MS) break;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    runs: times.length,
    statements: captured[0]?.length ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------------
// Processes and load

interface LoadFigure {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** Compressed answers, as every browser asks for them. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

const rawKey = (name: string) => name.replace(/ \[(miss|hit)\]$/, '');

/** Every path once, `CONNECTIONS` at a time, sent as the measured requests are (same headers). */
async function askEachOnce(base: string, paths: string[]): Promise<void> {
  let next = 0;
  await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: paths.length,
    timeout: 60,
    requests: [
      {
        method: 'GET',
        path: paths[0],
        headers: BROWSER_HEADERS,
        setupRequest: (r) => ({ ...r, path: paths[next++ % paths.length]! }),
      },
    ],
  });
}

/** Unique across the whole run, so no two requests of a `miss` scenario share a URL. */
let busted = 0;

async function load(
  base: string,
  scenario: Pick<Scenario, 'paths' | 'post' | 'cache'>,
  seconds: number,
  connections = CONNECTIONS,
): Promise<LoadFigure> {
  const { paths, post } = scenario;
  let next = 0;
  // A parameter the route's schema drops: the answer is the same, the cache key is new.
  const bust = (url: string) =>
    scenario.cache === 'miss' ? `${url}${url.includes('?') ? '&' : '?'}_=${busted++}` : url;
  const request: CannonRequest = post
    ? {
        method: 'POST',
        path: paths[0],
        headers: { 'content-type': 'application/json', ...BROWSER_HEADERS },
        setupRequest: (r) => ({ ...r, body: JSON.stringify(post()) }),
      }
    : {
        method: 'GET',
        path: paths[0],
        headers: BROWSER_HEADERS,
        ...(paths.length > 1 || scenario.cache === 'miss'
          ? { setupRequest: (r) => ({ ...r, path: bust(paths[next++ % paths.length]!) }) }
          : {}),
      };
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    // A request given up on is still answered by the server: long, so slow scenarios pile up less.
    timeout: Math.max(30, seconds * 3),
    requests: [request],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

// ---------------------------------------------------------------------------------------------------
// One size

interface ScenarioResult extends LoadFigure {
  name: string;
  group: Group;
  cache: CacheMode | null;
  rows: number | null;
  problem: string | null;
  raw: RawFigure | null;
  vsHello: number;
  /** p50 with one connection (no request waits behind another): what one shopper waits. */
  soloP50: number | null;
  /** soloP50 over the raw SQL p50. */
  httpVsRaw: number | null;
}

interface SizeResult {
  size: number;
  catalogue: CatalogueMeta & { cached: boolean };
  coldStartMs: number;
  maxRssMb: number;
  /** Measured just before this size's server started. */
  helloWorld: LoadFigure & { soloP50: number };
  scenarios: ScenarioResult[];
}

const HELLO_WORLD = `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

/** A bare Fastify route in its own process, loaded like the scenarios: the ceiling on this machine now. */
async function helloWorld(): Promise<LoadFigure & { soloP50: number }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = launch(
    [process.execPath, '--input-type=module', '-e', HELLO_WORLD],
    { ...baseEnv(), PORT: String(port) },
    'hello',
  );
  try {
    await waitUntilUp(`${base}/`, server);
    if (WARMUP > 0) await load(base, { paths: ['/'] }, WARMUP);
    const loaded = await load(base, { paths: ['/'] }, SECONDS);
    // The bare HTTP round trip at one connection: no answer of any server can beat it.
    const solo = await load(base, { paths: ['/'] }, SOLO_SECONDS, 1);
    return { ...loaded, soloP50: solo.p50 };
  } finally {
    await stop(server);
  }
}

const helloLine = (hello: LoadFigure & { soloP50: number }) =>
  `hello world (bare Fastify): ${fmtInt(hello.reqPerSec)} req/s, p50 ${ms(hello.p50)} ms, p99 ${ms(hello.p99)} ms, 1c p50 ${ms(hello.soloP50)} ms`;

async function benchSize(
  size: number,
  key: string,
  command: string[],
  emptyWebRoot: string,
): Promise<SizeResult> {
  const { file, meta, cached } = await ensureCatalogue(size, key);
  const fixtures = pickFixtures(file, size);
  const runDir = fs.mkdtempSync(path.join(CACHE, `run-${size}-`));
  scratch.add(runDir);
  try {
    fs.copyFileSync(file, path.join(runDir, 'shop.sqlite'), fs.constants.COPYFILE_FICLONE);
    const list = scenarios(fixtures, size);

    // The copy gets a bank account (bank-transfer orders need one in production) and stock for the
    // checkout's products; then the raw SQL of each scenario, before the server opens the file.
    const handle = createDb(path.join(runDir, 'shop.sqlite'));
    const raws = new Map<string, RawFigure>();
    try {
      for (const [settingKey, value] of Object.entries(BANK_DEFAULTS))
        await writeSetting(handle.db, settingKey, value);
      await handle.db
        .updateTable('products')
        .set({ stock: 10_000_000 })
        .where('id', 'in', fixtures.checkoutIds)
        .execute();
      const recorder = recordStatements(handle.sqlite);
      for (const scenario of list) {
        // Both cache variants run the same SQL: measured once.
        const name = rawKey(scenario.name);
        if (scenario.raw && !raws.has(name)) raws.set(name, await rawSql(handle, recorder, scenario.raw));
      }
    } finally {
      await handle.close();
    }

    const hello = await helloWorld();
    console.log(`  ${helloLine(hello)}`);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const webRoot = fs.existsSync(path.join(root, 'dist/web/index.html'))
      ? path.join(root, 'dist/web')
      : emptyWebRoot;
    const server = launch(
      command,
      {
        ...baseEnv(),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: runDir,
        WEB_ROOT: webRoot,
        SEED_DEMO: '0',
        NODE_ENV: 'production',
        SESSION_SECRET: 'bench-http-secret-that-is-at-least-32-characters',
        PAYMENT_PROVIDER: 'sandbox',
        DEMO_SHOP: '1',
        RATE_LIMIT_FACTOR: '1000',
        LOG_LEVEL: 'warn',
        ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
      },
      'server',
    );
    try {
      const coldStartMs = await waitUntilUp(`${base}/api/health`, server);
      let maxRssMb = rssMb(server.pid!);
      const sampler = setInterval(() => (maxRssMb = Math.max(maxRssMb, rssMb(server.pid!))), 100);
      const results: ScenarioResult[] = [];
      console.log(`  cold start ${fmtInt(coldStartMs)} ms\n  ${HEADER}`);
      try {
        for (const scenario of list) {
          const first = await fetch(`${base}${scenario.paths[0]}`, {
            method: scenario.post ? 'POST' : 'GET',
            headers: scenario.post ? { 'content-type': 'application/json' } : {},
            body: scenario.post ? JSON.stringify(scenario.post()) : undefined,
          });
          const text = await first.text();
          let body: unknown = null;
          try {
            body = JSON.parse(text);
          } catch {
            // A rendered page is checked as text; anything else is reported below as not JSON.
            if ((first.headers.get('content-type') ?? '').startsWith('text/html')) body = text;
          }
          const problem = !first.ok
            ? `HTTP ${first.status}: ${text.slice(0, 200)}`
            : body === null
              ? 'not JSON'
              : (scenario.check?.(body) ?? null);
          const rows = Array.isArray(body)
            ? body.length
            : typeof (body as { count?: unknown } | null)?.count === 'number'
              ? (body as { count: number }).count
              : null;
          const drain = () => untilIdle(base);
          // A [hit] scenario measures answers the cache holds: each of its addresses is asked for
          // once first (a rendered page costs far more than the warm-up has time for).
          if (scenario.cache === 'hit' && scenario.paths.length > 1) {
            await askEachOnce(base, scenario.paths);
            await drain();
          }
          if (WARMUP > 0) {
            await load(base, scenario, WARMUP);
            await drain();
          }
          const figure = await load(base, scenario, SECONDS);
          await drain();
          const raw = raws.get(rawKey(scenario.name)) ?? null;
          // Searches are compared with their raw SQL at one connection: with 10, a request's time
          // includes the nine answered before it.
          const solo =
            raw && (scenario.group === 'narrow' || scenario.group === 'broad')
              ? await load(base, scenario, SOLO_SECONDS, 1)
              : null;
          const result: ScenarioResult = {
            name: scenario.name,
            group: scenario.group,
            cache: scenario.cache ?? null,
            rows,
            problem: problem ?? (figure.requests === 0 ? `no answer within ${SECONDS} s` : null),
            raw,
            ...figure,
            vsHello: figure.reqPerSec / hello.reqPerSec,
            soloP50: solo ? solo.p50 : null,
            httpVsRaw: solo && raw && raw.p50 > 0 ? solo.p50 / raw.p50 : null,
          };
          results.push(result);
          console.log(`  ${row(result)}`);
        }
      } finally {
        clearInterval(sampler);
      }
      return {
        size,
        catalogue: { ...meta, cached },
        coldStartMs,
        maxRssMb,
        helloWorld: hello,
        scenarios: results,
      };
    } finally {
      await stop(server);
    }
  } finally {
    fs.rmSync(runDir, { recursive: true, force: true });
    scratch.delete(runDir);
  }
}

// ---------------------------------------------------------------------------------------------------
// Report

/** NaN for no samples: no figure, which fails every target it is checked against. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) =>
  Number.isNaN(n) ? 'n/a' : n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2);
const times = (n: number) => (Number.isNaN(n) ? 'n/a' : `${n.toFixed(1)}x`);
const sec = (n: number) => `${(n / 1000).toFixed(1)} s`;

const HEADER = [
  'scenario'.padEnd(54),
  'rows'.padStart(7),
  'req/s'.padStart(7),
  'p50 ms'.padStart(7),
  'p99 ms'.padStart(7),
  'ms/req'.padStart(6),
  'non2xx'.padStart(6),
  '%hello'.padStart(6),
  '1c p50'.padStart(7),
  'raw p50'.padStart(7),
  'raw p99'.padStart(7),
  'http/raw'.padStart(8),
].join(' ');

function row(r: ScenarioResult): string {
  const flag = r.problem || r.non2xx > 0 || r.errors > 0 ? '! ' : '  ';
  return [
    (flag + r.name).slice(0, 54).padEnd(54),
    (r.rows === null ? '' : fmtInt(r.rows)).padStart(7),
    fmtInt(r.reqPerSec).padStart(7),
    ms(r.p50).padStart(7),
    ms(r.p99).padStart(7),
    // One process answers one request at a time: its time per request, queueing left out.
    ms(1000 / r.reqPerSec).padStart(6),
    String(r.non2xx + r.errors).padStart(6),
    `${(r.vsHello * 100).toFixed(0)}%`.padStart(6),
    (r.soloP50 === null ? '' : ms(r.soloP50)).padStart(7),
    (r.raw ? ms(r.raw.p50) : '').padStart(7),
    (r.raw ? ms(r.raw.p99) : '').padStart(7),
    (r.httpVsRaw === null ? '' : times(r.httpVsRaw)).padStart(8),
  ].join(' ');
}

interface Target {
  name: string;
  pass: boolean;
  detail: string[];
}

/** The same scenario at another size: names differ only in figures in parentheses ("(980 ids)"). */
const sameScenario = (a: string, b: string) => {
  const strip = (name: string) => name.replace(/ \([^)]*\d[^)]*\)/g, '');
  return strip(a) === strip(b);
};

function targets(sizes: SizeResult[]): Target[] {
  const largest = sizes.reduce((a, b) => (b.size > a.size ? b : a));
  const smallest = sizes.reduce((a, b) => (b.size < a.size ? b : a));
  const at = `at ${fmtInt(largest.size)}`;
  const hello = largest.helloWorld;
  const out: Target[] = [];
  const check = (name: string, items: { label: string; ok: boolean }[]) =>
    out.push({
      name,
      pass: items.length > 0 && items.every((i) => i.ok),
      detail: items.filter((i) => !i.ok).map((i) => i.label),
    });
  const modes = CACHE_MODES.filter((mode) => largest.scenarios.some((s) => s.cache === mode));
  let mode: CacheMode = 'miss';
  const of = (group: Group) => largest.scenarios.filter((s) => s.group === group && s.cache === mode);
  const latency = (s: ScenarioResult, p50: number, p99: number) => ({
    label: `${s.name}: p50 ${ms(s.p50)} ms, p99 ${ms(s.p99)} ms`,
    ok: s.p50 <= p50 && s.p99 <= p99 && s.requests > 0 && !s.problem,
  });
  for (mode of modes) {
    check(
      `narrow searches ${at} [${mode}]: p50 <= 5 ms, p99 <= 25 ms`,
      of('narrow').map((s) => latency(s, 5, 25)),
    );
    check(
      `broad words and their counts ${at} [${mode}]: p50 <= 30 ms, p99 <= 100 ms`,
      of('broad').map((s) => latency(s, 30, 100)),
    );
    check(
      `each search's HTTP p50 (one connection) within 3x of its raw SQL p50 ${at} [${mode}]`,
      [...of('narrow'), ...of('broad')]
        .filter((s) => s.httpVsRaw !== null)
        .map((s) => ({
          label:
            `${s.name}: ${ms(s.soloP50!)} ms vs ${ms(s.raw!.p50)} ms raw (${times(s.httpVsRaw!)})` +
            // 3x a few microseconds of SQL is less than any HTTP answer takes on this machine.
            (3 * s.raw!.p50 < hello.soloP50
              ? `; 3x raw is below a bare HTTP round trip (hello world, one connection: ${ms(hello.soloP50)} ms)`
              : ''),
          ok: s.httpVsRaw! <= 3,
        })),
    );
    check(
      `details, lists and category listing ${at} [${mode}] >= 20% of hello world's ${fmtInt(hello.reqPerSec)} req/s`,
      of('browse').map((s) => ({
        label: `${s.name}: ${fmtInt(s.reqPerSec)} req/s (${(s.vsHello * 100).toFixed(0)}%)`,
        ok: s.vsHello >= 0.2,
      })),
    );
  }
  for (mode of modes) {
    const page = largest.scenarios.find(
      (s) => s.cache === mode && s.name.startsWith('rendered product page'),
    );
    const json = largest.scenarios.find((s) => s.cache === mode && s.name.startsWith('product full details'));
    if (page && json)
      check(`rendered product page ${at} [${mode}] >= 30% of its JSON full-details req/s`, [
        {
          label: `${fmtInt(page.reqPerSec)} vs ${fmtInt(json.reqPerSec)} req/s (${((page.reqPerSec / json.reqPerSec) * 100).toFixed(0)}%)`,
          ok: page.reqPerSec >= 0.3 * json.reqPerSec && !page.problem,
        },
      ]);
  }
  if (smallest !== largest) {
    check(
      `no scenario's p50 grows more than 3x from ${fmtInt(smallest.size)} to ${fmtInt(largest.size)}`,
      largest.scenarios.flatMap((s) => {
        const before = smallest.scenarios.find((b) => sameScenario(b.name, s.name));
        if (!before || before.p50 <= 0) return [];
        const growth = s.p50 / before.p50;
        return [
          {
            label: `${s.name}: ${ms(before.p50)} -> ${ms(s.p50)} ms (${times(growth)})`,
            ok: growth <= 3,
          },
        ];
      }),
    );
  }
  check(`cold start ${at} <= 2 s`, [
    { label: `${fmtInt(largest.coldStartMs)} ms`, ok: largest.coldStartMs <= 2000 },
  ]);
  check(
    'server RSS under load <= 300 MB',
    sizes.map((s) => ({
      label: `${fmtInt(s.size)} products: ${s.maxRssMb.toFixed(0)} MB`,
      ok: s.maxRssMb <= 300,
    })),
  );
  return out;
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  const runStarted = performance.now();
  fs.mkdirSync(CACHE, { recursive: true });
  const key = catalogueKey();
  const command = serverCommand();
  if (command.includes('dist/server/server.js')) {
    console.log('npm run build:server');
    const built = spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build:server failed');
  }
  const emptyWebRoot = fs.mkdtempSync(path.join(CACHE, 'web-'));
  scratch.add(emptyWebRoot);
  console.log(
    `bench:http: ${os.cpus().length} cores, Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per scenario` +
      ` (+${WARMUP} s warm-up), server: ${command.slice(1).join(' ')}`,
  );
  try {
    const sizes: SizeResult[] = [];
    for (const size of SIZES) {
      console.log(`\n${fmtInt(size)} products`);
      sizes.push(await benchSize(size, key, command, emptyWebRoot));
    }

    const lines: string[] = [
      '',
      `bench:http ${new Date().toISOString()}: ${os.cpus().length} cores, Node ${process.version}, c=${CONNECTIONS}, ${SECONDS} s per scenario`,
    ];
    for (const s of sizes) {
      const c = s.catalogue;
      lines.push(
        '',
        `${fmtInt(s.size)} products: cold start ${fmtInt(s.coldStartMs)} ms, max RSS ${s.maxRssMb.toFixed(0)} MB, catalogue ` +
          `${c.cached ? 'cached, built' : 'built'} in ${sec(c.buildMs)} (rows ${sec(c.writeMs)}, search index ` +
          `${sec(c.searchIndexMs)}, ANALYZE ${sec(c.analyzeMs)}; ${c.fileMb} MB)`,
        `  ${helloLine(s.helloWorld)}`,
        `  ${HEADER}`,
        ...s.scenarios.map((r) => `  ${row(r)}`),
      );
      for (const r of s.scenarios.filter((r) => r.problem)) lines.push(`  ! ${r.name}: ${r.problem}`);
    }
    const verdicts = targets(sizes);
    lines.push('', 'Targets');
    for (const t of verdicts) {
      lines.push(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}`);
      for (const d of t.detail) lines.push(`          ${d}`);
    }
    lines.push(
      '',
      `total ${sec(performance.now() - runStarted)}; "!" marks a scenario with errors or a wrong answer`,
    );
    console.log(lines.join('\n'));

    fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'reports/bench-http.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          machine: { cores: os.cpus().length, node: process.version },
          settings: {
            connections: CONNECTIONS,
            seconds: SECONDS,
            warmup: WARMUP,
            rawRuns: RAW_RUNS,
            rawSeconds: RAW_BUDGET_MS / 1000,
          },
          server: command.slice(1).join(' '),
          sizes,
          targets: verdicts,
        },
        null,
        2,
      ),
    );
    console.log('written: reports/bench-http.json');
  } finally {
    fs.rmSync(emptyWebRoot, { recursive: true, force: true });
  }
}

await main();
