/**
 * The benchmark catalogue as plain data: reference rows (categories, brands, suppliers, vehicles) with
 * their ids, and a generator of product, offer and fitment rows in id order. Pure and deterministic
 * (one seeded PRNG, no clock), so it runs the same in the writer's thread or in a worker.
 */
import { foldText, normalizeCode } from '../repositories/search-text.ts';
import { BRANDS, type BrandDef } from './brands.ts';
import {
  BENCH_EXTRA_SUPPLIERS,
  BENCH_TREE,
  BULB_TYPES,
  OIL_GRADES,
  QUALITY_LINES,
  RARE_SENTENCE,
  VOLUMES,
} from './bench-vocabulary.ts';
import { eanCheckDigit } from './ean.ts';
import { createRng, type Rng } from './random.ts';
import { SUPPLIERS, type SupplierDef } from './suppliers.ts';
import { type EngineRow, type MakeDef, type ModelDef, VEHICLE_MAKES } from './vehicles.ts';

const SEED = 20261122;
/** Products are dated back from here over three years, newest first. */
const CATALOGUE_DATE = Date.UTC(2026, 10, 1, 9, 0, 0);
const CATALOGUE_SPAN_MS = 3 * 365 * 86_400_000;
export const CATALOGUE_CREATED_AT = new Date(CATALOGUE_DATE).toISOString();
const RARE_RATE = 1 / 4000;
const INACTIVE_RATE = 0.02;
const NO_EAN_RATE = 0.04;
const OUT_OF_STOCK_RATE = 0.08;
/** Share of products that carry the maker's own text (most imported products have none). */
const MAKER_INFO_RATE = 0.1;

export interface PlannedCategory {
  id: number;
  slug: string;
  name: string;
  namePl: string;
  parentId: number | null;
  level: 1 | 2 | 3;
  sortOrder: number;
  path: string;
}

interface Leaf {
  id: number;
  root: number;
  productEn: string;
  productPl: string;
  flags: string;
}

export interface PlannedVehicle {
  id: number;
  modelId: number;
  make: MakeDef;
  model: ModelDef;
  engine: EngineRow;
}

export interface ReferencePlan {
  categories: PlannedCategory[];
  leaves: Leaf[];
  brands: { id: number; def: BrandDef }[];
  suppliers: (SupplierDef & { id: number })[];
  makes: { id: number; name: string; slug: string }[];
  models: { id: number; makeId: number; name: string; yearFrom: number; yearTo: number | null }[];
  vehicles: PlannedVehicle[];
}

function slugOf(text: string): string {
  return foldText(text)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Categories, brands, suppliers and vehicles with the ids the writer gives them (1, 2, 3... in order). */
export function planReference(): ReferencePlan {
  const categories: PlannedCategory[] = [];
  const leaves: Leaf[] = [];
  const slugs = new Set<string>();
  // Slugs are unique: a name used twice (a leaf named like its parent) takes its parent's slug as prefix.
  const add = (en: string, pl: string, parent: PlannedCategory | null, sortOrder: number) => {
    let slug = slugOf(en);
    if (slugs.has(slug) && parent) slug = `${parent.slug}-${slug}`;
    slugs.add(slug);
    const category: PlannedCategory = {
      id: categories.length + 1,
      slug,
      name: en,
      namePl: pl,
      parentId: parent?.id ?? null,
      level: parent ? ((parent.level + 1) as 2 | 3) : 1,
      sortOrder,
      path: parent ? `${parent.path} > ${en}` : en,
    };
    categories.push(category);
    return category;
  };
  BENCH_TREE.forEach((root, r) => {
    const top = add(root.en, root.pl, null, r + 1);
    root.subs.forEach((sub, s) => {
      const mid = add(sub.en, sub.pl, top, s + 1);
      sub.leaves.forEach(([en, pl, productEn, productPl, flags = ''], l) => {
        const leaf = add(en, pl, mid, l + 1);
        leaves.push({ id: leaf.id, root: r, productEn, productPl, flags });
      });
    });
  });

  const makes: ReferencePlan['makes'] = [];
  const models: ReferencePlan['models'] = [];
  const vehicles: PlannedVehicle[] = [];
  for (const make of VEHICLE_MAKES) {
    const makeId = makes.length + 1;
    makes.push({ id: makeId, name: make.name, slug: make.slug });
    for (const model of make.models) {
      const modelId = models.length + 1;
      models.push({ id: modelId, makeId, name: model.name, yearFrom: model.yearFrom, yearTo: model.yearTo });
      for (const engine of model.engines)
        vehicles.push({ id: vehicles.length + 1, modelId, make, model, engine });
    }
  }
  return {
    categories,
    leaves,
    brands: BRANDS.map((def, i) => ({ id: i + 1, def })),
    suppliers: [...SUPPLIERS, ...BENCH_EXTRA_SUPPLIERS].map((s, i) => ({ ...s, id: i + 1 })),
    makes,
    models,
    vehicles,
  };
}

/** Numeric product columns: a batch carries them in a typed array. */
export const PRODUCT_NUMBER_COLUMNS = [
  'id',
  'brand_id',
  'category_id',
  'base_price_cents',
  'weight_grams',
  'stock',
  'is_active',
] as const;

/** Text product columns: a batch carries them in one string (cheap to pass to another thread). */
export const PRODUCT_TEXT_COLUMNS = [
  'name',
  'name_en',
  'name_pl',
  'description',
  'description_en',
  'description_pl',
  'part_number',
  'part_number_norm',
  'manufacturer_number',
  'manufacturer_number_norm',
  'ean_number',
  'currency',
  'images',
  'specifications',
  'applicability',
  'manufacturer_info',
  'created_at',
  'updated_at',
] as const;

/** Ends each text value of a batch; NULL_TEXT stands for null. Generated text holds neither. */
export const FIELD = '\u0001';
export const NULL_TEXT = '\u0002';

/** Offer columns, 5 numbers per offer; `is_active` is always 1. */
export const OFFER_COLUMNS = ['product_id', 'supplier_id', 'price_cents', 'stock', 'delivery_days'] as const;

/**
 * Consecutive products with their offers and fitments, packed so that handing a batch to another
 * thread copies one string and moves three buffers (a structured clone of each value costs more than
 * generating it).
 */
export interface ProductBatch {
  count: number;
  /** PRODUCT_NUMBER_COLUMNS per product. */
  numbers: Float64Array<ArrayBuffer>;
  /** PRODUCT_TEXT_COLUMNS per product, each value followed by FIELD. */
  text: string;
  /** OFFER_COLUMNS per offer. */
  offers: Int32Array<ArrayBuffer>;
  /** Pairs: vehicle id, product id. */
  fitments: Int32Array<ArrayBuffer>;
}

/** Calls `row` with each product of a batch as statement arguments: numbers, then texts (reused array). */
export function eachProductRow(batch: ProductBatch, row: (values: (string | number | null)[]) => void): void {
  const numberWidth = PRODUCT_NUMBER_COLUMNS.length;
  const textWidth = PRODUCT_TEXT_COLUMNS.length;
  const fields = batch.text.split(FIELD);
  const values = new Array<string | number | null>(numberWidth + textWidth);
  for (let k = 0; k < batch.count; k++) {
    for (let j = 0; j < numberWidth; j++) values[j] = batch.numbers[k * numberWidth + j]!;
    for (let j = 0; j < textWidth; j++) {
      const value = fields[k * textWidth + j]!;
      values[numberWidth + j] = value === NULL_TEXT ? null : value;
    }
    row(values);
  }
}

/** OE numbers carry the vehicle maker's main group of the part area (BMW); one per root. */
const OE_GROUPS = ['34', '11', '31', '21', '63', '11', '83', '61', '51', '18'];

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const LETTER_LIST = [...LETTERS];
/** Multiplier of the code scramble: a prime, so it is coprime with every format's range (2, 5, 23). */
const SCRAMBLE = 999_983;

interface CodePattern {
  /** Literal text, or the alphabet of one placeholder. */
  parts: string[];
  isSlot: boolean[];
  capacity: number;
}

function compilePattern(pattern: string): CodePattern {
  const parts: string[] = [];
  const isSlot: boolean[] = [];
  let capacity = 1;
  for (const ch of pattern) {
    const alphabet = ch === '#' ? '0123456789' : ch === '%' ? '45678' : ch === '@' ? LETTERS : null;
    parts.push(alphabet ?? ch);
    isSlot.push(alphabet !== null);
    if (alphabet) capacity *= alphabet.length;
  }
  return { parts, isSlot, capacity };
}

/** The n-th code of a format: a permutation of its range, so codes look random but never repeat. */
function nthCode(p: CodePattern, n: number, offset: number): string {
  let index = ((n % p.capacity) * (SCRAMBLE % p.capacity) + offset) % p.capacity;
  let out = '';
  for (let i = p.parts.length - 1; i >= 0; i--) {
    const part = p.parts[i]!;
    if (p.isSlot[i]) {
      out = part[index % part.length]! + out;
      index = Math.floor(index / part.length);
    } else out = part + out;
  }
  const round = Math.floor(n / p.capacity);
  // A used-up format continues with a revision suffix, as makers number their variants.
  return round === 0 ? out : `${out}-${round}`;
}

interface BrandCodes {
  patterns: CodePattern[];
  /** Codes handed out so far, per format. */
  used: number[];
  eans: number;
  offset: number;
}

/** Part numbers unique per brand and format, EANs unique per brand. */
class CodeSource {
  private readonly brands = new Map<BrandDef, BrandCodes>();

  private of(brand: BrandDef): BrandCodes {
    let codes = this.brands.get(brand);
    if (!codes) {
      codes = {
        patterns: brand.partNumbers.map(compilePattern),
        used: brand.partNumbers.map(() => 0),
        eans: 0,
        offset: Number(brand.eanPrefix) % 9973,
      };
      this.brands.set(brand, codes);
    }
    return codes;
  }

  partNumber(rng: Rng, brand: BrandDef): string {
    const codes = this.of(brand);
    const k = rng.int(0, codes.patterns.length - 1);
    return nthCode(codes.patterns[k]!, codes.used[k]!++, codes.offset);
  }

  ean(brand: BrandDef): string {
    const n = this.of(brand).eans++;
    const width = 12 - brand.eanPrefix.length;
    const capacity = 10 ** width;
    const round = Math.floor(n / capacity);
    // Beyond its prefix's range a brand continues under a neighbouring company prefix.
    const prefix =
      round === 0
        ? brand.eanPrefix
        : brand.eanPrefix.slice(0, -1) + String((Number(brand.eanPrefix.slice(-1)) + round) % 10);
    const item = ((n % capacity) * (SCRAMBLE % capacity) + 12345) % capacity;
    const body = prefix + String(item).padStart(width, '0');
    return body + String(eanCheckDigit(body));
  }
}

function fill(rng: Rng, pattern: string): string {
  let out = '';
  for (const ch of pattern) {
    if (ch === '#') out += String(rng.int(0, 9));
    else if (ch === '%') out += String(rng.int(4, 8));
    else if (ch === '@') out += rng.pick(LETTER_LIST);
    else out += ch;
  }
  return out;
}

/** A vehicle maker's OE number as shops and invoices write it: with spaces, dashes or neither. */
function oeNumber(rng: Rng, make: MakeDef, model: ModelDef, root: number): string {
  if (model.oePrefix) {
    const parts = [model.oePrefix, fill(rng, '###'), fill(rng, '###')];
    if (rng.chance(0.5)) parts.push(rng.pick(['A', 'B', 'C', 'D', 'E']));
    const style = rng.next();
    return parts.join(style < 0.5 ? ' ' : style < 0.8 ? '-' : '');
  }
  return fill(rng, rng.pick(make.oePatterns).replace('{group}', OE_GROUPS[root] ?? '##'));
}

/** Price in cents ending in .99 or .49, log-uniform over the range with more cheap parts than dear. */
function shopPrice(rng: Rng, [min, max]: [number, number]): number {
  const euros = Math.max(2, Math.round(min * (max / min) ** (rng.next() ** 1.4)));
  return euros * 100 - (rng.chance(0.3) ? 51 : 1);
}

/** The name's qualifiers (axle, side, size...) from the leaf's flags: [English, Polish]. */
function qualifiers(rng: Rng, flags: string): [string[], string[]] {
  const en: string[] = [];
  const pl: string[] = [];
  const both = (text: string) => {
    en.push(text);
    pl.push(text);
  };
  for (const flag of flags) {
    if (flag === 'A') {
      const front = rng.chance(0.6);
      en.push(front ? 'front axle' : 'rear axle');
      pl.push(front ? 'oś przednia' : 'oś tylna');
    } else if (flag === 'S') {
      const left = rng.chance(0.5);
      en.push(left ? 'left' : 'right');
      pl.push(left ? 'strona lewa' : 'strona prawa');
    } else if (flag === 'D') both(`Ø ${rng.int(90, 190) * 2} mm`);
    else if (flag === 'L') both(`${rng.int(60, 300) * 5} mm`);
    else if (flag === 'V') both(rng.pick(VOLUMES));
    else if (flag === 'O') both(`${rng.pick(OIL_GRADES)}, ${rng.pick(VOLUMES)}`);
    else if (flag === 'B') both(`${rng.pick(BULB_TYPES)} 12 V`);
    else if (flag === 'R') both(`${rng.int(3, 8)}PK${rng.int(700, 2400)}`);
    else if (flag === 'E') both(`12 V ${rng.pick([44, 52, 60, 63, 70, 74, 80, 95])} Ah`);
  }
  return [en, pl];
}

const vehicleText = (v: PlannedVehicle) => `${v.make.label} ${v.model.name} ${v.engine[0]}`;
/** As the applicability list names a vehicle: with its production years. */
const vehicleYears = (v: PlannedVehicle) =>
  `${vehicleText(v)} ${v.engine[4].slice(0, 4)}–${v.engine[5]?.slice(0, 4) ?? ''}`;

/** ISO 8601 UTC timestamps of descending instants, one Date per day (formatting each costs more). */
class Timestamps {
  private day = Number.NaN;
  private prefix = '';

  format(ms: number): string {
    const day = Math.floor(ms / 86_400_000) * 86_400_000;
    if (day !== this.day) {
      this.day = day;
      this.prefix = new Date(day).toISOString().slice(0, 11);
    }
    const t = ms - day;
    const two = (n: number) => (n < 10 ? `0${n}` : String(n));
    const millis = t % 1000;
    return `${this.prefix}${two(Math.floor(t / 3_600_000))}:${two(Math.floor(t / 60_000) % 60)}:${two(
      Math.floor(t / 1000) % 60,
    )}.${millis < 10 ? `00${millis}` : millis < 100 ? `0${millis}` : millis}Z`;
  }
}

interface Pool {
  all: PlannedVehicle[];
  groups: Map<string, PlannedVehicle[]>;
}

/** Vehicles a part may fit, grouped by platform so one part fits sister models. */
function poolOf(vehicles: PlannedVehicle[], keep: (v: PlannedVehicle) => boolean): Pool {
  const all = vehicles.filter(keep);
  const groups = new Map<string, PlannedVehicle[]>();
  for (const v of all) groups.set(v.model.group, [...(groups.get(v.model.group) ?? []), v]);
  return { all, groups };
}

/** 1-6 vehicles of one platform group, the first drawn over all eligible vehicles; in id order. */
function pickVehicles(rng: Rng, pool: Pool): PlannedVehicle[] {
  const first = rng.pick(pool.all);
  const group = pool.groups.get(first.model.group) ?? [first];
  const count = Math.min(group.length, rng.int(1, 6));
  const picked = [first];
  if (count > 1) {
    const rest = group.filter((v) => v !== first);
    for (let i = 0; picked.length < count; i++) {
      const j = rng.int(i, rest.length - 1);
      [rest[i], rest[j]] = [rest[j]!, rest[i]!];
      picked.push(rest[i]!);
    }
  }
  return picked.sort((a, b) => a.id - b.id);
}

interface Rows {
  numbers: Float64Array<ArrayBuffer>;
  texts: string[];
  offers: number[];
  fitments: number[];
}

/**
 * Products, their offers and fitments, in id order: call `batch` with consecutive ranges from 0 (the
 * PRNG runs through them in sequence).
 */
export class ProductGenerator {
  private readonly rng: Rng = createRng(SEED);
  private readonly codes = new CodeSource();
  private readonly step: number;
  private readonly totalWeight = BENCH_TREE.reduce((sum, root) => sum + root.weight, 0);
  private readonly leavesOf: Leaf[][];
  private readonly brandsOf: { def: BrandDef; id: number }[][];
  private readonly pools: { any: Pool; c: Pool; d: Pool };
  private readonly supplierOrder: number[];
  private readonly suppliers: ReferencePlan['suppliers'];
  private readonly texts: string[];
  private readonly yearTexts: string[];
  private readonly timestamps = new Timestamps();
  private nextIndex = 0;

  constructor(plan: ReferencePlan, productCount: number) {
    this.step = Math.max(60_000, Math.floor(CATALOGUE_SPAN_MS / Math.max(1, productCount)));
    this.leavesOf = BENCH_TREE.map((_, r) => plan.leaves.filter((l) => l.root === r));
    this.brandsOf = BENCH_TREE.map((root) =>
      root.brands.map((name) => {
        const brand = plan.brands.find((b) => b.def.name === name);
        if (!brand) throw new Error(`bench vocabulary names an unknown brand: ${name}`);
        return brand;
      }),
    );
    this.pools = {
      any: poolOf(plan.vehicles, () => true),
      c: poolOf(plan.vehicles, (v) => v.engine[1] !== 'electric'),
      d: poolOf(plan.vehicles, (v) => v.engine[1] === 'diesel'),
    };
    this.suppliers = plan.suppliers;
    this.supplierOrder = plan.suppliers.map((_, i) => i);
    this.texts = plan.vehicles.map(vehicleText);
    this.yearTexts = plan.vehicles.map(vehicleYears);
  }

  batch(from: number, to: number): ProductBatch {
    if (from !== this.nextIndex)
      throw new Error(`products are generated in order: expected ${this.nextIndex}`);
    this.nextIndex = to;
    const count = to - from;
    const out: Rows = {
      numbers: new Float64Array(count * PRODUCT_NUMBER_COLUMNS.length),
      texts: [],
      offers: [],
      fitments: [],
    };
    for (let i = from; i < to; i++) this.product(i, (i - from) * PRODUCT_NUMBER_COLUMNS.length, out);
    out.texts.push('');
    return {
      count,
      numbers: out.numbers,
      text: out.texts.join(FIELD),
      offers: Int32Array.from(out.offers),
      fitments: Int32Array.from(out.fitments),
    };
  }

  private product(i: number, at: number, out: Rows): void {
    const { rng } = this;
    const id = i + 1;
    let draw = rng.next() * this.totalWeight;
    let r = 0;
    while (r < BENCH_TREE.length - 1 && draw >= BENCH_TREE[r]!.weight) draw -= BENCH_TREE[r++]!.weight;
    const root = BENCH_TREE[r]!;
    const leaf = rng.pick(this.leavesOf[r]!);
    const { def: brand, id: brandId } = rng.pick(this.brandsOf[r]!);
    const partNumber = this.codes.partNumber(rng, brand);
    const fits = leaf.flags.includes('u')
      ? []
      : pickVehicles(
          rng,
          leaf.flags.includes('d') ? this.pools.d : leaf.flags.includes('c') ? this.pools.c : this.pools.any,
        );
    const primary = fits[0];
    const manufacturerNumber = primary ? oeNumber(rng, primary.make, primary.model, r) : null;
    const ean = rng.chance(NO_EAN_RATE) ? null : this.codes.ean(brand);
    const [qualEn, qualPl] = qualifiers(rng, leaf.flags);
    const nameEn = qualEn.length ? `${leaf.productEn}, ${qualEn.join(', ')}` : leaf.productEn;
    const namePl = qualPl.length ? `${leaf.productPl}, ${qualPl.join(', ')}` : leaf.productPl;
    const [sentenceEn, sentencePl] = rng.pick(root.sentences);
    const [qualityEn, qualityPl] = rng.pick(QUALITY_LINES);
    const more = fits.length - 1;
    const primaryText = primary ? this.texts[primary.id - 1]! : '';
    const fitEn = primary
      ? `Fits ${primaryText}${more > 0 ? ` and ${more} more vehicle${more > 1 ? 's' : ''}` : ''}.`
      : 'Universal: no vehicle-specific fitting.';
    const fitPl = primary
      ? `Pasuje do ${primaryText}${more > 1 ? ` i ${more} innych pojazdów` : more === 1 ? ' i 1 innego pojazdu' : ''}.`
      : 'Produkt uniwersalny, bez dopasowania do konkretnego pojazdu.';
    const rare = rng.chance(RARE_RATE);
    const descriptionEn = `${leaf.productEn} by ${brand.name}. ${sentenceEn} ${qualityEn} ${fitEn}${rare ? ` ${RARE_SENTENCE[0]}` : ''}`;
    const descriptionPl = `${leaf.productPl} marki ${brand.name}. ${sentencePl} ${qualityPl} ${fitPl}${rare ? ` ${RARE_SENTENCE[1]}` : ''}`;
    let applicability = primary ? '' : 'Universal';
    for (let n = 0; n < fits.length; n++) applicability += (n ? '; ' : '') + this.yearTexts[fits[n]!.id - 1];
    // Written by hand: the values hold no quotes or backslashes, and JSON.stringify costs more here.
    let features = '';
    for (let n = 0; n < qualEn.length; n++) features += `${n ? ',' : ''}"Feature ${n + 1}":"${qualEn[n]}"`;
    const specifications = `{"application":"${qualEn[0] ?? 'All'}","Quantity":"1 pc","Guarantee":"2 years","Product Specifications":{${features}}}`;
    const basePriceCents = shopPrice(rng, root.price);
    const stamp = this.timestamps.format(CATALOGUE_DATE - i * this.step);
    const weightGrams = Math.round(rng.int(root.weightGrams[0], root.weightGrams[1]) / 10) * 10;
    const makerInfo = rng.chance(MAKER_INFO_RATE) ? brand.info : NULL_TEXT;
    const stock = rng.chance(OUT_OF_STOCK_RATE) ? 0 : rng.int(1, 120);
    const isActive = rng.chance(INACTIVE_RATE) ? 0 : 1;
    const { numbers } = out;
    numbers[at] = id;
    numbers[at + 1] = brandId;
    numbers[at + 2] = leaf.id;
    numbers[at + 3] = basePriceCents;
    numbers[at + 4] = weightGrams;
    numbers[at + 5] = stock;
    numbers[at + 6] = isActive;
    out.texts.push(
      nameEn,
      nameEn,
      namePl,
      descriptionEn,
      // The English text lives in `description`; the shop falls back to it, as for imported products.
      NULL_TEXT,
      descriptionPl,
      partNumber,
      normalizeCode(partNumber),
      manufacturerNumber ?? NULL_TEXT,
      manufacturerNumber === null ? NULL_TEXT : normalizeCode(manufacturerNumber),
      ean ?? NULL_TEXT,
      'EUR',
      '[]',
      specifications,
      applicability,
      makerInfo,
      stamp,
      stamp,
    );
    for (const v of fits) out.fitments.push(v.id, id);

    const offerDraw = rng.next();
    const offerCount = offerDraw < 0.4 ? 1 : offerDraw < 0.75 ? 2 : 3;
    const order = this.supplierOrder;
    for (let n = 0; n < offerCount; n++) {
      const j = rng.int(n, order.length - 1);
      [order[n], order[j]] = [order[j]!, order[n]!];
      const supplier = this.suppliers[order[n]!]!;
      const factor = n === 0 ? 0.86 + rng.next() * 0.11 : 0.95 + rng.next() * 0.13;
      out.offers.push(
        id,
        supplier.id,
        Math.max(99, Math.round((basePriceCents * factor) / 10) * 10 - 1),
        n === 0 ? rng.int(2, 60) : rng.int(0, 60),
        rng.int(supplier.delivery[0], supplier.delivery[1]),
      );
    }
  }
}
