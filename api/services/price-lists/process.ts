/**
 * One pass over a price list: every row read, checked and matched to the catalogue (the dry run), and
 * the apply that writes what the pass found in one transaction. Rows stream from the file in batches;
 * per-row lookups and writes are prepared statements run while the connection is held.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  PRICE_LIST_EXAMPLES,
  PRICE_LIST_MALFORMED_LISTED,
  type Delimiter,
  type MalformedReason,
  type PriceListMapping,
  PRICE_LIST_OUTCOMES,
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

/** A growable list of 32-bit integers: a million rows cost 4 MB (a JS array of numbers twice that). */
export class IntList {
  private data: Int32Array = new Int32Array(1024);
  length = 0;

  push(value: number) {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  at(index: number): number {
    return this.data[index] as number;
  }

  /** The values as one typed array (shares memory with the list). */
  values(): Int32Array {
    return this.data.subarray(0, this.length);
  }

  static of(values: Int32Array): IntList {
    const list = new IntList();
    list.data = values;
    list.length = values.length;
    return list;
  }
}

/** Product id -> row index, in a typed array indexed by id (a Map beyond 32M ids). */
class ProductIndex {
  private slots = new Int32Array(1024);
  private readonly far = new Map<number, number>();

  get(productId: number): number | undefined {
    if (productId >= SLOT_IDS) return this.far.get(productId);
    const slot = productId < this.slots.length ? (this.slots[productId] as number) : 0;
    return slot === 0 ? undefined : slot - 1;
  }

  set(productId: number, index: number) {
    if (productId >= SLOT_IDS) {
      this.far.set(productId, index);
      return;
    }
    if (productId >= this.slots.length) {
      let size = this.slots.length;
      while (size <= productId) size *= 2;
      const grown = new Int32Array(Math.min(size, SLOT_IDS));
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[productId] = index + 1;
  }
}
const SLOT_IDS = 1 << 25;

/** The rows an apply writes: one entry per product (its first row), in file order. */
export interface MatchedRows {
  productIds: IntList;
  priceCents: IntList;
  stocks: IntList;
  lines: IntList;
  /** EANs to fill, by index into the lists above. */
  eans: Map<number, string>;
}

export interface CheckOptions {
  db: Db;
  sqlite: Sqlite;
  filePath: string;
  supplierId: number;
  mapping: PriceListMapping;
  rates: { rates: RateTable; date: string };
  now?: Date;
}

export type CheckResult =
  { kind: 'problem'; problem: FileProblem } | { kind: 'report'; report: StoredReport; rows: MatchedRows };

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
    counts: Object.fromEntries(PRICE_LIST_OUTCOMES.map((o) => [o, 0])) as Record<PriceListOutcome, number>,
    examples: Object.fromEntries(
      PRICE_LIST_OUTCOMES.filter((o) => o !== 'malformed').map((o) => [o, []]),
    ) as unknown as Record<ExampleOutcome, StoredExample[]>,
    malformed: [],
    eanFills: 0,
    rates: { PLN: rates.rates.PLN, GBP: rates.rates.GBP, date: rates.date },
    checkedAt: now.toISOString(),
  };
}

/**
 * Reads the whole file with the mapping and matches each row: the report (counts, the first examples
 * of each outcome, the first malformed rows) and the rows an apply would write. Only reads the
 * database; each batch of rows holds the connection while it is matched.
 */
export async function checkPriceList(options: CheckOptions): Promise<CheckResult> {
  const { db, sqlite, filePath, supplierId, mapping } = options;
  const { rates } = options.rates;
  const report = emptyReport(options.rates, options.now ?? new Date());
  const rows: MatchedRows = {
    productIds: new IntList(),
    priceCents: new IntList(),
    stocks: new IntList(),
    lines: new IntList(),
    eans: new Map(),
  };
  const statements = priceListStatements(sqlite);
  const brandIds = await brandIdsByName(db);
  const delimiter = await fileDelimiter(filePath, mapping);
  const fixedCurrency = mapping.currency;
  const decimalSeparator = mapping.decimalSeparator;
  /** Product id -> index of the first row that named it. */
  const seen = new ProductIndex();
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
      if (rows.priceCents.at(earlier) === newPriceCents && rows.stocks.at(earlier) === stock.value) {
        return example('duplicate', row, cols, known);
      }
      return malformed(line, 'conflicting_duplicate', partCell, rows.lines.at(earlier));
    }
    const index = rows.productIds.length;
    seen.set(product.productId, index);
    rows.productIds.push(product.productId);
    rows.priceCents.push(newPriceCents);
    rows.stocks.push(stock.value);
    rows.lines.push(line);
    if (cols.ean !== -1 && !product.eanNumber) {
      const ean = (cells[cols.ean] ?? '').trim();
      if (isValidEan13(ean) && !eansGiven.has(ean) && !statements.eanTaken(ean, product.productId)) {
        eansGiven.add(ean);
        report.eanFills++;
        rows.eans.set(index, ean);
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

/**
 * Keeps a check's matched rows beside the import, so the apply writes exactly what the dry run showed
 * without reading and matching the file again: the row count, then product ids, prices and stocks as
 * 32-bit integers, then the EANs to fill as JSON.
 */
export async function saveMatchedRows(file: string, rows: MatchedRows): Promise<void> {
  const count = Buffer.alloc(4);
  count.writeUInt32LE(rows.productIds.length);
  const lists = [rows.productIds, rows.priceCents, rows.stocks].map((list) => {
    const values = list.values();
    return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
  });
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(
    file,
    Buffer.concat([count, ...lists, Buffer.from(JSON.stringify([...rows.eans]))]),
  );
}

/** The rows kept by saveMatchedRows, or null when there are none. */
export async function loadMatchedRows(file: string): Promise<MatchedRows | null> {
  let data: Buffer;
  try {
    data = await fs.promises.readFile(file);
  } catch {
    return null;
  }
  const count = data.readUInt32LE(0);
  const list = (n: number) => {
    // A copy: the file's buffer need not be aligned for an Int32Array view.
    const start = 4 + n * count * 4;
    const copy = new Int32Array(count);
    new Uint8Array(copy.buffer).set(data.subarray(start, start + count * 4));
    return IntList.of(copy);
  };
  const eans = JSON.parse(data.subarray(4 + 3 * count * 4).toString('utf8')) as [number, string][];
  return {
    productIds: list(0),
    priceCents: list(1),
    stocks: list(2),
    lines: new IntList(),
    eans: new Map(eans),
  };
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
      const productId = productIds.at(i);
      const price = priceCents.at(i);
      const stock = stocks.at(i);
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
