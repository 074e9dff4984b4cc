/**
 * Finding our vehicles from codes and names: KBA type codes (HSN/TSN) typed by the shopper or sent
 * by the plate provider, else the provider's make and model names narrowed by year, kW, ccm and fuel.
 */
import type { Db } from '#db/client.ts';
import { listVehicleMakes, listVehiclesByTypeCode, listVehiclesOfMakes } from '#db/repositories/vehicles.ts';
import type { PlateAnswer } from './plate-lookup.ts';

/** HSN (field 2.1): exactly 4 digits, blanks around it ignored; null otherwise. */
export function parseHsn(input: string): string | null {
  const hsn = input.trim();
  return /^\d{4}$/.test(hsn) ? hsn : null;
}

/** TSN (field 2.2): only its first 3 characters identify the type (the rest is a check part). */
export function parseTsn(input: string): string | null {
  const tsn = input.trim().toUpperCase().slice(0, 3);
  return /^[A-Z0-9]{3}$/.test(tsn) ? tsn : null;
}

/** Lower-case ASCII words: "Mégane III (BZ0)" -> "megane iii bz0", "MERCEDES-BENZ" -> "mercedes benz". */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Names registers and providers use for makes we list under another name. */
const MAKE_ALIASES: Record<string, string> = {
  vw: 'volkswagen',
  'volkswagen ag': 'volkswagen',
  mercedes: 'mercedes benz',
  'daimler benz': 'mercedes benz',
  'bmw mini': 'mini',
};

const FUELS: Record<string, string> = {
  petrol: 'petrol',
  gasoline: 'petrol',
  benzin: 'petrol',
  benzyna: 'petrol',
  essence: 'petrol',
  diesel: 'diesel',
  'olej napedowy': 'diesel',
  electric: 'electric',
  elektro: 'electric',
  elektryczny: 'electric',
  ev: 'electric',
  hybrid: 'hybrid',
  hybryda: 'hybrid',
  lpg: 'lpg',
  autogas: 'lpg',
};

/** Our fuel value for a provider's fuel word, undefined when we cannot tell (then fuel does not narrow). */
export function fuelOf(fuel: string | null | undefined): string | undefined {
  if (!fuel) return undefined;
  const folded = foldName(fuel);
  return FUELS[folded] ?? FUELS[folded.split(' ')[0] ?? ''];
}

interface Candidate {
  model: string;
  fuel: string;
  kw: number;
  ccm: number | null;
  yearFrom: number;
  yearTo: number | null;
}

const startsWithWords = (words: string[], prefix: string[]) => prefix.every((w, i) => words[i] === w);

/**
 * The candidates (all of the answer's make) that fit its model name and, when given, year, kW (+-1),
 * ccm (+-15) and fuel. A model name we do not know in full ("A3 Sportback") is retried with fewer
 * words ("A3"), so our "A3 (8V1)" still matches.
 */
export function narrowByAnswer<T extends Candidate>(candidates: T[], answer: PlateAnswer): T[] {
  const wanted = foldName(answer.model).split(' ').filter(Boolean);
  let byModel: T[] = [];
  for (let n = wanted.length; n > 0 && byModel.length === 0; n--) {
    const prefix = wanted.slice(0, n);
    byModel = candidates.filter((c) => startsWithWords(foldName(c.model).split(' '), prefix));
  }
  const fuel = fuelOf(answer.fuel);
  const { year, kw, ccm } = answer;
  return byModel.filter(
    (c) =>
      (year == null || (c.yearFrom <= year && (c.yearTo === null || c.yearTo >= year))) &&
      (kw == null || Math.abs(c.kw - kw) <= 1) &&
      (ccm == null || (c.ccm !== null && Math.abs(c.ccm - ccm) <= 15)) &&
      (fuel === undefined || c.fuel === fuel),
  );
}

/** Our vehicles for a plate provider's answer: by its HSN/TSN when it gives known ones, else by names. */
export async function findVehiclesForPlateAnswer(db: Db, answer: PlateAnswer) {
  const hsn = answer.hsn ? parseHsn(answer.hsn) : null;
  const tsn = answer.tsn ? parseTsn(answer.tsn) : null;
  if (hsn && tsn) {
    const byCode = await listVehiclesByTypeCode(db, hsn, tsn);
    if (byCode.length > 0) return byCode;
  }
  const folded = foldName(answer.make);
  const make = MAKE_ALIASES[folded] ?? folded;
  const makeIds = (await listVehicleMakes(db)).filter((m) => foldName(m.name) === make).map((m) => m.id);
  return narrowByAnswer(await listVehiclesOfMakes(db, makeIds), answer);
}
