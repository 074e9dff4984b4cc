/** Brand queries. Names are unique case-insensitively (COLLATE NOCASE in the schema). */
import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { BrandsTable } from '../schema.ts';

export async function insertBrand(db: Db, brand: Insertable<BrandsTable>): Promise<number> {
  const row = await db.insertInto('brands').values(brand).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function listBrands(db: Db) {
  return db.selectFrom('brands').select(['id', 'name', 'website', 'isOem', 'logo']).orderBy('name').execute();
}
