/**
 * Demo KBA codes (German registration document, fields 2.1 HSN and 2.2 TSN) for the HSN/TSN field of
 * the vehicle finder. The HSNs are the makers' real manufacturer numbers; the TSNs are DEMO CODES,
 * plausible in form (3 characters) but invented: do not use them to identify a real car.
 */
import type { Db } from '../client.ts';
import { findVehicleIdByNames, insertVehicleTypeCodes } from '../repositories/vehicles.ts';

/** [make, model, engine variant (as in vehicles.ts), HSN, TSN (demo)] */
export type DemoTypeCode = [string, string, string, string, string];

export const DEMO_TYPE_CODES: DemoTypeCode[] = [
  ['Volkswagen', 'Golf VI (5K1)', '1.4 TSI', '0603', 'AKX'],
  ['Volkswagen', 'Golf VI (5K1)', '2.0 TDI', '0603', 'AMH'],
  ['Volkswagen', 'Golf VII (5G1)', '1.4 TSI', '0603', 'BBP'],
  ['Volkswagen', 'Golf VII (5G1)', '1.6 TDI', '0603', 'BFY'],
  ['Volkswagen', 'Golf VII (5G1)', '2.0 TDI', '0603', 'BGB'],
  ['Volkswagen', 'Passat B8 (3G2)', '2.0 TDI', '0603', 'BNN'],
  ['Volkswagen', 'Polo V (6R1)', '1.2 TSI', '0603', 'AOD'],
  ['Volkswagen', 'Tiguan II (AD1)', '2.0 TDI', '0603', 'BRE'],
  ['Audi', 'A3 (8P1)', '2.0 TDI', '0588', 'ATJ'],
  ['Audi', 'A3 (8V1)', '1.6 TDI', '0588', 'BEL'],
  ['Audi', 'A4 B8 (8K2)', '2.0 TDI', '0588', 'AVX'],
  ['Audi', 'A6 C7 (4G2)', '3.0 TDI quattro', '0588', 'AZR'],
  ['Audi', 'Q5 (8RB)', '2.0 TDI quattro', '0588', 'AXW'],
  ['BMW', '3 Series (F30)', '318d', '0005', 'BLW'],
  ['BMW', '3 Series (F30)', '320d', '0005', 'BLY'],
  ['BMW', '5 Series (F10)', '520d', '0005', 'AXT'],
  ['BMW', '1 Series (F20)', '118d', '0005', 'BHT'],
  ['BMW', 'X3 (F25)', 'xDrive20d', '0005', 'AYM'],
  // MINI cars are registered by BMW AG, under BMW's HSN.
  ['MINI', 'Hatch (F56)', 'Cooper 1.5', '0005', 'BUQ'],
  ['Mercedes-Benz', 'C-Class (W205)', 'C 220 d', '1313', 'BKT'],
  ['Mercedes-Benz', 'E-Class (W212)', 'E 220 CDI', '1313', 'AGC'],
  ['Mercedes-Benz', 'A-Class (W176)', 'A 180', '1313', 'BEJ'],
  ['Mercedes-Benz', 'Sprinter 3.5t (906)', '316 CDI', '1313', 'AQD'],
  ['Opel', 'Astra J', '1.7 CDTI', '0035', 'AQT'],
  ['Opel', 'Astra K', '1.4 Turbo', '0035', 'BHU'],
  ['Opel', 'Corsa D', '1.2', '0035', 'AHB'],
  ['Opel', 'Insignia A', '2.0 CDTI', '0035', 'ANT'],
  ['Ford', 'Focus III', '1.6 TDCi', '8566', 'AVD'],
  ['Ford', 'Fiesta VI', '1.25', '8566', 'AKM'],
  ['Ford', 'Kuga II', '2.0 TDCi', '8566', 'BDW'],
  ['SEAT', 'Leon III (5F1)', '1.6 TDI', '7593', 'ACN'],
  ['SEAT', 'Ibiza IV (6J5)', '1.4 16V', '7593', 'AAE'],
  ['Renault', 'Clio IV (BH)', '1.5 dCi 90', '3001', 'AQE'],
  ['Renault', 'Mégane III (BZ0)', '1.5 dCi', '3001', 'AJL'],
  ['Peugeot', '208 I', '1.2 PureTech 82', '3003', 'AJX'],
  ['Peugeot', '308 II (T9)', '1.6 BlueHDi 120', '3003', 'AQJ'],
  ['Citroën', 'C3 III (SX)', '1.2 PureTech 82', '3004', 'AGF'],
  ['Citroën', 'Berlingo II (B9)', '1.6 HDi', '3004', 'AAW'],
  ['Fiat', '500 (312)', '1.2', '4136', 'AKD'],
  ['Fiat', 'Grande Punto (199)', '1.3 D Multijet', '4136', 'AGT'],
  ['Volvo', 'XC60 I (156)', 'D4', '9101', 'ADK'],
  ['Volvo', 'V40 (525)', 'D2', '9101', 'AGZ'],
];

/**
 * Writes the demo codes when every demo vehicle they name exists (found by make, model and variant
 * name); returns how many were written, 0 when a vehicle is missing (not the demo catalogue).
 */
export async function insertDemoTypeCodes(db: Db): Promise<number> {
  const rows: { hsn: string; tsn: string; vehicleId: number }[] = [];
  for (const [make, model, name, hsn, tsn] of DEMO_TYPE_CODES) {
    const vehicleId = await findVehicleIdByNames(db, make, model, name);
    if (vehicleId === undefined) return 0;
    rows.push({ hsn, tsn, vehicleId });
  }
  await insertVehicleTypeCodes(db, rows);
  return rows.length;
}
