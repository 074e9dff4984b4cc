import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  // A stand-in for the vite build output, so this test does not depend on a build.
  const webRoot = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'shop-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>shell</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-AbC123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  fs.writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{"name":"PartsPoint"}');
  fs.writeFileSync(path.join(webRoot, 'manifest.pl.webmanifest'), '{"name":"PartsPoint","lang":"pl"}');
  t = await createTestApp({ webRoot });
  fs.mkdirSync(path.join(t.tmp, 'uploads', 'brands'), { recursive: true });
  fs.writeFileSync(
    path.join(t.tmp, 'uploads', 'brands', 'bosch.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
});
afterAll(async () => t.close());

describe('static app serving', () => {
  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject('/assets/index-AbC123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the shell and the service worker', async () => {
    expect((await t.app.inject('/')).headers['cache-control']).toBe('no-cache');
    const sw = await t.app.inject('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/manifest.webmanifest', '/manifest.pl.webmanifest'])(
    'serves the web manifest %s as application/manifest+json, revalidated',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(res.body)).toMatchObject({ name: 'PartsPoint' });
    },
  );

  it.each(['/products', '/brake-system/brake-pads-discs', '/products/12', '/admin/categories'])(
    'answers the client route %s with index.html',
    async (url) => {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>shell</title>');
    },
  );

  it('never answers /api/* with the shell', async () => {
    const res = await t.app.inject({ url: '/api/unknown/thing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it.each(['/uploads/products/missing.svg', '/uploads', '/UPLOADS/x'])(
    'answers the missing upload %s with a JSON 404, not the shell',
    async (url) => {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    },
  );

  it('serves uploads as inert files', async () => {
    const res = await t.app.inject('/uploads/brands/bosch.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('caches content-hashed brand logos for a year, other uploads for a day', async () => {
    const dir = path.join(t.tmp, 'uploads', 'brands');
    fs.writeFileSync(path.join(dir, 'bosch-0123456789ab.png'), 'png');
    fs.writeFileSync(path.join(dir, 'bosch-latest.png'), 'png');
    const hashed = await t.app.inject('/uploads/brands/bosch-0123456789ab.png');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-security-policy']).toContain("default-src 'none'");
    const plain = await t.app.inject('/uploads/brands/bosch-latest.png');
    expect(plain.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('does not answer a missing JS file with the shell', async () => {
    const res = await t.app.inject({ url: '/assets/gone-123.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
