/**
 * Turns a product page's HTML into a scraped product. Pure: no I/O. Each field comes from the most
 * trusted source that has it: JSON-LD, then microdata, then OpenGraph/product meta, then the page.
 */
import { collapse, fold, metaContent, parseDocument, resolveUrl, textOf, truncate } from './extract-dom.ts';
import { readJsonLd } from './extract-jsonld.ts';
import { metaProduct } from './extract-meta.ts';
import {
  microdataBreadcrumbs,
  microdataProduct,
  rdfaBreadcrumbs,
  readMicrodata,
} from './extract-microdata.ts';
import { cleanTitle, findDescription, findTitle, findVisiblePrice } from './extract-page.ts';
import {
  htmlBreadcrumbs,
  isPictureUrl,
  pictureKey,
  readApplicability,
  readCompatibility,
  readGallery,
  readLabelledValues,
  readManufacturerInfo,
  readSpecifications,
} from './extract-sections.ts';
import { conditionFromText, digitsOnly, type Crumb } from './extract-values.ts';
import { type ParsedPrice } from './price.ts';

export interface ExtractedProduct {
  name: string | null;
  /** Plain text, markup and scripts stripped, whitespace collapsed, at most about 500 characters. */
  shortDescription: string | null;
  /** Absolute http(s) URLs in gallery order, one per picture, product pictures only. */
  images: string[];
  /** 'New' | 'Used' | 'Refurbished' | 'Damaged', or null. */
  condition: string | null;
  /** Vehicles the part fits, e.g. 'VW Golf VII 1.6 TDI (2012-2020)'. */
  vehicleCompatibility: string[];
  /** The shop's article number (sku). */
  articleNumber: string | null;
  /** The current selling price as the buyer sees it. */
  price: ParsedPrice | null;
  /** Manufacturer part number (mpn, OE number). */
  manufacturerNumber: string | null;
  /** Brand. */
  manufacturer: string | null;
  /** GTIN/EAN, digits only. */
  eanNumber: string | null;
  /** Text of the application ("Zastosowanie", "Verwendung") section. */
  applicability: string | null;
  /** Text of the manufacturer information section. */
  manufacturerInfo: string | null;
  specifications: [name: string, value: string][];
  /** Category names, top first, without the home link and without the product itself. */
  breadcrumb: string[];
}

type Source = Partial<ExtractedProduct>;

/** Currency a shop on this top-level domain most likely means by an ambiguous sign or a bare number. */
const TLD_CURRENCY: Record<string, string> = {
  pl: 'PLN',
  cz: 'CZK',
  hu: 'HUF',
  ro: 'RON',
  bg: 'BGN',
  se: 'SEK',
  no: 'NOK',
  dk: 'DKK',
  is: 'ISK',
  ch: 'CHF',
  uk: 'GBP',
  ca: 'CAD',
  au: 'AUD',
  nz: 'NZD',
  kz: 'KZT',
  pk: 'PKR',
  ru: 'RUB',
  ua: 'UAH',
  us: 'USD',
  ...Object.fromEntries(
    'de at fr it es pt nl be ie fi sk si ee lv lt gr lu mt cy hr'.split(' ').map((tld) => [tld, 'EUR']),
  ),
};

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

type TextField =
  | 'name'
  | 'shortDescription'
  | 'condition'
  | 'articleNumber'
  | 'manufacturerNumber'
  | 'manufacturer'
  | 'eanNumber';

function firstText(sources: Source[], key: TextField): string | null {
  for (const source of sources) {
    const value = source[key];
    if (typeof value === 'string' && collapse(value)) return collapse(value);
  }
  return null;
}

const HOME =
  /^(?:home|home ?page|start|startseite|strona glowna|glowna|uvod|domu|accueil|inicio|pagina (?:principal|iniziale)|главная(?: страница)?|pradzia|avaleht|kezdolap|fooldal|etusivu|forside|hjem|hem|naslovnica|domov|начало|acasa|prima pagina|anasayfa|home shop)$/;

function isSiteRoot(url: string | null, pageUrl: string): boolean {
  if (!url) return false;
  try {
    const u = new URL(url, pageUrl);
    if (u.host !== new URL(pageUrl).host) return false;
    return (
      /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?$/i.test(u.pathname) ||
      (/^\/index\.(?:php|html?)$/i.test(u.pathname) && (!u.search || /common\/home/.test(u.search)))
    );
  } catch {
    return false;
  }
}

function looksLikeShopName(name: string, host: string, siteName: string | null): boolean {
  const key = fold(name).replace(/\s+/g, '');
  if (!key) return false;
  const hostKey = host.replace(/^www\./, '').replace(/[^a-z0-9]/g, '');
  return hostKey.includes(key) || (!!siteName && fold(siteName).replace(/\s+/g, '') === key);
}

/** Drops separators, empty entries, the home link at the start and the product itself at the end. */
function cleanCrumbs(
  trail: Crumb[],
  pageUrl: string,
  productName: string | null,
  siteName: string | null,
): string[] {
  const host = hostOf(pageUrl);
  let crumbs = trail
    .map((c) => ({
      name: collapse(c.name).replace(/^[›»>/|•·\\\-–—→]+\s*|\s*[›»>/|•·\\\-–—→]+$/g, ''),
      url: c.url,
    }))
    .filter((c) => c.name && !/^[\s›»>/|•·\\\-–—→:]*$/.test(c.name));
  // "Back to All Cat Products • Home > Cat": everything up to a home entry near the start goes.
  const home = crumbs.slice(0, 3).findIndex((c) => HOME.test(fold(c.name)));
  if (home >= 0) crumbs = crumbs.slice(home + 1);
  else if (
    crumbs[0] &&
    (isSiteRoot(crumbs[0].url, pageUrl) || looksLikeShopName(crumbs[0].name, host, siteName))
  ) {
    crumbs = crumbs.slice(1);
  }
  const last = crumbs[crumbs.length - 1];
  if (last && productName) {
    const a = fold(last.name);
    const b = fold(productName);
    const samePage = last.url ? stripHash(resolveUrl(last.url, pageUrl)) === stripHash(pageUrl) : false;
    if (a === b || samePage || (a.length > 10 && b.startsWith(a))) crumbs = crumbs.slice(0, -1);
  }
  const names: string[] = [];
  for (const c of crumbs) if (!names.includes(c.name)) names.push(c.name);
  return names;
}

const stripHash = (url: string | null) => (url ?? '').replace(/[#?].*$/, '').replace(/\/$/, '');

/** `inner` appears in `outer` in the same order (the visible trail may show more levels). */
function isSubsequence(inner: string[], outer: string[]): boolean {
  let i = 0;
  for (const name of outer) if (i < inner.length && fold(name) === fold(inner[i]!)) i++;
  return i === inner.length;
}

function chooseBreadcrumb(structured: string[][], visible: string[][]): string[] {
  const best = structured.find((t) => t.length > 0);
  if (!best) return visible.find((t) => t.length > 0) ?? [];
  const fuller = visible.find((t) => t.length > best.length && isSubsequence(best, t));
  return fuller ?? best;
}

function mergeSpecs(...lists: ([string, string][] | undefined)[]): [string, string][] {
  const out: [string, string][] = [];
  const seen = new Set<string>();
  for (const list of lists) {
    for (const [name, value] of list ?? []) {
      const key = fold(name);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      out.push([collapse(name), collapse(value)]);
    }
  }
  return out;
}

function uniquePictures(urls: string[]): string[] {
  const keys = new Set<string>();
  return urls.filter((url) => {
    if (!isPictureUrl(url)) return false;
    const key = pictureKey(url);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}

function chooseImages(structured: string[], gallery: string[], meta: string[]): string[] {
  const own = uniquePictures(structured);
  if (!own.length) return gallery.length ? gallery : uniquePictures(meta);
  // The gallery wins when it shows more pictures and is the same gallery (it holds one of ours).
  const ownKeys = new Set(own.map(pictureKey));
  if (gallery.length > own.length && gallery.some((url) => ownKeys.has(pictureKey(url)))) return gallery;
  return own;
}

const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

export function extractProduct(html: string, pageUrl: string): ExtractedProduct {
  const doc = parseDocument(html);
  const host = hostOf(pageUrl);
  const siteName = metaContent(doc, 'og:site_name', 'application-name');
  const docTitle = textOf(doc.querySelector('title')) || null;
  const meta = metaProduct(doc, pageUrl);
  const pageTitle = findTitle(doc, [docTitle, meta.name ?? null], siteName);

  const ld = readJsonLd(doc, pageUrl, pageTitle?.text ?? null);
  const mdItems = readMicrodata(doc, pageUrl);
  const md = microdataProduct(mdItems, pageUrl);

  // An og:title that is the h1 plus a shop suffix reads best as the h1.
  let metaName = cleanTitle(meta.name ?? null, siteName, host);
  if (
    metaName &&
    pageTitle &&
    fold(metaName).startsWith(fold(pageTitle.text)) &&
    fold(metaName) !== fold(pageTitle.text)
  ) {
    metaName = pageTitle.text;
  }
  meta.name = metaName;

  const specifications = mergeSpecs(ld.product.specifications, md.specifications, readSpecifications(doc));
  const labelled = readLabelledValues(doc, specifications);
  const page: Source = {
    name: pageTitle?.text ?? cleanTitle(docTitle, siteName, host),
    shortDescription: findDescription(doc) ?? metaContent(doc, 'description'),
    condition: conditionFromText(labelled.condition),
    articleNumber: labelled.articleNumber ?? null,
    manufacturerNumber: labelled.manufacturerNumber ?? null,
    manufacturer: labelled.manufacturer ?? null,
    eanNumber: digitsOnly(labelled.eanNumber),
  };
  const sources: Source[] = [ld.product, md, meta, page];
  const name = firstText(sources, 'name');

  // Price: structured offers are trusted; meta tags only when the page shows that amount.
  const hint =
    ld.product.price?.currency ??
    md.price?.currency ??
    meta.price?.currency ??
    TLD_CURRENCY[host.split('.').pop() ?? ''] ??
    null;
  let price: ParsedPrice | null = ld.product.price ?? md.price ?? null;
  if (!price) {
    const shown = findVisiblePrice(doc, pageTitle?.el ?? null, hint);
    const metaPrice = meta.price ?? null;
    const metaShown = metaPrice && shown.amounts.some((a) => sameAmount(a, metaPrice.amount));
    price = metaPrice && (metaShown || !shown.price) ? metaPrice : shown.price;
  }
  if (price && !price.currency && hint) price = { ...price, currency: hint };

  const breadcrumbTrails = [
    ...ld.breadcrumbs,
    ...microdataBreadcrumbs(mdItems),
    ...rdfaBreadcrumbs(doc, pageUrl),
  ].map((t) => cleanCrumbs(t, pageUrl, name, siteName));
  const visibleTrails = htmlBreadcrumbs(doc, pageUrl).map((t) => cleanCrumbs(t, pageUrl, name, siteName));

  const description = firstText(sources, 'shortDescription');
  return {
    name,
    shortDescription: description ? truncate(description, 500) : null,
    images: chooseImages(
      ld.product.images?.length ? ld.product.images : (md.images ?? []),
      readGallery(doc, pageUrl, name),
      meta.images ?? [],
    ),
    condition: firstText(sources, 'condition'),
    vehicleCompatibility: readCompatibility(doc),
    articleNumber: firstText(sources, 'articleNumber'),
    price,
    manufacturerNumber: firstText(sources, 'manufacturerNumber'),
    manufacturer: firstText(sources, 'manufacturer'),
    eanNumber: firstText(sources, 'eanNumber'),
    applicability: readApplicability(doc),
    manufacturerInfo: readManufacturerInfo(doc),
    specifications,
    breadcrumb: chooseBreadcrumb(breadcrumbTrails, visibleTrails),
  };
}
