/**
 * The scraper's use cases: read a page (through the SSRF-safe fetcher) into a scraped
 * product with our price in EUR and the detected category and brand; add an edited scrape to the
 * catalogue (pictures copied first, then product and brand in one transaction); and create the
 * category hierarchy of an imported product's source breadcrumb.
 */
import { categoryBulkyClass } from '../admin-products.ts';
import { slugFromName } from '#api/contract/admin-catalog.ts';
import type { Product } from '#api/contract/catalog.ts';
import { CURRENCIES, type Currency } from '#api/contract/currency.ts';
import type { AddedScrapedProduct, AddScrapedProductBody, ScrapedProduct } from '#api/contract/scraper.ts';
import { MAX_SCRAPED_IMAGES } from '#api/contract/scraper.ts';
import type { Db } from '#db/client.ts';
import { findBrandById, findBrandByName, insertBrand, listBrands } from '#db/repositories/brands.ts';
import {
  findCategoryById,
  findCategoryBySlug,
  insertCategory,
  listAllCategories,
} from '#db/repositories/categories.ts';
import { getRateTable } from '#db/repositories/exchange-rates.ts';
import { findProductById } from '#db/repositories/product-queries.ts';
import {
  findProductByPartNumber,
  findProductSource,
  insertProduct,
  updateProduct,
} from '#db/repositories/products.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import { toApiProduct } from '../catalog.ts';
import { convertCents, fromCents, isWholeCents, toCents } from '../money.ts';
import { detectCategories, foldName, matchBrand } from './catalogue-match.ts';
import type { PageReader } from './extract-isolated.ts';
import type { Fetcher } from './fetcher.ts';
import { copyProductImages } from './product-images.ts';

export interface ScraperDeps {
  db: Db;
  fetcher: Fetcher;
  /** Reads pages off the server's thread, within a time and memory limit. */
  reader: PageReader;
  uploadsDir: string;
}

const text = (value: string | null | undefined) => value?.trim() ?? '';
const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Specification rows as the product page reads them (`{"Product Specifications": {...}}`). */
function specificationsJson(rows: readonly (readonly [string, string])[]): string {
  if (rows.length === 0) return '';
  return JSON.stringify({ 'Product Specifications': Object.fromEntries(rows) }, null, 2);
}

export async function scrapeProductPage(deps: ScraperDeps, rawUrl: string): Promise<ScrapedProduct> {
  const url = rawUrl.trim();
  if (!url) throw badRequest('scrape_url_required');
  const page = await deps.fetcher.fetchPage(url);
  const found = await deps.reader.extract(page.html, page.url);
  if (!found.name) throw new AppError(422, 'scrape_nothing_found');

  const [categories, brands, { rates }] = await Promise.all([
    listAllCategories(deps.db),
    listBrands(deps.db),
    getRateTable(deps.db),
  ]);
  let price: number | null = null;
  const original = found.price;
  const currency = original?.currency?.toUpperCase() ?? null;
  // Only our currencies convert at the stored rates; an unknown or other currency leaves the price
  // for the admin to enter (the page's amount is shown beside it).
  if (original && currency && (CURRENCIES as readonly string[]).includes(currency)) {
    const cents = Math.round(original.amount * 100);
    price = fromCents(convertCents(cents, currency as Currency, 'EUR', rates));
  }
  const brand = matchBrand(found.manufacturer, brands);
  return {
    sourceUrl: page.url,
    name: found.name,
    shortDescription: text(found.shortDescription),
    images: found.images.slice(0, MAX_SCRAPED_IMAGES),
    condition: text(found.condition),
    vehicleCompatibility: found.vehicleCompatibility,
    articleNumber: text(found.articleNumber),
    price,
    originalPrice: original?.amount ?? null,
    originalCurrency: currency,
    manufacturerNumber: text(found.manufacturerNumber),
    manufacturer: text(found.manufacturer),
    eanNumber: text(found.eanNumber),
    applicability: text(found.applicability),
    manufacturerInfo: text(found.manufacturerInfo),
    specifications: specificationsJson(found.specifications),
    breadcrumb: found.breadcrumb,
    detectedCategories: detectCategories(found.breadcrumb, categories),
    detectedBrand: brand ? { id: brand.id, name: brand.name } : null,
  };
}

async function readProduct(db: Db, id: number): Promise<Product> {
  const row = await findProductById(db, id, true);
  if (!row) throw notFound('product_not_found');
  const { rates } = await getRateTable(db);
  return toApiProduct(row, 'EUR', rates);
}

export async function addScrapedProduct(
  deps: ScraperDeps,
  { scrapedProduct: scraped, categoryId, brandId, stock = 0, bulkyClass }: AddScrapedProductBody,
): Promise<AddedScrapedProduct> {
  const name = scraped.name.trim();
  if (!name) throw badRequest('product_name_required');
  if ([...name].length > 200) throw badRequest('product_name_too_long');
  const partNumber = optional(scraped.articleNumber) ?? optional(scraped.manufacturerNumber);
  if (!partNumber) throw badRequest('part_number_required');
  const price = scraped.price ?? 0;
  if (!isWholeCents(price)) throw badRequest('amount_precision');
  // An import goes on sale at once: never at 0.00.
  if (toCents(price) <= 0) throw badRequest('scraped_price_zero');
  const ean = optional(scraped.eanNumber)?.replace(/\D/g, '') || null;
  if (ean && !/^(\d{8}|\d{12,14})$/.test(ean)) throw badRequest('invalid_ean');
  const manufacturer = optional(scraped.manufacturer)?.slice(0, 100) ?? null;

  // Cheap checks before any download; they are made again inside the transaction.
  const category = await findCategoryById(deps.db, categoryId);
  if (!category || category.isActive !== 1) throw badRequest('scrape_category_required');
  if (brandId !== undefined && !(await findBrandById(deps.db, brandId))) throw badRequest('brand_not_found');
  const existingBrand = brandId ?? (manufacturer ? (await findBrandByName(deps.db, manufacturer))?.id : null);
  await refuseDuplicate(deps.db, partNumber, existingBrand ?? null);

  // Network work stays outside the transaction.
  const { images, failed } = await copyProductImages(
    deps.fetcher,
    deps.uploadsDir,
    (scraped.images ?? []).slice(0, MAX_SCRAPED_IMAGES),
  );
  const applicability =
    optional(scraped.applicability) ??
    (scraped.vehicleCompatibility?.length ? scraped.vehicleCompatibility.join('\n') : null);

  return deps.db.transaction().execute(async (trx) => {
    const live = await findCategoryById(trx, categoryId);
    if (!live || live.isActive !== 1) throw badRequest('scrape_category_required');
    let brand = brandId ?? null;
    let brandCreated = false;
    if (brand === null && manufacturer) {
      brand = (await findBrandByName(trx, manufacturer))?.id ?? null;
      if (brand === null) {
        brand = await insertBrand(trx, { name: manufacturer });
        brandCreated = true;
      }
    }
    await refuseDuplicate(trx, partNumber, brand);
    const id = await insertProduct(trx, {
      name,
      description: optional(scraped.shortDescription),
      partNumber,
      manufacturerNumber: optional(scraped.manufacturerNumber),
      eanNumber: ean,
      brandId: brand,
      categoryId,
      bulkyClass: bulkyClass ?? (await categoryBulkyClass(trx, categoryId)),
      basePriceCents: toCents(price),
      currency: 'EUR',
      priceSource: 'scraper',
      images,
      specifications: optional(scraped.specifications),
      applicability,
      manufacturerInfo: optional(scraped.manufacturerInfo),
      stock,
      isActive: 1,
      sourceUrl: optional(scraped.sourceUrl),
      sourceCategoryPath: scraped.breadcrumb?.length ? JSON.stringify(scraped.breadcrumb) : null,
    });
    return {
      product: await readProduct(trx, id),
      imagesSaved: images.length,
      imagesFailed: failed,
      brandCreated,
    };
  });
}

async function refuseDuplicate(db: Db, partNumber: string, brandId: number | null): Promise<void> {
  const existing = await findProductByPartNumber(db, partNumber, brandId);
  if (existing) {
    throw new AppError(409, 'product_duplicate', {
      id: existing.id,
      name: existing.name,
      partNumber: existing.partNumber,
    });
  }
}

type CategoryRef = { id: number; name: string } | null;

/** A free slug for a new category: generated from the name, numbered when taken. */
async function freeSlug(db: Db, name: string): Promise<string> {
  const base = slugFromName(name, 90) || 'category';
  for (let n = 1; n < 100; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await findCategoryBySlug(db, slug))) return slug;
  }
  throw badRequest('slug_taken', { slug: base });
}

/**
 * Creates the missing categories of the source breadcrumb's first three entries (mother, sub,
 * sub-sub; an existing one of the same folded name under the same parent is reused) and moves the
 * product into the deepest.
 */
export async function moveToSourceCategories(
  db: Db,
  productId: number,
): Promise<{ product: Product; categories: { mother: CategoryRef; sub: CategoryRef; subSub: CategoryRef } }> {
  return db.transaction().execute(async (trx) => {
    const source = await findProductSource(trx, productId);
    if (!source) throw notFound('product_not_found');
    let path: string[] = [];
    try {
      const parsed: unknown = JSON.parse(source.sourceCategoryPath ?? '[]');
      if (Array.isArray(parsed))
        path = parsed.filter((p): p is string => typeof p === 'string' && !!p.trim());
    } catch {
      path = [];
    }
    if (path.length === 0) throw badRequest('scrape_no_source_path');
    const all = await listAllCategories(trx);
    const chain: { id: number; name: string }[] = [];
    let parent = null as { id: number; path: string } | null;
    for (const [index, entry] of path.slice(0, 3).entries()) {
      const level = index + 1;
      const name = entry.trim().slice(0, 100);
      const folded = foldName(name);
      const parentId: number | null = parent?.id ?? null;
      const existing: (typeof all)[number] | undefined = all.find(
        (c) =>
          c.isActive === 1 &&
          c.level === level &&
          c.parentId === parentId &&
          [c.name, c.nameEn, c.namePl].some((n) => n && foldName(n) === folded),
      );
      if (existing) {
        chain.push({ id: existing.id, name: existing.name });
        parent = { id: existing.id, path: existing.path };
        continue;
      }
      const categoryPath: string = parent ? `${parent.path} > ${name}` : name;
      const id = await insertCategory(trx, {
        name,
        slug: await freeSlug(trx, name),
        level,
        parentId,
        sortOrder: 0,
        path: categoryPath,
      });
      chain.push({ id, name });
      parent = { id, path: categoryPath };
    }
    const deepest = chain[chain.length - 1]!;
    await updateProduct(trx, productId, { categoryId: deepest.id });
    return {
      product: await readProduct(trx, productId),
      categories: { mother: chain[0] ?? null, sub: chain[1] ?? null, subSub: chain[2] ?? null },
    };
  });
}
