/**
 * Product list, count and detail reads. Search runs on the FTS5 trigram index: part numbers are
 * matched on their normalised form, words on folded text, and an exact part-number hit sorts first.
 */
import { type ExpressionBuilder, expressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../client.ts';
import type { Database } from '../schema.ts';
import { foldText, normalizeCode } from './search-text.ts';

export interface ProductFilter {
  search?: string;
  /** Only these products. */
  ids?: number[];
  brandId?: number;
  /** The category and its descendants (resolved by the caller). */
  categoryIds?: number[];
  vehicleId?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
  /** Active and inactive products (back office); archived ones never. */
  includeInactive?: boolean;
  /** Only inactive (not archived) products. */
  onlyInactive?: boolean;
}

export interface ProductPage {
  limit: number;
  offset: number;
  sortBy: 'name' | 'price' | 'createdAt' | 'relevance';
  sortOrder: 'asc' | 'desc';
}

interface SearchPlan {
  code: string;
  /** FTS5 MATCH expression over the whole row (codes and body), or null for LIKE-only searches. */
  match: string | null;
  likes: string[];
  codeMatch: string | null;
}

/** Turns free text into an FTS plan; null when it holds nothing searchable. */
export function planSearch(text: string): SearchPlan | null {
  const code = normalizeCode(text);
  const tokens = foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
  if (tokens.length === 0) return null;
  const long = tokens.filter((t) => [...t].length >= 3);
  const short = tokens.filter((t) => [...t].length < 3);
  return {
    code,
    // Tokens hold only letters and digits, so quoting them is enough to make them literal.
    match: long.length > 0 ? long.map((t) => `"${t}"`).join(' AND ') : null,
    likes: short.map((t) => `%${t}%`),
    codeMatch: code.length >= 3 ? `codes : "${code}"` : null,
  };
}

type ProductQuery = SelectQueryBuilder<Database, 'products', object>;

function textHits(db: Db, plan: SearchPlan) {
  let q = db.selectFrom('productsFts').select('rowid');
  if (plan.match) q = q.where(sql<boolean>`products_fts MATCH ${plan.match}`);
  for (const like of plan.likes) q = q.where(sql<boolean>`(codes || ' ' || body) LIKE ${like}`);
  return q;
}

function codeHits(db: Db, codeMatch: string) {
  return db
    .selectFrom('productsFts')
    .select('rowid')
    .where(sql<boolean>`products_fts MATCH ${codeMatch}`);
}

function applyFilter(
  db: Db,
  query: ProductQuery,
  filter: ProductFilter,
  plan: SearchPlan | null,
): ProductQuery {
  let q = query;
  // Archived products are always inactive (a CHECK in the schema), so the storefront's active filter
  // already hides them; back-office reads exclude them explicitly.
  if (filter.onlyInactive) q = q.where('products.isActive', '=', 0).where('products.deletedAt', 'is', null);
  else if (filter.includeInactive) q = q.where('products.deletedAt', 'is', null);
  else q = q.where('products.isActive', '=', 1);
  if (filter.brandId !== undefined) q = q.where('products.brandId', '=', filter.brandId);
  if (filter.ids) q = q.where('products.id', 'in', filter.ids.length ? filter.ids : [-1]);
  if (filter.categoryIds)
    q = q.where('products.categoryId', 'in', filter.categoryIds.length ? filter.categoryIds : [-1]);
  if (filter.vehicleId !== undefined) {
    const vehicleId = filter.vehicleId;
    q = q.where('products.id', 'in', (eb) =>
      eb.selectFrom('productFitments').select('productId').where('vehicleId', '=', vehicleId),
    );
  }
  if (filter.minPriceCents !== undefined) q = q.where('products.basePriceCents', '>=', filter.minPriceCents);
  if (filter.maxPriceCents !== undefined) q = q.where('products.basePriceCents', '<=', filter.maxPriceCents);
  // Text with nothing searchable in it (only punctuation or emoji) matches nothing, not everything.
  if (filter.search !== undefined && !plan) q = q.where(sql<boolean>`0`);
  if (plan) {
    // One IN over a UNION lets SQLite drive the query from the (few) index hits; an OR of two INs
    // made it scan every product and probe both lists.
    const hits = plan.codeMatch ? textHits(db, plan).union(codeHits(db, plan.codeMatch)) : textHits(db, plan);
    q = q.where('products.id', 'in', hits);
  }
  return q;
}

/** 0: exact part/manufacturer number or EAN; 1: part number starts with it; 2: anything else. */
function exactRank(eb: ExpressionBuilder<Database, 'products'>, code: string) {
  return eb
    .case()
    .when(
      eb.or([
        eb('products.partNumberNorm', '=', code),
        eb('products.manufacturerNumberNorm', '=', code),
        eb('products.eanNumber', '=', code),
      ]),
    )
    .then(0)
    .when('products.partNumberNorm', 'like', `${code}%`)
    .then(1)
    .else(2)
    .end();
}

const productColumns = [
  'products.id',
  'products.name',
  'products.nameEn',
  'products.namePl',
  'products.description',
  'products.descriptionEn',
  'products.descriptionPl',
  'products.partNumber',
  'products.manufacturerNumber',
  'products.eanNumber',
  'products.brandId',
  'products.categoryId',
  'products.basePriceCents',
  'products.weightGrams',
  'products.dimensions',
  'products.images',
  'products.specifications',
  'products.applicability',
  'products.manufacturerInfo',
  'products.stock',
  'products.isActive',
  'products.createdAt',
  'products.updatedAt',
  'b.name as brandName',
  'b.logo as brandLogo',
  'c.slug as categorySlug',
  'c.name as categoryName',
  'c.nameEn as categoryNameEn',
  'c.namePl as categoryNamePl',
] as const;

function productSelect(base: ProductQuery) {
  return base
    .leftJoin('brands as b', 'b.id', 'products.brandId')
    .leftJoin('categories as c', 'c.id', 'products.categoryId')
    .select(productColumns)
    .select((eb) =>
      eb
        .selectFrom('offers as o')
        .select((o) => o.fn.min<number>('o.priceCents').as('m'))
        .whereRef('o.productId', '=', 'products.id')
        .where('o.isActive', '=', 1)
        .as('lowestPriceCents'),
    );
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof productSelect>['executeTakeFirstOrThrow']>>;

const allProducts = (db: Db): ProductQuery => db.selectFrom('products');

export async function listProducts(db: Db, filter: ProductFilter, page: ProductPage): Promise<ProductRow[]> {
  const plan = filter.search ? planSearch(filter.search) : null;
  let q = productSelect(applyFilter(db, allProducts(db), filter, plan));
  const direction = page.sortOrder;
  // In relevance order, exact part-number hits come first, but only when the text matches some
  // code at all: the CASE costs a comparison per matching row, wasted on plain word searches.
  const byRelevance = page.sortBy === 'relevance';
  if (byRelevance && plan?.codeMatch && (await codeHits(db, plan.codeMatch).limit(1).executeTakeFirst())) {
    q = q.orderBy(exactRank(expressionBuilder<Database, 'products'>(), plan.code));
  }
  switch (page.sortBy) {
    case 'price':
      q = q.orderBy('products.basePriceCents', direction);
      break;
    case 'createdAt':
      q = q.orderBy('products.createdAt', direction);
      break;
    case 'name':
    case 'relevance':
      q = q.orderBy('products.name', page.sortBy === 'relevance' ? 'asc' : direction);
      break;
  }
  // Products created in the same millisecond: the higher id is the newer one.
  const tieBreak = page.sortBy === 'createdAt' ? direction : 'asc';
  return q.orderBy('products.id', tieBreak).limit(page.limit).offset(page.offset).execute();
}

export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const plan = filter.search ? planSearch(filter.search) : null;
  const row = await applyFilter(db, allProducts(db), filter, plan)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** An active product; with `includeInactive`, an inactive one too (never an archived one). */
export function findProductById(db: Db, id: number, includeInactive = false) {
  let q = allProducts(db).where('products.id', '=', id);
  q = includeInactive ? q.where('products.deletedAt', 'is', null) : q.where('products.isActive', '=', 1);
  return productSelect(q).executeTakeFirst();
}

export function listProductsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return productSelect(
    allProducts(db).where('products.id', 'in', ids).where('products.isActive', '=', 1),
  ).execute();
}

/**
 * Other active products of the same category, topped up from the same brand: two indexed queries
 * rather than one OR that would scan the table.
 */
export async function listRelatedProducts(
  db: Db,
  product: { id: number; categoryId: number | null; brandId: number | null },
  limit: number,
) {
  const others = allProducts(db).where('products.isActive', '=', 1).where('products.id', '!=', product.id);
  const sameCategory =
    product.categoryId === null
      ? []
      : await productSelect(others.where('products.categoryId', '=', product.categoryId))
          .orderBy('products.id')
          .limit(limit)
          .execute();
  if (sameCategory.length >= limit || product.brandId === null) return sameCategory;
  let brandQuery = others.where('products.brandId', '=', product.brandId);
  // IS NOT is null-safe: products without a category still qualify.
  if (product.categoryId !== null)
    brandQuery = brandQuery.where('products.categoryId', 'is not', product.categoryId);
  const sameBrand = await productSelect(brandQuery)
    .orderBy('products.id')
    .limit(limit - sameCategory.length)
    .execute();
  return [...sameCategory, ...sameBrand];
}

export function listActiveOffers(db: Db, productId: number) {
  return db
    .selectFrom('offers as o')
    .innerJoin('suppliers as s', 's.id', 'o.supplierId')
    .select([
      'o.id',
      'o.priceCents',
      'o.stock',
      'o.deliveryDays',
      's.id as supplierId',
      's.name as supplierName',
      's.country as supplierCountry',
    ])
    .where('o.productId', '=', productId)
    .where('o.isActive', '=', 1)
    .where('s.isActive', '=', 1)
    .orderBy('o.priceCents')
    .orderBy('o.id')
    .execute();
}
