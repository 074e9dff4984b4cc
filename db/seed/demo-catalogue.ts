/**
 * Writes the deterministic demo catalogue: SVG logos and pictures into the uploads folder, then every row
 * in one transaction through the repository insert functions (insertProduct keeps the FTS index in step).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../client.ts';
import { insertBrand } from '../repositories/brands.ts';
import { insertCategory } from '../repositories/categories.ts';
import { insertFitments, insertOffers, insertProduct, insertSupplier } from '../repositories/products.ts';
import { insertVehicle, insertVehicleMake, insertVehicleModel } from '../repositories/vehicles.ts';
import { BRAND_WITHOUT_LOGO, BRANDS, brandSlug } from './brands.ts';
import { buildCataloguePlan, CATALOGUE_CREATED_AT, type CataloguePlan } from './catalogue-plan.ts';
import { brandLogoSvg, GALLERY_VARIANTS, productImageFile, productImageSvg } from './svg.ts';
import { SUPPLIERS } from './suppliers.ts';
import { insertDemoTypeCodes } from './type-codes.ts';
import type { MakeDef, ModelDef } from './vehicles.ts';

export interface SeedSummary {
  categories: number;
  brands: number;
  products: number;
  offers: number;
  vehicles: number;
  /** Demo KBA (HSN/TSN) codes of some vehicles. */
  typeCodes: number;
  fitments: number;
  suppliers: number;
}

export function brandLogoUrl(name: string): string {
  return `/uploads/brands/${brandSlug(name)}.svg`;
}

/** True when the shop has neither categories nor products, i.e. it is safe to seed. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const category = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return !category && !product;
}

function writeImages(uploadsDir: string, plan: CataloguePlan): void {
  const brandsDir = path.join(uploadsDir, 'brands');
  const productsDir = path.join(uploadsDir, 'products');
  fs.mkdirSync(brandsDir, { recursive: true });
  fs.mkdirSync(productsDir, { recursive: true });
  for (const brand of BRANDS) {
    if (brand.name === BRAND_WITHOUT_LOGO) continue;
    const file = path.join(brandsDir, `${brandSlug(brand.name)}.svg`);
    fs.writeFileSync(file, brandLogoSvg(brand.name, ...brand.colours));
  }
  for (const kind of plan.iconKinds) {
    for (const variant of GALLERY_VARIANTS) {
      fs.writeFileSync(
        path.join(productsDir, productImageFile(kind, variant)),
        productImageSvg(kind, variant),
      );
    }
  }
}

/** Inserts makes, models and engine variants; returns the database id of every planned vehicle, in order. */
async function insertVehicles(trx: Db, plan: CataloguePlan): Promise<number[]> {
  const makeIds = new Map<MakeDef, number>();
  const modelIds = new Map<ModelDef, number>();
  const ids: number[] = [];
  for (const { make, model, engine } of plan.vehicles) {
    let makeId = makeIds.get(make);
    if (makeId === undefined) {
      makeId = await insertVehicleMake(trx, { name: make.name, slug: make.slug });
      makeIds.set(make, makeId);
    }
    let modelId = modelIds.get(model);
    if (modelId === undefined) {
      modelId = await insertVehicleModel(trx, {
        makeId,
        name: model.name,
        yearFrom: model.yearFrom,
        yearTo: model.yearTo,
      });
      modelIds.set(model, modelId);
    }
    const [name, fuel, kw, ccm, from, to] = engine;
    ids.push(
      await insertVehicle(trx, {
        modelId,
        name,
        fuel,
        kw,
        ccm,
        yearFrom: Number(from.slice(0, 4)),
        monthFrom: Number(from.slice(5, 7)),
        yearTo: to ? Number(to.slice(0, 4)) : null,
        monthTo: to ? Number(to.slice(5, 7)) : null,
      }),
    );
  }
  return ids;
}

/**
 * Seeds an empty catalogue (check isCatalogueEmpty first; a filled one is refused) and returns row counts.
 * The same data and the same files on every run.
 */
export async function seedDemoCatalogue(db: Db, options: { uploadsDir: string }): Promise<SeedSummary> {
  const plan = buildCataloguePlan();
  return db.transaction().execute(async (trx) => {
    if (!(await isCatalogueEmpty(trx)))
      throw new Error('The catalogue already has data; the demo seed needs an empty one');
    // Only now, so a refused seed never overwrites files in a live uploads folder.
    writeImages(options.uploadsDir, plan);
    const stamp = { createdAt: CATALOGUE_CREATED_AT, updatedAt: CATALOGUE_CREATED_AT };

    const categoryIds = new Map<string, number>();
    for (const c of plan.categories) {
      const parentId = c.parentSlug === null ? null : (categoryIds.get(c.parentSlug) ?? null);
      const id = await insertCategory(trx, {
        slug: c.slug,
        name: c.name,
        nameEn: c.name,
        namePl: c.namePl,
        description: c.description,
        descriptionPl: c.descriptionPl,
        parentId,
        level: c.level,
        sortOrder: c.sortOrder,
        isActive: 1,
        path: c.path,
        ...stamp,
      });
      categoryIds.set(c.slug, id);
    }

    const brandIds = new Map<string, number>();
    for (const b of BRANDS) {
      const id = await insertBrand(trx, {
        name: b.name,
        website: b.website,
        isOem: b.isOem,
        logo: b.name === BRAND_WITHOUT_LOGO ? null : brandLogoUrl(b.name),
        createdAt: CATALOGUE_CREATED_AT,
      });
      brandIds.set(b.name, id);
    }

    const supplierIds: number[] = [];
    for (const s of SUPPLIERS)
      supplierIds.push(await insertSupplier(trx, { name: s.name, country: s.country }));

    const vehicleIds = await insertVehicles(trx, plan);
    const typeCodes = await insertDemoTypeCodes(trx);

    const offers: Parameters<typeof insertOffers>[1] = [];
    const fitments: { productId: number; vehicleId: number }[] = [];
    for (const p of plan.products) {
      const productId = await insertProduct(trx, {
        name: p.name,
        nameEn: p.name,
        namePl: p.namePl,
        description: p.descriptionEn,
        descriptionEn: p.descriptionEn,
        descriptionPl: p.descriptionPl,
        partNumber: p.partNumber,
        manufacturerNumber: p.manufacturerNumber,
        eanNumber: p.eanNumber,
        brandId: brandIds.get(p.brand.name) ?? null,
        categoryId: categoryIds.get(p.categorySlug) ?? null,
        basePriceCents: p.basePriceCents,
        currency: 'EUR',
        priceSource: 'seed',
        weightGrams: p.weightGrams,
        dimensions: p.dimensions,
        images: p.images,
        specifications: p.specifications,
        applicability: p.applicability,
        manufacturerInfo: p.brand.info,
        stock: p.stock,
        isActive: 1,
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
      });
      for (const o of p.offers) {
        offers.push({
          productId,
          supplierId: supplierIds[o.supplierIndex]!,
          priceCents: o.priceCents,
          stock: o.stock,
          deliveryDays: o.deliveryDays,
          isActive: 1,
        });
      }
      for (const v of p.vehicleIndexes) fitments.push({ productId, vehicleId: vehicleIds[v]! });
    }
    // Seven columns per offer: chunks stay well under SQLite's bound-parameter limit.
    for (let i = 0; i < offers.length; i += 500) await insertOffers(trx, offers.slice(i, i + 500));
    await insertFitments(trx, fitments);

    return {
      categories: plan.categories.length,
      brands: BRANDS.length,
      products: plan.products.length,
      offers: offers.length,
      vehicles: vehicleIds.length,
      typeCodes,
      fitments: fitments.length,
      suppliers: supplierIds.length,
    };
  });
}
