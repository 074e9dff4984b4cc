import { describe, expect, it } from 'vitest';
import type { Product } from '#api/contract/catalog.ts';
import { buildProductJsonLd, gtinProperty, serializeJsonLd, shortenDescription } from './product-metadata.ts';

const product: Product = {
  id: 7,
  name: 'Brake pad set',
  nameEn: 'Brake pad set',
  namePl: 'Klocki hamulcowe',
  description: null,
  descriptionEn: null,
  descriptionPl: null,
  partNumber: 'FDB7441',
  manufacturerNumber: '16 790 978 80',
  eanNumber: '5013941359576',
  brandId: 6,
  categoryId: 3,
  brand: { id: 6, name: 'Ferodo', logo: '/uploads/brands/ferodo.svg' },
  category: null,
  basePrice: 38.49,
  lowestPrice: 33.99,
  currency: 'EUR',
  displayCurrency: 'PLN',
  displayPrice: 163.21,
  displayLowestPrice: 144.12,
  previousPrice: null,
  bulkyClass: 'none',
  lowestPrice30d: null,
  weight: null,
  dimensions: null,
  images: ['/uploads/products/brake-pads-1.svg', 'https://cdn.example.com/pads-2.jpg'],
  specifications: null,
  applicability: null,
  manufacturerInfo: null,
  stock: 4,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('buildProductJsonLd', () => {
  it('describes the product with its numbers, absolute images and the shown price', () => {
    const data = buildProductJsonLd({
      product,
      name: 'Klocki hamulcowe',
      description: 'Komplet klocków',
      pageUrl: 'https://shop.test/products/7',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Klocki hamulcowe',
      sku: 'FDB7441',
      mpn: 'FDB7441',
      gtin13: '5013941359576',
      brand: { '@type': 'Brand', name: 'Ferodo' },
      image: ['https://shop.test/uploads/products/brake-pads-1.svg', 'https://cdn.example.com/pads-2.jpg'],
      description: 'Komplet klocków',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.test/products/7',
        price: 163.21,
        priceCurrency: 'PLN',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('leaves out what the product lacks and marks an empty stock out of stock', () => {
    const data = buildProductJsonLd({
      product: { ...product, manufacturerNumber: null, eanNumber: null, brand: null, images: [], stock: 0 },
      name: 'Brake pad set',
      description: undefined,
      pageUrl: 'https://shop.test/product/7',
    });
    expect(Object.keys(data)).toEqual(['@context', '@type', 'name', 'sku', 'mpn', 'offers']);
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('gtinProperty', () => {
  it('names the GTIN by its number of digits', () => {
    expect(gtinProperty('96385074')).toEqual({ gtin8: '96385074' });
    expect(gtinProperty('036000291452')).toEqual({ gtin12: '036000291452' });
    expect(gtinProperty('5013941359576')).toEqual({ gtin13: '5013941359576' });
    expect(gtinProperty('15013941359573')).toEqual({ gtin14: '15013941359573' });
    expect(gtinProperty('5 013941 359576')).toEqual({ gtin13: '5013941359576' });
  });

  it('leaves out a number of any other length, with letters, or none', () => {
    for (const ean of ['1234567', '123456789', '12345678901', '123456789012345', '50139413595X6', '', null])
      expect(gtinProperty(ean), String(ean)).toEqual({});
  });

  it('is what the JSON-LD block carries', () => {
    const data = buildProductJsonLd({
      product: { ...product, eanNumber: '036000291452' },
      name: 'Brake pad set',
      description: undefined,
      pageUrl: 'https://shop.test/products/7',
    }) as Record<string, unknown>;
    expect(data.gtin12).toBe('036000291452');
    expect(data).not.toHaveProperty('gtin13');
    const odd = buildProductJsonLd({
      product: { ...product, eanNumber: '12345' },
      name: 'Brake pad set',
      description: undefined,
      pageUrl: 'https://shop.test/products/7',
    });
    expect(Object.keys(odd).filter((key) => key.startsWith('gtin'))).toEqual([]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it sits in', () => {
    const text = serializeJsonLd({ name: 'Bolt </script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: 'Bolt </script><script>alert(1)</script>' });
  });
});

describe('shortenDescription', () => {
  it('keeps a short text whole, on one line', () => {
    expect(shortenDescription('Disc brake pads.\n  Front axle.')).toBe('Disc brake pads. Front axle.');
  });

  it('cuts a long text at a word before the limit and marks the cut', () => {
    const text = `${'word '.repeat(40)}end`;
    const short = shortenDescription(text, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short).toMatch(/^word( word)*…$/);
  });
});
