/**
 * `npm run catalogue:import -- --supplier NAME [--dry-run] [--map key=Column,...] FILE.csv`: checks a
 * supplier's price list with its remembered column mapping and applies it (for cron jobs). `--map`
 * sets or overrides mapping fields and remembers them. Exit codes: 0 done, 1 malformed rows (nothing
 * applied), 2 usage, unknown supplier or a mapping that does not fit the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Value } from 'typebox/value';
import {
  PRICE_LIST_OUTCOMES,
  PriceListMapping,
  type PriceListOutcome,
} from '#api/contract/admin-price-lists.ts';
import { openAndMigrate } from '#db/setup.ts';
import { findSupplierByName, listSuppliers } from '#db/repositories/suppliers.ts';
import { loadConfig } from '../config/config.ts';
import { AppError } from '../http/app-error.ts';
import { translate } from '../http/messages.ts';
import {
  applyImport,
  PriceListMalformedError,
  readImport,
  readSupplierMapping,
  registerPriceList,
  saveSupplierMapping,
  type PriceListDeps,
} from '../services/price-lists/price-lists.ts';

const USAGE = `usage: npm run catalogue:import -- --supplier NAME [--dry-run] [--map key=Column,...] FILE.csv

  --supplier NAME  the supplier as named in the back office
  --dry-run        print the report only; nothing is written
  --map PAIRS      set and remember mapping fields (repeatable), e.g.
                   --map "partNumber=Part no,brand=Brand,price=Price,stock=Qty,currency=EUR"
                   keys: partNumber brand price stock currencyColumn currency (EUR|PLN|GBP, one
                   currency for the file) ean name delimiter (,|;|tab|auto) headerRow (0 = no header)
                   decimalSeparator (.|,|auto)`;

const LABELS: Record<PriceListOutcome, string> = {
  newOffer: 'new offers',
  priceChanged: 'price changed',
  stockChanged: 'stock changed',
  priceAndStockChanged: 'price and stock changed',
  unchanged: 'unchanged',
  unknownBrand: 'unknown brand (not applied)',
  unknownPart: 'unknown part number (not applied)',
  duplicate: 'repeated rows (ignored)',
  malformed: 'malformed',
};

class UsageError extends Error {}

/** `key=value` pairs split at commas that start another pair (a column name may hold a comma). */
function mapPairs(values: string[]): [string, string][] {
  return values
    .flatMap((value) => value.split(/,(?=\s*[A-Za-z]+\s*=)/))
    .filter((pair) => pair.trim() !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new UsageError(`--map: "${pair}" is not key=value`);
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    });
}

const auto = (value: string) => (value.toLowerCase() === 'auto' || value === '' ? null : value);

/** The remembered mapping with the --map pairs applied. */
function mergeMapping(base: PriceListMapping | null, pairs: [string, string][]): unknown {
  const mapping: Record<string, unknown> = {
    delimiter: null,
    headerRow: 1,
    partNumber: '',
    brand: '',
    price: '',
    currencyColumn: null,
    currency: null,
    stock: '',
    ean: null,
    name: null,
    decimalSeparator: null,
    ...base,
  };
  for (const [key, value] of pairs) {
    switch (key) {
      case 'partNumber':
      case 'brand':
      case 'price':
      case 'stock':
        mapping[key] = value;
        break;
      case 'ean':
      case 'name':
        mapping[key] = value === '' ? null : value;
        break;
      case 'currency':
        mapping.currency = value.toUpperCase();
        mapping.currencyColumn = null;
        break;
      case 'currencyColumn':
        mapping.currencyColumn = value;
        mapping.currency = null;
        break;
      case 'delimiter':
        mapping.delimiter = value.toLowerCase() === 'tab' || value === '\\t' ? '\t' : auto(value);
        break;
      case 'decimalSeparator':
        mapping.decimalSeparator = auto(value);
        break;
      case 'headerRow':
        mapping.headerRow = /^\d+$/.test(value) ? Number(value) : value;
        break;
      default:
        throw new UsageError(`--map: unknown key "${key}"`);
    }
  }
  return mapping;
}

const count = (n: number) => n.toLocaleString('en');

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        supplier: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        map: { type: 'string', multiple: true, default: [] },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = args;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [file, ...extra] = positionals;
  if (!values.supplier || !file || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const filePath = path.resolve(file);
  if (!fs.existsSync(filePath) || !fs.statSync(filePath).isFile()) {
    console.error(`No such file: ${filePath}`);
    return 2;
  }

  // The same folder and database file as the server reads from DATA_DIR.
  const config = loadConfig({ DATA_DIR: process.env.DATA_DIR });
  const handle = await openAndMigrate(config.databaseFile, { info: () => {} });
  const deps: PriceListDeps = {
    db: handle.db,
    sqlite: handle.sqlite,
    filesDir: path.join(config.dataDir, 'price-lists'),
  };
  try {
    const supplier = await findSupplierByName(handle.db, values.supplier);
    if (!supplier) {
      const known = (await listSuppliers(handle.db)).map((s) => s.name).join(', ') || '(none yet)';
      console.error(`No supplier named "${values.supplier}". Suppliers: ${known}`);
      return 2;
    }
    const remembered = await readSupplierMapping(handle.db, supplier.id);
    if (values.map.length > 0) {
      const merged = mergeMapping(remembered, mapPairs(values.map));
      if (!Value.Check(PriceListMapping, merged)) {
        const [first] = Value.Errors(PriceListMapping, merged);
        throw new UsageError(
          `--map: ${first ? `${first.instancePath} ${first.message}` : 'invalid mapping'}`,
        );
      }
      await saveSupplierMapping(handle.db, supplier.id, merged);
      console.log(`Column mapping of ${supplier.name} saved.`);
    } else if (!remembered) {
      console.error(`${supplier.name} has no column mapping yet: give one with --map.\n\n${USAGE}`);
      return 2;
    }

    const id = await registerPriceList(deps, {
      supplierId: supplier.id,
      filePath,
      fileName: path.basename(filePath),
      fileBytes: fs.statSync(filePath).size,
      userId: null,
    });
    const checked = await readImport(deps, id, 'en');
    if (checked.problem) {
      console.error(checked.problem.message);
      return 2;
    }
    const report = checked.report;
    if (!report) throw new Error('the price list was not checked');
    console.log(`${checked.fileName} for ${supplier.name}: ${count(report.dataRows)} rows`);
    for (const outcome of PRICE_LIST_OUTCOMES) {
      console.log(`  ${LABELS[outcome].padEnd(36)} ${count(report.counts[outcome]).padStart(10)}`);
    }
    console.log(`  ${'missing EANs filled'.padEnd(36)} ${count(report.eanFills).padStart(10)}`);
    if (report.counts.malformed > 0) {
      for (const row of report.malformed) console.error(`line ${row.line}: ${row.message}`);
      const lines = report.malformed.map((row) => row.line);
      console.error(
        translate('en', 'price_list_malformed', {
          count: report.counts.malformed,
          lines: lines.slice(0, 20).join(', ') + (report.counts.malformed > 20 ? ', …' : ''),
        }),
      );
      return 1;
    }
    if (values['dry-run']) {
      console.log('Dry run: nothing was written.');
      return 0;
    }
    const result = await applyImport(deps, id, null);
    console.log(
      `Applied: ${count(result.offersCreated)} offers created, ${count(result.pricesChanged)} prices and ` +
        `${count(result.stocksChanged)} stocks changed, ${count(result.unchanged)} unchanged, ` +
        `${count(result.eanFilled)} EANs filled, ${count(result.historyRows)} price history rows.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof PriceListMalformedError) {
      console.error(translate('en', error.code, error.params));
      return 1;
    }
    if (error instanceof AppError) {
      console.error(translate('en', error.code, error.params));
      return 2;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
