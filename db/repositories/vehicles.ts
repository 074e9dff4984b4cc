/** Vehicle makes, models and engine/type variants for the make -> model -> engine selector. */
import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import { compiledOnce } from './compiled.ts';
import type { VehiclesTable } from '../schema.ts';

export async function insertVehicleMake(db: Db, make: { name: string; slug: string }): Promise<number> {
  const row = await db.insertInto('vehicleMakes').values(make).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertVehicleModel(
  db: Db,
  model: { makeId: number; name: string; yearFrom: number; yearTo: number | null },
): Promise<number> {
  const row = await db.insertInto('vehicleModels').values(model).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertVehicle(db: Db, vehicle: Insertable<VehiclesTable>): Promise<number> {
  const row = await db.insertInto('vehicles').values(vehicle).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function listVehicleMakes(db: Db) {
  return db.selectFrom('vehicleMakes').select(['id', 'name', 'slug']).orderBy('name').execute();
}

export function findVehicleMake(db: Db, id: number) {
  return db.selectFrom('vehicleMakes').select(['id', 'name', 'slug']).where('id', '=', id).executeTakeFirst();
}

export function findVehicleModel(db: Db, id: number) {
  return db.selectFrom('vehicleModels').select(['id']).where('id', '=', id).executeTakeFirst();
}

/** Models of a make; with a year, only models built in that year. */
export function listVehicleModels(db: Db, makeId: number, year?: number) {
  let query = db
    .selectFrom('vehicleModels')
    .select(['id', 'makeId', 'name', 'yearFrom', 'yearTo'])
    .where('makeId', '=', makeId);
  if (year !== undefined) {
    query = query
      .where('yearFrom', '<=', year)
      .where((eb) => eb.or([eb('yearTo', 'is', null), eb('yearTo', '>=', year)]));
  }
  return query.orderBy('name').orderBy('yearFrom').execute();
}

function vehicleQuery(db: Db) {
  return db
    .selectFrom('vehicles as v')
    .innerJoin('vehicleModels as mo', 'mo.id', 'v.modelId')
    .innerJoin('vehicleMakes as ma', 'ma.id', 'mo.makeId')
    .select([
      'v.id',
      'v.modelId',
      'ma.name as make',
      'mo.name as model',
      'v.name',
      'v.fuel',
      'v.kw',
      'v.ccm',
      'v.yearFrom',
      'v.monthFrom',
      'v.yearTo',
      'v.monthTo',
    ]);
}

export function listVehiclesOfModel(db: Db, modelId: number, year?: number) {
  let query = vehicleQuery(db).where('v.modelId', '=', modelId);
  if (year !== undefined) {
    query = query
      .where('v.yearFrom', '<=', year)
      .where((eb) => eb.or([eb('v.yearTo', 'is', null), eb('v.yearTo', '>=', year)]));
  }
  return query.orderBy('v.fuel').orderBy('v.kw').orderBy('v.name').execute();
}

export function findVehicleById(db: Db, id: number) {
  return vehicleQuery(db).where('v.id', '=', id).executeTakeFirst();
}

/** Vehicles a product fits, for the product page. */
export const listVehiclesForProduct = compiledOnce((db: Db, productId: number, limit: number) =>
  db
    .selectFrom('productFitments as f')
    .innerJoin('vehicles as v', 'v.id', 'f.vehicleId')
    .innerJoin('vehicleModels as mo', 'mo.id', 'v.modelId')
    .innerJoin('vehicleMakes as ma', 'ma.id', 'mo.makeId')
    .select(['v.id', 'ma.name as make', 'mo.name as model', 'v.name', 'v.yearFrom', 'v.yearTo'])
    .where('f.productId', '=', productId)
    .orderBy('ma.name')
    .orderBy('mo.name')
    .orderBy('v.name')
    .limit(limit),
);

/** The id of a variant found by make, model and variant name (exact), for seeding codes by name. */
export async function findVehicleIdByNames(
  db: Db,
  make: string,
  model: string,
  name: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('vehicles as v')
    .innerJoin('vehicleModels as mo', 'mo.id', 'v.modelId')
    .innerJoin('vehicleMakes as ma', 'ma.id', 'mo.makeId')
    .select('v.id')
    .where('ma.name', '=', make)
    .where('mo.name', '=', model)
    .where('v.name', '=', name)
    .orderBy('v.id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertVehicleTypeCodes(
  db: Db,
  rows: { hsn: string; tsn: string; vehicleId: number }[],
): Promise<void> {
  // Three columns per row: chunks stay well under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 300) {
    await db
      .insertInto('vehicleTypeCodes')
      .values(rows.slice(i, i + 300))
      .execute();
  }
}

export async function hasVehicleTypeCodes(db: Db): Promise<boolean> {
  return !!(await db.selectFrom('vehicleTypeCodes').select('hsn').limit(1).executeTakeFirst());
}

/** Variants registered under a KBA code; `hsn` 4 digits and `tsn` 3 upper-case characters. */
export function listVehiclesByTypeCode(db: Db, hsn: string, tsn: string) {
  return vehicleQuery(db)
    .innerJoin('vehicleTypeCodes as tc', 'tc.vehicleId', 'v.id')
    .where('tc.hsn', '=', hsn)
    .where('tc.tsn', '=', tsn)
    .orderBy('ma.name')
    .orderBy('mo.name')
    .orderBy('v.name')
    .orderBy('v.id')
    .execute();
}

/** Every variant of the given makes, for matching a plate provider's answer by names. */
export function listVehiclesOfMakes(db: Db, makeIds: number[]) {
  if (makeIds.length === 0) return Promise.resolve([]);
  return vehicleQuery(db)
    .where('ma.id', 'in', makeIds)
    .orderBy('ma.name')
    .orderBy('mo.name')
    .orderBy('v.fuel')
    .orderBy('v.kw')
    .orderBy('v.name')
    .execute();
}
