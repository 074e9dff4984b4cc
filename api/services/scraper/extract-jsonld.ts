/**
 * schema.org Product and BreadcrumbList from JSON-LD blocks: `@graph`, top-level arrays, `@type`
 * arrays and lower-case types, offers of every shape, and blocks wrapped in CDATA or HTML comments.
 */
import type { ExtractedProduct } from './extract.ts';
import { collapse, htmlToText, resolveUrl } from './extract-dom.ts';
import { conditionFromText, digitsOnly, isProductType, offerPrice, type Crumb } from './extract-values.ts';
import { type ParsedPrice } from './price.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);
const list = (v: Json | undefined): Json[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];

/** Lower-case `@type` names of a node ("Product", ["Car","Product"], "product"). */
function typesOf(node: JsonObject): string[] {
  return list(node['@type'] ?? node.type)
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/#:]/, '').toLowerCase());
}

/** Strict JSON first; then without comment and CDATA wrappers, trailing commas and raw control characters. */
export function parseJsonLd(text: string): Json | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed) as Json;
  } catch {
    // fall through to the lenient pass
  }
  // Raw line breaks and tabs inside strings are invalid JSON but common; as spaces they are harmless.
  const flat = Array.from(trimmed, (ch) => (ch.charCodeAt(0) < 32 ? ' ' : ch)).join('');
  const cleaned = flat
    .replace(/\/\*\s*<!\[CDATA\[\s*\*\//g, '')
    .replace(/\/\*\s*\]\]>\s*\*\//g, '')
    .replace(/<!\[CDATA\[|\]\]>/g, '')
    .replace(/^\s*<!--|-->\s*$/g, '')
    .replace(/^\s*\/\/[^\n]*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/,\s*([}\]])/g, '$1')
    .trim();
  try {
    return JSON.parse(cleaned) as Json;
  } catch {
    return undefined;
  }
}

export interface JsonLdResult {
  /** The main product's fields. */
  product: Partial<ExtractedProduct>;
  /** Every BreadcrumbList, in the order the blocks list them. */
  breadcrumbs: Crumb[][];
}

/** Every JSON object in the blocks, with `@graph` members and nested nodes, for `@id` lookups. */
function collectNodes(roots: Json[]): {
  products: JsonObject[];
  lists: JsonObject[];
  byId: Map<string, JsonObject>;
} {
  const products: JsonObject[] = [];
  const lists: JsonObject[] = [];
  const byId = new Map<string, JsonObject>();
  const seen = new Set<JsonObject>();
  const visit = (value: Json, insideProduct: boolean, depth: number) => {
    if (depth > 12) return;
    if (Array.isArray(value)) {
      for (const v of value) visit(v, insideProduct, depth + 1);
      return;
    }
    if (!isObject(value) || seen.has(value)) return;
    seen.add(value);
    const id = value['@id'];
    if (typeof id === 'string' && Object.keys(value).length > 1) byId.set(id, value);
    const types = typesOf(value);
    const product = types.some(isProductType);
    if (product && !insideProduct) products.push(value);
    if (types.includes('breadcrumblist')) lists.push(value);
    for (const [key, v] of Object.entries(value)) {
      if (key === '@context') continue;
      // Products named inside a product (isRelatedTo, isSimilarTo) are recommendations, not the page's product.
      visit(v, insideProduct || product, depth + 1);
    }
  };
  for (const root of roots) visit(root, false, 0);
  return { products, lists, byId };
}

function resolveRef(value: Json | undefined, byId: Map<string, JsonObject>): Json | undefined {
  if (isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
    return byId.get(value['@id']) ?? value;
  }
  return value;
}

function str(value: Json | undefined): string | null {
  if (typeof value === 'string') return collapse(value) || null;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    for (const v of value) {
      const s = str(v);
      if (s) return s;
    }
  }
  if (isObject(value)) return str(value['@value'] ?? value.name);
  return null;
}

function imageUrls(value: Json | undefined, base: string, byId: Map<string, JsonObject>): string[] {
  const out: string[] = [];
  for (const item of list(resolveRef(value, byId))) {
    const v = resolveRef(item, byId);
    const raw = typeof v === 'string' ? v : isObject(v) ? str(v.contentUrl ?? v.url ?? v['@id']) : null;
    const url = resolveUrl(raw, base);
    if (url && !out.includes(url)) out.push(url);
  }
  return out;
}

/** The selling price of `offers`: the first offer with a price, an AggregateOffer's lowest price. */
function priceOf(
  value: Json | undefined,
  byId: Map<string, JsonObject>,
  currency: string | null,
): ParsedPrice | null {
  for (const item of list(resolveRef(value, byId))) {
    const offer = resolveRef(item, byId);
    if (!isObject(offer)) continue;
    const cur = str(offer.priceCurrency) ?? currency;
    const types = typesOf(offer);
    const direct = types.includes('aggregateoffer')
      ? (offer.lowPrice ?? offer.price)
      : (offer.price ?? offer.lowPrice);
    const found = offerPrice(typeof direct === 'number' ? direct : str(direct), cur);
    if (found) return found;
    for (const spec of list(resolveRef(offer.priceSpecification, byId))) {
      if (!isObject(spec)) continue;
      // A list or strike-through price in the specification is the old price, not the selling one.
      if (/list|strike|msrp|srp|original/i.test(str(spec.priceType) ?? '')) continue;
      const raw = spec.price ?? spec.minPrice;
      const p = offerPrice(typeof raw === 'number' ? raw : str(raw), str(spec.priceCurrency) ?? cur);
      if (p) return p;
    }
    const nested = priceOf(offer.offers, byId, cur);
    if (nested) return nested;
  }
  return null;
}

/** A field of the first offer that has it, looking into an AggregateOffer's own offers too. */
function firstOf(
  value: Json | undefined,
  byId: Map<string, JsonObject>,
  key: string,
  depth = 0,
): Json | undefined {
  for (const item of list(resolveRef(value, byId))) {
    const offer = resolveRef(item, byId);
    if (!isObject(offer)) continue;
    if (offer[key] !== undefined) return offer[key];
    const nested = depth < 3 ? firstOf(offer.offers, byId, key, depth + 1) : undefined;
    if (nested !== undefined) return nested;
  }
  return undefined;
}

function productFields(
  node: JsonObject,
  base: string,
  byId: Map<string, JsonObject>,
): Partial<ExtractedProduct> {
  const offers = node.offers;
  const brand = resolveRef(node.brand, byId);
  const maker = resolveRef(node.manufacturer, byId);
  const gtin =
    ['gtin13', 'gtin', 'gtin14', 'gtin12', 'gtin8', 'ean', 'isbn']
      .map((k) => digitsOnly(str(node[k])))
      .find(Boolean) ??
    ['gtin13', 'gtin', 'gtin14', 'gtin12', 'gtin8']
      .map((k) => digitsOnly(str(firstOf(offers, byId, k))))
      .find(Boolean) ??
    null;
  const specs: [string, string][] = [];
  for (const item of list(node.additionalProperty)) {
    const prop = resolveRef(item, byId);
    if (!isObject(prop)) continue;
    const name = str(prop.name);
    const value = list(prop.value)
      .map((v) => str(v))
      .filter(Boolean)
      .join(', ');
    const unit = str(prop.unitText);
    if (name && value) specs.push([name, unit ? `${value} ${unit}` : value]);
  }
  const description = str(node.description);
  return {
    name: str(node.name),
    shortDescription: description ? htmlToText(description) || null : null,
    images: imageUrls(node.image, base, byId),
    condition:
      conditionFromText(str(node.itemCondition)) ??
      conditionFromText(str(firstOf(offers, byId, 'itemCondition'))),
    articleNumber: str(node.sku) ?? str(firstOf(offers, byId, 'sku')) ?? str(node.productID),
    price: priceOf(offers, byId, str(node.priceCurrency)),
    manufacturerNumber: str(node.mpn) ?? str(firstOf(offers, byId, 'mpn')),
    manufacturer: str(isObject(brand) ? brand.name : brand) ?? str(isObject(maker) ? maker.name : maker),
    eanNumber: gtin,
    specifications: specs,
  };
}

function crumbsOf(listNode: JsonObject, byId: Map<string, JsonObject>): Crumb[] {
  const items = list(listNode.itemListElement)
    .map((v) => resolveRef(v, byId))
    .filter(isObject)
    .map((el, index) => {
      const item = resolveRef(el.item, byId);
      const name = str(el.name) ?? (isObject(item) ? str(item.name) : null) ?? '';
      const url =
        (isObject(item) ? str(item['@id'] ?? item.url) : typeof item === 'string' ? item : null) ??
        str(el.url);
      const pos = Number(typeof el.position === 'number' ? el.position : str(el.position));
      return { name, url, pos: Number.isFinite(pos) ? pos : index + 1, index };
    });
  items.sort((a, b) => a.pos - b.pos || a.index - b.index);
  return items.map(({ name, url }) => ({ name, url }));
}

/**
 * The page's product from JSON-LD. With several Product nodes (variants, related items), the one
 * whose url is the page, then the one named like the page title, then the first.
 */
export function readJsonLd(doc: Document, pageUrl: string, pageTitle: string | null): JsonLdResult {
  const roots: Json[] = [];
  for (const script of doc.querySelectorAll('script')) {
    const type = (script.getAttribute('type') ?? '').toLowerCase();
    if (!type.includes('ld+json')) continue;
    const parsed = parseJsonLd(script.textContent ?? '');
    if (parsed !== undefined) roots.push(parsed);
  }
  const { products, lists, byId } = collectNodes(roots);
  const page = stripUrl(pageUrl);
  const title = pageTitle ? collapse(pageTitle).toLowerCase() : null;
  let best: JsonObject | null = null;
  let bestScore = -1;
  for (const node of products) {
    let score = 0;
    const url = resolveUrl(str(node.url) ?? str(node['@id']), pageUrl);
    if (url && stripUrl(url) === page) score += 4;
    if (title && str(node.name)?.toLowerCase() === title) score += 2;
    if (node.offers !== undefined) score += 1;
    if (score > bestScore) {
      best = node;
      bestScore = score;
    }
  }
  return {
    product: best ? productFields(best, pageUrl, byId) : {},
    breadcrumbs: lists.map((l) => crumbsOf(l, byId)).filter((c) => c.length > 0),
  };
}

function stripUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname.replace(/\/$/, '')}`.toLowerCase();
  } catch {
    return url;
  }
}
