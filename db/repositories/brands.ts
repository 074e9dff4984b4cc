/** Brand queries. Names are unique case-insensitively (COLLATE NOCASE in the schema). */
import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { BrandsTable } from '../schema.ts';
import { nextId } from './ids.ts';

const brandColumns = ['id', 'name', 'website', 'isOem', 'logo'] as const;

export async function insertBrand(db: Db, brand: Insertable<BrandsTable>): Promise<number> {
  const row = await db
    .insertInto('brands')
    .values({ ...brand, id: brand.id ?? nextId('brands') })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function listBrands(db: Db) {
  return db.selectFrom('brands').select(brandColumns).orderBy('name').execute();
}

export function findBrandById(db: Db, id: number) {
  return db.selectFrom('brands').select(brandColumns).where('id', '=', id).executeTakeFirst();
}

export async function updateBrandLogo(db: Db, id: number, logo: string | null): Promise<void> {
  await db.updateTable('brands').set({ logo }).where('id', '=', id).execute();
}

/** How many brands other than `exceptId` show this logo. */
export async function countBrandsWithLogo(db: Db, logo: string, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('brands')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('logo', '=', logo)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countBrands(db: Db): Promise<number> {
  const row = await db
    .selectFrom('brands')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The brand of this name, without regard to case (names are unique that way). */
export function findBrandByName(db: Db, name: string) {
  return db.selectFrom('brands').select(brandColumns).where('name', '=', name).executeTakeFirst();
}
