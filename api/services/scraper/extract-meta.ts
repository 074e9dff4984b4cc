/**
 * OpenGraph and `product:` meta tags (og:title, og:image, product:price:amount, product:brand, ...).
 * A sale price wins over the regular one; the caller still checks the amount against the page.
 */
import type { ExtractedProduct } from './extract.ts';
import { htmlToText, metaContent, metaContents, resolveUrl } from './extract-dom.ts';
import { conditionFromText, digitsOnly, offerPrice } from './extract-values.ts';

export function metaProduct(doc: Document, base: string): Partial<ExtractedProduct> {
  const currency = metaContent(
    doc,
    'product:price:currency',
    'og:price:currency',
    'product:sale_price:currency',
  );
  const sale = offerPrice(
    metaContent(doc, 'product:sale_price:amount'),
    metaContent(doc, 'product:sale_price:currency') ?? currency,
  );
  const regular = offerPrice(
    metaContent(doc, 'product:price:amount', 'og:price:amount', 'product:price'),
    currency,
  );
  const images: string[] = [];
  for (const raw of metaContents(doc, 'og:image', 'og:image:url', 'og:image:secure_url')) {
    const url = resolveUrl(raw, base);
    if (url && !images.includes(url)) images.push(url);
  }
  const description = metaContent(doc, 'og:description');
  return {
    name: metaContent(doc, 'og:title', 'product:title'),
    shortDescription: description ? htmlToText(description) || null : null,
    images,
    condition: conditionFromText(metaContent(doc, 'product:condition', 'og:condition')),
    articleNumber: metaContent(doc, 'product:retailer_item_id', 'product:sku', 'product:retailer_part_no'),
    price: sale ?? regular,
    manufacturerNumber: metaContent(doc, 'product:mfr_part_no', 'product:mpn'),
    manufacturer: metaContent(doc, 'product:brand', 'og:brand'),
    eanNumber: digitsOnly(metaContent(doc, 'product:gtin', 'product:ean', 'product:upc', 'og:upc')),
  };
}
