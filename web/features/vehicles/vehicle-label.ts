/** How a vehicle is named in the finder and the chip: "VW Golf 1.6 TDI (2012–2020)". */
import type { Vehicle } from '#api/contract/vehicles.ts';
import type { Translate } from '../../lib/i18n.ts';

type Years = Pick<Vehicle, 'yearFrom' | 'yearTo'>;

/** Years as text: numbers go in as strings so `t` does not format 2015 as "2,015". */
export function vehicleYears(vehicle: Years, t: Translate): string {
  if (vehicle.yearTo === null) return t('vehicle.yearsFrom', { from: String(vehicle.yearFrom) });
  if (vehicle.yearTo === vehicle.yearFrom) return String(vehicle.yearFrom);
  return t('vehicle.yearsRange', { from: String(vehicle.yearFrom), to: String(vehicle.yearTo) });
}

export function vehicleLabel(vehicle: Vehicle, t: Translate): string {
  return t('vehicle.label', {
    make: vehicle.make,
    model: vehicle.model,
    engine: vehicle.name,
    years: vehicleYears(vehicle, t),
  });
}

const FUEL_KEYS = {
  petrol: 'vehicle.fuel.petrol',
  diesel: 'vehicle.fuel.diesel',
  hybrid: 'vehicle.fuel.hybrid',
  electric: 'vehicle.fuel.electric',
  lpg: 'vehicle.fuel.lpg',
} as const;

/** The fuel in the shopper's language; a fuel the catalogue does not know yet is shown as stored. */
export function fuelName(fuel: string, t: Translate): string {
  const key = FUEL_KEYS[fuel as keyof typeof FUEL_KEYS] as
    (typeof FUEL_KEYS)[keyof typeof FUEL_KEYS] | undefined;
  return key ? t(key) : fuel;
}

/** An engine in the finder: "1.6 TDI · Diesel · 77 kW / 105 hp · 2009–2012". */
export function engineDescription(vehicle: Vehicle, t: Translate): string {
  return t('vehicle.engineOption', {
    engine: vehicle.name,
    fuel: fuelName(vehicle.fuel, t),
    kw: vehicle.kw,
    hp: vehicle.hp,
    years: vehicleYears(vehicle, t),
  });
}
