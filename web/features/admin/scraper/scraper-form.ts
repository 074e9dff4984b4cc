/**
 * The scraper card's editable fields and the add-to-catalogue body: the scraped data with the admin's
 * edits merged in. A price is a decimal with step 0.01, falling back to 0.
 */
import type { AddScrapedProductBody, ScrapedProduct, ScrapedProductInput } from '#api/contract/scraper.ts';
import { isBulkyClass } from '../bulky-class.ts';

export const EDITABLE_FIELDS = [
  'name',
  'articleNumber',
  'price',
  'manufacturerNumber',
  'manufacturer',
  'eanNumber',
  'applicability',
  'manufacturerInfo',
  'specifications',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** '12,5' or '12.50' -> 12.5, rounded to cents; anything else (or below 0) -> 0. */
export function parseScrapedPrice(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : 0;
}

export function toScrapedInput(
  product: ScrapedProduct,
  field: (name: EditableField) => string,
): ScrapedProductInput {
  return {
    sourceUrl: product.sourceUrl,
    name: field('name').trim(),
    shortDescription: product.shortDescription,
    images: product.images,
    condition: product.condition,
    vehicleCompatibility: product.vehicleCompatibility,
    articleNumber: field('articleNumber').trim(),
    price: parseScrapedPrice(field('price')),
    manufacturerNumber: field('manufacturerNumber').trim(),
    manufacturer: field('manufacturer').trim(),
    eanNumber: field('eanNumber').trim(),
    applicability: field('applicability').trim(),
    manufacturerInfo: field('manufacturerInfo').trim(),
    specifications: field('specifications').trim(),
    breadcrumb: product.breadcrumb,
  };
}

/** Units on hand typed in a box: a whole number from 0 to 1,000,000, or null (empty or not one). */
export function parseStock(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) && Number(trimmed) <= 1_000_000 ? Number(trimmed) : null;
}

/** A positive whole id typed in a box, or null. */
export function parseId(text: string): number | null {
  const trimmed = text.trim();
  return /^[1-9]\d{0,9}$/.test(trimmed) && Number(trimmed) <= 2147483647 ? Number(trimmed) : null;
}

/**
 * The body of POST /api/add-scraped-product from the card's form: the edited product, the chosen
 * category (checked first), the brand when one is chosen, the stock and the bulky group shown in its
 * select (blank: the server takes the category's default).
 */
export function toAddScrapedBody(
  product: ScrapedProduct,
  field: (name: EditableField) => string,
  choices: { categoryId: string; brandId: string; stock: number; bulkyClass: string },
): AddScrapedProductBody {
  const { categoryId, brandId, stock, bulkyClass } = choices;
  return {
    scrapedProduct: toScrapedInput(product, field),
    categoryId: Number(categoryId),
    ...(brandId ? { brandId: Number(brandId) } : {}),
    stock,
    ...(isBulkyClass(bulkyClass) ? { bulkyClass } : {}),
  };
}
