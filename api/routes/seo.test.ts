/**
 * robots.txt and the sitemap through app.inject: robots names the sitemap at the shop's public
 * address; the sitemap lists the information pages, active categories at their path addresses and
 * active products, never inactive or archived ones; above the page size it is an index of pages that
 * together list every product once; answers are cached with ETags.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestCategory, insertTestCategoryChain, insertTestProduct } from '#db/test/factories.ts';
import { linkedom } from '../services/linkedom.ts';
import { createTestApp } from '../test/test-app.ts';

const PUBLIC = 'http://shop.test';

/** The <loc> values of a sitemap or sitemap index, read with an XML parser (so it must be well formed). */
function locs(xml: string): string[] {
  const doc = new (linkedom().DOMParser)().parseFromString(xml, 'text/xml');
  return [...doc.querySelectorAll('loc')].map((el) => el.textContent ?? '');
}

describe('robots.txt', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('keeps crawlers out of the API and personal pages and names the sitemap', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    for (const line of [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /checkout',
      'Disallow: /profile',
    ])
      expect(lines).toContain(line);
    expect(lines).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
  });
});

describe('one sitemap', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let active: number[] = [];
  let hidden: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await insertTestCategoryChain(t.db, ['hamulce', 'klocki', 'przednie']);
    // An active category under an inactive one has no address anyone can open.
    const off = await insertTestCategory(t.db, { slug: 'wylaczona', isActive: 0 });
    await insertTestCategory(t.db, { slug: 'pod-wylaczona', parentId: off, level: 2 });
    active = [await insertTestProduct(t.db), await insertTestProduct(t.db)];
    hidden = [await insertTestProduct(t.db, { isActive: 0 })];
  });
  afterAll(async () => t.close());

  it('lists the pages, the active category paths and the active products', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const listed = locs(response.body);
    expect(listed).toEqual(
      expect.arrayContaining([`${PUBLIC}/`, `${PUBLIC}/products`, `${PUBLIC}/faq/delivery`]),
    );
    expect(listed).toEqual(
      expect.arrayContaining([
        `${PUBLIC}/hamulce`,
        `${PUBLIC}/hamulce/klocki`,
        `${PUBLIC}/hamulce/klocki/przednie`,
      ]),
    );
    for (const id of active) expect(listed).toContain(`${PUBLIC}/products/${id}`);
    for (const id of hidden) expect(listed).not.toContain(`${PUBLIC}/products/${id}`);
    expect(listed.some((loc) => loc.includes('wylaczona'))).toBe(false);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('is cached with the catalogue: a repeat with its ETag is a 304, a catalogue write a new answer', async () => {
    const first = await t.app.inject('/sitemap.xml');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const repeat = await t.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(repeat.statusCode).toBe(304);
    const added = await insertTestProduct(t.db);
    const after = await t.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(locs(after.body)).toContain(`${PUBLIC}/products/${added}`);
  });
});

describe('a sitemap index above the page size', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const products: number[] = [];
  beforeAll(async () => {
    t = await createTestApp({ sitemapPageSize: 5 });
    for (let i = 0; i < 12; i++) products.push(await insertTestProduct(t.db));
    await insertTestProduct(t.db, { isActive: 0 });
  });
  afterAll(async () => t.close());

  it('points at a pages sitemap and product pages that list every active product once', async () => {
    const index = await t.app.inject('/sitemap.xml');
    expect(index.body).toContain('<sitemapindex');
    const parts = locs(index.body);
    expect(parts).toEqual([
      `${PUBLIC}/sitemap-pages.xml`,
      `${PUBLIC}/sitemap-products-1.xml`,
      `${PUBLIC}/sitemap-products-2.xml`,
      `${PUBLIC}/sitemap-products-3.xml`,
    ]);
    const listed: string[] = [];
    for (const part of parts.slice(1)) {
      const response = await t.app.inject(new URL(part).pathname);
      expect(response.statusCode).toBe(200);
      listed.push(...locs(response.body));
    }
    expect(listed.sort()).toEqual(products.map((id) => `${PUBLIC}/products/${id}`).sort());
    const pages = await t.app.inject('/sitemap-pages.xml');
    expect(locs(pages.body)).toContain(`${PUBLIC}/faq`);
    expect((await t.app.inject('/sitemap-products-4.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemap-products-0.xml')).statusCode).toBe(400);
  });
});
