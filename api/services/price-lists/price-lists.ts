/**
 * Supplier price lists as use cases: suppliers and their remembered column mapping; an uploaded file
 * registered as an import and checked (the dry run); a checked import applied in one transaction.
 * Files live under DATA_DIR/price-lists until the import is applied or superseded.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  mappingProblem,
  PRICE_LIST_PREVIEW_ROWS,
  supplierInputProblem,
  type PriceListImport,
  type PriceListMapping,
  type PriceListReport,
  type PriceListResult,
  type Supplier,
  type SupplierInput,
} from '#api/contract/admin-price-lists.ts';
import type { Db } from '#db/client.ts';
import { optimizeDatabase } from '#db/repositories/maintenance.ts';
import { getRateTable } from '#db/repositories/exchange-rates.ts';
import {
  claimImportForApply,
  findPriceListImport,
  insertPriceListImport,
  supersedeOpenImports,
  updatePriceListImport,
  type PriceListImportRow,
  type Sqlite,
} from '#db/repositories/price-lists.ts';
import { insertSupplier } from '#db/repositories/products.ts';
import {
  findSupplierById,
  findSupplierByName,
  findSupplierMapping,
  listSuppliers as readSuppliers,
  upsertSupplierMapping,
  type SupplierMappingRow,
} from '#db/repositories/suppliers.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import { type Language, type MessageCode, translate } from '../../http/messages.ts';
import { fromCents } from '../money.ts';
import { previewRows, startsAsUtf8 } from './csv-reader.ts';
import {
  checkPriceList,
  fileDelimiter,
  type FileProblem,
  loadMatchedRows,
  saveMatchedRows,
  type StoredExample,
  type StoredReport,
  writePriceList,
  type WriteResult,
} from './process.ts';

export interface PriceListDeps {
  db: Db;
  /** The same connection as `db`, for the per-row prepared statements. */
  sqlite: Sqlite;
  /** Where uploaded files are kept (DATA_DIR/price-lists). */
  filesDir: string;
}

/** A file with malformed rows cannot be applied: 422 naming the lines. */
export class PriceListMalformedError extends AppError {
  readonly lines: number[];
  constructor(count: number, lines: number[]) {
    const listed = lines.slice(0, 20).join(', ') + (count > 20 ? ', …' : '');
    super(422, 'price_list_malformed', { count, lines: listed });
    this.lines = lines;
  }
}

// ---- Suppliers -------------------------------------------------------------------------------------

type SupplierRow = NonNullable<Awaited<ReturnType<typeof findSupplierById>>>;

const toApiSupplier = (row: SupplierRow): Supplier => ({
  id: row.id,
  name: row.name,
  country: row.country,
  isActive: row.isActive === 1,
  hasMapping: Number(row.hasMapping) === 1,
});

export async function listSuppliers(db: Db): Promise<Supplier[]> {
  return (await readSuppliers(db)).map(toApiSupplier);
}

export async function createSupplier(db: Db, input: SupplierInput): Promise<Supplier> {
  const problem = supplierInputProblem(input);
  if (problem) throw badRequest(problem);
  const name = input.name.trim();
  return db.transaction().execute(async (trx) => {
    if (await findSupplierByName(trx, name)) throw new AppError(409, 'supplier_name_taken', { name });
    const id = await insertSupplier(trx, { name, country: input.country.trim().toUpperCase() });
    return toApiSupplier((await findSupplierById(trx, id)) as SupplierRow);
  });
}

async function requireSupplier(db: Db, id: number): Promise<SupplierRow> {
  const supplier = await findSupplierById(db, id);
  if (!supplier) throw notFound('supplier_not_found');
  return supplier;
}

/** A 404 unless the supplier exists. */
export async function assertSupplierExists(db: Db, id: number): Promise<void> {
  await requireSupplier(db, id);
}

// ---- Mapping ---------------------------------------------------------------------------------------

const trimmed = (ref: string | null | undefined) => (ref?.trim() ? ref.trim() : null);

function toMappingRow(mapping: PriceListMapping): SupplierMappingRow {
  return {
    delimiter: mapping.delimiter,
    headerRow: mapping.headerRow,
    partNumberColumn: mapping.partNumber.trim(),
    brandColumn: mapping.brand.trim(),
    priceColumn: mapping.price.trim(),
    currencyColumn: trimmed(mapping.currencyColumn),
    currency: mapping.currency,
    stockColumn: mapping.stock.trim(),
    eanColumn: trimmed(mapping.ean),
    nameColumn: trimmed(mapping.name),
    decimalSeparator: mapping.decimalSeparator,
  };
}

function fromMappingRow(row: SupplierMappingRow): PriceListMapping {
  return {
    delimiter: row.delimiter as PriceListMapping['delimiter'],
    headerRow: row.headerRow,
    partNumber: row.partNumberColumn,
    brand: row.brandColumn,
    price: row.priceColumn,
    currencyColumn: row.currencyColumn,
    currency: row.currency,
    stock: row.stockColumn,
    ean: row.eanColumn,
    name: row.nameColumn,
    decimalSeparator: row.decimalSeparator as PriceListMapping['decimalSeparator'],
  };
}

/** The mapping with its references trimmed, or a 400 naming the rule it breaks. */
export function checkedMapping(mapping: PriceListMapping): PriceListMapping {
  const required = [mapping.partNumber, mapping.brand, mapping.price, mapping.stock];
  if (required.some((ref) => ref.trim() === '')) throw badRequest('mapping_column_required');
  const problem = mappingProblem(mapping);
  if (problem) throw badRequest(problem);
  return fromMappingRow(toMappingRow(mapping));
}

export async function readSupplierMapping(db: Db, supplierId: number): Promise<PriceListMapping | null> {
  const row = await findSupplierMapping(db, supplierId);
  return row ? fromMappingRow(row) : null;
}

export async function getSupplierMapping(db: Db, supplierId: number) {
  await requireSupplier(db, supplierId);
  return { mapping: await readSupplierMapping(db, supplierId) };
}

export async function saveSupplierMapping(db: Db, supplierId: number, mapping: PriceListMapping) {
  const checked = checkedMapping(mapping);
  await db.transaction().execute(async (trx) => {
    await requireSupplier(trx, supplierId);
    await upsertSupplierMapping(trx, supplierId, toMappingRow(checked));
  });
  return { mapping: checked };
}

// ---- Imports ---------------------------------------------------------------------------------------

/** What the import's `summary` column holds: the dry-run report, or why the file could not be checked. */
interface StoredSummary {
  report?: StoredReport;
  /** The file (in filesDir) keeping the rows this report matched, for the apply. */
  matches?: string;
  problem?: FileProblem;
}

const parseJson = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

/** Each check of an import keeps its matched rows in a file of its own, named in its summary. */
const matchesPrefix = (id: number) => `import-${id}-`;

/** Removes the import's kept rows, except those of the check named `keep`. */
function removeMatches(deps: PriceListDeps, id: number, keep?: string) {
  let names: string[];
  try {
    names = fs.readdirSync(deps.filesDir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name.startsWith(matchesPrefix(id)) && name !== keep)
      fs.rmSync(path.join(deps.filesDir, name), { force: true });
  }
}

/**
 * Removes an import's files of ours: the uploaded file (when under filesDir; a file named on the
 * command line is the caller's) and its kept rows.
 */
function removeImportFiles(deps: PriceListDeps, id: number, filePath: string | null) {
  removeMatches(deps, id);
  if (!filePath) return;
  const relative = path.relative(path.resolve(deps.filesDir), path.resolve(filePath));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return;
  fs.rmSync(filePath, { force: true });
}

async function requireImport(db: Db, id: number): Promise<PriceListImportRow> {
  const row = await findPriceListImport(db, id);
  if (!row) throw notFound('price_list_not_found');
  return row;
}

function assertOpen(row: PriceListImportRow) {
  if (row.status === 'applied') throw new AppError(409, 'price_list_already_applied');
  if (row.status === 'superseded') throw new AppError(409, 'price_list_superseded');
}

/** The import's file, which must still be there to be read. */
function storedFile(row: PriceListImportRow): string {
  if (!row.filePath || !fs.existsSync(row.filePath)) throw new AppError(409, 'price_list_file_gone');
  return row.filePath;
}

/**
 * Registers a stored file as an import of the supplier and checks it with the remembered mapping.
 * The supplier's earlier imports that were never applied are superseded (their files removed), so an
 * older list can never be applied over a newer one. A file that is not UTF-8 text is a 400.
 */
export async function registerPriceList(
  deps: PriceListDeps,
  file: { supplierId: number; filePath: string; fileName: string; fileBytes: number; userId: number | null },
): Promise<number> {
  const { supplierId, filePath, fileName, fileBytes, userId } = file;
  await requireSupplier(deps.db, supplierId);
  // A Windows-1250 or Latin-1 export would otherwise read as unknown parts and brands.
  if (!(await startsAsUtf8(filePath))) throw badRequest('price_list_not_utf8');
  const { id, superseded } = await deps.db.transaction().execute(async (trx) => {
    await requireSupplier(trx, supplierId);
    const id = await insertPriceListImport(trx, {
      supplierId,
      filePath,
      fileName,
      fileBytes,
      createdBy: userId,
    });
    return { id, superseded: await supersedeOpenImports(trx, supplierId, id) };
  });
  for (const old of superseded) removeImportFiles(deps, old.id, old.filePath);
  await checkImport(deps, id);
  return id;
}

/** Checks the import's file again with the supplier's current mapping (the dry run; writes no offer). */
export async function checkImport(deps: PriceListDeps, id: number, now: Date = new Date()): Promise<void> {
  const row = await requireImport(deps.db, id);
  assertOpen(row);
  const filePath = storedFile(row);
  const mapping = await readSupplierMapping(deps.db, row.supplierId);
  if (!mapping) {
    await updatePriceListImport(deps.db, id, { status: 'needs_mapping', mapping: null, summary: null });
    removeMatches(deps, id);
    return;
  }
  const outcome = await checkPriceList({
    db: deps.db,
    sqlite: deps.sqlite,
    filePath,
    supplierId: row.supplierId,
    mapping,
    rates: await getRateTable(deps.db),
    now,
  });
  let summary: StoredSummary = { problem: outcome.kind === 'problem' ? outcome.problem : undefined };
  if (outcome.kind === 'report') {
    summary = { report: outcome.report };
    if (outcome.report.counts.malformed === 0) {
      // Written before the summary names it, so a summary never names rows that are not there yet.
      summary.matches = `${matchesPrefix(id)}${randomUUID()}.matches`;
      await saveMatchedRows(path.join(deps.filesDir, summary.matches), outcome.rows);
    }
  }
  await updatePriceListImport(deps.db, id, {
    status:
      outcome.kind === 'problem'
        ? 'needs_mapping'
        : outcome.report.counts.malformed > 0
          ? 'malformed'
          : 'ready',
    mapping: JSON.stringify(mapping),
    summary: JSON.stringify(summary),
  });
  removeMatches(deps, id, summary.matches);
}

function malformedError(report: StoredReport): PriceListMalformedError {
  return new PriceListMalformedError(
    report.counts.malformed,
    report.malformed.map((m) => m.line),
  );
}

/**
 * Applies a checked import in one transaction with one timestamp: the rows its dry run matched (kept
 * beside it, so the apply writes what the report showed) are written against the offers as they are
 * now. Without kept rows the file is read and checked again first. Answers what was written; a file
 * with malformed rows is a 422 and changes nothing.
 */
export async function applyImport(
  deps: PriceListDeps,
  id: number,
  userId: number | null,
  now: Date = new Date(),
): Promise<WriteResult> {
  const row = await requireImport(deps.db, id);
  assertOpen(row);
  const summary = parseJson<StoredSummary>(row.summary);
  const mapping = parseJson<PriceListMapping>(row.mapping);
  if (row.status === 'needs_mapping' || !mapping) throw new AppError(409, 'price_list_needs_mapping');
  if (row.status === 'malformed' && summary?.report) throw malformedError(summary.report);

  let rows =
    summary?.report && summary.matches
      ? await loadMatchedRows(path.join(deps.filesDir, summary.matches))
      : null;
  let checkedSummary = row.summary;
  if (!rows) {
    const outcome = await checkPriceList({
      db: deps.db,
      sqlite: deps.sqlite,
      filePath: storedFile(row),
      supplierId: row.supplierId,
      mapping,
      rates: await getRateTable(deps.db),
      now,
    });
    if (outcome.kind === 'problem') {
      await updatePriceListImport(deps.db, id, {
        status: 'needs_mapping',
        summary: JSON.stringify({ problem: outcome.problem }),
      });
      throw new AppError(409, 'price_list_needs_mapping');
    }
    checkedSummary = JSON.stringify({ report: outcome.report });
    if (outcome.report.counts.malformed > 0) {
      await updatePriceListImport(deps.db, id, { status: 'malformed', summary: checkedSummary });
      throw malformedError(outcome.report);
    }
    await updatePriceListImport(deps.db, id, { summary: checkedSummary });
    rows = outcome.rows;
  }
  const matched = rows;
  const changedAt = now.toISOString();
  const result = await deps.db.transaction().execute(async (trx) => {
    if (!(await claimImportForApply(trx, id, checkedSummary, userId, changedAt))) {
      // Applied, superseded or checked again by another request since it was read.
      assertOpen(await requireImport(trx, id));
      throw new AppError(409, 'price_list_changed');
    }
    const written = await writePriceList(trx, deps.sqlite, {
      supplierId: row.supplierId,
      importId: id,
      rows: matched,
      changedAt,
    });
    await updatePriceListImport(trx, id, { result: JSON.stringify(written), filePath: null });
    return written;
  });
  removeImportFiles(deps, id, row.filePath);
  // A bulk change of offers: statistics follow where it changed a table a lot.
  await optimizeDatabase(deps.db);
  return result;
}

// ---- Answers ---------------------------------------------------------------------------------------

const ROW_MESSAGES: Record<string, MessageCode> = {
  missing_columns: 'price_row_missing_columns',
  part_number_missing: 'price_row_part_number_missing',
  brand_missing: 'price_row_brand_missing',
  price_missing: 'price_row_price_missing',
  price_invalid: 'price_row_price_invalid',
  price_currency_sign: 'price_row_price_currency_sign',
  price_ambiguous: 'price_row_price_ambiguous',
  price_precision: 'price_row_price_precision',
  price_not_positive: 'price_row_price_not_positive',
  price_too_large: 'price_row_price_too_large',
  currency_missing: 'price_row_currency_missing',
  currency_unknown: 'price_row_currency_unknown',
  stock_invalid: 'price_row_stock_invalid',
  stock_too_large: 'price_row_stock_too_large',
  conflicting_duplicate: 'price_row_conflicting_duplicate',
  unclosed_quote: 'price_row_unclosed_quote',
};

const money = (cents: number | null) => (cents === null ? null : fromCents(cents));

function toApiExample({ oldPriceCents, newPriceCents, ...rest }: StoredExample) {
  return { ...rest, oldPrice: money(oldPriceCents), newPrice: money(newPriceCents) };
}

function toApiReport(report: StoredReport, language: Language): PriceListReport {
  const examples = Object.fromEntries(
    Object.entries(report.examples).map(([outcome, list]) => [outcome, list.map(toApiExample)]),
  ) as PriceListReport['examples'];
  return {
    dataRows: report.dataRows,
    counts: report.counts,
    examples,
    malformed: report.malformed.map(({ line, reason, value, firstLine }) => ({
      line,
      reason,
      value,
      message: translate(language, ROW_MESSAGES[reason] ?? 'price_row_price_invalid', {
        value: value ?? '',
        firstLine: firstLine ?? '',
      }),
    })),
    eanFills: report.eanFills,
    rates: report.rates,
    checkedAt: report.checkedAt,
  };
}

const cellText = (cell: string) => (cell.length > 100 ? `${cell.slice(0, 99)}…` : cell);

/** The import as the API answers it, messages in `language`. */
export async function readImport(
  deps: PriceListDeps,
  id: number,
  language: Language,
): Promise<PriceListImport> {
  const row = await requireImport(deps.db, id);
  const mapping = parseJson<PriceListMapping>(row.mapping);
  const summary = parseJson<StoredSummary>(row.summary);
  const result = parseJson<WriteResult>(row.result);
  const layout = mapping ??
    (await readSupplierMapping(deps.db, row.supplierId)) ?? { delimiter: null, headerRow: 1 };
  let delimiter = layout.delimiter ?? ',';
  let preview: PriceListImport['preview'] = [];
  let columns: string[] = [];
  if (row.filePath && fs.existsSync(row.filePath)) {
    delimiter = await fileDelimiter(row.filePath, layout);
    preview = (await previewRows(row.filePath, delimiter, 1, PRICE_LIST_PREVIEW_ROWS)).map((r) => ({
      line: r.line,
      cells: r.cells.slice(0, 100).map(cellText),
    }));
    if (layout.headerRow === 0) {
      const width = Math.max(0, ...preview.map((r) => r.cells.length));
      columns = Array.from({ length: width }, (_, i) => String(i + 1));
    } else {
      const [header] = await previewRows(row.filePath, delimiter, layout.headerRow, 1);
      columns =
        header?.line === layout.headerRow ? header.cells.slice(0, 100).map((c) => cellText(c.trim())) : [];
    }
  }
  const problem = summary?.problem;
  const applied: PriceListResult | null =
    result && row.appliedAt ? { ...result, appliedAt: row.appliedAt } : null;
  return {
    id: row.id,
    supplier: { id: row.supplierId, name: row.supplierName },
    fileName: row.fileName,
    fileBytes: row.fileBytes,
    status: row.status,
    createdAt: row.createdAt,
    appliedAt: row.appliedAt,
    delimiter,
    preview,
    columns,
    mapping,
    problem: problem
      ? { error: problem.code, message: translate(language, problem.code, problem.params) }
      : null,
    report: summary?.report ? toApiReport(summary.report, language) : null,
    result: applied,
  };
}
