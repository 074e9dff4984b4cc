/**
 * Product reads and writes. Every write keeps the FTS5 search row in step, in the caller's
 * transaction (pass `trx`), so search never sees a product the table does not have.
 */
import { type Insertable, type Updateable, sql } from 'kysely';
import type { Db } from '../client.ts';
import type { OffersTable, ProductsTable } from '../schema.ts';
import { foldText, normalizeCode } from './search-text.ts';

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
  await db.deleteFrom('productsFts').where('rowid', '=', id).execute();
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
  await db.deleteFrom('productsFts').where('rowid', '=', id).execute();
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

/**
 * Rewrites the search rows of the given products from the current table contents (a product that
 * no longer exists, or is archived, loses its row). Call after any write that changes a product, its
 * brand's name or its category's names.
 */
export async function syncProductSearch(db: Db, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  for (let i = 0; i < productIds.length; i += 500) {
    const ids = productIds.slice(i, i + 500);
    const rows = await db
      .selectFrom('products as p')
      .leftJoin('brands as b', 'b.id', 'p.brandId')
      .leftJoin('categories as c', 'c.id', 'p.categoryId')
      .select([
        'p.id',
        'p.partNumber',
        'p.manufacturerNumber',
        'p.eanNumber',
        'p.name',
        'p.nameEn',
        'p.namePl',
        'p.description',
        'p.descriptionEn',
        'p.descriptionPl',
        'b.name as brandName',
        'c.name as categoryName',
        'c.nameEn as categoryNameEn',
        'c.namePl as categoryNamePl',
      ])
      .where('p.id', 'in', ids)
      .where('p.deletedAt', 'is', null)
      .execute();
    await db.deleteFrom('productsFts').where('rowid', 'in', ids).execute();
    if (rows.length === 0) continue;
    await db
      .insertInto('productsFts')
      .values(
        rows.map((r) => ({
          rowid: r.id,
          codes: [r.partNumber, r.manufacturerNumber, r.eanNumber]
            .filter((c): c is string => !!c)
            .map(normalizeCode)
            .join(' '),
          body: foldText(
            [
              r.name,
              r.nameEn,
              r.namePl,
              r.brandName,
              r.categoryName,
              r.categoryNameEn,
              r.categoryNamePl,
              r.description,
              r.descriptionEn,
              r.descriptionPl,
            ]
              .filter((t): t is string => !!t)
              .join(' \n '),
          ),
        })),
      )
      .execute();
  }
}

/** Rebuilds the whole search index (after a bulk import or seed). */
export async function rebuildProductSearch(db: Db): Promise<void> {
  await sql`DELETE FROM products_fts`.execute(db);
  const ids = await db.selectFrom('products').select('id').execute();
  await syncProductSearch(
    db,
    ids.map((r) => r.id),
  );
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
        products.slice(i, i + 200).map(({ images, ...rest }) => ({
          ...rest,
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
