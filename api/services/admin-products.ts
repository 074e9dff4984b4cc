/**
 * Back-office products: create, edit, delete (or archive when orders reference the product), the admin
 * list and the dashboard's counts. The server repeats every rule of the product form; prices entered
 * in PLN or GBP are kept in EUR, converted at the stored rate and rounded once.
 */
import { defaultBulkyClass, type BulkyClass } from '#api/contract/delivery-rules.ts';
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
import { badRequest, notFound, ruleError } from '../http/app-error.ts';
import type { AdminRuleProblem } from '#api/contract/admin-form-messages.ts';
import {
  eanProblem,
  imagesProblem,
  partNumberProblem,
  productNameProblem,
  weightProblem,
} from '#api/contract/admin-form-rules.ts';
import { toApiProduct } from './catalog.ts';
import { optionalText } from './form-input.ts';
import { convertCents, isWholeCents, toCents } from './money.ts';

/** Each shared rule (the product form's own) throws its 400. */
function check(problem: AdminRuleProblem | null): void {
  if (problem) throw ruleError(problem);
}

function requiredName(value: string): string {
  check(productNameProblem(value));
  return value.trim();
}

function requiredPartNumber(value: string): string {
  check(partNumberProblem(value));
  return value.trim();
}

function eanNumber(value: string | null | undefined): string | null | undefined {
  check(eanProblem(value));
  return optionalText(value);
}

function images(values: string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  check(imagesProblem(values));
  return values.map((v) => v.trim()).filter((v) => v !== '');
}

function weightGrams(kg: number | null | undefined): number | null | undefined {
  if (kg === undefined || kg === null) return kg;
  check(weightProblem(kg));
  return Math.round(kg * 1000);
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

/** A new product's surcharge group when the form names none: its category's default. */
export async function categoryBulkyClass(db: Db, categoryId: number | null): Promise<BulkyClass> {
  const category = categoryId === null ? undefined : await findCategoryById(db, categoryId);
  return category ? defaultBulkyClass([category.nameEn ?? category.name]) : 'none';
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
    bulkyClass: input.bulkyClass,
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
      priceSource: 'admin',
      bulkyClass: changes.bulkyClass ?? (await categoryBulkyClass(trx, input.categoryId)),
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
      // A changed price becomes a row of the price history (trigger), named as the back office's.
      if (changes.basePriceCents !== existing.basePriceCents) changes.priceSource = 'admin';
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
