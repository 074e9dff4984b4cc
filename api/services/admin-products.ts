/**
 * Back-office products: create, edit, delete (or archive when orders reference the product), the admin
 * list and the dashboard's counts. The server repeats every rule of the product form; prices entered
 * in PLN or GBP are kept in EUR, converted at the stored rate and rounded once.
 */
import {
  ADMIN_PRODUCT_PAGE,
  type AdminProductQuery,
  type AdminStats,
  type DeletedProduct,
  type ProductInput,
  type ProductUpdate,
  RECENT_PRODUCTS,
} from '#api/contract/admin-catalog.ts';
import type { Product } from '#api/contract/catalog.ts';
import type { Currency } from '#api/contract/currency.ts';
import type { Db } from '#db/client.ts';
import { countBrands, findBrandById } from '#db/repositories/brands.ts';
import { countActiveCategories, findCategoryById } from '#db/repositories/categories.ts';
import { getRateTable } from '#db/repositories/exchange-rates.ts';
import * as queries from '#db/repositories/product-queries.ts';
import {
  archiveProduct,
  deleteProduct as removeProduct,
  insertProduct,
  isProductOrdered,
  type ProductChanges,
  updateProduct as writeProduct,
} from '#db/repositories/products.ts';
import { badRequest, notFound } from '../http/app-error.ts';
import { toApiProduct } from './catalog.ts';
import { charCount, isHttpUrl, optionalText } from './form-input.ts';
import { convertCents, isWholeCents, toCents } from './money.ts';

const NAME_MAX = 200;
const PART_NUMBER_MAX = 100;

function requiredName(value: string): string {
  const name = value.trim();
  if (name === '') throw badRequest('product_name_required');
  if (charCount(name) > NAME_MAX) throw badRequest('product_name_too_long');
  return name;
}

function requiredPartNumber(value: string): string {
  const partNumber = value.trim();
  if (partNumber === '') throw badRequest('part_number_required');
  if (charCount(partNumber) > PART_NUMBER_MAX) throw badRequest('part_number_too_long');
  return partNumber;
}

function eanNumber(value: string | null | undefined): string | null | undefined {
  const ean = optionalText(value);
  if (ean && !/^(\d{8}|\d{12,14})$/.test(ean)) throw badRequest('invalid_ean');
  return ean;
}

/** A picture is a file we serve (/uploads/..., no `..`) or an absolute http(s) address. */
function isImageUrl(url: string): boolean {
  if (url.startsWith('/uploads/')) {
    return !/[\s\\?#]/.test(url) && !url.split('/').some((segment) => segment === '..' || segment === '.');
  }
  return isHttpUrl(url);
}

function images(values: string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  const kept = values.map((v) => v.trim()).filter((v) => v !== '');
  kept.forEach((url, index) => {
    if (!isImageUrl(url)) throw badRequest('invalid_image', { position: index + 1 });
  });
  return kept;
}

function weightGrams(kg: number | null | undefined): number | null | undefined {
  if (kg === undefined || kg === null) return kg;
  const grams = kg * 1000;
  if (Math.abs(grams - Math.round(grams)) > 1e-6) throw badRequest('weight_precision');
  return Math.round(grams);
}

/** The entered price in EUR cents: two decimals at most, converted at the stored rate, rounded once. */
async function priceInEuroCents(db: Db, basePrice: number, currency: Currency): Promise<number> {
  if (!isWholeCents(basePrice)) throw badRequest('amount_precision');
  const cents = toCents(basePrice);
  if (currency === 'EUR') return cents;
  const { rates } = await getRateTable(db);
  return convertCents(cents, currency, 'EUR', rates);
}

async function checkBrand(db: Db, brandId: number) {
  if (!(await findBrandById(db, brandId))) throw badRequest('brand_not_found');
}

async function checkCategory(db: Db, categoryId: number) {
  const category = await findCategoryById(db, categoryId);
  if (!category || category.isActive !== 1) throw badRequest('product_category_unavailable');
}

/** The changes a (partial) form asks for, checked field by field; absent fields are left out. */
function fieldChanges(input: ProductUpdate): ProductChanges {
  const changes: ProductChanges = {
    name: input.name === undefined ? undefined : requiredName(input.name),
    nameEn: optionalText(input.nameEn),
    namePl: optionalText(input.namePl),
    description: optionalText(input.description),
    descriptionEn: optionalText(input.descriptionEn),
    descriptionPl: optionalText(input.descriptionPl),
    partNumber: input.partNumber === undefined ? undefined : requiredPartNumber(input.partNumber),
    manufacturerNumber: optionalText(input.manufacturerNumber),
    eanNumber: eanNumber(input.eanNumber),
    brandId: input.brandId,
    categoryId: input.categoryId,
    weightGrams: weightGrams(input.weight),
    dimensions: optionalText(input.dimensions),
    images: images(input.images),
    stock: input.stock,
    isActive: input.isActive === undefined ? undefined : input.isActive ? 1 : 0,
    specifications: optionalText(input.specifications),
    applicability: optionalText(input.applicability),
    manufacturerInfo: optionalText(input.manufacturerInfo),
  };
  // Fields not sent stay out of the write.
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as ProductChanges;
}

async function readProduct(db: Db, id: number): Promise<Product> {
  const row = await queries.findProductById(db, id, true);
  if (!row) throw notFound('product_not_found');
  const { rates } = await getRateTable(db);
  return toApiProduct(row, 'EUR', rates);
}

/** A product on sale must cost something: an active product at 0.00 is refused (a draft may wait). */
function checkSellablePrice(isActive: number, basePriceCents: number): void {
  if (isActive === 1 && basePriceCents <= 0) throw badRequest('active_product_price_zero');
}

export async function createProduct(db: Db, input: ProductInput): Promise<Product> {
  const changes = fieldChanges(input);
  const name = requiredName(input.name);
  const partNumber = requiredPartNumber(input.partNumber);
  return db.transaction().execute(async (trx) => {
    await checkBrand(trx, input.brandId);
    await checkCategory(trx, input.categoryId);
    const basePriceCents = await priceInEuroCents(trx, input.basePrice, input.currency);
    // New products are on sale unless the form says otherwise (the column's default).
    checkSellablePrice(changes.isActive ?? 1, basePriceCents);
    const id = await insertProduct(trx, {
      ...changes,
      name,
      partNumber,
      basePriceCents,
      currency: input.currency,
    });
    return readProduct(trx, id);
  });
}

/**
 * Any subset of the form's fields. `basePrice` and `currency` come together (the stored currency is
 * the one the price was entered in, so a lone number would be ambiguous).
 */
export async function updateProduct(db: Db, id: number, input: ProductUpdate): Promise<Product> {
  if ((input.basePrice === undefined) !== (input.currency === undefined)) {
    throw badRequest('price_currency_together');
  }
  const changes = fieldChanges(input);
  return db.transaction().execute(async (trx) => {
    const existing = await queries.findProductById(trx, id, true);
    if (!existing) throw notFound('product_not_found');
    if (input.brandId !== undefined && input.brandId !== existing.brandId) {
      await checkBrand(trx, input.brandId);
    }
    const categoryId = input.categoryId ?? existing.categoryId;
    const active = changes.isActive ?? existing.isActive;
    // A new category must be live, and so must the category of a product that is on sale.
    if (categoryId !== null && (categoryId !== existing.categoryId || active === 1)) {
      await checkCategory(trx, categoryId);
    }
    if (input.basePrice !== undefined && input.currency !== undefined) {
      changes.basePriceCents = await priceInEuroCents(trx, input.basePrice, input.currency);
      changes.currency = input.currency;
    }
    checkSellablePrice(active, changes.basePriceCents ?? existing.basePriceCents);
    await writeProduct(trx, id, changes);
    return readProduct(trx, id);
  });
}

/** Removes the product, or archives it when orders reference it (they must keep reading it). */
export async function deleteProduct(db: Db, id: number): Promise<DeletedProduct> {
  return db.transaction().execute(async (trx) => {
    if (!(await queries.findProductById(trx, id, true))) throw notFound('product_not_found');
    if (await isProductOrdered(trx, id)) {
      if (!(await archiveProduct(trx, id))) throw notFound('product_not_found');
      return { id, archived: true };
    }
    if (!(await removeProduct(trx, id))) throw notFound('product_not_found');
    return { id, archived: false };
  });
}

function adminFilter(query: Pick<AdminProductQuery, 'search' | 'status'>): queries.ProductFilter {
  const search = query.search?.trim();
  const status = query.status ?? 'all';
  return {
    search: search ? search : undefined,
    includeInactive: status !== 'active',
    onlyInactive: status === 'inactive',
  };
}

export async function listAdminProducts(
  db: Db,
  query: AdminProductQuery,
): Promise<{ products: Product[]; total: number }> {
  const filter = adminFilter(query);
  const [rows, total, { rates }] = await Promise.all([
    queries.listProducts(db, filter, {
      limit: query.limit ?? ADMIN_PRODUCT_PAGE,
      offset: query.offset ?? 0,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    }),
    queries.countProducts(db, filter),
    getRateTable(db),
  ]);
  return { products: rows.map((row) => toApiProduct(row, 'EUR', rates)), total };
}

export const getAdminProduct = readProduct;

export async function getAdminStats(db: Db): Promise<AdminStats> {
  const all = adminFilter({});
  const [totalProducts, activeProducts, categories, brands, recent, { rates }] = await Promise.all([
    queries.countProducts(db, all),
    queries.countProducts(db, {}),
    countActiveCategories(db),
    countBrands(db),
    queries.listProducts(db, all, {
      limit: RECENT_PRODUCTS,
      offset: 0,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    }),
    getRateTable(db),
  ]);
  return {
    totalProducts,
    activeProducts,
    categories,
    brands,
    recentProducts: recent.map((row) => toApiProduct(row, 'EUR', rates)),
  };
}
