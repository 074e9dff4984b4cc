/** Vehicle selector: make -> model -> engine/type, and one vehicle by id. */
import { Type, type Static } from 'typebox';
import { defineRoute, ErrorBody, errorResponses, Id, IdParams, Nullable } from './define-route.ts';

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
  access: 'public',
  schema: { response: { 200: Type.Array(VehicleMake) } },
});

export const listVehicleModels = defineRoute({
  method: 'GET',
  url: '/api/vehicles/makes/:makeId/models',
  access: 'public',
  schema: {
    params: Type.Object({ makeId: Id }),
    querystring: YearQuery,
    response: { 200: Type.Array(VehicleModel), ...errorResponses },
  },
});

export const listVehicleEngines = defineRoute({
  method: 'GET',
  url: '/api/vehicles/models/:modelId/engines',
  access: 'public',
  schema: {
    params: Type.Object({ modelId: Id }),
    querystring: YearQuery,
    response: { 200: Type.Array(Vehicle), ...errorResponses },
  },
});

export const getVehicle = defineRoute({
  method: 'GET',
  url: '/api/vehicles/:id',
  access: 'public',
  schema: { params: IdParams, response: { 200: Vehicle, ...errorResponses } },
});

/** What the finder can offer besides the selects: plate lookup only when a provider is configured. */
export const getVehicleLookupOptions = defineRoute({
  method: 'GET',
  url: '/api/vehicles/lookup-options',
  access: 'public',
  schema: { response: { 200: Type.Object({ plateLookup: Type.Boolean() }) } },
});

/**
 * German registration document codes: HSN (Herstellerschlüsselnummer, 4 digits) and TSN
 * (Typschlüsselnummer, the first 3 characters count). The answer lists the vehicles with that code
 * (usually one); none is a 404 with a message.
 */
export const findVehiclesByTypeCode = defineRoute({
  method: 'GET',
  url: '/api/vehicles/type-code',
  access: 'public',
  schema: {
    querystring: Type.Object(
      {
        hsn: Type.String({ minLength: 1, maxLength: 10 }),
        tsn: Type.String({ minLength: 1, maxLength: 12 }),
      },
      { additionalProperties: false },
    ),
    response: { 200: Type.Array(Vehicle), ...errorResponses },
  },
});

export const PLATE_COUNTRIES = ['PL', 'DE', 'GB', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'CZ'] as const;
export type PlateCountry = (typeof PLATE_COUNTRIES)[number];
// Spelled out: a Union built with .map() has the static type `never`.
const PlateCountry = Type.Union([
  Type.Literal('PL'),
  Type.Literal('DE'),
  Type.Literal('GB'),
  Type.Literal('FR'),
  Type.Literal('IT'),
  Type.Literal('ES'),
  Type.Literal('NL'),
  Type.Literal('BE'),
  Type.Literal('AT'),
  Type.Literal('CZ'),
]);

/**
 * A registration number looked up with the configured provider (PLATE_LOOKUP_URL) and matched against
 * our vehicles. Without a provider: 503 with code PLATE_LOOKUP_UNAVAILABLE and a message pointing to
 * the selects; a plate the provider does not know or we have no vehicle for: 404.
 */
export const findVehiclesByPlate = defineRoute({
  method: 'GET',
  url: '/api/vehicles/plate',
  access: 'public',
  schema: {
    querystring: Type.Object(
      {
        registration: Type.String({ minLength: 1, maxLength: 20 }),
        country: PlateCountry,
      },
      { additionalProperties: false },
    ),
    response: { 200: Type.Array(Vehicle), ...errorResponses, 502: ErrorBody, 503: ErrorBody },
  },
});
