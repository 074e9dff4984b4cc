/**
 * Product reads and writes. Every write keeps the FTS5 search row in step, in the caller's
 * transaction (pass `trx`), so search never sees a product the table does not have.
 */
import { type Insertable, type Updateable, sql } from 'kysely';
import type { Db } from '../client.ts';
import type { OffersTable, ProductsTable } from '../schema.ts';
import { INACTIVE_MARK, normalizeCode } from './search-text.ts';
import { nextId } from './ids.ts';

export type NewProduct = Omit<
  Insertable<ProductsTable>,
  'partNumberNorm' | 'manufacturerNumberNorm' | 'images'
> & {
  images?: string[];
};
export type ProductChanges = Omit<
  Updateable<ProductsTable>,
  'partNumberNorm' | 'manufacturerNumberNorm' | 'images'
> & {
  images?: string[];
};

function normalisedColumns(p: { partNumber?: string; manufacturerNumber?: string | null }) {
  const out: { partNumberNorm?: string; manufacturerNumberNorm?: string | null } = {};
  if (p.partNumber !== undefined) out.partNumberNorm = normalizeCode(p.partNumber);
  if (p.manufacturerNumber !== undefined) {
    out.manufacturerNumberNorm = p.manufacturerNumber ? normalizeCode(p.manufacturerNumber) : null;
  }
  return out;
}

export async function insertProduct(db: Db, product: NewProduct): Promise<number> {
  const [id] = await insertProducts(db, [product]);
  if (id === undefined) throw new Error('insert returned no id');
  return id;
}

export async function updateProduct(db: Db, id: number, changes: ProductChanges): Promise<boolean> {
  const { images, ...rest } = changes;
  const result = await db
    .updateTable('products')
    .set({
      ...rest,
      ...normalisedColumns(rest),
      ...(images ? { images: JSON.stringify(images) } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  await syncProductSearch(db, [id]);
  return result.numUpdatedRows > 0n;
}

export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  await deleteSearchRows(db, [id]);
  return result.numDeletedRows > 0n;
}

/** A live (not archived) product with this part number (compared normalised) and brand. */
export function findProductByPartNumber(db: Db, partNumber: string, brandId: number | null) {
  let query = db
    .selectFrom('products')
    .select(['id', 'name', 'partNumber'])
    .where('partNumberNorm', '=', normalizeCode(partNumber))
    .where('deletedAt', 'is', null);
  query = brandId === null ? query.where('brandId', 'is', null) : query.where('brandId', '=', brandId);
  return query.orderBy('id').executeTakeFirst();
}

/** Where an imported product came from (null values for products made by hand). */
export function findProductSource(db: Db, id: number) {
  return db
    .selectFrom('products')
    .select(['id', 'sourceUrl', 'sourceCategoryPath'])
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Whether any order line points at the product (it can then only be archived, never removed). */
export async function isProductOrdered(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('orderItems')
    .select('id')
    .where('productId', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Archives a product orders reference: kept for those orders, inactive and stamped, out of the
 * search index and out of every cart and wishlist. False when there is no such unarchived product.
 */
export async function archiveProduct(db: Db, id: number, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ deletedAt: now.toISOString(), isActive: 0, updatedAt: now.toISOString() })
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  await deleteSearchRows(db, [id]);
  await db.deleteFrom('cartLines').where('productId', '=', id).execute();
  await db.deleteFrom('wishlistItems').where('productId', '=', id).execute();
  return result.numUpdatedRows > 0n;
}

/** Deactivates the active products of these categories; returns how many. */
export async function deactivateProductsInCategories(db: Db, categoryIds: number[]): Promise<number> {
  if (categoryIds.length === 0) return 0;
  const result = await db
    .updateTable('products')
    .set({ isActive: 0, updatedAt: new Date().toISOString() })
    .where('categoryId', 'in', categoryIds)
    .where('isActive', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The ids of a category's products, active or not (archived ones never). */
export async function listProductIdsInCategory(db: Db, categoryId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('categoryId', '=', categoryId)
    .where('deletedAt', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/** Moves a category's unarchived products to another category (search rows follow); returns their ids. */
export async function moveProductsToCategory(db: Db, fromId: number, toId: number): Promise<number[]> {
  const ids = await listProductIdsInCategory(db, fromId);
  if (ids.length === 0) return ids;
  await db
    .updateTable('products')
    .set({ categoryId: toId, updatedAt: new Date().toISOString() })
    .where('id', 'in', ids)
    .execute();
  await syncProductSearch(db, ids);
  return ids;
}

/** The index row of each product the `where` clause selects (see `fold_text` in db/client.ts). */
const SEARCH_ROWS = `
  SELECT p.id,
    concat_ws(' ', p.part_number_norm, p.manufacturer_number_norm, normalize_code(p.ean_number),
      CASE WHEN p.is_active = 0 THEN '${INACTIVE_MARK}' END),
    fold_text(concat_ws(' \n ', p.name, p.name_en, p.name_pl, b.name)),
    fold_text(concat_ws(' \n ', c.name, c.name_en, c.name_pl, p.description, p.description_en, p.description_pl))
  FROM products p
  LEFT JOIN brands b ON b.id = p.brand_id
  LEFT JOIN categories c ON c.id = p.category_id
  WHERE p.deleted_at IS NULL`;

/** The part-number suffix row of each product the `where` clause selects. */
const CODE_ROWS = `
  SELECT p.id, code_suffixes(p.part_number_norm, p.manufacturer_number_norm, normalize_code(p.ean_number))
  FROM products p
  WHERE p.deleted_at IS NULL`;

/** The names-index row of each product: its full index row without the descriptions (mark kept). */
const NAME_ROWS = `SELECT rowid, codes, names FROM products_fts WHERE 1`;

/** Drops the search rows of these products (every index). */
async function deleteSearchRows(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('productsFts').where('rowid', 'in', ids).execute();
  await db.deleteFrom('productNames').where('rowid', 'in', ids).execute();
  await db.deleteFrom('productCodes').where('rowid', 'in', ids).execute();
}

/**
 * Rewrites the search rows of the given products from the current table contents (a product that
 * no longer exists, or is archived, loses its row). Call after any write that changes a product, its
 * brand's name or its category's names.
 */
export async function syncProductSearch(db: Db, productIds: number[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += 500) {
    const ids = productIds.slice(i, i + 500);
    await deleteSearchRows(db, ids);
    const list = sql.join(ids.map((id) => sql`${id}`));
    await sql`INSERT INTO products_fts (rowid, codes, names, body) ${sql.raw(SEARCH_ROWS)} AND p.id IN (${list})`.execute(
      db,
    );
    await sql`INSERT INTO product_names (rowid, codes, names) ${sql.raw(NAME_ROWS)} AND rowid IN (${list})`.execute(
      db,
    );
    await sql`INSERT INTO product_codes (rowid, suffixes) ${sql.raw(CODE_ROWS)} AND p.id IN (${list})`.execute(
      db,
    );
  }
}

/**
 * Rebuilds the whole search index (after a bulk import or seed, or when its layout changed). Run it
 * in a transaction. For bulk speed the index is written in 64 MB runs with no merging on the way and
 * merged into one segment at the end (a million products: about a minute instead of four).
 */
export async function rebuildProductSearch(db: Db): Promise<void> {
  await sql`DELETE FROM products_fts`.execute(db);
  await sql`INSERT INTO product_names (product_names) VALUES ('delete-all')`.execute(db);
  await sql`INSERT INTO product_codes (product_codes) VALUES ('delete-all')`.execute(db);
  // The names index is copied from the full one, so it is written second.
  const indexes = [
    { table: 'products_fts', columns: 'codes, names, body', rows: SEARCH_ROWS, order: 'p.id' },
    { table: 'product_names', columns: 'codes, names', rows: NAME_ROWS, order: 'rowid' },
    { table: 'product_codes', columns: 'suffixes', rows: CODE_ROWS, order: 'p.id' },
  ];
  for (const { table, columns, rows, order } of indexes) {
    const name = sql.table(table);
    await sql`INSERT INTO ${name} (${name}, rank) VALUES ('hashsize', 67108864)`.execute(db);
    await sql`INSERT INTO ${name} (${name}, rank) VALUES ('automerge', 0)`.execute(db);
    await sql`INSERT INTO ${name} (rowid, ${sql.raw(columns)}) ${sql.raw(rows)} ORDER BY ${sql.raw(order)}`.execute(
      db,
    );
    await sql`INSERT INTO ${name} (${name}) VALUES ('optimize')`.execute(db);
    // Everyday writes merge small segments as they go again (FTS5's default).
    await sql`INSERT INTO ${name} (${name}, rank) VALUES ('automerge', 4)`.execute(db);
  }
  await db.updateTable('catalogueMeta').set({ value: 0 }).where('key', '=', 'search_index_stale').execute();
}

/** Whether the search index must be rebuilt (its layout changed since it was written). */
export async function isSearchIndexStale(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('catalogueMeta')
    .select('value')
    .where('key', '=', 'search_index_stale')
    .executeTakeFirst();
  return row?.value === 1;
}

export async function insertSupplier(db: Db, supplier: { name: string; country: string }): Promise<number> {
  const row = await db.insertInto('suppliers').values(supplier).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOffers(db: Db, offers: Insertable<OffersTable>[]): Promise<void> {
  if (offers.length > 0) await db.insertInto('offers').values(offers).execute();
}

export async function insertFitments(
  db: Db,
  fitments: { productId: number; vehicleId: number }[],
): Promise<void> {
  for (let i = 0; i < fitments.length; i += 400) {
    await db
      .insertInto('productFitments')
      .values(fitments.slice(i, i + 400))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/**
 * Many products in one statement per 200 rows, search rows rebuilt once at the end (bulk imports
 * and the benchmark catalogue). Run it inside a transaction.
 */
export async function insertProducts(db: Db, products: NewProduct[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < products.length; i += 200) {
    const rows = await db
      .insertInto('products')
      .values(
        products.slice(i, i + 200).map(({ images, ...rest }, offset) => ({
          ...rest,
          id: rest.id ?? nextId('products', offset),
          partNumberNorm: normalizeCode(rest.partNumber),
          manufacturerNumberNorm: rest.manufacturerNumber ? normalizeCode(rest.manufacturerNumber) : null,
          images: JSON.stringify(images ?? []),
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  await syncProductSearch(db, ids);
  return ids;
}
