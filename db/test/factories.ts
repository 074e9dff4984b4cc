/**
 * Test data factories: buildX returns a valid row with overridable fields, insertX writes it through
 * the real repositories (so the search index is kept in step, as in production).
 */
import type { Db } from '../client.ts';
import { insertBrand } from '../repositories/brands.ts';
import { insertCategory } from '../repositories/categories.ts';
import {
  insertFitments,
  insertOffers,
  insertProduct,
  insertSupplier,
  type NewProduct,
} from '../repositories/products.ts';
import { insertVehicle, insertVehicleMake, insertVehicleModel } from '../repositories/vehicles.ts';

let sequence = 0;
const next = () => ++sequence;

export async function insertTestCategory(
  db: Db,
  fields: {
    slug?: string;
    name?: string;
    namePl?: string;
    parentId?: number | null;
    level?: number;
    isActive?: number;
    sortOrder?: number;
  } = {},
) {
  const n = next();
  const name = fields.name ?? `Category ${n}`;
  const level = fields.level ?? 1;
  const id = await insertCategory(db, {
    slug: fields.slug ?? `category-${n}`,
    name,
    nameEn: name,
    namePl: fields.namePl ?? `Kategoria ${n}`,
    description: `${name} description`,
    parentId: fields.parentId ?? null,
    level,
    sortOrder: fields.sortOrder ?? n,
    isActive: fields.isActive ?? 1,
    path: name,
  });
  return id;
}

/** mother > sub > subSub, with the given slugs. */
export async function insertTestCategoryChain(db: Db, slugs: [string, string, string]) {
  const mother = await insertTestCategory(db, { slug: slugs[0], name: `Mother ${slugs[0]}` });
  const sub = await insertTestCategory(db, {
    slug: slugs[1],
    name: `Sub ${slugs[1]}`,
    parentId: mother,
    level: 2,
  });
  const subSub = await insertTestCategory(db, {
    slug: slugs[2],
    name: `SubSub ${slugs[2]}`,
    parentId: sub,
    level: 3,
  });
  return { mother, sub, subSub };
}

export async function insertTestBrand(
  db: Db,
  fields: { name?: string; logo?: string | null; isOem?: number } = {},
) {
  const n = next();
  return insertBrand(db, {
    name: fields.name ?? `Brand ${n}`,
    website: 'https://example.com',
    isOem: fields.isOem ?? 0,
    logo: fields.logo === undefined ? `/uploads/brands/brand-${n}.svg` : fields.logo,
  });
}

export function buildProduct(fields: Partial<NewProduct> = {}): NewProduct {
  const n = next();
  return {
    name: `Test part ${n}`,
    // The English name is the name given, as a shop's own products have it.
    nameEn: fields.name ?? `Test part ${n}`,
    namePl: `Część testowa ${n}`,
    description: 'A part used by the tests.',
    descriptionEn: 'A part used by the tests.',
    descriptionPl: 'Część używana w testach.',
    partNumber: `TP ${String(n).padStart(6, '0')}`,
    manufacturerNumber: null,
    eanNumber: null,
    basePriceCents: 1000 + n,
    currency: 'EUR',
    images: [`/uploads/products/test-${n}.svg`],
    specifications: JSON.stringify({ application: 'Front axle', Quantity: '1', Guarantee: '2 years' }),
    applicability: null,
    manufacturerInfo: null,
    stock: 10,
    ...fields,
  };
}

export async function insertTestProduct(db: Db, fields: Partial<NewProduct> = {}) {
  return insertProduct(db, buildProduct(fields));
}

export async function insertTestOffer(db: Db, productId: number, priceCents: number, supplierName?: string) {
  const supplierId = await insertSupplier(db, { name: supplierName ?? `Supplier ${next()}`, country: 'PL' });
  await insertOffers(db, [{ productId, supplierId, priceCents, stock: 5, deliveryDays: 2 }]);
  return supplierId;
}

/** One make, one model, one engine; returns the vehicle (engine) id. */
export async function insertTestVehicle(
  db: Db,
  fields: { make?: string; model?: string; engine?: string; yearFrom?: number; yearTo?: number | null } = {},
) {
  const n = next();
  const make = fields.make ?? `Make ${n}`;
  const makeId = await insertVehicleMake(db, { name: make, slug: `make-${n}` });
  const modelId = await insertVehicleModel(db, {
    makeId,
    name: fields.model ?? `Model ${n}`,
    yearFrom: fields.yearFrom ?? 2012,
    yearTo: fields.yearTo === undefined ? 2020 : fields.yearTo,
  });
  const vehicleId = await insertVehicle(db, {
    modelId,
    name: fields.engine ?? '1.6 TDI',
    fuel: 'diesel',
    kw: 81,
    ccm: 1598,
    yearFrom: fields.yearFrom ?? 2012,
    monthFrom: 8,
    yearTo: fields.yearTo === undefined ? 2020 : fields.yearTo,
    monthTo: fields.yearTo === null ? null : 12,
  });
  return { makeId, modelId, vehicleId };
}

export async function fitProduct(db: Db, productId: number, vehicleId: number) {
  await insertFitments(db, [{ productId, vehicleId }]);
}
