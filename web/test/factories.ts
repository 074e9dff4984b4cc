/** Test data for web unit tests: an API product as the catalogue endpoints answer it. */
import type { Product } from '#api/contract/catalog.ts';

/** A plain active product: `Part {id}`, part number `P-{id}`, €10.00, 10 in stock. */
export function buildApiProduct(id: number, fields: Partial<Product> = {}): Product {
  return {
    id,
    name: `Part ${id}`,
    nameEn: null,
    namePl: null,
    description: null,
    descriptionEn: null,
    descriptionPl: null,
    partNumber: `P-${id}`,
    manufacturerNumber: null,
    eanNumber: null,
    brandId: null,
    categoryId: null,
    brand: null,
    category: null,
    basePrice: 10,
    lowestPrice: null,
    currency: 'EUR',
    displayCurrency: 'EUR',
    displayPrice: 10,
    displayLowestPrice: null,
    previousPrice: null,
    bulkyClass: 'none',
    lowestPrice30d: null,
    weight: null,
    dimensions: null,
    images: [],
    specifications: null,
    applicability: null,
    manufacturerInfo: null,
    stock: 10,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}
