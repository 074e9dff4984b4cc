/**
 * The vehicle the shopper chose in the finder: kept in IndexedDB (so it survives reloads and works
 * offline) until cleared. Product lists and category pages filter by it (`vehicleId`).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Vehicle } from '#api/contract/vehicles.ts';
import { localDb, type ChosenVehicleSetting, type LocalDb } from '../../lib/local-db.ts';

const KEY = 'vehicle';

export async function getChosenVehicle(db: LocalDb = localDb): Promise<Vehicle | null> {
  try {
    const row = (await db.settings.get(KEY)) as ChosenVehicleSetting | undefined;
    return row?.value ?? null;
  } catch {
    // No IndexedDB (a private window in some browsers): no vehicle rather than lists that never load.
    return null;
  }
}

export async function chooseVehicle(vehicle: Vehicle, db: LocalDb = localDb): Promise<void> {
  await db.settings.put({ key: KEY, value: vehicle } satisfies ChosenVehicleSetting);
}

export async function clearChosenVehicle(db: LocalDb = localDb): Promise<void> {
  await db.settings.delete(KEY);
}

/**
 * The chosen vehicle, live across components and tabs: `undefined` while IndexedDB is being read (do
 * not fetch an unfiltered list yet), then the vehicle or null.
 */
export function useChosenVehicle(): Vehicle | null | undefined {
  return useLiveQuery(() => getChosenVehicle(), [], undefined);
}

/** The chosen vehicle's id for list filters: undefined while reading, null when none is chosen. */
export function useChosenVehicleId(): number | null | undefined {
  const vehicle = useChosenVehicle();
  return vehicle === undefined ? undefined : (vehicle?.id ?? null);
}
