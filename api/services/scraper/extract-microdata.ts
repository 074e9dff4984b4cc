/**
 * schema.org microdata (itemscope/itemprop) and RDFa Lite breadcrumbs. Properties belong to their
 * nearest itemscope only, so a recommendation block with its own itemscope cannot lend the main
 * product its price.
 */
import type { ExtractedProduct } from './extract.ts';
import { collapse, resolveUrl, textOf } from './extract-dom.ts';
import { conditionFromText, digitsOnly, isProductType, offerPrice, type Crumb } from './extract-values.ts';
import { type ParsedPrice } from './price.ts';

interface MdValue {
  el: Element;
  /** The property's value as a string: content/src/href attribute, else visible text. */
  text: string;
  item: MdItem | null;
}

export interface MdItem {
  el: Element;
  types: string[];
  props: Map<string, MdValue[]>;
}

const URL_TAGS: Record<string, string> = {
  A: 'href',
  AREA: 'href',
  LINK: 'href',
  IMG: 'src',
  AUDIO: 'src',
  VIDEO: 'src',
  SOURCE: 'src',
  EMBED: 'src',
  IFRAME: 'src',
  TRACK: 'src',
  OBJECT: 'data',
};

function typesOf(el: Element): string[] {
  return (el.getAttribute('itemtype') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((t) =>
      t
        .replace(/\/+$/, '')
        .replace(/^.*[/#]/, '')
        .toLowerCase(),
    );
}

function valueOf(el: Element, base: string): string {
  const content = el.getAttribute('content');
  if (content !== null) return collapse(content);
  const urlAttr = URL_TAGS[el.tagName];
  if (urlAttr) {
    const raw = el.getAttribute(urlAttr) ?? (el.tagName === 'IMG' ? el.getAttribute('data-src') : null);
    return resolveUrl(raw, base) ?? collapse(raw ?? '');
  }
  if (el.tagName === 'DATA' || el.tagName === 'METER') return collapse(el.getAttribute('value') ?? '');
  if (el.tagName === 'TIME') return collapse(el.getAttribute('datetime') ?? textOf(el));
  return textOf(el, { skipHidden: true });
}

/** Reads every itemscope of the document into items (nested items hang off their property). */
export function readMicrodata(doc: Document, base: string): MdItem[] {
  const items = new Map<Element, MdItem>();
  const itemFor = (el: Element): MdItem => {
    let item = items.get(el);
    if (item) return item;
    item = { el, types: typesOf(el), props: new Map() };
    items.set(el, item);
    const walk = (parent: Element) => {
      for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
        const names = (child.getAttribute('itemprop') ?? '').split(/\s+/).filter(Boolean);
        const scoped = child.hasAttribute('itemscope');
        if (names.length) {
          const value: MdValue = scoped
            ? { el: child, text: textOf(child, { skipHidden: true }), item: itemFor(child) }
            : { el: child, text: valueOf(child, base), item: null };
          for (const name of names) {
            const key = name.replace(/^.*[/#]/, '');
            const values = item!.props.get(key) ?? [];
            values.push(value);
            item!.props.set(key, values);
          }
        }
        // A nested itemscope owns everything below it.
        if (!scoped) walk(child);
      }
    };
    walk(el);
    return item;
  };
  for (const el of doc.querySelectorAll('[itemscope]')) itemFor(el);
  return [...items.values()];
}

const first = (item: MdItem | null | undefined, key: string): MdValue | undefined =>
  item?.props.get(key)?.[0];
const firstText = (item: MdItem | null | undefined, ...keys: string[]): string | null => {
  for (const key of keys) {
    for (const v of item?.props.get(key) ?? []) if (v.text) return v.text;
  }
  return null;
};

/** The page's product item: a Product not inside another Product, preferring one with a name and offers. */
export function mainProduct(items: MdItem[]): MdItem | null {
  const products = items.filter((i) => i.types.some(isProductType));
  const outer = products.filter((p) => !products.some((q) => q !== p && q.el.contains(p.el)));
  const score = (p: MdItem) => (firstText(p, 'name') ? 2 : 0) + (p.props.has('offers') ? 1 : 0);
  let best: MdItem | null = null;
  for (const p of outer) if (!best || score(p) > score(best)) best = p;
  return best;
}

function offerPriceOf(values: MdValue[] | undefined, currency: string | null, depth = 0): ParsedPrice | null {
  if (!values || depth > 4) return null;
  for (const v of values) {
    const offer = v.item;
    if (!offer) continue;
    const cur = firstText(offer, 'priceCurrency') ?? currency;
    const aggregate = offer.types.includes('aggregateoffer');
    const raw = aggregate ? firstText(offer, 'lowPrice', 'price') : firstText(offer, 'price', 'lowPrice');
    const direct = offerPrice(raw, cur);
    if (direct) return direct;
    const spec = first(offer, 'priceSpecification')?.item;
    const fromSpec = offerPrice(firstText(spec, 'price'), firstText(spec, 'priceCurrency') ?? cur);
    if (fromSpec) return fromSpec;
    const nested = offerPriceOf(offer.props.get('offers'), cur, depth + 1);
    if (nested) return nested;
  }
  return null;
}

function conditionOf(item: MdItem, depth = 0): string | null {
  const own = conditionFromText(firstText(item, 'itemCondition'));
  if (own || depth > 4) return own;
  for (const v of item.props.get('offers') ?? []) {
    const found = v.item ? conditionOf(v.item, depth + 1) : null;
    if (found) return found;
  }
  return null;
}

function nameOfThing(value: MdValue | undefined): string | null {
  if (!value) return null;
  return value.item ? (firstText(value.item, 'name') ?? (value.text || null)) : value.text || null;
}

/** The fields of the main microdata Product. */
export function microdataProduct(items: MdItem[], base: string): Partial<ExtractedProduct> {
  const product = mainProduct(items);
  if (!product) return {};
  const images: string[] = [];
  for (const v of product.props.get('image') ?? []) {
    const raw = v.item ? firstText(v.item, 'contentUrl', 'url') : v.text;
    const url = resolveUrl(raw, base);
    if (url && !images.includes(url)) images.push(url);
  }
  const specs: [string, string][] = [];
  for (const v of product.props.get('additionalProperty') ?? []) {
    const name = firstText(v.item, 'name');
    const value = firstText(v.item, 'value');
    if (name && value) specs.push([name, value]);
  }
  const offers = product.props.get('offers');
  const gtin = ['gtin13', 'gtin', 'gtin14', 'gtin12', 'gtin8', 'ean', 'isbn']
    .map((k) => digitsOnly(firstText(product, k)))
    .find(Boolean);
  const productId = firstText(product, 'productID');
  return {
    name: firstText(product, 'name'),
    shortDescription: firstText(product, 'description'),
    images,
    condition: conditionOf(product),
    articleNumber:
      firstText(product, 'sku') ??
      offers?.map((o) => firstText(o.item, 'sku')).find(Boolean) ??
      (productId ? productId.replace(/^sku:/i, '') : null),
    price: offerPriceOf(offers, firstText(product, 'priceCurrency')),
    manufacturerNumber: firstText(product, 'mpn'),
    manufacturer: nameOfThing(first(product, 'brand')) ?? nameOfThing(first(product, 'manufacturer')),
    eanNumber: gtin ?? null,
    specifications: specs,
  };
}

/** Breadcrumb trails in microdata: schema.org BreadcrumbList and data-vocabulary.org Breadcrumb. */
export function microdataBreadcrumbs(items: MdItem[]): Crumb[][] {
  const trails: Crumb[][] = [];
  for (const list of items.filter((i) => i.types.includes('breadcrumblist'))) {
    const crumbs = (list.props.get('itemListElement') ?? [])
      .map((v, index) => {
        const li = v.item;
        const thing = first(li, 'item');
        const name = firstText(li, 'name') ?? nameOfThing(thing) ?? v.text;
        const url = thing
          ? thing.item
            ? (firstText(thing.item, 'url') ?? thing.el.getAttribute('href'))
            : thing.text
          : null;
        const pos = Number(firstText(li, 'position'));
        return { name: name ?? '', url, pos: Number.isFinite(pos) && pos > 0 ? pos : index + 1, index };
      })
      .sort((a, b) => a.pos - b.pos || a.index - b.index)
      .map(({ name, url }) => ({ name, url }));
    if (crumbs.length) trails.push(crumbs);
  }
  // data-vocabulary.org: a run of Breadcrumb items (siblings or nested through "child"), in page order.
  const legacy = items.filter((i) => i.types.includes('breadcrumb'));
  if (legacy.length) {
    trails.push(legacy.map((i) => ({ name: firstText(i, 'title', 'name') ?? '', url: firstText(i, 'url') })));
  }
  return trails;
}

/** RDFa Lite breadcrumbs (`typeof="BreadcrumbList"` with `property="itemListElement"`). */
export function rdfaBreadcrumbs(doc: Document, base: string): Crumb[][] {
  const trails: Crumb[][] = [];
  for (const list of doc.querySelectorAll('[typeof~="BreadcrumbList"]')) {
    const crumbs: Crumb[] = [];
    for (const li of list.querySelectorAll('[property~="itemListElement"]')) {
      const nameEl = li.querySelector('[property~="name"]');
      const itemEl = li.querySelector('[property~="item"]');
      const name = nameEl
        ? (nameEl.getAttribute('content') ?? textOf(nameEl, { skipHidden: true }))
        : textOf(li);
      const href = itemEl?.getAttribute('href') ?? itemEl?.getAttribute('resource') ?? null;
      crumbs.push({ name: collapse(name), url: resolveUrl(href, base) });
    }
    if (crumbs.length) trails.push(crumbs);
  }
  return trails;
}
