/**
 * Builds the whole demo catalogue as plain data (no database ids yet) from the category tree, brands,
 * vehicles and product templates. Pure and deterministic: one seeded PRNG, no clock.
 */
import { normalizeCode } from '../repositories/search-text.ts';
import { BRANDS, type BrandDef } from './brands.ts';
import { CATEGORY_TREE, type CategoryNode } from './categories.ts';
import { buildEan13 } from './ean.ts';
import { TEMPLATES_BY_TOP_CATEGORY } from './product-templates.ts';
import { createRng, fillPattern, type Rng } from './random.ts';
import { GALLERY_VARIANTS, IMAGE_VARIANTS, productImageFile, type IconKind } from './svg.ts';
import { SUPPLIERS } from './suppliers.ts';
import { dimensionsOf, type FitRule, type ProductTemplate, type Variant } from './template-kit.ts';
import { oeNumber, VEHICLE_MAKES, type EngineRow, type MakeDef, type ModelDef } from './vehicles.ts';

const SEED = 20261101;
/** Products are dated back from here, newest first; categories and brands carry this stamp too. */
const CATALOGUE_DATE = Date.UTC(2026, 10, 1, 9, 0, 0);
export const CATALOGUE_CREATED_AT = new Date(CATALOGUE_DATE).toISOString();

export interface PlannedCategory {
  slug: string;
  name: string;
  namePl: string;
  description: string;
  descriptionPl: string;
  level: number;
  parentSlug: string | null;
  sortOrder: number;
  path: string;
  isLeaf: boolean;
}

export interface PlannedVehicle {
  make: MakeDef;
  model: ModelDef;
  engine: EngineRow;
}

export interface PlannedOffer {
  supplierIndex: number;
  priceCents: number;
  stock: number;
  deliveryDays: number;
}

export interface PlannedProduct {
  name: string;
  namePl: string;
  descriptionEn: string;
  descriptionPl: string;
  brand: BrandDef;
  categorySlug: string;
  partNumber: string;
  manufacturerNumber: string | null;
  eanNumber: string;
  basePriceCents: number;
  weightGrams: number;
  dimensions: string | null;
  images: string[];
  specifications: string;
  applicability: string;
  stock: number;
  createdAt: string;
  /** Indexes into CataloguePlan.vehicles. */
  vehicleIndexes: number[];
  offers: PlannedOffer[];
}

export interface CataloguePlan {
  categories: PlannedCategory[];
  vehicles: PlannedVehicle[];
  products: PlannedProduct[];
  /** Picture kinds the products use (each is drawn in every variant). */
  iconKinds: IconKind[];
}

function flattenCategories(): PlannedCategory[] {
  const out: PlannedCategory[] = [];
  const walk = (nodes: CategoryNode[], level: number, parent: PlannedCategory | null) => {
    nodes.forEach((node, index) => {
      const category: PlannedCategory = {
        slug: node.slug,
        name: node.en,
        namePl: node.pl,
        description: node.description,
        descriptionPl: node.descriptionPl,
        level,
        parentSlug: parent?.slug ?? null,
        sortOrder: index + 1,
        path: parent ? `${parent.path} > ${node.en}` : node.en,
        isLeaf: node.children.length === 0,
      };
      out.push(category);
      walk(node.children, level + 1, category);
    });
  };
  walk(CATEGORY_TREE, 1, null);
  return out;
}

function flattenVehicles(): PlannedVehicle[] {
  return VEHICLE_MAKES.flatMap((make) =>
    make.models.flatMap((model) => model.engines.map((engine) => ({ make, model, engine }))),
  );
}

function fuelAllowed(rule: FitRule, fuel: string): boolean {
  if (rule === 'all') return true;
  if (rule === 'diesel') return fuel === 'diesel';
  if (rule === 'petrol') return fuel === 'petrol' || fuel === 'hybrid' || fuel === 'lpg';
  return rule === 'combustion' && fuel !== 'electric';
}

/** Vehicle indexes per platform group and model, for fitments that stay within sister models. */
type GroupIndex = Map<string, Map<ModelDef, number[]>>;

function indexGroups(vehicles: PlannedVehicle[]): GroupIndex {
  const groups: GroupIndex = new Map();
  vehicles.forEach((v, i) => {
    const models = groups.get(v.model.group) ?? new Map<ModelDef, number[]>();
    models.set(v.model, [...(models.get(v.model) ?? []), i]);
    groups.set(v.model.group, models);
  });
  return groups;
}

/** 2-8 vehicles of one platform group: whole models first, so a part fits a model's engines together. */
function pickVehicles(rng: Rng, rule: FitRule, groups: GroupIndex, vehicles: PlannedVehicle[]): number[] {
  const eligible = (indexes: number[]) => indexes.filter((i) => fuelAllowed(rule, vehicles[i]!.engine[1]));
  const candidates = [...groups.keys()].filter((g) => {
    const models = [...groups.get(g)!.values()];
    return models.reduce((n, indexes) => n + eligible(indexes).length, 0) >= 2;
  });
  const group = groups.get(rng.pick(candidates))!;
  const target = rng.int(2, 8);
  const picked: number[] = [];
  for (const model of rng.shuffle([...group.keys()])) {
    for (const index of rng.shuffle(eligible(group.get(model)!))) {
      if (picked.length < target) picked.push(index);
    }
  }
  return picked.sort((a, b) => a - b);
}

function applicabilityText(indexes: number[], vehicles: PlannedVehicle[]): string {
  return indexes
    .map((i) => {
      const { make, model, engine } = vehicles[i]!;
      const from = engine[4].slice(0, 4);
      const to = engine[5]?.slice(0, 4) ?? '';
      return `${make.label} ${model.name} ${engine[0]} ${from}–${to}`;
    })
    .join('; ');
}

/** Price in cents ending in .99 or .49, as shops price parts. */
function shopPrice(rng: Rng, [min, max]: [number, number]): number {
  const euros = Math.max(2, Math.round(min + rng.next() * (max - min)));
  return euros * 100 - (rng.chance(0.3) ? 51 : 1);
}

function offersFor(rng: Rng, basePriceCents: number): PlannedOffer[] {
  const count = rng.int(1, 3);
  const suppliers = rng.shuffle(SUPPLIERS.map((_, i) => i)).slice(0, count);
  return suppliers.map((supplierIndex, n) => {
    const factor = n === 0 ? 0.86 + rng.next() * 0.11 : 0.95 + rng.next() * 0.13;
    const [minDays, maxDays] = SUPPLIERS[supplierIndex]!.delivery;
    return {
      supplierIndex,
      priceCents: Math.max(99, Math.round((basePriceCents * factor) / 10) * 10 - 1),
      stock: n === 0 ? rng.int(2, 60) : rng.int(0, 60),
      deliveryDays: rng.int(minDays, maxDays),
    };
  });
}

/** Unique part numbers per brand and unique EANs across the catalogue. */
class CodeRegistry {
  private readonly partNumbers = new Map<string, Set<string>>();
  private readonly eans = new Set<string>();

  partNumber(rng: Rng, brand: BrandDef, patterns: string[]): string {
    const used = this.partNumbers.get(brand.name) ?? new Set<string>();
    this.partNumbers.set(brand.name, used);
    // A pattern without placeholders is a real part number pinned for the demo (one shoppers and the
    // tests search for): the brand's first product of the template takes it. The random draw is still
    // made, so every other product keeps the number it had.
    const isPinned = (pattern: string) => !/[#%@]/.test(pattern);
    const random = patterns.filter((pattern) => !isPinned(pattern));
    const pinned = patterns.find((pattern) => isPinned(pattern) && !used.has(normalizeCode(pattern)));
    if (pinned) {
      fillPattern(rng, rng.pick(random));
      used.add(normalizeCode(pinned));
      return pinned;
    }
    for (let attempt = 0; ; attempt++) {
      const base = fillPattern(rng, rng.pick(random));
      const code = attempt < 50 ? base : `${base}-${attempt}`;
      if (!used.has(normalizeCode(code))) {
        used.add(normalizeCode(code));
        return code;
      }
    }
  }

  ean(rng: Rng, brand: BrandDef): string {
    for (;;) {
      const ean = buildEan13(brand.eanPrefix, rng.int(0, 99999));
      if (!this.eans.has(ean)) {
        this.eans.add(ean);
        return ean;
      }
    }
  }
}

interface GenerateContext {
  rng: Rng;
  codes: CodeRegistry;
  brands: Map<string, BrandDef>;
  vehicles: PlannedVehicle[];
  groups: GroupIndex;
}

function productsOfTemplate(
  ctx: GenerateContext,
  template: ProductTemplate,
  topCategory: string,
): Omit<PlannedProduct, 'createdAt'>[] {
  const { rng } = ctx;
  const brandOffset = rng.int(0, template.brands.length - 1);
  const out: Omit<PlannedProduct, 'createdAt'>[] = [];
  for (let i = 0; i < template.count; i++) {
    const [en, pl, application, extra = {}] = template.names[i % template.names.length] as Variant;
    const brandName = extra.brand ?? template.brands[(i + brandOffset) % template.brands.length]!;
    const brand = ctx.brands.get(brandName);
    if (!brand) throw new Error(`Template ${template.leaf} uses unknown brand ${brandName}`);
    const partNumber = ctx.codes.partNumber(
      rng,
      brand,
      template.partNumbers?.[brandName] ?? brand.partNumbers,
    );
    const vehicleIndexes =
      template.fit === 'none' ? [] : pickVehicles(rng, template.fit, ctx.groups, ctx.vehicles);
    const primary = vehicleIndexes.length > 0 ? ctx.vehicles[vehicleIndexes[0]!] : undefined;
    const basePriceCents = shopPrice(rng, extra.price ?? template.price);
    const [minWeight, maxWeight] = extra.weight ?? template.weight;
    const productSpecs = { ...template.specs(rng), ...extra.spec };
    const firstImage = i % 2;
    const imageCount = rng.int(1, 3);
    out.push({
      name: en,
      namePl: pl,
      descriptionEn: template.desc[0],
      descriptionPl: template.desc[1],
      brand,
      categorySlug: template.leaf,
      partNumber,
      manufacturerNumber: primary ? oeNumber(rng, primary.make, primary.model, topCategory) : null,
      eanNumber: ctx.codes.ean(rng, brand),
      basePriceCents,
      weightGrams: Math.round(rng.int(minWeight, maxWeight) / 10) * 10,
      dimensions: dimensionsOf(productSpecs, template.dims),
      images: Array.from({ length: imageCount }, (_, n) => {
        const variant = IMAGE_VARIANTS[(firstImage + n) % IMAGE_VARIANTS.length]!;
        return `/uploads/products/${productImageFile(template.icon, variant)}`;
      }),
      specifications: JSON.stringify({
        application,
        Quantity: extra.quantity ?? template.quantity,
        Guarantee: '2 years',
        'Product Specifications': productSpecs,
      }),
      applicability: primary
        ? applicabilityText(vehicleIndexes, ctx.vehicles)
        : (template.universal ?? 'Universal'),
      stock: rng.chance(0.08) ? 0 : rng.int(1, 120),
      vehicleIndexes,
      offers: offersFor(rng, basePriceCents),
    });
  }
  return out;
}

/** Round-robin merge: one item from each list in turn until all are used up. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) if (i < list.length) out.push(list[i]!);
  }
  return out;
}

function checkTemplateCategories(categories: PlannedCategory[]): void {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const seen = new Set<string>();
  for (const [top, templates] of Object.entries(TEMPLATES_BY_TOP_CATEGORY)) {
    for (const t of templates) {
      const category = bySlug.get(t.leaf);
      if (!category?.isLeaf || !category.path.startsWith(`${bySlug.get(top)?.name} > `)) {
        throw new Error(`Template ${t.leaf} does not name a leaf category under ${top}`);
      }
      if (seen.has(t.leaf)) throw new Error(`Two templates for category ${t.leaf}`);
      seen.add(t.leaf);
    }
  }
}

/** The product given a full gallery of six pictures, and the one whose specifications are plain text. */
export const GALLERY_PRODUCT_INDEX = 10;
export const PLAIN_SPECS_PRODUCT_INDEX = 11;

/**
 * What a real catalogue also has, on two products: a full gallery (six pictures) and specifications
 * written as plain text ("Key: value" lines) rather than JSON, as some suppliers send them.
 */
function showcase(products: PlannedProduct[]): void {
  const gallery = products[GALLERY_PRODUCT_INDEX];
  const kind = gallery?.images[0]?.match(/\/([a-z-]+)-\d\.svg$/)?.[1] as IconKind | undefined;
  if (gallery && kind)
    gallery.images = GALLERY_VARIANTS.map((v) => `/uploads/products/${productImageFile(kind, v)}`);
  const plain = products[PLAIN_SPECS_PRODUCT_INDEX];
  if (plain) {
    const specs = JSON.parse(plain.specifications) as Record<string, unknown>;
    const nested = (specs['Product Specifications'] ?? {}) as Record<string, unknown>;
    delete specs['Product Specifications'];
    plain.specifications = Object.entries({ ...specs, ...nested })
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join('\n');
  }
}

export function buildCataloguePlan(): CataloguePlan {
  const categories = flattenCategories();
  checkTemplateCategories(categories);
  const vehicles = flattenVehicles();
  const ctx: GenerateContext = {
    rng: createRng(SEED),
    codes: new CodeRegistry(),
    brands: new Map(BRANDS.map((b) => [b.name, b])),
    vehicles,
    groups: indexGroups(vehicles),
  };
  const groups = CATEGORY_TREE.map((top) =>
    interleave((TEMPLATES_BY_TOP_CATEGORY[top.slug] ?? []).map((t) => productsOfTemplate(ctx, t, top.slug))),
  );
  const products = interleave(groups).map((p, k) => ({
    ...p,
    // Spread over the months before the catalogue date, newest first (5 h 17 min apart).
    createdAt: new Date(CATALOGUE_DATE - k * (5 * 3600 + 17 * 60) * 1000).toISOString(),
  }));
  showcase(products);
  const iconKinds = [
    ...new Set(Object.values(TEMPLATES_BY_TOP_CATEGORY).flatMap((list) => list.map((t) => t.icon))),
  ].sort();
  return { categories, vehicles, products, iconKinds };
}
