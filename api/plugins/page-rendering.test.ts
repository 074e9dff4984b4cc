/**
 * Pages rendered on the server, through app.inject with the web app's own renderer: a product page
 * carries the product and its JSON-LD offer; an inactive or unknown product is a 404 marked noindex;
 * the page follows the visitor's language and currency and never serves one variant to another;
 * repeats are 304s; personal pages, the API and uploads are never rendered.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestBrand, insertTestCategoryChain, insertTestProduct } from '#db/test/factories.ts';
import { linkedom } from '../services/linkedom.ts';
import { createTestApp } from '../test/test-app.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
let t: Awaited<ReturnType<typeof createTestApp>>;
let productId: number;
let inactiveId: number;

/** The page's JSON-LD blocks, parsed (a block that is not JSON fails the test). */
function jsonLd(html: string): Record<string, unknown>[] {
  const doc = new (linkedom().DOMParser)().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (el) => JSON.parse(el.textContent ?? '') as Record<string, unknown>,
  );
}

beforeAll(async () => {
  // The page template is the app's own index.html; the renderer is its source entry (no build needed).
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-rendered-'));
  fs.copyFileSync(path.join(root, 'web', 'index.html'), path.join(webRoot, 'index.html'));
  t = await createTestApp({
    webRoot,
    config: { renderPages: true },
    pageRenderer: path.join(root, 'web', 'entry-server.tsx'),
  });
  const { subSub } = await insertTestCategoryChain(t.db, ['hamulce', 'klocki', 'przednie']);
  const brandId = await insertTestBrand(t.db, { name: 'Bosch' });
  productId = await insertTestProduct(t.db, {
    name: 'Brake pad set',
    nameEn: 'Brake pad set',
    namePl: 'Klocki hamulcowe',
    partNumber: '0 986 494 052',
    eanNumber: '4047025201756',
    basePriceCents: 4599,
    stock: 7,
    categoryId: subSub,
    brandId,
  });
  inactiveId = await insertTestProduct(t.db, { name: 'Withdrawn disc', categoryId: subSub, isActive: 0 });
});
afterAll(async () => t.close());

const html = { accept: 'text/html,application/xhtml+xml' };

describe('a rendered product page', () => {
  it('shows the product and names its offer in JSON-LD', async () => {
    const res = await t.app.inject({ url: `/products/${productId}`, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The route's loader fetched the product before the render: one pass, not two.
    expect(res.headers['server-timing']).toMatch(/^render;dur=[\d.]+;desc="1 pass"$/);
    expect(res.body).toContain('Brake pad set');
    expect(res.body).toContain('0 986 494 052');
    expect(res.body).toContain('id="ssr-data"');
    const product = jsonLd(res.body).find((block) => block['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Brake pad set',
      mpn: '0 986 494 052',
      gtin13: '4047025201756',
      brand: { name: 'Bosch' },
      offers: { price: 45.99, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    const breadcrumbs = jsonLd(res.body).find((block) => block['@type'] === 'BreadcrumbList');
    expect(breadcrumbs).toBeTruthy();
    expect(res.body).toMatch(/<link rel="canonical" href="http:\/\/shop\.test\/products\//);
  });

  it.each([
    ['an inactive product', () => `/products/${inactiveId}`],
    ['an unknown product', () => '/products/999999'],
  ])('answers 404 with noindex for %s', async (_label, url) => {
    const res = await t.app.inject({ url: url(), headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/<meta name="robots" content="noindex/);
    expect(res.body).not.toContain('application/ld+json');
  });

  it('follows the language and currency cookie, and keeps each variant apart', async () => {
    const english = await t.app.inject({ url: `/products/${productId}`, headers: html });
    const polish = await t.app.inject({
      url: `/products/${productId}`,
      headers: { ...html, cookie: 'partspoint-prefs=pl.PLN.PL' },
    });
    expect(polish.statusCode).toBe(200);
    expect(polish.body).toContain('<html lang="pl"');
    expect(polish.body).toContain('Klocki hamulcowe');
    expect(jsonLd(polish.body).find((block) => block['@type'] === 'Product')).toMatchObject({
      offers: { priceCurrency: 'PLN' },
    });
    expect(english.body).toContain('<html lang="en"');
    expect(english.headers.vary).toMatch(/cookie/i);
    // The English page's ETag never validates the Polish variant.
    const again = await t.app.inject({
      url: `/products/${productId}`,
      headers: {
        ...html,
        cookie: 'partspoint-prefs=pl.PLN.PL',
        'if-none-match': String(english.headers.etag),
      },
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<html lang="pl"');
  });

  it('answers a repeat visit with 304', async () => {
    const first = await t.app.inject({ url: `/products/${productId}`, headers: html });
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      url: `/products/${productId}`,
      headers: { ...html, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('a rendered search page', () => {
  it('lists what the search finds, rendered in one pass', async () => {
    const res = await t.app.inject({ url: '/products?search=brake%20pad', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Brake pad set');
    expect(res.body).not.toContain('Withdrawn disc');
    // The route's loader fetched the page of products and their count before the render.
    expect(res.headers['server-timing']).toMatch(/desc="1 pass"$/);
  });
});

describe('addresses that are never rendered', () => {
  it.each(['/cart', '/checkout', '/orders', '/admin/products', '/wishlist'])(
    'serves the shell for the personal or back-office page %s',
    async (url) => {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('id="ssr-data"');
      expect(res.body).toContain('<div id="root"></div>');
    },
  );

  it.each(['/api/no-such-endpoint', '/api/a/b', '/uploads/products/missing'])(
    'answers %s with a JSON 404, also to a browser',
    async (url) => {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    },
  );
});
