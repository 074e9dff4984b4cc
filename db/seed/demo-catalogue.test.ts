/** Acceptance checks for the demo catalogue seed: counts, tree shape, codes, files, determinism, search. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../client.ts';
import { insertVehicle, insertVehicleMake, insertVehicleModel } from '../repositories/vehicles.ts';
import { addDemoTypeCodesIfMissing } from '../setup.ts';
import { createTestDb } from '../test/test-db.ts';
import { isCatalogueEmpty, seedDemoCatalogue, type SeedSummary } from './demo-catalogue.ts';
import { isValidEan13 } from './ean.ts';

/** Header order of the top-level categories (sortOrder). */
const TOP_SLUGS = [
  'brake-system',
  'engine',
  'Drivetrain-suspension',
  'car-lights',
  'filters',
  'oils-fluids',
  'electrics',
  'body-panels',
  'exhaust-system',
  'luggage',
  'tools',
];
const MAKE_SLUGS = [
  'volkswagen',
  'mercedes-benz',
  'opel',
  'audi',
  'bmw',
  'fiat',
  'renault',
  'ford',
  'nissan',
  'peugeot',
  'dodge',
  'citroen',
  'jaguar',
  'mini',
  'seat',
  'volvo',
];
const SEED_TIMEOUT = 30_000;

const tempDirs: string[] = [];
function tempUploadsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-seed-'));
  tempDirs.push(dir);
  return dir;
}

/** Every file under dir, as relative path -> contents. */
function readTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, full), fs.readFileSync(full, 'utf8'));
  }
  return out;
}

async function count(
  db: Db,
  table: 'categories' | 'brands' | 'products' | 'offers' | 'vehicles' | 'suppliers' | 'vehicleTypeCodes',
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function productRows(db: Db) {
  return db.selectFrom('products').select(['name', 'partNumber', 'basePriceCents']).orderBy('id').execute();
}

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('seedDemoCatalogue', () => {
  let handle: DbHandle;
  let db: Db;
  let uploadsDir: string;
  let summary: SeedSummary;
  let emptyBefore: boolean;

  beforeAll(async () => {
    handle = await createTestDb();
    db = handle.db;
    uploadsDir = tempUploadsDir();
    emptyBefore = await isCatalogueEmpty(db);
    summary = await seedDemoCatalogue(db, { uploadsDir });
  }, SEED_TIMEOUT);

  afterAll(async () => {
    await handle.close();
  });

  it('reports the row counts that are in the tables', async () => {
    const fitments = await db
      .selectFrom('productFitments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(summary).toEqual({
      categories: await count(db, 'categories'),
      brands: await count(db, 'brands'),
      products: await count(db, 'products'),
      offers: await count(db, 'offers'),
      vehicles: await count(db, 'vehicles'),
      typeCodes: await count(db, 'vehicleTypeCodes'),
      fitments: Number(fitments.n),
      suppliers: await count(db, 'suppliers'),
    });
    expect(summary.products).toBeGreaterThanOrEqual(600);
    expect(summary.brands).toBeGreaterThanOrEqual(25);
    expect(summary.suppliers).toBeGreaterThanOrEqual(3);
  });

  it('is empty before seeding and not after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isCatalogueEmpty(db)).toBe(false);
  });

  it('gives at least 25 demo vehicles KBA codes under the real HSN of their maker', async () => {
    const rows = await db
      .selectFrom('vehicleTypeCodes as tc')
      .innerJoin('vehicles as v', 'v.id', 'tc.vehicleId')
      .innerJoin('vehicleModels as mo', 'mo.id', 'v.modelId')
      .innerJoin('vehicleMakes as ma', 'ma.id', 'mo.makeId')
      .select(['tc.hsn', 'tc.tsn', 'ma.name as make'])
      .execute();
    expect(rows.length).toBe(summary.typeCodes);
    expect(new Set(rows.map((r) => `${r.hsn}/${r.tsn}`)).size).toBeGreaterThanOrEqual(25);
    const hsnOfMake: Record<string, string> = {
      Volkswagen: '0603',
      Audi: '0588',
      BMW: '0005',
      MINI: '0005',
      'Mercedes-Benz': '1313',
      Opel: '0035',
      Ford: '8566',
      SEAT: '7593',
      Renault: '3001',
      Peugeot: '3003',
      Citroën: '3004',
      Fiat: '4136',
      Volvo: '9101',
    };
    for (const row of rows) {
      expect(row.hsn, row.make).toBe(hsnOfMake[row.make]);
      expect(row.tsn).toMatch(/^[A-Z0-9]{3}$/);
    }
  });

  it('adds the demo codes at start to a demo catalogue seeded without them, once', async () => {
    const log = { info: () => {} };
    const before = await count(db, 'vehicleTypeCodes');
    await db.deleteFrom('vehicleTypeCodes').execute();
    expect(await addDemoTypeCodesIfMissing(handle, log)).toBe(before);
    expect(await count(db, 'vehicleTypeCodes')).toBe(before);
    expect(await addDemoTypeCodesIfMissing(handle, log)).toBe(0);
    expect(await count(db, 'vehicleTypeCodes')).toBe(before);
  });

  it('adds no codes to a catalogue without the demo vehicles, even if one of them is there', async () => {
    const other = await createTestDb();
    try {
      const makeId = await insertVehicleMake(other.db, { name: 'Volkswagen', slug: 'volkswagen' });
      const modelId = await insertVehicleModel(other.db, {
        makeId,
        name: 'Golf VI (5K1)',
        yearFrom: 2008,
        yearTo: 2013,
      });
      await insertVehicle(other.db, {
        modelId,
        name: '1.4 TSI',
        fuel: 'petrol',
        kw: 90,
        ccm: 1390,
        yearFrom: 2008,
        monthFrom: 10,
        yearTo: 2012,
        monthTo: 11,
      });
      expect(await addDemoTypeCodesIfMissing(other, { info: () => {} })).toBe(0);
      expect(await count(other.db, 'vehicleTypeCodes')).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('refuses to seed a catalogue that already has data, touching neither rows nor files', async () => {
    const refusedDir = tempUploadsDir();
    await expect(seedDemoCatalogue(db, { uploadsDir: refusedDir })).rejects.toThrow(/already has data/);
    expect(await count(db, 'products')).toBe(summary.products);
    expect(fs.readdirSync(refusedDir)).toEqual([]);
  });

  it('has the eleven top-level categories in header order, each with two more levels below', async () => {
    const categories = await db.selectFrom('categories').selectAll().execute();
    const top = categories.filter((c) => c.level === 1).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(top.map((c) => c.slug)).toEqual(TOP_SLUGS);
    for (const parent of top) {
      const children = categories.filter((c) => c.parentId === parent.id);
      expect(children.length, parent.slug).toBeGreaterThanOrEqual(3);
      for (const child of children) {
        expect(child.level).toBe(2);
        const grandchildren = categories.filter((c) => c.parentId === child.id);
        expect(grandchildren.length, child.slug).toBeGreaterThanOrEqual(2);
        for (const g of grandchildren) {
          expect(g.level).toBe(3);
          expect(g.path).toBe(`${parent.name} > ${child.name} > ${g.name}`);
        }
      }
    }
    for (const c of categories) {
      expect(c.nameEn).toBe(c.name);
      expect(c.namePl).toBeTruthy();
      expect(c.description).toMatch(/\.$/);
      expect(c.descriptionPl).toMatch(/\.$/);
    }
    expect(new Set(categories.map((c) => c.slug.toLowerCase())).size).toBe(categories.length);
  });

  it('shows what a real catalogue has: a brand without a logo, a full gallery, JSON and plain specifications', async () => {
    const brands = await db.selectFrom('brands').select(['name', 'logo']).execute();
    expect(brands.filter((b) => b.logo === null).map((b) => b.name)).toEqual(['Yato']);
    const products = await db.selectFrom('products').select(['images', 'specifications']).execute();
    const galleries = products.filter((p) => (JSON.parse(p.images) as string[]).length >= 6);
    expect(galleries).toHaveLength(1);
    const pictures = JSON.parse(galleries[0]!.images) as string[];
    expect(new Set(pictures).size).toBe(6);
    for (const picture of pictures)
      expect(fs.existsSync(path.join(uploadsDir, picture.replace('/uploads/', '')))).toBe(true);
    const isJson = (text: string | null) => {
      try {
        return typeof JSON.parse(text ?? '') === 'object';
      } catch {
        return false;
      }
    };
    expect(products.filter((p) => isJson(p.specifications)).length).toBeGreaterThan(100);
    const plain = products.filter((p) => p.specifications && !isJson(p.specifications));
    expect(plain).toHaveLength(1);
    expect(plain[0]!.specifications).toMatch(/^[^:\n]+: .+(\n[^:\n]+: .+)+$/);
  });

  it('puts every product in a leaf category', async () => {
    const inInnerCategory = await db
      .selectFrom('products as p')
      .select('p.id')
      .where((eb) =>
        eb.exists(
          eb.selectFrom('categories as c').select('c.id').whereRef('c.parentId', '=', 'p.categoryId'),
        ),
      )
      .execute();
    expect(inInnerCategory).toEqual([]);
  });

  it('gives every product a valid EAN-13 and parseable specifications (JSON but for one)', async () => {
    const products = await db.selectFrom('products').select(['id', 'eanNumber', 'specifications']).execute();
    for (const p of products) {
      expect(isValidEan13(p.eanNumber ?? ''), `EAN of product ${p.id}: ${p.eanNumber}`).toBe(true);
      if (!p.specifications?.startsWith('{')) continue;
      const spec = JSON.parse(p.specifications) as Record<string, unknown>;
      expect(spec).toMatchObject({
        application: expect.any(String),
        Quantity: expect.any(String),
        Guarantee: expect.any(String),
        'Product Specifications': expect.any(Object),
      });
    }
  });

  it('has a file in the uploads folder behind every image and logo URL', async () => {
    const products = await db.selectFrom('products').select(['id', 'images']).execute();
    const brands = await db.selectFrom('brands').select(['name', 'logo']).execute();
    const urls = [
      ...products.flatMap((p) => {
        const images = JSON.parse(p.images) as string[];
        expect(images.length, `images of product ${p.id}`).toBeGreaterThanOrEqual(1);
        // One product has the full gallery of six.
        expect(images.length).toBeLessThanOrEqual(6);
        return images;
      }),
      ...brands.filter((b) => b.name !== 'Yato').map((b) => b.logo ?? `missing logo of ${b.name}`),
    ];
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/uploads\/(brands|products)\/[a-z0-9-]+\.svg$/);
      const file = path.join(uploadsDir, url.slice('/uploads/'.length));
      expect(fs.existsSync(file), url).toBe(true);
      expect(fs.readFileSync(file, 'utf8')).toMatch(/^<\?xml [^>]*\?>\n<svg [\s\S]*<\/svg>\n$/);
    }
  });

  it('has the sixteen vehicle makes of the landing strip, each with models and engines', async () => {
    const makes = await db
      .selectFrom('vehicleMakes as ma')
      .innerJoin('vehicleModels as mo', 'mo.makeId', 'ma.id')
      .innerJoin('vehicles as v', 'v.modelId', 'mo.id')
      .select(['ma.slug', (eb) => eb.fn.count<number>('mo.id').distinct().as('models')])
      .groupBy('ma.slug')
      .execute();
    expect(makes.map((m) => m.slug).sort()).toEqual([...MAKE_SLUGS].sort());
    for (const m of makes) expect(Number(m.models), m.slug).toBeGreaterThanOrEqual(3);
  });

  it('links most vehicle-specific products to two to eight vehicles', async () => {
    const rows = await db
      .selectFrom('products as p')
      .leftJoin('productFitments as f', 'f.productId', 'p.id')
      .select(['p.id', (eb) => eb.fn.count<number>('f.vehicleId').as('n')])
      .groupBy('p.id')
      .execute();
    const fitted = rows.filter((r) => Number(r.n) > 0);
    expect(fitted.length).toBeGreaterThan(rows.length / 2);
    for (const r of fitted) {
      expect(Number(r.n)).toBeGreaterThanOrEqual(2);
      expect(Number(r.n)).toBeLessThanOrEqual(8);
    }
  });

  it('offers every product from one to three suppliers, the cheapest below the base price', async () => {
    const rows = await db
      .selectFrom('products as p')
      .innerJoin('offers as o', 'o.productId', 'p.id')
      .select([
        'p.id',
        'p.basePriceCents',
        (eb) => eb.fn.count<number>('o.id').as('n'),
        (eb) => eb.fn.min<number>('o.priceCents').as('lowest'),
      ])
      .groupBy('p.id')
      .execute();
    expect(rows.length).toBe(summary.products);
    for (const r of rows) {
      expect(Number(r.n)).toBeGreaterThanOrEqual(1);
      expect(Number(r.n)).toBeLessThanOrEqual(3);
      expect(r.lowest).toBeLessThan(r.basePriceCents);
    }
  });

  it('is searchable through the FTS index (folded Polish and part numbers)', async () => {
    const polish = await sql<{
      rowid: number;
    }>`select rowid from products_fts where products_fts match '"hamulc"'`.execute(db);
    expect(polish.rows.length).toBeGreaterThan(0);
    const { partNumber } = await db
      .selectFrom('products')
      .select('partNumber')
      .where('partNumber', 'like', '0 986 %')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const code = partNumber.replace(/\D/g, '').slice(0, 7);
    const byCode = await sql<{
      rowid: number;
    }>`select rowid from products_fts where products_fts match ${`codes:"${code}"`}`.execute(db);
    expect(byCode.rows.length).toBeGreaterThan(0);
  });

  it(
    'writes the same rows and the same files on another fresh database',
    async () => {
      const other = await createTestDb();
      const otherDir = tempUploadsDir();
      try {
        expect(await seedDemoCatalogue(other.db, { uploadsDir: otherDir })).toEqual(summary);
        expect(await productRows(other.db)).toEqual(await productRows(db));
        const files = readTree(uploadsDir);
        expect(files.size).toBeGreaterThan(summary.brands);
        expect(readTree(otherDir)).toEqual(files);
      } finally {
        await other.close();
      }
    },
    SEED_TIMEOUT,
  );
});
