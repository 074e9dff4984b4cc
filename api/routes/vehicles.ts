/**
 * Vehicle selector: make -> model -> engine/type (the vehicleId used by the product filter), and the
 * finder's other ways to a vehicle: KBA type code (HSN/TSN) and registration number (when a provider
 * is configured).
 */
import type {} from '@fastify/rate-limit';
import * as contract from '#api/contract/vehicles.ts';
import {
  findVehicleById,
  findVehicleMake,
  findVehicleModel,
  listVehicleMakes,
  listVehicleModels,
  listVehiclesByTypeCode,
  listVehiclesOfModel,
} from '#db/repositories/vehicles.ts';
import { AppError, badRequest, notFound } from '../http/app-error.ts';
import { normaliseRegistration, type PlateLookup } from '../services/plate-lookup.ts';
import { findVehiclesForPlateAnswer, parseHsn, parseTsn } from '../services/vehicle-match.ts';
import type { App } from './types.ts';

export interface VehicleRouteOptions {
  /** The registration lookup; undefined when PLATE_LOOKUP_URL is not set. */
  plateLookup: PlateLookup | undefined;
  /** Plate lookups per IP address and hour (each may cost the shop a paid provider call). */
  plateLookupPerIp: number;
}

/** Metric horsepower (PS) from kW, as parts catalogues print it. */
const withHp = <T extends { kw: number }>(v: T) => ({ ...v, hp: Math.round(v.kw * 1.35962) });

export default async function vehicleRoutes(app: App, options: VehicleRouteOptions) {
  const { plateLookup } = options;
  const checkPlateLimit = app.createRateLimit({
    max: options.plateLookupPerIp,
    timeWindow: '1 hour',
    keyGenerator: (request) => `plate-ip:${request.ip}`,
  });

  app.route({
    ...contract.listVehicleMakes,
    config: { catalogueCache: true },
    handler: async () => listVehicleMakes(app.db),
  });

  app.route({
    ...contract.listVehicleModels,
    config: { catalogueCache: true },
    handler: async (request) => {
      if (!(await findVehicleMake(app.db, request.params.makeId))) throw notFound('vehicle_make_not_found');
      return listVehicleModels(app.db, request.params.makeId, request.query.year);
    },
  });

  app.route({
    ...contract.listVehicleEngines,
    config: { catalogueCache: true },
    handler: async (request) => {
      if (!(await findVehicleModel(app.db, request.params.modelId)))
        throw notFound('vehicle_model_not_found');
      return (await listVehiclesOfModel(app.db, request.params.modelId, request.query.year)).map(withHp);
    },
  });

  app.route({
    ...contract.getVehicle,
    config: { catalogueCache: true },
    handler: async (request) => {
      const vehicle = await findVehicleById(app.db, request.params.id);
      if (!vehicle) throw notFound('vehicle_not_found');
      return withHp(vehicle);
    },
  });

  app.route({
    ...contract.getVehicleLookupOptions,
    handler: async () => ({ plateLookup: plateLookup !== undefined }),
  });

  app.route({
    ...contract.findVehiclesByTypeCode,
    config: { catalogueCache: true },
    handler: async (request) => {
      const hsn = parseHsn(request.query.hsn);
      if (!hsn) throw badRequest('invalid_hsn');
      const tsn = parseTsn(request.query.tsn);
      if (!tsn) throw badRequest('invalid_tsn');
      const vehicles = await listVehiclesByTypeCode(app.db, hsn, tsn);
      if (vehicles.length === 0) throw new AppError(404, 'type_code_not_found', { hsn, tsn });
      return vehicles.map(withHp);
    },
  });

  app.route({
    ...contract.findVehiclesByPlate,
    preHandler: async (request) => {
      const result = await checkPlateLimit(request);
      if (!result.isAllowed && result.isExceeded) throw new AppError(429, 'too_many_requests');
    },
    handler: async (request) => {
      if (!plateLookup) {
        throw new AppError(503, 'plate_lookup_unavailable', {}, 'PLATE_LOOKUP_UNAVAILABLE');
      }
      const registration = normaliseRegistration(request.query.registration);
      if (!registration) throw badRequest('invalid_registration');
      let answer;
      try {
        answer = await plateLookup(registration, request.query.country);
      } catch (error) {
        // The registration is personal data: the log keeps only why the provider failed.
        request.log.warn({ reason: (error as Error).message }, 'plate lookup provider failed');
        throw new AppError(502, 'plate_lookup_failed');
      }
      if (!answer) throw new AppError(404, 'plate_not_found', { registration });
      const vehicles = await findVehiclesForPlateAnswer(app.db, answer);
      if (vehicles.length === 0) {
        const vehicle = [answer.make, answer.model, answer.year].filter((part) => part != null).join(' ');
        throw new AppError(404, 'plate_vehicle_not_found', { registration, vehicle });
      }
      return vehicles.map(withHp);
    },
  });
}
