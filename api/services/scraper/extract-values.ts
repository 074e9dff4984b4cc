/**
 * Value normalisers shared by the structured-data and page extractors: product types, conditions,
 * GTINs, machine-written offer prices, and the labels shops put before codes and brands.
 */
import { parsePrice, type ParsedPrice } from './price.ts';

export interface Crumb {
  name: string;
  url: string | null;
}

/** schema.org types that are a Product (Car and Vehicle are subtypes). */
const PRODUCT_TYPES = new Set([
  'product',
  'individualproduct',
  'productmodel',
  'productgroup',
  'someproducts',
  'car',
  'vehicle',
  'motorcycle',
  'motorizedbicycle',
  'busorcoach',
]);

export const isProductType = (type: string): boolean => PRODUCT_TYPES.has(type.toLowerCase());

const CONDITIONS: [RegExp, string][] = [
  [
    /refurb|reconditioned|remanufactured|odnowion|regenerowan|generalüberholt|aufbereitet|reconditionn|ricondizionat|renov/i,
    'Refurbished',
  ],
  [/damaged|uszkodzon|beschädigt|defekt|for parts|na części|endommag|danneggiat/i, 'Damaged'],
  [
    /(?<!un)used|używan|uzywan|gebraucht|occasion|usato|usado|použit|rabljen|second[- ]?hand|б\/у|подержан/i,
    'Used',
  ],
  [
    /^(?:new|new ?condition|nowy|nowa|nowe|neu|neuf|neuve|nuovo|nuevo|novo|nový|nov|новый|brand new|new with)\b|newcondition/i,
    'New',
  ],
];

/** 'New' | 'Used' | 'Refurbished' | 'Damaged' from schema.org URLs ("…/UsedCondition") or words. */
export function conditionFromText(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const tail = text.replace(/^.*[/#:]/, '');
  for (const [re, name] of CONDITIONS) if (re.test(tail) || re.test(text)) return name;
  return null;
}

/** A GTIN/EAN: 8 to 14 digits once spaces and dashes are dropped, else null. */
export function digitsOnly(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{8,14}$/.test(digits) ? digits : null;
}

/**
 * A price written for machines (`"price": "99.95"`, `content="119.01"`, `19.5`) or, failing
 * that, for people (`" 71,91 € 79,90 € "`). Zero and negative amounts are no price.
 */
export function offerPrice(
  value: string | number | null | undefined,
  currency: string | null,
): ParsedPrice | null {
  const cur = currency?.trim() ? currency.trim().toUpperCase() : null;
  if (typeof value === 'number') return value > 0 ? { amount: value, currency: cur } : null;
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+(?:\.\d+)?$/.test(text)) {
    const amount = Number(text);
    return amount > 0 ? { amount, currency: cur } : null;
  }
  const parsed = parsePrice(text, cur);
  if (!parsed || parsed.amount <= 0) return null;
  return { amount: parsed.amount, currency: cur && /^[A-Z]{3}$/.test(cur) ? cur : parsed.currency };
}

export type LabelledField =
  'articleNumber' | 'eanNumber' | 'manufacturerNumber' | 'manufacturer' | 'condition';

/** Labels shops print before a value, per field (EN, PL, DE and a few more). Tested on folded text. */
const LABELS: [LabelledField, RegExp][] = [
  [
    'eanNumber',
    /^(?:ean(?: ?13| code| number)?|kod ean|gtin(?: ?13)?|barcode|kod kreskowy|upc|isbn(?: ?13)?|strichcode)$/,
  ],
  [
    'manufacturerNumber',
    /^(?:mpn|manufacturer(?:'?s)? part (?:no|number)|mfr part (?:no|number)|part number|oe(?: number| no| nr| numer)?|oem(?: number| no)?|oe oem|numer (?:producenta|oe|oem|czesci producenta|katalogowy producenta)|nr (?:producenta|oe|oem)|herstellernummer|hersteller ?artikelnummer|oe nummer|vergleichsnummer|produktove cislo|model number|reference number)$/,
  ],
  [
    'articleNumber',
    /^(?:sku|art(?:ikel)? ?nr|artikelnummer|article (?:no|nr|number|code)|item (?:no|nr|number|code)|product (?:no|nr|number|code|id)|kod(?: produktu| towaru)?|numer (?:katalogowy|artykulu|produktu)|nr (?:katalogowy|artykulu|produktu|ref)|indeks|symbol|sifra|tootekood|cod produs|codigo|code|web code|kod tovaru|код|артикул|bestellnummer|nr)$/,
  ],
  [
    'manufacturer',
    /^(?:brand|manufacturer|make|marka|producent|hersteller|marke|vyrobca|vyrobce|proizvajalec|fabricant|marque|marca|produttore|fabbricante|tootja|производитель|бренд)$/,
  ],
  ['condition', /^(?:condition|item condition|stan|zustand|etat|stato|condicion|stav|stanje)$/],
];

/** Which field a printed label names, if any ("Nr katalogowy:" → articleNumber). */
export function fieldForLabel(label: string): LabelledField | null {
  const key = label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/[.:#*]+/g, ' ')
    .replace(/[-_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [field, re] of LABELS) if (re.test(key)) return field;
  return null;
}

/** Section headings, folded: which field a heading introduces. */
export const COMPATIBILITY_HEADING =
  /^(?:fits(?: (?:the following )?(?:vehicles|models|cars))?|fits to|passend (?:fur|zu)(?: folgende fahrzeuge| fahrzeuge)?|passt (?:fur|zu)|geeignet fur(?: fahrzeuge)?|fahrzeugzuordnung|fahrzeugliste|kompatible fahrzeuge|pasuje do(?: pojazdow| samochodow| modeli)?|kompatybilnosc(?: z pojazdami| pojazdow)?|kompatybilne (?:pojazdy|modele|samochody)|lista pojazdow|(?:vehicle|car) compatibility(?: list)?|compatible (?:vehicles|cars)|vehicle fitment|fitment|this part fits)$/;
export const APPLICABILITY_HEADING =
  /^(?:zastosowanie|przeznaczenie|verwendung|verwendungszweck|anwendung|anwendungsbereich|einsatzbereich|application|applications|applicability|intended use|usage|use)$/;
export const MANUFACTURER_INFO_HEADING =
  /^(?:manufacturer information|manufacturer info|about the manufacturer|about the brand|informacje o producencie|o producencie|herstellerinformationen|hersteller informationen|uber den hersteller|informations fabricant|informazioni sul produttore)$/;

/** Folded heading text with a trailing colon and counters ("Pasuje do (12):") removed. */
export function headingKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/\(\d+\)/g, ' ')
    .replace(/[:.!?…]+\s*$/, '')
    .replace(/[-–—_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
