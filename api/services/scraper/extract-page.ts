/**
 * The product's title and price as the page shows them, for pages with little or no structured data:
 * the product h1 (not the logo's), and the selling price near it, with old, net, per-kg, instalment,
 * converted and recommended-product prices set aside.
 */
import {
  collapse,
  documentOrder,
  fold,
  inForeignContainer,
  isForeignContainer,
  isHiddenElement,
  nameOf,
  textLongerThan,
  textOf,
  type Doc,
} from './extract-dom.ts';
import { currencyFromText, parsePrice, type ParsedPrice } from './price.ts';

/* ---------------------------------------------------------------- title */

const LOGO_NAME = /logo|brand|site[-_]?(?:name|title)|masthead/i;

function isLogoHeading(h: Element, siteName: string | null): boolean {
  if (LOGO_NAME.test(nameOf(h))) return true;
  const text = textOf(h, { skipHidden: true });
  const link = h.querySelector('a[href]');
  if (
    link &&
    /^(?:\/|\.\/|https?:\/\/[^/]+\/?)$/.test(link.getAttribute('href') ?? '') &&
    collapse(textOf(link)) === text
  ) {
    return true;
  }
  return !!siteName && fold(text) === fold(siteName);
}

export interface PageTitle {
  el: Element;
  text: string;
}

/**
 * The visible product title: `#productTitle`, else the h1 (logo and empty h1s skipped) whose text
 * the document title names, else the first such h1, else `h2[itemprop=name]`.
 */
export function findTitle(doc: Doc, titles: (string | null)[], siteName: string | null): PageTitle | null {
  const explicit = doc.querySelector('#productTitle, [data-testid="product-title"]');
  if (explicit) {
    const text = textOf(explicit, { skipHidden: true });
    if (text) return { el: explicit, text };
  }
  const known = titles.filter((t): t is string => !!t).map(fold);
  let firstGood: PageTitle | null = null;
  for (const h of doc.querySelectorAll('h1')) {
    const text = textOf(h, { skipHidden: true });
    if (!text || text.length > 300 || isLogoHeading(h, siteName)) continue;
    if (isHiddenElement(h) || inForeignContainer(h, null, true)) continue;
    const candidate = { el: h, text };
    const key = fold(text);
    if (key && known.some((t) => t.includes(key))) return candidate;
    firstGood ??= candidate;
  }
  if (firstGood) return firstGood;
  const h2 = doc.querySelector('h2[itemprop="name"], [itemprop="name"]:not(meta)');
  const text = h2 ? textOf(h2, { skipHidden: true }) : '';
  return h2 && text ? { el: h2, text } : null;
}

/** A meta or document title without its " | Shop" / " - shop.com" tail. */
export function cleanTitle(title: string | null, siteName: string | null, host: string): string | null {
  if (!title) return null;
  let text = collapse(title);
  const site = siteName ? fold(siteName) : '';
  const hostKey = host
    .replace(/^www\./, '')
    .split('.')[0]!
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
  for (;;) {
    const m = /^(.*\S)\s+[|–—:·-]\s+([^|–—·]+)$/.exec(text);
    if (!m) break;
    const tail = fold(m[2]!);
    const compact = tail.replace(/\s+/g, '');
    if ((site && (tail === site || site.includes(tail))) || (hostKey && compact.includes(hostKey)))
      text = m[1]!;
    else break;
  }
  return text || null;
}

/* ---------------------------------------------------------------- price */

const OLD_NAME =
  /(?:old|was|before|regular|list|strike|crossed|uvp|rrp|msrp|compare|original|previous|prev|alt|statt|vorher|streich)[-_]?price|price[-_]?(?:old|was|before|regular|list|strike|original|previous|crossed)|line-?through|a-text-strike|price--old|price-old|oldprice|wasprice|listprice|strikeprice|pr_disc|vp_disc/i;
const OLD_LABEL =
  /\b(?:UVP|statt|was|regular(?: price)?|list price|RRP|MSRP|before|bisher|vorher|früher|cena regularna|poprzednia cena|stara cena|najniższa cena|przed obniżką|prix barré|prix conseillé|prezzo di listino|prima era|antes|běžná cena|pôvodná cena|původní cena|redna cena)\b/i;
const INSTALMENT =
  /(?:monthly|per month|\/\s?(?:mo|month|mies|m-c|mc|mth|kuu)\b|mies\.|miesięcznie|kuumakse|järelmaks|\brat[ay]?\b|\braty\b|monatlich|monatsrate|mensile|mensualit|por mes|splátk|splátka|obrok|installment|instalment|finanz|financ|leasing|\bx\s?\d+\s?(?:rat|mies|months?|monate))/i;
const CONVERTED = /(?:approx|approximately|ungefähr|ca\.|około|environ|circa|≈|about|converted|umgerechnet)/i;
const NET =
  /(?:\bbez\s+(?:DPH|VAT|PDV)\b|\bnetto\b|\bnet\b|\bexcl\b|\bexcl\.|excluding|\bexkl|\bzzgl\.?\s*(?:MwSt|USt)|ohne\s+MwSt|\bbrez\s+DDV|\bex\.?\s*VAT|sans\s+TVA|\bHT\b|без\s+НДС|ilma\s+km|bez\s+PVN|be\s+PVM|\bo\.?\s*MwSt)/i;
const SAVING =
  /(?:you save|\bsave|saving|sparen|ersparnis|risparmi|oszczędzasz|oszczędność|économisez|ahorra|ušetríte|ušetrite|prihranek|säästa|rabatt|discount|zniżka|\brabat)/i;
const SHIPPING =
  /(?:shipping|postage|delivery|versand|lieferung|dostawa|wysyłka|przesyłka|livraison|spedizione|envío|porto|doprava|dostava|tarne|доставка)/i;
const PER_MEASURE =
  /^\D{0,6}\d[\d.,\s']*[^/\d]{0,10}\/\s*(?:1\s*)?(?:kg|g|100\s?g|l|ltr|ml|100\s?ml|cl|m|lfm|mb|m²|m2|m³|m3|lb|oz|kilo|liter|litre)\b/i;

interface VisiblePrice {
  el: Element;
  price: ParsedPrice;
  index: number;
  old: boolean;
  net: boolean;
}

/** An element's text as a price reader sees it ("63<sup>07</sup> Lei" → "63.07 Lei"). */
const priceTextOf = (el: Element) => textOf(el, { skipHidden: true, priceMode: true });

/** How far above a price element a box holding it is looked for (see `priceElements`). */
const INNER_PRICE_DEPTH = 64;

interface Found {
  price: ParsedPrice;
  /** The element's price text (without nested price elements). */
  text: string;
}

/** The smallest elements whose whole text is one price with a currency, outside other products' blocks. */
function priceElements(doc: Doc, hint: string | null): Map<Element, Found> {
  const found = new Map<Element, Found>();
  const stack: Element[] = doc.body ? [doc.body] : [];
  while (stack.length) {
    const el = stack.pop()!;
    const tag = el.tagName;
    if (
      tag === 'SCRIPT' ||
      tag === 'STYLE' ||
      tag === 'NOSCRIPT' ||
      tag === 'TEMPLATE' ||
      tag === 'svg' ||
      tag === 'SVG'
    ) {
      continue;
    }
    if (tag === 'SELECT' || tag === 'OPTION' || tag === 'TEXTAREA') continue;
    // The walk visits every element, so each tests only itself, not its ancestors.
    if (isHiddenElement(el) || (el !== doc.body && isForeignContainer(el))) continue;
    let hasDigitText = false;
    for (let c = el.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 3 && /\d/.test((c as Text).data)) hasDigitText = true;
      else if (c.nodeType === 1) stack.push(c as Element);
    }
    if (!hasDigitText) continue;
    // Climb a little: "63<sup>07</sup> <span>Lei</span>" is one price spread over three elements.
    let cur: Element | null = el;
    for (let depth = 0; cur && depth < 4; depth++, cur = cur.parentElement) {
      if (cur.tagName === 'BODY') break;
      if (textLongerThan(cur, 200)) break;
      const text = priceTextOf(cur);
      if (text.length > 60) break;
      if (!currencyFromText(text, hint)) continue;
      const price = parsePrice(text, hint);
      if (price && price.amount > 0 && /\d/.test(text)) {
        if (!found.has(cur)) found.set(cur, { price, text });
        break;
      }
    }
  }
  // A box holding other prices is a price only through its own text:
  // "<p><del>79,90 €</del> 71,91 €</p>" is 71,91 €, "<div><s>…</s><span>…</span></div>" is nothing.
  // Found elements hold at most 200 characters in a few hundred nodes, so a box's inner prices sit
  // a bounded number of levels below it: each price looks up its ancestors, not every other price.
  const innerOf = new Map<Element, Set<Element>>();
  for (const el of found.keys()) {
    let up = el.parentElement;
    for (let depth = 0; up && depth < INNER_PRICE_DEPTH; depth++, up = up.parentElement) {
      if (!found.has(up)) continue;
      const inner = innerOf.get(up) ?? new Set<Element>();
      inner.add(el);
      innerOf.set(up, inner);
    }
  }
  for (const [el, inner] of innerOf) {
    const text = textOf(el, { skipHidden: true, priceMode: true, exclude: inner });
    const price = currencyFromText(text, hint) ? parsePrice(text, hint) : null;
    if (price && price.amount > 0) found.set(el, { price, text });
    else found.delete(el);
  }
  return found;
}

interface Context {
  label: string;
  lead: string;
  /** Everything after the price in its row, for "(36,22 € / kg)". */
  after: string;
  old: boolean;
}

/** The words around a price inside its row: "bez DPH 4386,00 €", "Kuumakse 179,37 €", "UVP € 149,99". */
function contextOf(el: Element, text: string): Context {
  let row: Element = el;
  let rowText = text;
  for (let cur = el.parentElement, depth = 0; cur && depth < 3; cur = cur.parentElement, depth++) {
    if (textLongerThan(cur, 400)) break;
    const t = priceTextOf(cur);
    if (t.length > 140) break;
    if (t.length > text.length) {
      row = cur;
      rowText = t;
      break;
    }
  }
  const at = rowText.indexOf(text);
  const before = at >= 0 ? rowText.slice(0, at) : '';
  const after = at >= 0 ? rowText.slice(at + text.length) : '';
  const beforeLocal = before.split(/\d[\d.,\s']*/).pop() ?? '';
  // Words after the price describe it only when no other amount follows ("31,07 € (bez DPH)");
  // in "40.00€ Brez DDV: 36.53€" they label the next price.
  const afterLocal = /\d/.test(after) ? '' : after;
  let old = false;
  for (let cur: Element | null = el, depth = 0; cur && depth < 4; cur = cur.parentElement, depth++) {
    const tag = cur.tagName;
    if (tag === 'DEL' || tag === 'S' || tag === 'STRIKE') old = true;
    if (OLD_NAME.test(nameOf(cur))) old = true;
    if (/line-through/i.test(cur.getAttribute('style') ?? '')) old = true;
    if (cur === row) break;
  }
  // The words before the amount, inside or just outside the price element ("UVP € 149,99").
  const lead = `${beforeLocal} ${text.split(/\d/)[0] ?? ''}`.slice(-40);
  if (OLD_LABEL.test(lead)) old = true;
  return { label: `${beforeLocal} ${text} ${afterLocal}`, lead, after, old };
}

/**
 * Prices shown on the page, in reading order, with the ones that are not the product's selling
 * price removed: instalments, per-kg prices, converted amounts, savings, shipping, and net prices
 * when a gross one is also shown.
 */
function sellingCandidates(found: Map<Element, Found>, order: Map<Element, number>): VisiblePrice[] {
  const prices: VisiblePrice[] = [];
  for (const [el, { price, text }] of found) {
    const { label, lead, after, old } = contextOf(el, text);
    if (INSTALMENT.test(label) || CONVERTED.test(label) || PER_MEASURE.test(text + after)) continue;
    if (SAVING.test(lead) || SHIPPING.test(lead) || /^-\s*\d/.test(text)) continue;
    prices.push({ el, price, index: order.get(el) ?? 0, old, net: NET.test(label) });
  }
  prices.sort((a, b) => a.index - b.index);
  return prices.some((p) => !p.net) ? prices.filter((p) => !p.net) : prices;
}

export interface ShownPrice {
  /** The selling price: the first current (not struck-through) price after the title, else before it. */
  price: ParsedPrice | null;
  /** Every amount the page shows as a price, old and net ones included, to check metadata against. */
  amounts: number[];
}

export function findVisiblePrice(doc: Doc, anchor: Element | null, hint: string | null): ShownPrice {
  const order = documentOrder(doc);
  const found = priceElements(doc, hint);
  const amounts = [...found.values()].map((f) => f.price.amount);
  const prices = sellingCandidates(found, order);
  const at = anchor ? (order.get(anchor) ?? -1) : -1;
  const ranked = [...prices.filter((p) => p.index > at), ...prices.filter((p) => p.index <= at).reverse()];
  return { price: (ranked.find((p) => !p.old) ?? ranked[0])?.price ?? null, amounts };
}

/* ---------------------------------------------------------------- description */

/** A description block of the page when no metadata describes the product. */
export function findDescription(doc: Doc): string | null {
  for (const el of doc.querySelectorAll(
    '#description, #product-description, #productDescription, .product-description, [class*="product-description"], [class*="productDescription"], #tab-description, .description',
  )) {
    if (inForeignContainer(el)) continue;
    const text = textOf(el);
    if (text.length >= 20) return text;
  }
  return null;
}
