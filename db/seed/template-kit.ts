/**
 * Shape of a product template (one per leaf category) and the small helpers templates use to describe
 * realistic specification values. The generator in demo-catalogue.ts turns templates into products.
 */
import type { Rng } from './random.ts';
import type { IconKind } from './svg.ts';

/** Which vehicles a part may be fitted to; 'none' marks universal goods (oils, tools, roof boxes). */
export type FitRule = 'all' | 'combustion' | 'petrol' | 'diesel' | 'none';

export type Spec = Record<string, string>;

export interface VariantExtra {
  /** The variant is a product line of one brand (e.g. 'Castrol EDGE'). */
  brand?: string;
  /** Price range in euro overriding the template's. */
  price?: [number, number];
  weight?: [number, number];
  quantity?: string;
  /** Fixed specification values merged over the generated ones. */
  spec?: Spec;
}

/** [English name, Polish name, application, extras] */
export type Variant = [en: string, pl: string, application: string, extra?: VariantExtra];

export interface ProductTemplate {
  /** Slug of the (leaf) category the products go into. */
  leaf: string;
  count: number;
  icon: IconKind;
  brands: string[];
  /** Gross price range in euro. */
  price: [number, number];
  weight: [number, number];
  quantity: string;
  names: Variant[];
  /** One or two sentences: [English, Polish]. */
  desc: [string, string];
  specs: (r: Rng) => Spec;
  /** Spec keys (values in mm) that make up the dimensions string, in order. */
  dims?: string[];
  fit: FitRule;
  /** Applicability text of universal goods (fitted parts list their vehicles instead). */
  universal?: string;
  /** Part number patterns per brand for this part type, over the brand's defaults. */
  partNumbers?: Record<string, string[]>;
}

export const mm = (r: Rng, min: number, max: number): string => `${r.int(min, max)} mm`;

export const pick = (r: Rng, ...options: string[]): string => r.pick(options);

/** A whole number with unit, e.g. num(r, 40, 90, 'Ah') -> '72 Ah'. */
export const num = (r: Rng, min: number, max: number, unit: string, step = 1): string =>
  `${min + step * r.int(0, Math.floor((max - min) / step))} ${unit}`;

/** '155 x 65 x 18 mm' from spec values such as '155 mm'; null when a key is missing. */
export function dimensionsOf(spec: Spec, keys: string[] | undefined): string | null {
  if (!keys) return null;
  const values: string[] = [];
  for (const key of keys) {
    const match = /^(\d+(?:\.\d+)?) mm$/.exec(spec[key] ?? '');
    if (!match?.[1]) return null;
    values.push(match[1]);
  }
  return `${values.join(' x ')} mm`;
}
