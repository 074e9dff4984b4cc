/**
 * Public catalogue answers: ETags and revalidation (a repeat is a 304), served from memory until a
 * catalogue write (a price, an offer, a rate) makes them stale, compressed copies, and nothing
 * cached that is not a public 200.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateProduct } from '#db/repositories/products.ts';
import { insertTestOffer, insertTestProduct } from '#db/test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import { CATALOGUE_CACHE_CONTROL } from './catalogue-cache.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  productId = await insertTestProduct(t.db, { name: 'Brake disc', basePriceCents: 5000 });
  for (let i = 0; i < 30; i++) await insertTestProduct(t.db, { name: `Oil filter ${i}` });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const price = (body: string) => (JSON.parse(body) as { basePrice: number }[])[0]?.basePrice;

describe('catalogue answers', () => {
  it('carry an ETag and must be revalidated; a repeat with the ETag is an empty 304', async () => {
    const first = await get('/api/products?search=brake');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get('/api/products?search=brake', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Helmet's headers are on cached answers too.
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    const weak = await get('/api/products?search=brake', { 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
  });

  it('answers the same body again from memory, and a fresh one once the price changed', async () => {
    const url = `/api/products?search=brake&currency=PLN`;
    const first = await get(url);
    const second = await get(url);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(price(first.body)).toBe(50);

    await updateProduct(t.db, productId, { basePriceCents: 6000 });
    const changed = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(price(changed.body)).toBe(60);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('follows offers and exchange rates too', async () => {
    const url = `/api/products/${productId}/full-details?currency=GBP`;
    const before = (await get(url)).json<{ offers: unknown[]; product: { displayPrice: number } }>();
    expect(before.offers).toHaveLength(0);
    await insertTestOffer(t.db, productId, 5500);
    const withOffer = (await get(url)).json<{ offers: unknown[]; product: { lowestPrice: number } }>();
    expect(withOffer.offers).toHaveLength(1);
    expect(withOffer.product.lowestPrice).toBe(55);
    await t.db.updateTable('exchangeRates').set({ rate: '0.5000' }).where('currency', '=', 'GBP').execute();
    const rerated = (await get(url)).json<{ product: { displayPrice: number } }>();
    expect(rerated.product.displayPrice).toBe(30);
  });

  it('sends cached answers compressed to clients that take it, identical once decoded', async () => {
    const url = '/api/products?limit=30';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const packed = await get(url, { 'accept-encoding': `${encoding}, deflate` });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toContain('accept-encoding');
      expect(decode(packed.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('compresses a new answer fast and a popular one smaller, the same body once decoded', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const url = `/api/products?limit=30&sortBy=price&currency=${encoding === 'br' ? 'EUR' : 'GBP'}`;
      const plain = (await get(url)).body;
      const headers = { 'accept-encoding': encoding };
      const url2 = `${url}&sortOrder=desc`;
      const first = await get(url2, headers);
      const second = await get(url2, headers);
      const third = await get(url2, headers);
      expect(decode(first.rawPayload).toString()).toBe(decode(second.rawPayload).toString());
      expect(JSON.parse(decode(first.rawPayload).toString())).toHaveLength(JSON.parse(plain).length);
      expect(second.rawPayload.length).toBeLessThan(first.rawPayload.length);
      // Compressed smaller once, then kept.
      expect(third.rawPayload.equals(second.rawPayload)).toBe(true);
      expect(third.headers.etag).toBe(first.headers.etag);
    }
  });

  it('keeps no error, and gives personal or admin answers no public caching', async () => {
    const bad = await get('/api/products?priceMin=5&priceMax=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    const cart = await get('/api/cart');
    expect(cart.headers['cache-control']).not.toBe(CATALOGUE_CACHE_CONTROL);
    const hierarchy = await get('/api/categories/hierarchy');
    expect(hierarchy.statusCode).toBe(401);
    expect(hierarchy.headers.etag).toBeUndefined();
  });
});

describe('the cache itself', () => {
  it('answers a URL with a parameter the route does not know without storing it', async () => {
    const { default: Fastify } = await import('fastify');
    const { catalogueCachePlugin } = await import('./catalogue-cache.ts');
    const app = Fastify({ ajv: { customOptions: { removeAdditional: true } } });
    await app.register(catalogueCachePlugin, { readVersion: () => 1, maxEntries: 1 });
    let computed = 0;
    app.get(
      '/things',
      {
        config: { catalogueCache: true },
        schema: {
          querystring: {
            type: 'object',
            properties: { page: { type: 'integer' } },
            additionalProperties: false,
          },
        },
      },
      async (request) => ({ page: (request.query as { page?: number }).page ?? 1, computed: ++computed }),
    );
    const body = async (url: string) => {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBeDefined();
      return JSON.parse(res.body) as { page: number; computed: number };
    };
    expect(await body('/things?page=2')).toEqual({ page: 2, computed: 1 });
    expect(await body('/things?page=2')).toEqual({ page: 2, computed: 1 });
    // Same answer, computed afresh each time, and the one stored entry is not pushed out.
    expect(await body('/things?page=2&_=1')).toEqual({ page: 2, computed: 2 });
    expect(await body('/things?page=2&_=1')).toEqual({ page: 2, computed: 3 });
    expect(await body('/things?page=2')).toEqual({ page: 2, computed: 1 });
    await app.close();
  });

  it('keeps no answer computed while a write may still be rolled back', async () => {
    const { default: Fastify } = await import('fastify');
    const { catalogueCachePlugin } = await import('./catalogue-cache.ts');
    const app = Fastify();
    // null: a transaction is open on the connection, so the version read may not last.
    let version: number | null = null;
    await app.register(catalogueCachePlugin, { readVersion: () => version });
    let computed = 0;
    app.get('/things', { config: { catalogueCache: true } }, async () => ({ computed: ++computed }));
    const body = async () => {
      const res = await app.inject({ url: '/things' });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBeDefined();
      return JSON.parse(res.body) as { computed: number };
    };
    expect(await body()).toEqual({ computed: 1 });
    version = 7;
    expect(await body()).toEqual({ computed: 2 });
    expect(await body()).toEqual({ computed: 2 });
    await app.close();
  });

  it('keeps a large answer compressed only, and still answers every client with the same body', async () => {
    const { default: Fastify } = await import('fastify');
    const { catalogueCachePlugin } = await import('./catalogue-cache.ts');
    const app = Fastify();
    await app.register(catalogueCachePlugin, { readVersion: () => 1 });
    let computed = 0;
    const text = Array.from({ length: 400 }, (_, i) => `part ${i} brake pad set`).join(', ');
    app.get('/page', { config: { catalogueCache: true } }, async () => ({ computed: ++computed, text }));
    const ask = (encoding?: string) =>
      app.inject({ url: '/page', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const first = await ask('br');
    const plain = zlib.brotliDecompressSync(first.rawPayload).toString();
    expect(JSON.parse(plain)).toEqual({ computed: 1, text });
    // Kept as Brotli only: a client without compression gets it decompressed, one with gzip a gzip
    // copy made from it; none is computed again.
    const identity = await ask();
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const again = await ask('br');
    expect(zlib.brotliDecompressSync(again.rawPayload).toString()).toBe(plain);
    expect(new Set([first, identity, gzip, again].map((r) => r.headers.etag)).size).toBe(1);
    expect(computed).toBe(1);
    await app.close();
  });

  it('compresses answers that bypass it for clients that take it', async () => {
    const res = await get('/api/products?limit=30&utm_source=mail', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await get('/api/products?limit=30');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });
});
