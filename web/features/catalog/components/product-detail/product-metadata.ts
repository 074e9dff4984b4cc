/**
 * The product page's metadata: the schema.org `Product` block (JSON-LD), so search engines can show the
 * part's name, numbers, price and availability, and the meta description's text.
 */
import type { Product } from '#api/contract/catalog.ts';

export interface ProductJsonLdInput {
  product: Product;
  /** The name and description in the shopper's language. */
  name: string;
  description: string | undefined;
  /** The page's own address (absolute); images are made absolute against its origin. */
  pageUrl: string;
}

export function buildProductJsonLd({ product, name, description, pageUrl }: ProductJsonLdInput) {
  const absolute = (url: string) => new URL(url, pageUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku: product.partNumber,
    // The part maker's own number: with `brand` it names the part (an OE number is the car maker's).
    mpn: product.partNumber,
    ...gtinProperty(product.eanNumber),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.images.length > 0 ? { image: product.images.map(absolute) } : {}),
    ...(description ? { description } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.displayPrice,
      priceCurrency: product.displayCurrency,
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** schema.org has one GTIN property per length: gtin8 (EAN-8), gtin12 (UPC-A), gtin13 (EAN-13), gtin14. */
const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/**
 * The product's EAN under the schema.org property of its length (spaces and hyphens between digit groups
 * are dropped); nothing when it is not 8, 12, 13 or 14 digits, as a wrong label is worse than none.
 */
export function gtinProperty(ean: string | null | undefined): Record<string, string> {
  const digits = (ean ?? '').replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !GTIN_LENGTHS.has(digits.length)) return {};
  return { [`gtin${digits.length}`]: digits };
}

/** JSON for an inline script: `<` is escaped so a name containing `</script>` cannot end the block. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Search results show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

export function shortenDescription(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
