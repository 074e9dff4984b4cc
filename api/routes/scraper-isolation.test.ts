/**
 * Hostile pages for the scraper through app.inject: a page of several megabytes and tens of thousands
 * of prices, and one nested tens of thousands of levels deep. The page is read off the server's
 * thread, so the health check keeps answering while it is; a page past the time limit is given up
 * with a clear 422 and the next page is read by a fresh worker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScrapedProduct } from '#api/contract/scraper.ts';
import { AppError } from '../http/app-error.ts';
import type { Fetcher } from '../services/scraper/fetcher.ts';
import { registerTestAdmin } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

/** One row per price, as a huge listing or a hostile page would have them. */
function pageOfPrices(rows: number): string {
  const items: string[] = [];
  for (let i = 0; i < rows; i++)
    items.push(
      `<div class="row"><span class="price">${(i % 900) + 10},99 zł</span> <span>szt. ${i}</span></div>`,
    );
  return `<html><head><title>Klocki hamulcowe | Sklep</title></head><body><h1>Klocki hamulcowe</h1><div class="main">${items.join('\n')}</div></body></html>`;
}

/** A product whose price sits `depth` elements deep, every level holding a price of its own. */
function deeplyNested(depth: number): string {
  let open = '';
  for (let i = 0; i < depth; i++) open += `<div><span>${(i % 90) + 10},50 €</span>`;
  return `<html><body><h1>Tarcza hamulcowa</h1>${open}${'</div>'.repeat(depth)}</body></html>`;
}

const SMALL = `<html><head><script type="application/ld+json">{"@type":"Product","name":"Wiper blade 600","sku":"WB-600",
  "offers":{"@type":"Offer","price":"19.50","priceCurrency":"EUR"}}</script></head><body></body></html>`;

const pages: Record<string, string> = {
  '/huge': pageOfPrices(60_000),
  '/deep': deeplyNested(30_000),
  '/small': SMALL,
};

const fetcher: Fetcher = {
  fetchPage: async (url) => {
    const html = pages[new URL(url).pathname];
    if (html === undefined) throw new AppError(502, 'scrape_fetch_failed', { host: 'shop.test' });
    return { url, status: 200, contentType: 'text/html', html };
  },
  fetchImage: () => Promise.reject(new AppError(502, 'scrape_fetch_failed', { host: 'shop.test' })),
};

describe('reading pages off the server thread', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin = '';
  beforeAll(async () => {
    t = await createTestApp({ fetcher, pageReader: { timeoutMs: 60_000 } });
    admin = (await registerTestAdmin(t.app, t.db)).cookie;
  });
  afterAll(async () => t.close());

  const scrape = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/scrape-product',
      headers: { cookie: admin, ...headers },
      payload: { url: `https://shop.test${path}` },
    });

  it(`keeps /api/health answering within 100 ms while a ${(pages['/huge']!.length / 1e6).toFixed(1)} MB page is read`, async () => {
    let done = false;
    const scraping = scrape('/huge').finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    while (!done) {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      latencies.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await scraping;
    expect(response.statusCode, response.body).toBe(200);
    const product = response.json<ScrapedProduct>();
    expect(product.name).toBe('Klocki hamulcowe');
    expect(product).toMatchObject({ originalPrice: 10.99, originalCurrency: 'PLN' });
    // The page took long enough to be checked on many times.
    expect(latencies.length).toBeGreaterThan(5);
    expect(Math.max(...latencies)).toBeLessThan(100);
  }, 120_000);

  it('reads a page nested 30,000 levels deep (no stack overflow)', async () => {
    const response = await scrape('/deep');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ScrapedProduct>()).toMatchObject({
      name: 'Tarcza hamulcowa',
      originalPrice: 10.5,
      originalCurrency: 'EUR',
    });
  }, 60_000);
});

describe('the time limit', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin = '';
  beforeAll(async () => {
    t = await createTestApp({ fetcher, pageReader: { timeoutMs: 300 } });
    admin = (await registerTestAdmin(t.app, t.db)).cookie;
  });
  afterAll(async () => t.close());

  it('gives a page up with a translated 422 and reads the next one with a new worker', async () => {
    const slow = await t.app.inject({
      method: 'POST',
      url: '/api/scrape-product',
      headers: { cookie: admin, 'accept-language': 'pl' },
      payload: { url: 'https://shop.test/huge' },
    });
    expect(slow.statusCode).toBe(422);
    expect(slow.json()).toMatchObject({ error: 'scrape_page_too_complex' });
    expect(slow.json<{ message: string }>().message).toContain('za duża');

    const next = await t.app.inject({
      method: 'POST',
      url: '/api/scrape-product',
      headers: { cookie: admin },
      payload: { url: 'https://shop.test/small' },
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json<ScrapedProduct>()).toMatchObject({ name: 'Wiper blade 600' });
  }, 60_000);
});
