/** Invented wholesale suppliers that carry offers; delivery days depend on where the warehouse is. */

export interface SupplierDef {
  name: string;
  country: string;
  /** Delivery time range in working days. */
  delivery: [number, number];
}

export const SUPPLIERS: SupplierDef[] = [
  { name: 'AutoHurt Warszawa', country: 'PL', delivery: [1, 2] },
  { name: 'Motoczęści Kraków', country: 'PL', delivery: [1, 3] },
  { name: 'Teilelager Berlin', country: 'DE', delivery: [2, 4] },
  { name: 'EuroParts Rotterdam', country: 'NL', delivery: [3, 5] },
];
