/** Vehicle finder: make/model/engine selects, registration number, HSN/TSN, the chosen-vehicle chip. */
import type { vehicleEn } from '../en/vehicle.ts';
import type { CatalogueOf } from '../types.ts';

export const vehiclePl: CatalogueOf<typeof vehicleEn> = {};
