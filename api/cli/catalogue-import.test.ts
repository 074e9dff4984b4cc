/**
 * The price-list command as a cron job runs it: a real process on a DATA_DIR, the remembered mapping
 * set with --map, --dry-run writing nothing, a malformed file exiting 1 with its line numbers.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, migrateToLatest } from '#db/client.ts';
import { insertSupplier } from '#db/repositories/products.ts';
import { insertTestBrand, insertTestProduct } from '#db/test/factories.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');
let dataDir = '';
let productId = 0;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cli-import-'));
  const handle: DbHandle = createDb(path.join(dataDir, 'shop.sqlite'));
  await migrateToLatest(handle.db);
  const brandId = await insertTestBrand(handle.db, { name: 'Bosch' });
  productId = await insertTestProduct(handle.db, { partNumber: '0 986 494 024', brandId });
  await insertSupplier(handle.db, { name: 'Cron Parts', country: 'DE' });
  await handle.close();
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'api/cli/catalogue-import.ts'), ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function csv(name: string, text: string): string {
  const file = path.join(dataDir, name);
  fs.writeFileSync(file, text);
  return file;
}

async function offers() {
  const handle = createDb(path.join(dataDir, 'shop.sqlite'));
  try {
    return await handle.db.selectFrom('offers').select(['productId', 'priceCents', 'stock']).execute();
  } finally {
    await handle.close();
  }
}

// Each case starts Node processes (a few seconds each on a busy machine).
describe('npm run catalogue:import', { timeout: 60_000 }, () => {
  it('names the suppliers when the one asked for is unknown, and asks for a mapping first', async () => {
    const file = csv('a.csv', 'Nr;Marke;Preis;Menge\n0986494024;Bosch;12,50;3\n');
    const unknown = await cli('--supplier', 'Nobody', file);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('No supplier named "Nobody". Suppliers: Cron Parts');
    const unmapped = await cli('--supplier', 'Cron Parts', file);
    expect(unmapped.code).toBe(2);
    expect(unmapped.stderr).toContain('has no column mapping yet');
  });

  it('remembers --map, prints the dry run without writing, then applies with the remembered mapping', async () => {
    const file = csv('b.csv', 'Nr;Marke;Preis;Menge\n0986494024;Bosch;12,50;3\nX-1;Valeo;1;1\n');
    const dry = await cli(
      '--supplier',
      'cron parts',
      '--dry-run',
      '--map',
      'partNumber=Nr,brand=Marke,price=Preis,stock=Menge,currency=PLN',
      file,
    );
    expect(dry.stderr).toBe('');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Column mapping of Cron Parts saved.');
    expect(dry.stdout).toMatch(/new offers\s+1\n/);
    expect(dry.stdout).toMatch(/unknown brand \(not applied\)\s+1\n/);
    expect(dry.stdout).toContain('Dry run: nothing was written.');
    expect(await offers()).toEqual([]);

    const applied = await cli('--supplier', 'Cron Parts', file);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('Applied: 1 offers created');
    // 12.50 PLN at 4.2385 PLN per EUR = 2.949... EUR -> 2.95.
    expect(await offers()).toEqual([{ productId, priceCents: 295, stock: 3 }]);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('exits 1 naming the malformed lines and changes nothing', async () => {
    const file = csv('c.csv', 'Nr;Marke;Preis;Menge\n0986494024;Bosch;99;3\nX;Bosch;1,234;1\nY;Bosch;2;-1\n');
    const result = await cli('--supplier', 'Cron Parts', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('line 3: The price "1,234" can be read as thousands');
    expect(result.stderr).toContain('line 4: The stock "-1" is not a whole number');
    expect(result.stderr).toContain('2 malformed rows (lines 3, 4), so nothing was changed');
    expect(await offers()).toEqual([{ productId, priceCents: 295, stock: 3 }]);
  });
});
