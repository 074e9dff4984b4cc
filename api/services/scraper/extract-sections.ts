/**
 * What a product page shows outside structured data: specification tables and definition lists,
 * labelled codes ("EAN: …"), compatibility lists, titled sections (applicability, manufacturer
 * information), visible breadcrumbs and the picture gallery.
 */
import {
  closestMatching,
  collapse,
  fold,
  inForeignContainer,
  isForeignContainer,
  nameOf,
  resolveUrl,
  textOf,
} from './extract-dom.ts';
import {
  APPLICABILITY_HEADING,
  COMPATIBILITY_HEADING,
  fieldForLabel,
  headingKey,
  MANUFACTURER_INFO_HEADING,
  type Crumb,
  type LabelledField,
} from './extract-values.ts';
import { currencyFromText } from './price.ts';

const HEADING_TAGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const NO_TEXT_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'HEAD',
  'TITLE',
  'OPTION',
  'TEXTAREA',
]);

/** Every text node of the body outside scripts, with its parent element. */
function* textNodes(root: Element | null): Generator<{ text: string; el: Element }> {
  if (!root) return;
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeType === 3) {
      const text = (node as Text).data;
      if (text.trim() && node.parentElement) yield { text, el: node.parentElement };
      continue;
    }
    if (node.nodeType !== 1) continue;
    const el = node as Element;
    if (NO_TEXT_TAGS.has(el.tagName) || el.tagName.toLowerCase() === 'svg') continue;
    const children: Node[] = [];
    for (let c = el.firstChild; c; c = c.nextSibling) children.push(c);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

/** Short text nodes (labels, headings) of a document, gathered once: several readers scan them. */
const shortTextCache = new WeakMap<Document, { text: string; el: Element }[]>();

function shortTexts(doc: Document): { text: string; el: Element }[] {
  let list = shortTextCache.get(doc);
  if (!list) {
    list = [];
    for (const node of textNodes(doc.body)) if (node.text.length <= 160) list.push(node);
    shortTextCache.set(doc, list);
  }
  return list;
}

/* ---------------------------------------------------------------- specifications */

function cellsOf(row: Element): Element[] {
  const cells: Element[] = [];
  for (let c = row.firstElementChild; c; c = c.nextElementSibling)
    if (c.tagName === 'TD' || c.tagName === 'TH') cells.push(c);
  return cells;
}

const cleanLabel = (text: string) => collapse(text).replace(/\s*:\s*$/, '');

function pairsOfRow(row: Element): [string, string][] {
  const cells = cellsOf(row).map((c) => textOf(c));
  if (cells.length === 2) return [[cleanLabel(cells[0]!), cells[1]!]];
  // eBay's item specifics: label, value, label, value in one row.
  if (cells.length === 4 && /:\s*$/.test(cells[0]!) && /:\s*$/.test(cells[2]!)) {
    return [
      [cleanLabel(cells[0]!), cells[1]!],
      [cleanLabel(cells[2]!), cells[3]!],
    ];
  }
  return [];
}

const goodPair = ([name, value]: [string, string]) =>
  name.length > 0 &&
  name.length <= 80 &&
  value.length > 0 &&
  value.length <= 400 &&
  !/^[\s:–—-]*$/.test(value);

/**
 * Blocks named as a vehicle list ("vehicle-compatibility", "fitment"); a bare "compatibility" may be
 * about phones or browsers.
 */
function namedVehicleLists(doc: Document): Element[] {
  return [
    ...doc.querySelectorAll(
      '[class*="compatib" i], [id*="compatib" i], [class*="fitment" i], [id*="fitment" i]',
    ),
  ].filter((el) => /vehicle|car[-_]|auto|fahrzeug|pojazd|samoch|fitment|fits/i.test(nameOf(el)));
}

/** Elements that hold a vehicle list; their rows are compatibility, not specifications. */
function compatibilityContainers(doc: Document): Set<Element> {
  const set = new Set<Element>(namedVehicleLists(doc));
  for (const heading of sectionHeadings(doc, COMPATIBILITY_HEADING))
    for (const el of sectionAfter(doc, heading)) set.add(el);
  return set;
}

/** Mostly prices: the buy box's "Price / You save" table, not specifications. */
const priceTable = (pairs: [string, string][]) =>
  pairs.filter(([, value]) => currencyFromText(value) && /\d/.test(value)).length * 2 > pairs.length;

const within = (el: Element, set: Set<Element>) => {
  for (let cur: Element | null = el; cur; cur = cur.parentElement) if (set.has(cur)) return true;
  return false;
};

/** Rows of two-cell tables and of definition lists, in page order, outside other products' blocks. */
export function readSpecifications(doc: Document): [string, string][] {
  const compat = compatibilityContainers(doc);
  const out: [string, string][] = [];
  const seen = new Set<string>();
  const add = (pair: [string, string]) => {
    const key = `${fold(pair[0])}\u0000${fold(pair[1])}`;
    if (!goodPair(pair) || seen.has(key)) return;
    seen.add(key);
    out.push(pair);
  };
  const blocks = doc.querySelectorAll('table, dl');
  for (const block of blocks) {
    if (inForeignContainer(block) || within(block, compat)) continue;
    if (block.tagName === 'TABLE') {
      if (block.querySelector('table')) continue; // a layout table
      const rows = [...block.querySelectorAll('tr')].filter((r) => r.closest('table') === block);
      const pairs = rows.map(pairsOfRow);
      const good = pairs.filter((p) => p.length && p.every(goodPair)).length;
      // One row in a table is more often layout than a specification.
      if (good < 2 || good < rows.length * 0.5 || priceTable(pairs.flat())) continue;
      for (const p of pairs) for (const pair of p) add(pair);
    } else {
      let name: string | null = null;
      for (let c = block.firstElementChild; c; c = c.nextElementSibling) {
        const items = c.tagName === 'DIV' ? [...c.children] : [c];
        for (const item of items) {
          if (item.tagName === 'DT') name = cleanLabel(textOf(item));
          else if (item.tagName === 'DD' && name) {
            add([name, textOf(item)]);
            name = null;
          }
        }
      }
    }
  }
  return out;
}

/* ---------------------------------------------------------------- labelled values */

/**
 * Codes and names printed as "Label: value" (or in a th/td, dt/dd pair): the first value per field,
 * from specification rows first, then from the page's text.
 */
export function readLabelledValues(
  doc: Document,
  specs: [string, string][],
): Partial<Record<LabelledField, string>> {
  const found: Partial<Record<LabelledField, string>> = {};
  const put = (label: string, value: string) => {
    const field = fieldForLabel(label);
    const v = collapse(value);
    if (field && v && v.length <= 80 && !found[field]) found[field] = v;
  };
  for (const [name, value] of specs) put(name, value);
  for (const { text, el } of shortTexts(doc)) {
    const t = collapse(text);
    if (t.length > 120 || !/[:\p{L}]/u.test(t)) continue;
    const inline = /^([^:]{2,40}):\s*(\S.*)$/.exec(t);
    if (inline && fieldForLabel(inline[1]!)) {
      if (!inForeignContainer(el)) put(inline[1]!, inline[2]!);
      continue;
    }
    if (t.length > 45 || !fieldForLabel(t.replace(/:\s*$/, ''))) continue;
    if (inForeignContainer(el)) continue;
    const value = valueAfterLabel(el, t);
    if (value) put(t.replace(/:\s*$/, ''), value);
  }
  return found;
}

function valueAfterLabel(labelEl: Element, labelText: string): string | null {
  if (labelEl.tagName === 'DT' || labelEl.tagName === 'TH' || labelEl.tagName === 'TD') {
    const next = labelEl.nextElementSibling;
    return next ? textOf(next) : null;
  }
  // "<li><strong>Šifra:</strong> 0638</li>": the rest of the parent's text.
  const parent = labelEl.parentElement;
  if (parent) {
    const whole = textOf(parent);
    if (whole.length <= 160 && whole.startsWith(labelText)) {
      const rest = whole
        .slice(labelText.length)
        .replace(/^\s*:\s*/, '')
        .trim();
      if (rest) return rest;
    }
  }
  const next = labelEl.nextElementSibling;
  const value = next ? textOf(next) : '';
  return value && value.length <= 80 ? value : null;
}

/* ---------------------------------------------------------------- titled sections */

/** Heading-like elements whose own text names a section ("Pasuje do:", "Zastosowanie"). */
function sectionHeadings(doc: Document, heading: RegExp): Element[] {
  const out: Element[] = [];
  for (const { text, el } of shortTexts(doc)) {
    if (text.length > 80) continue;
    if (!heading.test(headingKey(text))) continue;
    // The whole element must be the heading, not a sentence that happens to start with it.
    let h = el;
    while (
      h.parentElement &&
      h.parentElement.children.length === 1 &&
      collapse(h.parentElement.textContent ?? '') === collapse(h.textContent ?? '')
    ) {
      if (HEADING_TAGS.has(h.tagName) || h.tagName === 'DT' || h.tagName === 'TH') break;
      h = h.parentElement;
    }
    if (!heading.test(headingKey(textOf(h)))) continue;
    if (inForeignContainer(h)) continue;
    out.push(h);
  }
  return out;
}

const isHeadingLike = (el: Element) =>
  HEADING_TAGS.has(el.tagName) ||
  /(?:^|[\s_-])(?:title|heading|header|headline)(?:$|[\s_-])/i.test(nameOf(el));

/** The elements a heading introduces: its dd/td, its tab panel, or its following siblings. */
function sectionAfter(doc: Document, h: Element): Element[] {
  if (h.tagName === 'DT' || h.tagName === 'TH' || (h.tagName === 'TD' && h.nextElementSibling)) {
    const next = h.nextElementSibling;
    return next ? [next] : [];
  }
  const target = (h.getAttribute('href') ?? '').startsWith('#')
    ? h.getAttribute('href')!.slice(1)
    : (h.getAttribute('aria-controls') ?? h.getAttribute('data-target')?.replace(/^#/, '') ?? '');
  if (target) {
    const panel = doc.getElementById(target);
    if (panel) return [panel];
  }
  for (let level = 0, cur: Element | null = h; cur && level < 3; level++, cur = cur.parentElement) {
    const out: Element[] = [];
    for (let sib = cur.nextElementSibling; sib; sib = sib.nextElementSibling) {
      if (sib.tagName === cur.tagName && isHeadingLike(cur)) break;
      if (HEADING_TAGS.has(sib.tagName) || (isHeadingLike(sib) && textOf(sib).length < 60)) break;
      out.push(sib);
    }
    if (out.some((el) => textOf(el))) return out;
  }
  return [];
}

/** The text under the first heading matching `heading`. */
export function readSection(doc: Document, heading: RegExp, max = 2000): string | null {
  for (const h of sectionHeadings(doc, heading)) {
    const text = collapse(
      sectionAfter(doc, h)
        .map((el) => textOf(el))
        .join(' '),
    );
    if (text) return text.length > max ? text.slice(0, max).replace(/\s+\S*$/, '') + '…' : text;
  }
  return null;
}

export const readApplicability = (doc: Document) => readSection(doc, APPLICABILITY_HEADING);
export const readManufacturerInfo = (doc: Document) => readSection(doc, MANUFACTURER_INFO_HEADING);

/* ---------------------------------------------------------------- compatibility */

const YEAR_COLUMN = /year|years|rok|lata|baujahr|bj|production|produkcj|period|okres|zeitraum|années|anni/i;

function rowsOfTable(table: Element): string[] {
  const rows = [...table.querySelectorAll('tr')].filter((r) => r.closest('table') === table);
  let headers: string[] = [];
  const out: string[] = [];
  for (const row of rows) {
    const cells = cellsOf(row);
    if (cells.length && cells.every((c) => c.tagName === 'TH')) {
      headers = cells.map((c) => textOf(c));
      continue;
    }
    const parts = cells
      .map((c, i) => {
        const text = textOf(c);
        return text && YEAR_COLUMN.test(headers[i] ?? '') && !/^\(.*\)$/.test(text) ? `(${text})` : text;
      })
      .filter(Boolean);
    if (parts.length) out.push(parts.join(' '));
  }
  return out;
}

function itemsOf(el: Element): string[] {
  if (el.tagName === 'TABLE') return rowsOfTable(el);
  const table = el.querySelector('table');
  const lis = [...el.querySelectorAll('li')].filter((li) => !li.querySelector('li'));
  if (el.tagName === 'LI') return [textOf(el)];
  if (lis.length) return lis.map((li) => textOf(li));
  if (table) return rowsOfTable(table);
  // Lines separated by <br>.
  const lines: string[] = [];
  let line = '';
  const flush = () => {
    const t = collapse(line);
    if (t) lines.push(t);
    line = '';
  };
  const walk = (node: Node) => {
    for (let c = node.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 3) line += (c as Text).data;
      else if (c.nodeType === 1) {
        const tag = (c as Element).tagName;
        if (tag === 'BR') flush();
        else if (tag === 'SCRIPT' || tag === 'STYLE') continue;
        else if (tag === 'P' || tag === 'DIV') {
          flush();
          walk(c);
          flush();
        } else walk(c);
      }
    }
  };
  walk(el);
  flush();
  return lines;
}

/** Vehicles the part fits, from the list or table under a "Fits"/"Pasuje do"/"Passend für" heading. */
export function readCompatibility(doc: Document): string[] {
  const out: string[] = [];
  const add = (item: string) => {
    const t = collapse(item).replace(/^[•·\-–—*]\s*/, '');
    if (t && t.length <= 200 && !out.includes(t)) out.push(t);
  };
  for (const h of sectionHeadings(doc, COMPATIBILITY_HEADING)) {
    for (const el of sectionAfter(doc, h)) for (const item of itemsOf(el)) add(item);
    if (out.length) return out;
  }
  const named = namedVehicleLists(doc);
  for (const el of named) {
    if (inForeignContainer(el) || named.some((other) => other !== el && other.contains(el))) continue;
    for (const item of itemsOf(el)) if (!COMPATIBILITY_HEADING.test(headingKey(item))) add(item);
    if (out.length) return out;
  }
  return out;
}

/* ---------------------------------------------------------------- breadcrumbs */

const SEPARATOR = /^[\s›»>/|•·\\\-–—→:]*$/;

/** Breadcrumb trails drawn in the page (nav[aria-label=breadcrumb], .breadcrumb lists, ...). */
export function htmlBreadcrumbs(doc: Document, base: string): Crumb[][] {
  const containers: Element[] = [];
  for (const el of doc.querySelectorAll('nav, ol, ul, div, p, section, span')) {
    const label = `${el.getAttribute('aria-label') ?? ''} ${nameOf(el)}`;
    if (!/bread[-_ ]?crumb/i.test(label)) continue;
    if (el.tagName === 'SPAN' && !el.querySelector('a')) continue;
    if (containers.some((c) => c.contains(el))) continue;
    containers.push(el);
  }
  const trails: Crumb[][] = [];
  for (const container of containers) {
    const lis = [...container.querySelectorAll('li')].filter(
      (li) => !li.querySelector('li') && !/divider|separator|delimiter/i.test(nameOf(li)),
    );
    const crumbs: Crumb[] = [];
    if (lis.length) {
      for (const li of lis) {
        const name = textOf(li);
        if (SEPARATOR.test(name) && !li.querySelector('a')) continue;
        const link = li.querySelector('a[href]');
        crumbs.push({ name, url: resolveUrl(link?.getAttribute('href'), base) });
      }
    } else {
      for (const a of container.querySelectorAll('a')) {
        crumbs.push({ name: textOf(a), url: resolveUrl(a.getAttribute('href'), base) });
      }
      // The current page is often plain text after the last link.
      const last = container.lastChild ? lastText(container) : '';
      if (last && !SEPARATOR.test(last)) crumbs.push({ name: last, url: null });
    }
    if (crumbs.length) trails.push(crumbs);
  }
  return trails;
}

function lastText(container: Element): string {
  let text = '';
  for (let node: Node | null = container.lastChild; node; node = node.previousSibling) {
    if (node.nodeType === 1 && (node as Element).tagName === 'A') break;
    if (node.nodeType === 1 && (node as Element).querySelector('a')) {
      return lastText(node as Element);
    }
    text = (node.nodeType === 3 ? (node as Text).data : textOf(node)) + ' ' + text;
  }
  return collapse(text.replace(/^[\s›»>/|•·\\\-–—→]+/, ''));
}

/* ---------------------------------------------------------------- gallery */

const GALLERY_NAME =
  /(?:gallery|galeria|galerie|product[-_]?(?:image|img|photo|picture|media|visual)|thumbnails?|thumbs|image[-_]?(?:main|block|additional|wrap|slider|carousel|viewer|thumbs)|main[-_]?(?:image|photo)|zoom|fotorama|lightbox|swiper|slick|slider|carousel|media[-_]?(?:viewer|gallery))/i;
/** Words in a URL path or class that mark page furniture rather than a product picture. */
const FURNITURE = new Set(
  (
    'logo logos icon icons sprite sprites placeholder spinner loader loading blank spacer pixel badge badges flag ' +
    'flags rating ratings star stars payment payments avatar banner minus plus arrow arrows close button btn play'
  ).split(' '),
);
const furniture = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => FURNITURE.has(word));
/** Pictures inside the description text are illustrations, not the product's gallery. */
const DESCRIPTION_NAME = /desc|beschreibung|opis|popis|tab-content|cms-content/i;
const IMAGE_URL = /\.(?:jpe?g|png|webp|gif|avif)(?:[?#]|$)/i;

/** Not a logo, icon, spacer or video still, judging by the URL (host only for video sites). */
export function isPictureUrl(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (/(?:^|\.)(?:ytimg\.com|youtube\.com|vimeocdn\.com)$/i.test(u.hostname)) return false;
  if (/\/(?:s|x|t|clear|transparent|empty|dot|1x1)\.gif$/i.test(u.pathname)) return false;
  return !furniture(u.pathname);
}

/** Same picture, other rendition: size tokens and sizing query parameters removed. */
export function pictureKey(url: string): string {
  try {
    const u = new URL(url);
    for (const key of [...u.searchParams.keys()]) {
      if (
        /^(?:w|h|sw|sh|width|height|imwidth|size|resize|fit|q|quality|fmt|format|auto|crop|dpr|v|hash)$/i.test(
          key,
        )
      ) {
        u.searchParams.delete(key);
      }
    }
    // The path only: CDN shards (static01/static02) serve the same file.
    return `${u.pathname}${u.search}`
      .toLowerCase()
      .replace(/[-_,/]?\d{2,4}x\d{2,4}(?=[-_./,]|$)/g, '')
      .replace(/\/s-l\d{2,4}(?=\.)/g, '/s-l')
      .replace(
        /[-_,](?:thumb|thumbnail|small|medium|large|big|zoom|full|mini|list|xl|xxl|orig|original)(?=\.)/g,
        '',
      );
  } catch {
    return url;
  }
}

function pictureUrl(img: Element, base: string): string | null {
  const link = img.closest('a');
  const href = link?.getAttribute('href');
  if (href && IMAGE_URL.test(href)) return resolveUrl(href, base);
  for (const attr of [
    'data-zoom-image',
    'data-large',
    'data-large-image',
    'data-full',
    'data-zoom',
    'data-src',
    'data-lazy',
    'data-original',
    'src',
  ]) {
    const url = resolveUrl(img.getAttribute(attr), base);
    if (url) return url;
  }
  const srcset = img.getAttribute('srcset') ?? img.getAttribute('data-srcset');
  return srcset ? resolveUrl(srcset.split(',')[0]!.trim().split(/\s+/)[0], base) : null;
}

/** The product's pictures from its gallery, in order, one URL per picture. */
export function readGallery(doc: Document, base: string, productName: string | null): string[] {
  const containers: Element[] = [];
  for (const el of doc.querySelectorAll('div, ul, ol, section, figure, aside, nav')) {
    if (!GALLERY_NAME.test(nameOf(el)) || (isForeignContainer(el) && el.tagName !== 'ASIDE')) continue;
    if (containers.some((c) => c.contains(el))) continue;
    if (inForeignContainer(el)) continue;
    containers.push(el);
  }
  const urls: string[] = [];
  const keys = new Set<string>();
  const add = (url: string | null) => {
    if (!url || !isPictureUrl(url)) return;
    const key = pictureKey(url);
    if (keys.has(key)) return;
    keys.add(key);
    urls.push(url);
  };
  const page = base.replace(/#.*$/, '');
  const fromImg = (img: Element) => {
    // Alt text is product language ("button cell"): only a logo is told by it.
    if (furniture(nameOf(img)) || /\blogo\b/i.test(img.getAttribute('alt') ?? '')) return;
    // A picture that links to another page is a teaser for that page (another product), not ours.
    const href = img.closest('a[href]')?.getAttribute('href') ?? '';
    const target = href && !href.startsWith('#') && !IMAGE_URL.test(href) ? resolveUrl(href, base) : null;
    if (target && target.replace(/#.*$/, '') !== page) return;
    const w = Number(img.getAttribute('width'));
    const h = Number(img.getAttribute('height'));
    if ((w && w < 40) || (h && h < 40)) return;
    add(pictureUrl(img, base));
  };
  for (const container of containers) {
    for (const el of container.querySelectorAll(
      'img, a[href], [data-zoom-image], [data-image], [data-large]',
    )) {
      if (inForeignContainer(el, container)) continue;
      if (closestMatching(el, (e) => e !== container && DESCRIPTION_NAME.test(nameOf(e)), 12)) continue;
      if (el.tagName === 'IMG') fromImg(el);
      else if (el.tagName === 'A' && IMAGE_URL.test(el.getAttribute('href') ?? ''))
        add(resolveUrl(el.getAttribute('href'), base));
      else {
        const raw =
          el.getAttribute('data-zoom-image') ??
          el.getAttribute('data-large') ??
          el.getAttribute('data-image');
        if (raw && IMAGE_URL.test(raw)) add(resolveUrl(raw, base));
      }
    }
  }
  if (!urls.length && productName) {
    // No gallery markup: pictures captioned with the product's name.
    const name = fold(productName);
    for (const img of doc.querySelectorAll('img[alt]')) {
      if (fold(img.getAttribute('alt') ?? '') === name && !inForeignContainer(img)) fromImg(img);
    }
  }
  return urls;
}
