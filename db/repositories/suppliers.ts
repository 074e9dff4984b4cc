/** Suppliers and the column mapping remembered for each one's price lists. */
import { type Insertable, sql } from 'kysely';
import type { Db } from '../client.ts';
import type { SupplierImportMappingsTable } from '../schema.ts';

const supplierColumns = ['s.id', 's.name', 's.country', 's.isActive'] as const;

/** Every supplier by name, with whether a mapping is remembered for it. */
export function listSuppliers(db: Db) {
  return db
    .selectFrom('suppliers as s')
    .leftJoin('supplierImportMappings as m', 'm.supplierId', 's.id')
    .select(supplierColumns)
    .select((eb) => eb('m.supplierId', 'is not', null).as('hasMapping'))
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
}

export function findSupplierById(db: Db, id: number) {
  return db
    .selectFrom('suppliers as s')
    .leftJoin('supplierImportMappings as m', 'm.supplierId', 's.id')
    .select(supplierColumns)
    .select((eb) => eb('m.supplierId', 'is not', null).as('hasMapping'))
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** The supplier of this name, without regard to (ASCII) case. */
export function findSupplierByName(db: Db, name: string) {
  return db
    .selectFrom('suppliers as s')
    .leftJoin('supplierImportMappings as m', 'm.supplierId', 's.id')
    .select(supplierColumns)
    .select((eb) => eb('m.supplierId', 'is not', null).as('hasMapping'))
    .where(sql<string>`s.name COLLATE NOCASE`, '=', name)
    .orderBy('s.id')
    .executeTakeFirst();
}

export type SupplierMappingRow = Omit<SupplierImportMappingsTable, 'supplierId' | 'updatedAt'>;

export function findSupplierMapping(db: Db, supplierId: number): Promise<SupplierMappingRow | undefined> {
  return db
    .selectFrom('supplierImportMappings')
    .select([
      'delimiter',
      'headerRow',
      'partNumberColumn',
      'brandColumn',
      'priceColumn',
      'currencyColumn',
      'currency',
      'stockColumn',
      'eanColumn',
      'nameColumn',
      'decimalSeparator',
    ])
    .where('supplierId', '=', supplierId)
    .executeTakeFirst();
}

/** Inserts or replaces the supplier's mapping. */
export async function upsertSupplierMapping(
  db: Db,
  supplierId: number,
  mapping: SupplierMappingRow,
  now: Date = new Date(),
): Promise<void> {
  const row: Insertable<SupplierImportMappingsTable> = {
    ...mapping,
    supplierId,
    updatedAt: now.toISOString(),
  };
  const { supplierId: _key, ...changes } = row;
  await db
    .insertInto('supplierImportMappings')
    .values(row)
    .onConflict((oc) => oc.column('supplierId').doUpdateSet(changes))
    .execute();
}
