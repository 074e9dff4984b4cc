/**
 * The wishlist page's rows: the saved entries (a signed-in shopper's server items plus local ones still
 * waiting to merge, each product once, newest first) joined with their products from the catalogue
 * answer; which of them 'Add All to Cart' adds; the added date and description in the shopper's language.
 */
import type { Product } from '#api/contract/catalog.ts';
import { LOCALE_TAGS } from '../../lib/locale.ts';
import type { Language } from '../../lib/preferences.ts';

export interface WishlistEntry {
  productId: number;
  /** ISO time the product was saved. */
  createdAt: string;
}

export type WishlistRow =
  | { kind: 'available'; entry: WishlistEntry; product: Product }
  /** Not in the catalogue answer (deactivated or gone): shown, removable, nothing else. */
  | { kind: 'unavailable'; entry: WishlistEntry };

const time = (entry: WishlistEntry) => {
  const value = Date.parse(entry.createdAt);
  return Number.isNaN(value) ? 0 : value;
};

/** Server entries plus local ones for other products (a product saved in both counts once, as the server's). */
export function mergeWishlistEntries(
  server: readonly WishlistEntry[] | undefined,
  local: readonly WishlistEntry[],
): WishlistEntry[] {
  const byProduct = new Map<number, WishlistEntry>();
  for (const entry of server ?? []) byProduct.set(entry.productId, entry);
  for (const entry of local) if (!byProduct.has(entry.productId)) byProduct.set(entry.productId, entry);
  return [...byProduct.values()].sort((a, b) => time(b) - time(a));
}

export function buildWishlistRows(
  entries: readonly WishlistEntry[],
  products: readonly Product[],
): WishlistRow[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return entries.map((entry) => {
    const product = byId.get(entry.productId);
    return product ? { kind: 'available', entry, product } : { kind: 'unavailable', entry };
  });
}

/** What 'Add All to Cart' adds: products still sold and in stock (the cards cannot add the others). */
export function addableProductIds(rows: readonly WishlistRow[]): number[] {
  return rows.flatMap((row) => (row.kind === 'available' && row.product.stock > 0 ? [row.product.id] : []));
}

/** "5 March 2026" / "5 marca 2026"; empty for a value that is not a date. */
export function formatAddedDate(iso: string, language: Language, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** The description in the shopper's language, else the stored one; null when there is none. */
export function localizedDescription(
  product: Pick<Product, 'description' | 'descriptionEn' | 'descriptionPl'>,
  language: Language,
): string | null {
  return (language === 'pl' ? product.descriptionPl : product.descriptionEn) || product.description || null;
}
