/** Query options of the vehicle finder: makes, models and engines (optionally by year), lookup options. */
import { queryOptions } from '@tanstack/react-query';
import {
  getVehicleLookupOptions,
  listVehicleEngines,
  listVehicleMakes,
  listVehicleModels,
} from '#api/contract/vehicles.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** The vehicle lists change only with a catalogue update: no need to refetch them within a visit. */
const STATIC = { staleTime: Infinity } as const;

export function vehicleMakesQueryOptions() {
  return queryOptions({
    queryKey: ['vehicles', 'makes'],
    queryFn: ({ signal }) => apiFetch(listVehicleMakes, { signal }),
    ...STATIC,
  });
}

export function vehicleModelsQueryOptions(makeId: number, year: number | undefined) {
  return queryOptions({
    queryKey: ['vehicles', 'models', makeId, year ?? null],
    queryFn: ({ signal }) => apiFetch(listVehicleModels, { params: { makeId }, query: { year }, signal }),
    ...STATIC,
  });
}

export function vehicleEnginesQueryOptions(modelId: number, year: number | undefined) {
  return queryOptions({
    queryKey: ['vehicles', 'engines', modelId, year ?? null],
    queryFn: ({ signal }) => apiFetch(listVehicleEngines, { params: { modelId }, query: { year }, signal }),
    ...STATIC,
  });
}

export function vehicleLookupOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['vehicles', 'lookup-options'],
    queryFn: ({ signal }) => apiFetch(getVehicleLookupOptions, { signal }),
  });
}
