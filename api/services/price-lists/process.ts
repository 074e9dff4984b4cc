/**
 * One pass over a price list: every row read, checked and matched to the catalogue (the dry run), and
 * the apply that writes what the pass found in one transaction. Rows stream from the file in batches;
 * per-row lookups and writes are prepared statements run while the connection is held.
 */
import {
  PRICE_LIST_EXAMPLES,
  PRICE_LIST_MALFORMED_LISTED,
  type Delimiter,
  type MalformedReason,
  type PriceListMapping,
  type PriceListOutcome,
} from '#api/contract/admin-price-lists.ts';
import type { Currency } from '#api/contract/currency.ts';
import type { Db } from '#db/client.ts';
import {
  brandIdsByName,
  priceListStatements,
  type ProductOffer,
  type Sqlite,
} from '#db/repositories/price-lists.ts';
import { syncProductSearch } from '#db/repositories/products.ts';
import { normalizeCode } from '#db/repositories/search-text.ts';
import { convertCents, type RateTable } from '../money.ts';
import { type CsvRow, CsvSyntaxError, detectDelimiter, readCsvRows, readHeadLine } from './csv-reader.ts';
import { isValidEan13, parseCurrency, parsePrice, parseStock } from './values.ts';

export type ExampleOutcome = Exclude<PriceListOutcome, 'malformed'>;

/** One example row of the report, prices in EUR cents. */
export interface StoredExample {
  line: number;
  partNumber: string;
  brand: string;
  name: string | null;
  productId: number | null;
  oldPriceCents: number | null;
  newPriceCents: number | null;
  oldStock: number | null;
  newStock: number | null;
  filePrice: string;
  currency: Currency | null;
}

export interface StoredMalformed {
  line: number;
  reason: MalformedReason;
  value: string | null;
  /** The earlier line of a conflicting duplicate. */
  firstLine?: number;
}

/** The dry-run report as stored with the import (money in cents; messages translated when read). */
export interface StoredReport {
  dataRows: number;
  counts: Record<PriceListOutcome, number>;
  examples: Record<ExampleOutcome, StoredExample[]>;
  malformed: StoredMalformed[];
  eanFills: number;
  rates: { PLN: string; GBP: string; date: string };
  checkedAt: string;
}

/** Why a file cannot be checked with a mapping at all. */
export interface FileProblem {
  code: 'price_list_column_missing' | 'price_list_header_missing';
  params: Record<string, string | number>;
}

/** The rows an apply writes: one entry per product, in file order. */
export interface MatchedRows {
  productIds: number[];
  priceCents: number[];
  stocks: number[];
  /** EANs to fill, by index into the arrays above. */
  eans: Map<number, string>;
}

export interface CheckOptions {
  db: Db;
  sqlite: Sqlite;
  filePath: string;
  supplierId: number;
  mapping: PriceListMapping;
  rates: { rates: RateTable; date: string };
  /** Keep the matched rows for an apply (a dry run only counts them). */
  collect: boolean;
  now?: Date;
}

export type CheckResult =
  { kind: 'problem'; problem: FileProblem } | { kind: 'report'; report: StoredReport; rows: MatchedRows };

const OUTCOMES: PriceListOutcome[] = [
  'newOffer',
  'priceChanged',
  'stockChanged',
  'priceAndStockChanged',
  'unchanged',
  'unknownBrand',
  'unknownPart',
  'duplicate',
  'malformed',
];
const VALUE_MAX = 60;

const shorten = (text: string, max = VALUE_MAX) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The delimiter a file is read with: the mapping's, else the one its header line (or line 1) uses. */
export async function fileDelimiter(
  filePath: string,
  layout: { delimiter: Delimiter | null; headerRow: number },
): Promise<Delimiter> {
  return layout.delimiter ?? detectDelimiter(await readHeadLine(filePath, layout.headerRow || 1));
}

interface Columns {
  partNumber: number;
  brand: number;
  price: number;
  currency: number;
  stock: number;
  ean: number;
  name: number;
  /** The highest required index: a shorter row is malformed. */
  required: number;
}

/** Column indexes of the mapping's references: header names (any case), else 1-based numbers. */
function resolveColumns(mapping: PriceListMapping, header: string[] | null): Columns | FileProblem {
  const names = header?.map((cell) => cell.trim().toLowerCase()) ?? [];
  const find = (ref: string | null | undefined): number | FileProblem => {
    if (!ref) return -1;
    const wanted = ref.trim();
    const byName = names.indexOf(wanted.toLowerCase());
    if (byName !== -1) return byName;
    if (/^[1-9]\d{0,3}$/.test(wanted) && (header === null || Number(wanted) <= header.length)) {
      return Number(wanted) - 1;
    }
    return { code: 'price_list_column_missing', params: { column: shorten(wanted) } };
  };
  const found = {
    partNumber: find(mapping.partNumber),
    brand: find(mapping.brand),
    price: find(mapping.price),
    currency: find(mapping.currencyColumn),
    stock: find(mapping.stock),
    ean: find(mapping.ean),
    name: find(mapping.name),
  };
  for (const value of Object.values(found)) if (typeof value !== 'number') return value;
  const columns = found as Omit<Columns, 'required'>;
  return {
    ...columns,
    required: Math.max(columns.partNumber, columns.brand, columns.price, columns.currency, columns.stock),
  };
}

function emptyReport(rates: CheckOptions['rates'], now: Date): StoredReport {
  return {
    dataRows: 0,
    counts: Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<PriceListOutcome, number>,
    examples: Object.fromEntries(
      OUTCOMES.filter((o) => o !== 'malformed').map((o) => [o, []]),
    ) as unknown as Record<ExampleOutcome, StoredExample[]>,
    malformed: [],
    eanFills: 0,
    rates: { PLN: rates.rates.PLN, GBP: rates.rates.GBP, date: rates.date },
    checkedAt: now.toISOString(),
  };
}

/**
 * Reads the whole file with the mapping and matches each row: the report (counts, the first examples
 * of each outcome, the first malformed rows) and, when `collect`, the rows an apply would write. Only
 * reads the database; each batch of rows holds the connection while it is matched.
 */
export async function checkPriceList(options: CheckOptions): Promise<CheckResult> {
  const { db, sqlite, filePath, supplierId, mapping } = options;
  const { rates } = options.rates;
  const report = emptyReport(options.rates, options.now ?? new Date());
  const rows: MatchedRows = { productIds: [], priceCents: [], stocks: [], eans: new Map() };
  const statements = priceListStatements(sqlite);
  const brandIds = await brandIdsByName(db);
  const delimiter = await fileDelimiter(filePath, mapping);
  const fixedCurrency = mapping.currency;
  const decimalSeparator = mapping.decimalSeparator;
  /** Product id -> index of its row in `seen*` (the first row that named it). */
  const seen = new Map<number, number>();
  const seenLine: number[] = [];
  const seenPrice: number[] = [];
  const seenStock: number[] = [];
  const eansGiven = new Set<string>();
  let columns: Columns | null = null;

  const malformed = (line: number, reason: MalformedReason, value: string | null, firstLine?: number) => {
    report.counts.malformed++;
    if (report.malformed.length < PRICE_LIST_MALFORMED_LISTED) {
      report.malformed.push({
        line,
        reason,
        value: value === null ? null : shorten(value.trim()),
        ...(firstLine === undefined ? {} : { firstLine }),
      });
    }
  };

  const example = (outcome: ExampleOutcome, row: CsvRow, cols: Columns, fields: Partial<StoredExample>) => {
    report.counts[outcome]++;
    const list = report.examples[outcome];
    if (list.length >= PRICE_LIST_EXAMPLES) return;
    const cell = (index: number) => (index === -1 ? null : shorten((row.cells[index] ?? '').trim(), 100));
    list.push({
      line: row.line,
      partNumber: cell(cols.partNumber) ?? '',
      brand: cell(cols.brand) ?? '',
      name: cell(cols.name) || null,
      productId: null,
      oldPriceCents: null,
      newPriceCents: null,
      oldStock: null,
      newStock: null,
      filePrice: cell(cols.price) ?? '',
      currency: null,
      ...fields,
    });
  };

  /** Checks and matches one data row (the connection is held). */
  const matchRow = (row: CsvRow, cols: Columns) => {
    report.dataRows++;
    const { cells, line } = row;
    if (cells.length <= cols.required) return malformed(line, 'missing_columns', null);
    const partCell = cells[cols.partNumber] as string;
    const partNumberNorm = normalizeCode(partCell);
    if (partNumberNorm === '') return malformed(line, 'part_number_missing', partCell);
    const brandCell = cells[cols.brand] as string;
    const brand = brandCell.trim();
    if (brand === '') return malformed(line, 'brand_missing', null);
    const priceCell = cells[cols.price] as string;
    const price = parsePrice(priceCell, decimalSeparator);
    if (!price.ok) return malformed(line, price.reason, priceCell);
    let currency: Currency;
    if (fixedCurrency) currency = fixedCurrency;
    else {
      const parsed = parseCurrency(cells[cols.currency] as string);
      if (!parsed.ok) return malformed(line, parsed.reason, cells[cols.currency] as string);
      currency = parsed.value;
    }
    const stockCell = cells[cols.stock] as string;
    const stock = parseStock(stockCell);
    if (!stock.ok) return malformed(line, stock.reason, stockCell);
    const newPriceCents =
      currency === 'EUR' ? price.value : convertCents(price.value, currency, 'EUR', rates);
    // A price that rounds to nothing in euros cannot be sold.
    if (newPriceCents <= 0) return malformed(line, 'price_not_positive', priceCell);
    const fields = { filePrice: priceCell.trim(), currency, newPriceCents, newStock: stock.value };

    const brandId = brandIds.get(brand.toLowerCase());
    if (brandId === undefined) return example('unknownBrand', row, cols, fields);
    const product: ProductOffer | undefined = statements.matchProduct(partNumberNorm, brandId, supplierId);
    if (!product) return example('unknownPart', row, cols, fields);
    const known = { ...fields, productId: product.productId };

    const earlier = seen.get(product.productId);
    if (earlier !== undefined) {
      if (seenPrice[earlier] === newPriceCents && seenStock[earlier] === stock.value) {
        return example('duplicate', row, cols, known);
      }
      return malformed(line, 'conflicting_duplicate', partCell, seenLine[earlier]);
    }
    seen.set(product.productId, seenLine.length);
    seenLine.push(line);
    seenPrice.push(newPriceCents);
    seenStock.push(stock.value);

    const index = rows.productIds.length;
    if (options.collect) {
      rows.productIds.push(product.productId);
      rows.priceCents.push(newPriceCents);
      rows.stocks.push(stock.value);
    }
    if (cols.ean !== -1 && !product.eanNumber) {
      const ean = (cells[cols.ean] ?? '').trim();
      if (isValidEan13(ean) && !eansGiven.has(ean) && !statements.eanTaken(ean, product.productId)) {
        eansGiven.add(ean);
        report.eanFills++;
        if (options.collect) rows.eans.set(index, ean);
      }
    }

    const old = { oldPriceCents: product.priceCents, oldStock: product.stock };
    if (product.offerId === null) return example('newOffer', row, cols, known);
    const priceChanged = product.priceCents !== newPriceCents;
    const stockChanged = product.stock !== stock.value;
    const outcome: ExampleOutcome =
      priceChanged && stockChanged
        ? 'priceAndStockChanged'
        : priceChanged
          ? 'priceChanged'
          : stockChanged
            ? 'stockChanged'
            : 'unchanged';
    return example(outcome, row, cols, { ...known, ...old });
  };

  const fromLine = mapping.headerRow || 1;
  try {
    for await (const batch of readCsvRows(filePath, delimiter, { fromLine })) {
      let start = 0;
      if (columns === null) {
        const first = batch[0];
        if (mapping.headerRow > 0 && first?.line !== mapping.headerRow) {
          return {
            kind: 'problem',
            problem: { code: 'price_list_header_missing', params: { line: fromLine } },
          };
        }
        const resolved = resolveColumns(mapping, mapping.headerRow > 0 ? (first?.cells ?? []) : null);
        if ('code' in resolved) return { kind: 'problem', problem: resolved };
        columns = resolved;
        start = mapping.headerRow > 0 ? 1 : 0;
      }
      const cols = columns;
      await db.connection().execute(async () => {
        for (let i = start; i < batch.length; i++) matchRow(batch[i] as CsvRow, cols);
      });
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    malformed(error.line, 'unclosed_quote', null);
  }
  if (columns === null && mapping.headerRow > 0) {
    return { kind: 'problem', problem: { code: 'price_list_header_missing', params: { line: fromLine } } };
  }
  return { kind: 'report', report, rows };
}

export interface WriteResult {
  offersCreated: number;
  pricesChanged: number;
  stocksChanged: number;
  unchanged: number;
  skipped: number;
  eanFilled: number;
  historyRows: number;
}

/** Rows written between two yields to the event loop (other requests still wait for the connection). */
const WRITE_SLICE = 20_000;

/**
 * Writes the matched rows against the offers as they are now, inside the caller's transaction `trx`
 * (which holds the connection): creates or updates the supplier's offers, records each new offer and
 * price change in the price history with `changedAt`, fills missing EANs and refreshes those products'
 * search rows. Offers the rows do not name are left alone.
 */
export async function writePriceList(
  trx: Db,
  sqlite: Sqlite,
  {
    supplierId,
    importId,
    rows,
    changedAt,
  }: {
    supplierId: number;
    importId: number | null;
    rows: MatchedRows;
    changedAt: string;
  },
): Promise<WriteResult> {
  const statements = priceListStatements(sqlite);
  const result: WriteResult = {
    offersCreated: 0,
    pricesChanged: 0,
    stocksChanged: 0,
    unchanged: 0,
    skipped: 0,
    eanFilled: 0,
    historyRows: 0,
  };
  const eanProducts: number[] = [];
  const { productIds, priceCents, stocks, eans } = rows;
  for (let start = 0; start < productIds.length; start += WRITE_SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const end = Math.min(start + WRITE_SLICE, productIds.length);
    for (let i = start; i < end; i++) {
      const productId = productIds[i] as number;
      const price = priceCents[i] as number;
      const stock = stocks[i] as number;
      const current = statements.productOffer(productId, supplierId);
      if (!current) {
        result.skipped++;
        continue;
      }
      if (current.offerId === null) {
        statements.insertOffer(productId, supplierId, price, stock);
        statements.insertPriceChange(productId, supplierId, null, price, changedAt, importId);
        result.offersCreated++;
        result.historyRows++;
      } else if (current.priceCents !== price) {
        statements.updateOffer(current.offerId, price, stock);
        statements.insertPriceChange(productId, supplierId, current.priceCents, price, changedAt, importId);
        result.pricesChanged++;
        result.historyRows++;
      } else if (current.stock !== stock) {
        statements.updateOffer(current.offerId, price, stock);
        result.stocksChanged++;
      } else {
        result.unchanged++;
      }
      const ean = eans.get(i);
      if (
        ean !== undefined &&
        !current.eanNumber &&
        !statements.eanTaken(ean, productId) &&
        statements.fillEan(productId, ean, changedAt)
      ) {
        eanProducts.push(productId);
        result.eanFilled++;
      }
    }
  }
  await syncProductSearch(trx, eanProducts);
  return result;
}
