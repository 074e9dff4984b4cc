/** Vehicle selector: make -> model -> engine/type, and one vehicle by id. */
import { Type, type Static } from 'typebox';
import { defineRoute, errorResponses, Id, IdParams, Nullable } from './define-route.ts';

export const VehicleMake = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() });
export const VehicleModel = Type.Object({
  id: Type.Integer(),
  makeId: Type.Integer(),
  name: Type.String(),
  yearFrom: Type.Integer(),
  yearTo: Nullable(Type.Integer()),
});
export const Vehicle = Type.Object({
  id: Type.Integer(),
  modelId: Type.Integer(),
  make: Type.String(),
  model: Type.String(),
  name: Type.String(),
  fuel: Type.String(),
  kw: Type.Integer(),
  /** Metric horsepower, from kW. */
  hp: Type.Integer(),
  ccm: Nullable(Type.Integer()),
  yearFrom: Type.Integer(),
  monthFrom: Type.Integer(),
  yearTo: Nullable(Type.Integer()),
  monthTo: Nullable(Type.Integer()),
});
export type VehicleMake = Static<typeof VehicleMake>;
export type VehicleModel = Static<typeof VehicleModel>;
export type Vehicle = Static<typeof Vehicle>;

const YearQuery = Type.Object(
  { year: Type.Optional(Type.Integer({ minimum: 1950, maximum: 2100 })) },
  { additionalProperties: false },
);

export const listVehicleMakes = defineRoute({
  method: 'GET',
  url: '/api/vehicles/makes',
  schema: { response: { 200: Type.Array(VehicleMake) } },
});

export const listVehicleModels = defineRoute({
  method: 'GET',
  url: '/api/vehicles/makes/:makeId/models',
  schema: {
    params: Type.Object({ makeId: Id }),
    querystring: YearQuery,
    response: { 200: Type.Array(VehicleModel), ...errorResponses },
  },
});

export const listVehicleEngines = defineRoute({
  method: 'GET',
  url: '/api/vehicles/models/:modelId/engines',
  schema: {
    params: Type.Object({ modelId: Id }),
    querystring: YearQuery,
    response: { 200: Type.Array(Vehicle), ...errorResponses },
  },
});

export const getVehicle = defineRoute({
  method: 'GET',
  url: '/api/vehicles/:id',
  schema: { params: IdParams, response: { 200: Vehicle, ...errorResponses } },
});
