/**
 * The vehicle the shopper chose in the finder: kept in IndexedDB (so it survives reloads and works
 * offline) until cleared. Product lists and category pages filter by it (`vehicleId`). Its id is also
 * kept in a cookie, so the server renders those lists for it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { getVehicle } from '#api/contract/vehicles.ts';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
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
  writeVehicleCookie(vehicle.id);
}

export async function clearChosenVehicle(db: LocalDb = localDb): Promise<void> {
  await db.settings.delete(KEY);
  writeVehicleCookie(null);
}

/** The cookie with the chosen vehicle's id (nothing else about it). */
export const VEHICLE_COOKIE = 'partspoint-vehicle';

/** The vehicle id a Cookie header names, or null. */
export function parseVehicleCookie(cookieHeader: string | undefined): number | null {
  const match = new RegExp(`(?:^|;\\s*)${VEHICLE_COOKIE}=(\\d{1,10})(?:;|$)`).exec(cookieHeader ?? '');
  const id = Number(match?.[1]);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function writeVehicleCookie(id: number | null): void {
  if (typeof document === 'undefined') return;
  if (parseVehicleCookie(document.cookie) === id) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    id === null
      ? `${VEHICLE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${VEHICLE_COOKIE}=${id}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax${secure}`;
}

/**
 * The vehicle id a server-rendered page was rendered for: what lists use until IndexedDB has
 * answered, so the page is taken over as rendered (undefined: nothing rendered, wait for IndexedDB).
 */
let renderedVehicleId: number | null | undefined;

export function setRenderedVehicleId(id: number | null | undefined): void {
  renderedVehicleId = id;
}

export function getRenderedVehicleId(): number | null | undefined {
  return renderedVehicleId;
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
  return vehicle === undefined ? renderedVehicleId : (vehicle?.id ?? null);
}

/**
 * A list's `vehicle` URL parameter and the garage's choice, kept in step (the URL can be shared and
 * bookmarked; the garage keeps the choice for the next visit):
 * - a link naming a vehicle, opened here, puts that vehicle in the garage;
 * - the garage's vehicle, when the URL names none or the shopper picks another, goes into the URL;
 * - clearing the garage's vehicle takes it out of the URL.
 * A vehicle the shop does not know is dropped from the URL.
 */
export function useVehicleParam(
  urlVehicle: number | undefined,
  setUrlVehicle: (id: number | undefined) => void,
): void {
  const chosen = useChosenVehicle();
  const previous = useRef<number | null | undefined>(undefined);
  const setUrl = useRef(setUrlVehicle);
  useEffect(() => {
    setUrl.current = setUrlVehicle;
  });
  useEffect(() => {
    if (chosen === undefined) return;
    const chosenId = chosen?.id ?? null;
    const before = previous.current;
    previous.current = chosenId;
    if (urlVehicle === undefined) {
      if (chosenId !== null) setUrl.current(chosenId);
      return;
    }
    if (chosenId === urlVehicle) return;
    const cleared = chosenId === null && typeof before === 'number';
    const pickedAnother = chosenId !== null && before !== undefined && before !== chosenId;
    if (cleared || pickedAnother) {
      setUrl.current(chosenId ?? undefined);
      return;
    }
    // Opened from a link: the garage takes the vehicle it names.
    let current = true;
    apiFetch(getVehicle, { params: { id: urlVehicle } })
      .then(async (vehicle) => {
        if (current) await chooseVehicle(vehicle);
      })
      .catch((error: unknown) => {
        if (current && error instanceof ApiError && error.status === 404) setUrl.current(undefined);
      });
    return () => {
      current = false;
    };
  }, [chosen, urlVehicle]);
}
