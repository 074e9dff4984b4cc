/**
 * Price-list imports, the price history, and the per-row statements of checking and applying a list.
 * Those run once per row of files with a million rows, so they are prepared better-sqlite3 statements
 * on the handle's connection rather than Kysely queries compiled per call; the caller runs them only
 * while it holds that connection (inside `db.connection()` or `db.transaction()`), so no other
 * request's statements interleave with them.
 */
import type { Selectable, Updateable } from 'kysely';
import type { Db, DbHandle } from '../client.ts';
import type { PriceListImportsTable, PriceListImportStatus } from '../schema.ts';

export type Sqlite = DbHandle['sqlite'];

export interface NewPriceListImport {
  supplierId: number;
  filePath: string;
  fileName: string;
  fileBytes: number;
  createdBy: number | null;
}

export async function insertPriceListImport(db: Db, row: NewPriceListImport): Promise<number> {
  const inserted = await db
    .insertInto('priceListImports')
    .values({ ...row, status: 'needs_mapping' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export type PriceListImportRow = Selectable<PriceListImportsTable> & { supplierName: string };

export function findPriceListImport(db: Db, id: number): Promise<PriceListImportRow | undefined> {
  return db
    .selectFrom('priceListImports as i')
    .innerJoin('suppliers as s', 's.id', 'i.supplierId')
    .selectAll('i')
    .select('s.name as supplierName')
    .where('i.id', '=', id)
    .executeTakeFirst();
}

export async function updatePriceListImport(
  db: Db,
  id: number,
  changes: Updateable<PriceListImportsTable>,
): Promise<void> {
  await db.updateTable('priceListImports').set(changes).where('id', '=', id).execute();
}

const OPEN_STATUSES: PriceListImportStatus[] = ['needs_mapping', 'ready', 'malformed'];

/**
 * Marks the supplier's imports that were never applied (other than `exceptId`) superseded and forgets
 * their files; answers those imports with the paths of the files they had.
 */
export async function supersedeOpenImports(
  db: Db,
  supplierId: number,
  exceptId: number,
): Promise<{ id: number; filePath: string | null }[]> {
  const open = db
    .selectFrom('priceListImports')
    .select(['id', 'filePath'])
    .where('supplierId', '=', supplierId)
    .where('status', 'in', OPEN_STATUSES)
    .where('id', '!=', exceptId);
  const rows = await open.execute();
  if (rows.length === 0) return rows;
  await db
    .updateTable('priceListImports')
    .set({ status: 'superseded', filePath: null })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows;
}

/**
 * Moves a `ready` import whose report is still `summary` to `applied`; false when it is no longer
 * ready or was checked again meanwhile.
 */
export async function claimImportForApply(
  db: Db,
  id: number,
  summary: string | null,
  appliedBy: number | null,
  appliedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('priceListImports')
    .set({ status: 'applied', appliedBy, appliedAt })
    .where('id', '=', id)
    .where('status', '=', 'ready')
    .where('summary', summary === null ? 'is' : '=', summary)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Brand ids by lower-cased name (brand names are unique without regard to case). */
export async function brandIdsByName(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('brands').select(['id', 'name']).orderBy('id').execute();
  const byName = new Map<string, number>();
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    if (!byName.has(key)) byName.set(key, row.id);
  }
  return byName;
}

/** A row's product and the supplier's current offer for it (offer fields null when there is none). */
export interface ProductOffer {
  productId: number;
  eanNumber: string | null;
  offerId: number | null;
  priceCents: number | null;
  stock: number | null;
}

export interface PriceListStatements {
  /** The live product with this normalised part number under this brand (the oldest if several). */
  matchProduct(partNumberNorm: string, brandId: number, supplierId: number): ProductOffer | undefined;
  /** The product (if still live) and the supplier's offer for it, as they are now. */
  productOffer(productId: number, supplierId: number): ProductOffer | undefined;
  /** Whether another live product already carries this EAN. */
  eanTaken(ean: string, productId: number): boolean;
  insertOffer(productId: number, supplierId: number, priceCents: number, stock: number): void;
  updateOffer(offerId: number, priceCents: number, stock: number): void;
  insertPriceChange(
    productId: number,
    supplierId: number,
    oldPriceCents: number | null,
    newPriceCents: number,
    changedAt: string,
    importId: number | null,
  ): void;
  /** Sets the EAN of a product that has none; false when it has one by now. */
  fillEan(productId: number, ean: string, updatedAt: string): boolean;
}

// `= +?` rather than `= ?`: the planner then cannot look the bound value up in the ANALYZE statistics,
// which makes SQLite prepare the statement again at every call (ten times slower per row). Without
// that look-up it would plan from averages alone, so the index is named.
const MATCH_PRODUCT = `
  SELECT p.id AS productId, p.ean_number AS eanNumber,
         o.id AS offerId, o.price_cents AS priceCents, o.stock AS stock
  FROM products p INDEXED BY products_part_number_norm
  LEFT JOIN offers o ON o.product_id = p.id AND o.supplier_id = +?
  WHERE p.part_number_norm = +? AND p.brand_id = +? AND p.deleted_at IS NULL
  ORDER BY p.id
  LIMIT 1`;

const PRODUCT_OFFER = `
  SELECT p.id AS productId, p.ean_number AS eanNumber,
         o.id AS offerId, o.price_cents AS priceCents, o.stock AS stock
  FROM products p
  LEFT JOIN offers o ON o.product_id = p.id AND o.supplier_id = +?
  WHERE p.id = ? AND p.deleted_at IS NULL`;

/** The statements on this connection; prepared once per handle. */
const prepared = new WeakMap<Sqlite, PriceListStatements>();

export function priceListStatements(sqlite: Sqlite): PriceListStatements {
  const cached = prepared.get(sqlite);
  if (cached) return cached;
  const match = sqlite.prepare<[number, string, number], ProductOffer>(MATCH_PRODUCT);
  const current = sqlite.prepare<[number, number], ProductOffer>(PRODUCT_OFFER);
  const eanTaken = sqlite
    .prepare<[string, number], number>(
      'SELECT 1 FROM products INDEXED BY products_ean WHERE ean_number = +? AND id <> ? AND deleted_at IS NULL LIMIT 1',
    )
    .pluck();
  const insertOffer = sqlite.prepare<[number, number, number, number]>(
    'INSERT INTO offers (product_id, supplier_id, price_cents, stock) VALUES (?, ?, ?, ?)',
  );
  const updateOffer = sqlite.prepare<[number, number, number]>(
    'UPDATE offers SET price_cents = ?, stock = ? WHERE id = ?',
  );
  const insertChange = sqlite.prepare<[number, number, number | null, number, string, number | null]>(
    `INSERT INTO price_history (product_id, supplier_id, old_price_cents, new_price_cents, changed_at, import_id)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const fillEan = sqlite.prepare<[string, string, number]>(
    `UPDATE products SET ean_number = ?, updated_at = ?
     WHERE id = ? AND (ean_number IS NULL OR ean_number = '')`,
  );
  const statements: PriceListStatements = {
    matchProduct: (partNumberNorm, brandId, supplierId) => match.get(supplierId, partNumberNorm, brandId),
    productOffer: (productId, supplierId) => current.get(supplierId, productId),
    eanTaken: (ean, productId) => eanTaken.get(ean, productId) !== undefined,
    insertOffer: (productId, supplierId, priceCents, stock) => {
      insertOffer.run(productId, supplierId, priceCents, stock);
    },
    updateOffer: (offerId, priceCents, stock) => {
      updateOffer.run(priceCents, stock, offerId);
    },
    insertPriceChange: (productId, supplierId, oldPriceCents, newPriceCents, changedAt, importId) => {
      insertChange.run(productId, supplierId, oldPriceCents, newPriceCents, changedAt, importId);
    },
    fillEan: (productId, ean, updatedAt) => fillEan.run(ean, updatedAt, productId).changes > 0,
  };
  prepared.set(sqlite, statements);
  return statements;
}

/** The query plans of the per-row lookups (the plan test checks they start from an index). */
export function explainPriceListLookups(sqlite: Sqlite): { match: string[]; offer: string[] } {
  const plan = (source: string, params: unknown[]) =>
    sqlite
      .prepare(`EXPLAIN QUERY PLAN ${source}`)
      .all(...params)
      .map((row) => (row as { detail: string }).detail);
  return { match: plan(MATCH_PRODUCT, [1, 'X', 1]), offer: plan(PRODUCT_OFFER, [1, 1]) };
}

/** A product's price history, oldest first. */
export function listPriceHistory(db: Db, productId: number) {
  return db
    .selectFrom('priceHistory')
    .select(['id', 'productId', 'supplierId', 'oldPriceCents', 'newPriceCents', 'changedAt', 'importId'])
    .where('productId', '=', productId)
    .orderBy('changedAt')
    .orderBy('id')
    .execute();
}
