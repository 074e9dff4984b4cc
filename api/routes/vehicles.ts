/** Vehicle selector: make -> model -> engine/type (the vehicleId used by the product filter). */
import * as contract from '#api/contract/vehicles.ts';
import {
  findVehicleById,
  findVehicleMake,
  findVehicleModel,
  listVehicleMakes,
  listVehicleModels,
  listVehiclesOfModel,
} from '#db/repositories/vehicles.ts';
import { notFound } from '../plugins/errors.ts';
import type { App } from './types.ts';

/** Metric horsepower (PS) from kW, as parts catalogues print it. */
const withHp = <T extends { kw: number }>(v: T) => ({ ...v, hp: Math.round(v.kw * 1.35962) });

export default async function vehicleRoutes(app: App) {
  app.route({
    ...contract.listVehicleMakes,
    handler: async () => listVehicleMakes(app.db),
  });

  app.route({
    ...contract.listVehicleModels,
    handler: async (request) => {
      if (!(await findVehicleMake(app.db, request.params.makeId))) throw notFound('vehicle_make_not_found');
      return listVehicleModels(app.db, request.params.makeId, request.query.year);
    },
  });

  app.route({
    ...contract.listVehicleEngines,
    handler: async (request) => {
      if (!(await findVehicleModel(app.db, request.params.modelId)))
        throw notFound('vehicle_model_not_found');
      return (await listVehiclesOfModel(app.db, request.params.modelId, request.query.year)).map(withHp);
    },
  });

  app.route({
    ...contract.getVehicle,
    handler: async (request) => {
      const vehicle = await findVehicleById(app.db, request.params.id);
      if (!vehicle) throw notFound('vehicle_not_found');
      return withHp(vehicle);
    },
  });
}
