/**
 * DOM helpers shared by the extractors: parsing with linkedom, visible text (scripts, styles and
 * hidden helper spans left out), HTML-to-text for strings, URL resolution and small text utilities.
 */
import { linkedom } from '../linkedom.ts';

export type Doc = Document;

export function parseDocument(html: string): Doc {
  return new (linkedom().DOMParser)().parseFromString(withBody(html), 'text/html') as unknown as Doc;
}

/**
 * linkedom builds no implied <body> (browsers do), so a page that omits the tag, or a bare fragment,
 * would leave document.body empty: give it one.
 */
function withBody(html: string): string {
  if (/<body[\s>]/i.test(html)) return html;
  const inner = html.replace(/<\/?html\b[^>]*>/gi, '');
  const headEnd = /<\/head\s*>/i.exec(inner);
  if (headEnd) {
    const at = headEnd.index + headEnd[0].length;
    return `<html>${inner.slice(0, at)}<body>${inner.slice(at)}</body></html>`;
  }
  return `<html><body>${inner}</body></html>`;
}

const ELEMENT = 1;
const TEXT = 3;

/** Never text: code, styling, embedded documents and vector art (an SVG <title> is not a caption). */
const SKIPPED_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'IFRAME',
  'OBJECT',
  'HEAD',
  'SELECT',
  'OPTION',
  'BUTTON',
]);
/** Elements that run inside a line; every other element separates words. */
const INLINE_TAGS = new Set([
  'A',
  'ABBR',
  'B',
  'BDI',
  'BDO',
  'CITE',
  'CODE',
  'DATA',
  'DFN',
  'EM',
  'FONT',
  'I',
  'KBD',
  'LABEL',
  'MARK',
  'Q',
  'S',
  'SAMP',
  'SMALL',
  'SPAN',
  'STRIKE',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
  'U',
  'VAR',
  'DEL',
  'INS',
]);

const HIDDEN_CLASS =
  /(?:^|\s)(?:g-hdn|hidden|hide|sr-only|visually-hidden|visuallyhidden|screen-reader-text|screenreader|aok-hidden|d-none|invisible|offscreen|a-offscreen)(?:\s|$)/i;
const HIDDEN_STYLE = /(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

/**
 * Hidden on purpose: the `hidden` attribute, hiding classes and inline display:none; with `aria`,
 * aria-hidden too (right for a title's inner spans, wrong for a page region a modal hid when saved).
 */
export function isHiddenElement(el: Element, aria = false): boolean {
  if (el.hasAttribute('hidden')) return true;
  if (aria && el.getAttribute('aria-hidden') === 'true') return true;
  const cls = el.getAttribute('class');
  if (cls && HIDDEN_CLASS.test(cls)) return true;
  const style = el.getAttribute('style');
  return !!style && HIDDEN_STYLE.test(style);
}

export interface TextOptions {
  /** Leave out hidden elements (for titles and prices, not for descriptions in closed tabs). */
  skipHidden?: boolean;
  /** Write raised cents (`63<sup>07</sup>`) as a decimal part: for price text. */
  priceMode?: boolean;
  /** Subtrees to leave out. */
  exclude?: Set<Element>;
}

/** The text of an element as a reader sees it, whitespace collapsed. */
export function textOf(node: Node | null | undefined, options: TextOptions = {}): string {
  if (!node) return '';
  const parts: string[] = [];
  collect(node, options, parts);
  return collapse(parts.join(''));
}

/** Stack entry of the text walk: a node to read, or text to write once its children are done. */
type Pending = Node | string;

function collect(root: Node, options: TextOptions, out: string[]): void {
  // An explicit stack, not recursion: a page nested thousands of levels deep cannot overflow it.
  const stack: Pending[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (typeof node === 'string') {
      out.push(node);
      continue;
    }
    if (node.nodeType === TEXT) {
      out.push((node as Text).data);
      continue;
    }
    if (node.nodeType !== ELEMENT && node.nodeType !== 9 && node.nodeType !== 11) continue;
    const el = node as Element;
    const tag = el.tagName ?? '';
    if (node.nodeType === ELEMENT) {
      if (SKIPPED_TAGS.has(tag.toUpperCase())) continue;
      if (options.skipHidden && isHiddenElement(el, true)) continue;
      if (options.exclude?.has(el)) continue;
      if (tag === 'BR') {
        out.push(' ');
        continue;
      }
      if (tag === 'IMG' || tag === 'INPUT') continue;
    }
    const inline = INLINE_TAGS.has(tag);
    if (options.priceMode && (tag === 'SUP' || tag === 'SPAN' || tag === 'SMALL')) {
      // "63<sup>07</sup>" and "$229<span>99</span>": two digits raised after the units are the cents.
      const own = (el.textContent ?? '').trim();
      const before = /^\d{2}$/.test(own) ? out.slice(-8).join('') : '';
      if (before && /\d\s*$/.test(before) && !/[.,]\d*\s*$/.test(before)) {
        out.push('.' + own);
        continue;
      }
    }
    if (!inline) {
      out.push(' ');
      stack.push(' ');
    }
    const children: Node[] = [];
    for (let child = node.firstChild; child; child = child.nextSibling) children.push(child);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

/**
 * Whether a node's text is longer than `max` characters, read only as far as needed (a page-wide
 * container is not read whole for every price in it). A subtree of more than `8 * max + 64` nodes
 * counts as longer too: small text spread over thousands of empty elements is no price row.
 */
export function textLongerThan(node: Node, max: number): boolean {
  let length = 0;
  let budget = 8 * max + 64;
  const stack: Node[] = [node];
  while (stack.length) {
    const cur = stack.pop()!;
    if (--budget < 0) return true;
    if (cur.nodeType === TEXT) {
      length += (cur as Text).data.length;
      if (length > max) return true;
      continue;
    }
    for (let child = cur.firstChild; child; child = child.nextSibling) stack.push(child);
  }
  return false;
}

export function collapse(text: string): string {
  return text.replace(/[\s\u00a0\u200b\u200e\u200f\ufeff]+/g, ' ').trim();
}

/** Text of an HTML string (a JSON-LD description with markup): tags and scripts dropped. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return collapse(html);
  const doc = parseDocument(`<html><body>${html}</body></html>`);
  return textOf(doc.body);
}

/** Shortens to about `max` characters at a word boundary. */
export function truncate(text: string, max = 500): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '') + '…';
}

/** An absolute http(s) URL, or null for data:, javascript: and unparsable values. */
export function resolveUrl(value: string | null | undefined, base: string): string | null {
  const raw = value?.trim();
  if (!raw || /^(?:data|javascript|about|blob|mailto|tel):/i.test(raw)) return null;
  try {
    const url = new URL(raw.startsWith('//') ? `https:${raw}` : raw, base);
    if (raw.startsWith('//')) url.protocol = new URL(base).protocol || 'https:';
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Document order of every element, so extractors can say "after the title". */
export function documentOrder(doc: Doc): Map<Element, number> {
  const order = new Map<Element, number>();
  let i = 0;
  // Pre-order with an explicit stack (children pushed last-first): linear, and no recursion to overflow.
  const stack: Element[] = doc.documentElement ? [doc.documentElement] : [];
  while (stack.length) {
    const el = stack.pop()!;
    order.set(el, i++);
    const children: Element[] = [];
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) children.push(c);
    for (let k = children.length - 1; k >= 0; k--) stack.push(children[k]!);
  }
  return order;
}

/** Case- and accent-insensitive comparison key. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Class, id and a few naming attributes of an element, for keyword tests. */
export function nameOf(el: Element): string {
  return `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''} ${el.getAttribute('data-testid') ?? ''}`;
}

/** Nearest ancestor (or the element itself) for which `test` holds, up to `depth` levels. */
export function closestMatching(el: Element, test: (e: Element) => boolean, depth = 50): Element | null {
  let cur: Element | null = el;
  for (let i = 0; cur && i <= depth; i++, cur = cur.parentElement) if (test(cur)) return cur;
  return null;
}

/** Containers of other products, page chrome and forms: no field of the main product lives there. */
const FOREIGN_NAME =
  /(?:recommend|related|similar|also[-_]?(?:bought|viewed|like)|cross[-_]?sell|upsell|up-sell|sims|fbt|you[-_]?may|bought[-_]?together|others?[-_]?(?:bought|viewed)|recently[-_]?viewed|product[-_]?(?:list|grid|tiles?|teaser|slider|carousel|recommend)|teaser|reco-|p13n|accessor|mini[-_]?cart|minicart|cart[-_]?(?:preview|summary|popup|flyout)|basket)/i;

/**
 * Page chrome and other products' blocks. A <form> is not chrome: shops wrap the whole product in
 * the add-to-basket form. `lenient` keeps <header> too, for product headers that hold the h1.
 */
export function isForeignContainer(el: Element, lenient = false): boolean {
  const tag = el.tagName;
  if ((tag === 'HEADER' && !lenient) || tag === 'FOOTER' || tag === 'NAV' || tag === 'ASIDE') return true;
  const role = el.getAttribute('role');
  if (role === 'banner' || role === 'contentinfo' || role === 'navigation' || role === 'dialog') return true;
  return FOREIGN_NAME.test(nameOf(el));
}

/** Whether the element sits in another product's block or in page chrome. */
export function inForeignContainer(el: Element, stopAt?: Element | null, lenient = false): boolean {
  for (let cur: Element | null = el; cur && cur !== stopAt; cur = cur.parentElement) {
    if (cur.tagName === 'BODY' || cur.tagName === 'HTML') return false;
    if (isForeignContainer(cur, lenient)) return true;
  }
  return false;
}

export function metaContent(doc: Doc, ...keys: string[]): string | null {
  for (const key of keys) {
    for (const el of doc.querySelectorAll(
      `meta[property="${key}"], meta[name="${key}"], meta[itemprop="${key}"]`,
    )) {
      const value = collapse(el.getAttribute('content') ?? '');
      if (value) return value;
    }
  }
  return null;
}

export function metaContents(doc: Doc, ...keys: string[]): string[] {
  const out: string[] = [];
  for (const key of keys) {
    for (const el of doc.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)) {
      const value = collapse(el.getAttribute('content') ?? '');
      if (value) out.push(value);
    }
  }
  return out;
}
