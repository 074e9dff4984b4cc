/** Vehicle finder: make/model/engine selects, registration number, HSN/TSN, the chosen-vehicle chip. */
import type { Message } from '../types.ts';

export const vehicleEn = {} as const satisfies Record<string, Message>;
