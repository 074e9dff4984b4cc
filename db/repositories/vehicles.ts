/** Vehicle makes, models and engine/type variants for the make -> model -> engine selector. */
import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
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
export function listVehiclesForProduct(db: Db, productId: number, limit: number) {
  return db
    .selectFrom('productFitments as f')
    .innerJoin('vehicles as v', 'v.id', 'f.vehicleId')
    .innerJoin('vehicleModels as mo', 'mo.id', 'v.modelId')
    .innerJoin('vehicleMakes as ma', 'ma.id', 'mo.makeId')
    .select(['v.id', 'ma.name as make', 'mo.name as model', 'v.name', 'v.yearFrom', 'v.yearTo'])
    .where('f.productId', '=', productId)
    .orderBy('ma.name')
    .orderBy('mo.name')
    .orderBy('v.name')
    .limit(limit)
    .execute();
}
