import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVehicle, insertVehicleMake, insertVehicleModel } from '#db/repositories/vehicles.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids.vw = await insertVehicleMake(t.db, { name: 'Volkswagen', slug: 'volkswagen' });
  ids.audi = await insertVehicleMake(t.db, { name: 'Audi', slug: 'audi' });
  ids.golf6 = await insertVehicleModel(t.db, {
    makeId: ids.vw,
    name: 'Golf VI (5K1)',
    yearFrom: 2008,
    yearTo: 2013,
  });
  ids.golf7 = await insertVehicleModel(t.db, {
    makeId: ids.vw,
    name: 'Golf VII (5G1)',
    yearFrom: 2012,
    yearTo: 2020,
  });
  ids.tdi = await insertVehicle(t.db, {
    modelId: ids.golf7,
    name: '1.6 TDI',
    fuel: 'diesel',
    kw: 81,
    ccm: 1598,
    yearFrom: 2012,
    monthFrom: 8,
    yearTo: 2020,
    monthTo: 7,
  });
  ids.gti = await insertVehicle(t.db, {
    modelId: ids.golf7,
    name: '2.0 GTI',
    fuel: 'petrol',
    kw: 162,
    ccm: 1984,
    yearFrom: 2013,
    monthFrom: 4,
    yearTo: 2017,
    monthTo: 1,
  });
});
afterAll(async () => t.close());

describe('vehicle selector', () => {
  it('lists makes by name', async () => {
    const res = await t.app.inject('/api/vehicles/makes');
    expect(res.json()).toEqual([
      { id: ids.audi, name: 'Audi', slug: 'audi' },
      { id: ids.vw, name: 'Volkswagen', slug: 'volkswagen' },
    ]);
  });

  it('lists the models of a make, optionally those built in a year', async () => {
    const all = (await t.app.inject(`/api/vehicles/makes/${ids.vw}/models`)).json() as { name: string }[];
    expect(all.map((m) => m.name)).toEqual(['Golf VI (5K1)', 'Golf VII (5G1)']);
    const in2010 = (await t.app.inject(`/api/vehicles/makes/${ids.vw}/models?year=2010`)).json() as {
      name: string;
    }[];
    expect(in2010.map((m) => m.name)).toEqual(['Golf VI (5K1)']);
    expect((await t.app.inject(`/api/vehicles/makes/${ids.audi}/models`)).json()).toEqual([]);
  });

  it('lists the engines of a model with kW, hp, fuel and production dates', async () => {
    const engines = (await t.app.inject(`/api/vehicles/models/${ids.golf7}/engines`)).json() as Record<
      string,
      unknown
    >[];
    expect(engines).toHaveLength(2);
    expect(engines[0]).toEqual({
      id: ids.tdi,
      modelId: ids.golf7,
      make: 'Volkswagen',
      model: 'Golf VII (5G1)',
      name: '1.6 TDI',
      fuel: 'diesel',
      kw: 81,
      hp: 110,
      ccm: 1598,
      yearFrom: 2012,
      monthFrom: 8,
      yearTo: 2020,
      monthTo: 7,
    });
    const in2018 = (await t.app.inject(`/api/vehicles/models/${ids.golf7}/engines?year=2018`)).json() as {
      id: number;
    }[];
    expect(in2018.map((e) => e.id)).toEqual([ids.tdi]);
  });

  it('returns one vehicle by id', async () => {
    const res = await t.app.inject(`/api/vehicles/${ids.gti}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: '2.0 GTI', make: 'Volkswagen', hp: 220 });
  });

  it.each([
    ['/api/vehicles/makes/999/models', 404],
    ['/api/vehicles/models/999/engines', 404],
    ['/api/vehicles/999', 404],
    ['/api/vehicles/abc', 400],
    ['/api/vehicles/makes/1/models?year=1800', 400],
  ])('answers %s with %i and a JSON body', async (url, status) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toHaveProperty('message');
  });
});
