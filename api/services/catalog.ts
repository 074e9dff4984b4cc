/**
 * Catalogue use cases: turns repository rows into the contract's shapes (decimal prices in EUR and
 * in the requested currency) and resolves category paths.
 */
import type {
  Category,
  CategoryPageData,
  Product,
  ProductFullDetails,
  ProductCount,
  ProductListQuery,
} from '#api/contract/catalog.ts';
import { PRODUCT_COUNT_CAP } from '#api/contract/catalog.ts';
import type { Currency } from '#api/contract/currency.ts';
import type { Db } from '#db/client.ts';
import {
  type CategoryRow,
  findActiveCategoryBySlug,
  listActiveChildren,
  listCategoryAncestry,
  listDescendantIds,
} from '#db/repositories/categories.ts';
import { getRateTable } from '#db/repositories/exchange-rates.ts';
import * as products from '#db/repositories/product-queries.ts';
import { listVehiclesForProduct } from '#db/repositories/vehicles.ts';
import { badRequest, notFound } from '../http/app-error.ts';
import {
  convertCents,
  fromCents,
  isWholeCents,
  maxBaseCentsFor,
  minBaseCentsFor,
  type RateTable,
} from './money.ts';
import { shownReferenceCents } from './product-prices.ts';

export const RELATED_PRODUCTS = 4;
const FITTING_VEHICLES = 50;

export function toApiCategory(row: CategoryRow): Category {
  return { ...row, isActive: row.isActive === 1 };
}

function parseImages(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function toApiProduct(
  row: products.ProductRow,
  currency: Currency,
  rates: RateTable,
  now: number = Date.now(),
): Product {
  const lowest = row.lowestPriceCents ?? null;
  // The struck-through price is the lowest of the 30 days before the reduction (shownReferenceCents).
  const reference = shownReferenceCents(row, now);
  const previousPrice =
    reference === null ? null : fromCents(convertCents(reference, 'EUR', currency, rates));
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    namePl: row.namePl,
    description: row.description,
    descriptionEn: row.descriptionEn,
    descriptionPl: row.descriptionPl,
    partNumber: row.partNumber,
    manufacturerNumber: row.manufacturerNumber,
    eanNumber: row.eanNumber,
    brandId: row.brandId,
    categoryId: row.categoryId,
    brand:
      row.brandId !== null && row.brandName !== null
        ? { id: row.brandId, name: row.brandName, logo: row.brandLogo }
        : null,
    category:
      row.categoryId !== null && row.categorySlug !== null && row.categoryName !== null
        ? {
            id: row.categoryId,
            slug: row.categorySlug,
            name: row.categoryName,
            nameEn: row.categoryNameEn,
            namePl: row.categoryNamePl,
          }
        : null,
    basePrice: fromCents(row.basePriceCents),
    lowestPrice: lowest === null ? null : fromCents(lowest),
    currency: 'EUR',
    displayCurrency: currency,
    displayPrice: fromCents(convertCents(row.basePriceCents, 'EUR', currency, rates)),
    displayLowestPrice: lowest === null ? null : fromCents(convertCents(lowest, 'EUR', currency, rates)),
    previousPrice,
    lowestPrice30d: previousPrice,
    bulkyClass: row.bulkyClass,
    weight: row.weightGrams === null ? null : row.weightGrams / 1000,
    dimensions: row.dimensions,
    images: parseImages(row.images),
    specifications: row.specifications,
    applicability: row.applicability,
    manufacturerInfo: row.manufacturerInfo,
    stock: row.stock,
    isActive: row.isActive === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

type FilterQuery = Omit<ProductListQuery, 'limit' | 'offset' | 'sortBy' | 'sortOrder' | 'lang'>;

/** Query values -> repository filter; prices are compared in the requested currency, exactly. */
async function toFilter(db: Db, query: FilterQuery, rates: RateTable): Promise<products.ProductFilter> {
  const currency = query.currency ?? 'EUR';
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
    throw badRequest('price_range_invalid');
  }
  for (const price of [query.priceMin, query.priceMax]) {
    if (price !== undefined && !isWholeCents(price)) throw badRequest('amount_precision');
  }
  const search = query.search?.trim();
  return {
    search: search ? search : undefined,
    ids: query.ids === undefined ? undefined : [...new Set(query.ids.split(',').map(Number))],
    brandId: query.brandId,
    vehicleId: query.vehicleId,
    categoryIds: query.categoryId === undefined ? undefined : await listDescendantIds(db, query.categoryId),
    minPriceCents:
      query.priceMin === undefined ? undefined : minBaseCentsFor(query.priceMin, currency, rates),
    maxPriceCents:
      query.priceMax === undefined ? undefined : maxBaseCentsFor(query.priceMax, currency, rates),
  };
}

/** One page of product rows for a list query, and the rates its prices are shown at. */
async function listRows(db: Db, query: ProductListQuery) {
  const { rates } = await getRateTable(db);
  const filter = await toFilter(db, query, rates);
  const sortBy = query.sortBy ?? (filter.search ? 'relevance' : 'name');
  const rows = await products.listProducts(db, filter, {
    limit: query.limit ?? 20,
    offset: query.offset ?? 0,
    sortBy,
    sortOrder: query.sortOrder ?? 'asc',
    language: query.lang ?? 'en',
  });
  return { rows, rates, currency: query.currency ?? 'EUR' };
}

export async function listCatalogueProducts(db: Db, query: ProductListQuery): Promise<Product[]> {
  const { rows, rates, currency } = await listRows(db, query);
  return rows.map((row) => toApiProduct(row, currency, rates));
}

/**
 * Each cached product row's JSON per currency, made at the rates it was made with. A cached row is
 * shared until the catalogue version moves (then new rows are read), so its JSON lives exactly as
 * long; a row read outside the cache is a new object each time and its entry goes with it.
 */
const productJson = new WeakMap<
  products.ProductRow,
  { currency: Currency; rates: RateTable; json: Buffer }[]
>();

function productJsonOf(
  row: products.ProductRow,
  currency: Currency,
  rates: RateTable,
  serialize: (product: Product) => string,
): Buffer {
  const made = productJson.get(row)?.filter((entry) => entry.rates === rates) ?? [];
  const found = made.find((entry) => entry.currency === currency);
  if (found) return found.json;
  const json = Buffer.from(serialize(toApiProduct(row, currency, rates)));
  made.push({ currency, rates, json });
  productJson.set(row, made);
  return json;
}

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer];

/**
 * The list answer as JSON, from each product's JSON made once: a listing or search of products
 * shown before is joined, not converted and serialised again. `serialize` is the route's serialiser
 * of one product, so the answer is exactly what serialising the whole list would give.
 */
export async function listCatalogueProductsJson(
  db: Db,
  query: ProductListQuery,
  serialize: (product: Product) => string,
): Promise<Buffer> {
  const { rows, rates, currency } = await listRows(db, query);
  const parts: Buffer[] = [OPEN];
  rows.forEach((row, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(productJsonOf(row, currency, rates, serialize));
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

/** Exact up to PRODUCT_COUNT_CAP, then capped: the storefront shows "10,000+". */
export async function countCatalogueProducts(db: Db, query: FilterQuery): Promise<ProductCount> {
  const { rates } = await getRateTable(db);
  return products.countProductsUpTo(db, await toFilter(db, query, rates), PRODUCT_COUNT_CAP);
}

export async function getProductFullDetails(
  db: Db,
  id: number,
  currency: Currency,
): Promise<ProductFullDetails> {
  const row = await products.findProductById(db, id);
  if (!row) throw notFound('product_not_found');
  const { rates } = await getRateTable(db);
  const [offers, ancestry, related, vehicles] = await Promise.all([
    products.listActiveOffers(db, id),
    row.categoryId === null ? Promise.resolve([]) : listCategoryAncestry(db, row.categoryId),
    products.listRelatedProducts(db, row, RELATED_PRODUCTS),
    listVehiclesForProduct(db, id, FITTING_VEHICLES),
  ]);
  return {
    product: toApiProduct(row, currency, rates),
    offers: offers.map((o) => ({
      id: o.id,
      supplier: { id: o.supplierId, name: o.supplierName, country: o.supplierCountry },
      price: fromCents(o.priceCents),
      displayPrice: fromCents(convertCents(o.priceCents, 'EUR', currency, rates)),
      displayCurrency: currency,
      stock: o.stock,
      deliveryDays: o.deliveryDays,
    })),
    categoryPath: ancestry.map(toApiCategory),
    relatedProducts: related.map((r) => toApiProduct(r, currency, rates)),
    vehicles,
  };
}

async function pageDataFor(db: Db, category: CategoryRow): Promise<CategoryPageData> {
  const [ancestry, children] = await Promise.all([
    listCategoryAncestry(db, category.id),
    listActiveChildren(db, [category.id]),
  ]);
  const grandchildren =
    category.level === 1
      ? await listActiveChildren(
          db,
          children.map((c) => c.id),
        )
      : [];
  return {
    category: toApiCategory(category),
    categoryPath: ancestry.map(toApiCategory),
    subcategories: children.map(toApiCategory),
    subsubcategories: grandchildren.map(toApiCategory),
  };
}

/** `/{mother}/{sub}/{subSub}`: each slug must be an active child of the one before. */
export async function resolveCategoryPath(db: Db, path: string): Promise<CategoryPageData> {
  const slugs = path.split('/').filter((s) => s.length > 0);
  if (slugs.length < 1 || slugs.length > 3) throw notFound('category_not_found');
  let current: CategoryRow | undefined;
  for (const slug of slugs) {
    current = await findActiveCategoryBySlug(db, slug, current ? current.id : null);
    if (!current) throw notFound('category_not_found');
  }
  if (!current) throw notFound('category_not_found');
  return pageDataFor(db, current);
}

export async function getCategoryPageDataBySlug(db: Db, slug: string): Promise<CategoryPageData> {
  const category = await findActiveCategoryBySlug(db, slug);
  if (!category) throw notFound('category_not_found');
  return pageDataFor(db, category);
}
