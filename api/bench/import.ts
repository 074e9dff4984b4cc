/**
 * Supplier price-list import benchmark (`npx tsx api/bench/import.ts`): a catalogue of 1,000,000 parts
 * in a temporary SQLite file, a 1,000,000-row price list applied to it (every row a new offer, prices
 * in EUR, PLN and GBP), then a 100,000-row price and stock update. Prints the time of the check (what
 * an upload waits for) and of the apply. Sizes: IMPORT_PRODUCTS, IMPORT_ROWS, IMPORT_UPDATE_ROWS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, migrateToLatest } from '#db/client.ts';
import { insertBrand } from '#db/repositories/brands.ts';
import { insertSupplier } from '#db/repositories/products.ts';
import { upsertSupplierMapping } from '#db/repositories/suppliers.ts';
import { analyzeAfterBulkLoad, bulkPartNumber, insertBulkProducts } from '#db/test/bulk-products.ts';
import { applyImport, registerPriceList, type PriceListDeps } from '../services/price-lists/price-lists.ts';

const PRODUCTS = Number(process.env.IMPORT_PRODUCTS ?? 1_000_000);
const ROWS = Math.min(PRODUCTS, Number(process.env.IMPORT_ROWS ?? 1_000_000));
const UPDATE_ROWS = Math.min(ROWS, Number(process.env.IMPORT_UPDATE_ROWS ?? 100_000));
const BRANDS = 40;
const CURRENCIES = ['EUR', 'PLN', 'GBP'] as const;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-import-bench-'));
const handle = createDb(path.join(dir, 'bench.sqlite'));
await migrateToLatest(handle.db);
const deps: PriceListDeps = { db: handle.db, sqlite: handle.sqlite, filesDir: path.join(dir, 'price-lists') };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
async function timed<T>(label: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label.padEnd(46)} ${seconds(performance.now() - started)}`);
  return result;
}

/** A valid EAN-13 for product `i` (a 590 prefix, the index, and the check digit). */
function ean13(i: number): string {
  const body = `590${String(i).padStart(9, '0')}`;
  let sum = 0;
  for (let d = 0; d < 12; d++) sum += Number(body[d]) * (d % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

/**
 * Writes a price list of `rows` rows for products 0..rows-1 (spread over the catalogue), streaming:
 * part numbers spelled with spaces or lower case, brand names in another case, decimal commas and
 * points, three currencies, an EAN on one row in a hundred.
 */
async function writePriceList(file: string, rows: number, round: number): Promise<void> {
  const out = fs.createWriteStream(file);
  out.write('Artikel;Marke;Preis;Waehrung;Bestand;EAN;Bezeichnung\r\n');
  let chunk = '';
  const step = Math.max(1, Math.floor(PRODUCTS / rows));
  for (let r = 0; r < rows; r++) {
    const i = r * step;
    const part = r % 2 === 0 ? bulkPartNumber(i).replace('-', ' ') : bulkPartNumber(i).toLowerCase();
    const brand = r % 3 === 0 ? `BENCH BRAND ${i % BRANDS}` : `Bench Brand ${i % BRANDS}`;
    const cents = 500 + ((i * 7919 + round * 13) % 100_000);
    const currency = CURRENCIES[r % 3] as string;
    const price =
      r % 2 === 0
        ? `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`
        : (cents / 100).toFixed(2);
    const ean = r % 100 === 0 ? ean13(i) : '';
    chunk += `${part};${brand};${price};${currency};${(i + round) % 50};${ean};Bench part ${i}\r\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      chunk = '';
    }
  }
  out.end(chunk);
  await new Promise<void>((resolve) => out.once('finish', () => resolve()));
}

const brandIds: number[] = [];
for (let b = 0; b < BRANDS; b++) brandIds.push(await insertBrand(handle.db, { name: `Bench Brand ${b}` }));
const supplierId = await insertSupplier(handle.db, { name: 'Bench Supplier', country: 'DE' });
await upsertSupplierMapping(handle.db, supplierId, {
  delimiter: null,
  headerRow: 1,
  partNumberColumn: 'Artikel',
  brandColumn: 'Marke',
  priceColumn: 'Preis',
  currencyColumn: 'Waehrung',
  currency: null,
  stockColumn: 'Bestand',
  eanColumn: 'EAN',
  nameColumn: 'Bezeichnung',
  decimalSeparator: null,
});
await timed(`catalogue: ${PRODUCTS.toLocaleString('en')} products written`, () =>
  insertBulkProducts(handle.sqlite, brandIds, PRODUCTS),
);
analyzeAfterBulkLoad(handle.sqlite);

async function run(label: string, rows: number, round: number) {
  const file = path.join(dir, `${label}.csv`);
  await writePriceList(file, rows, round);
  const bytes = fs.statSync(file).size;
  console.log(`\n${label}: ${rows.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB`);
  const id = await timed('  check (dry run: read, match, report)', () =>
    registerPriceList(deps, {
      supplierId,
      filePath: file,
      fileName: `${label}.csv`,
      fileBytes: bytes,
      userId: null,
    }),
  );
  const result = await timed('  apply (one transaction, commit included)', () => applyImport(deps, id, null));
  console.log(`  ${JSON.stringify(result)}`);
  console.log(`  peak RSS so far ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
}

try {
  await run('full list', ROWS, 0);
  await run('price and stock update', UPDATE_ROWS, 1);
  const history = await handle.db
    .selectFrom('priceHistory')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`\nprice history rows: ${Number(history.n).toLocaleString('en')}`);
} finally {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
