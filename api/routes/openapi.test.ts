/**
 * GET /api/openapi.json: every registered /api route is in the document with its access level, its
 * parameters, body and answers (the contract's schemas), errors included; a route left out fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../services/openapi.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Operation {
  'x-access': string;
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

describe('GET /api/openapi.json', () => {
  it('describes every registered route with its access, inputs and answers', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toBe('3.1.0');
    const registered = t.app.routeAccess.filter((r) => r.url.startsWith('/api/') && r.method !== 'OPTIONS');
    expect(registered.length).toBeGreaterThan(80);
    for (const route of registered) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation!['x-access']).toBe(route.access);
      expect(operation!.security.length).toBe(route.access === 'public' ? 0 : 1);
      for (const name of route.url.match(/:([A-Za-z0-9_]+)/g) ?? []) {
        expect(operation!.parameters).toContainEqual(
          expect.objectContaining({ name: name.slice(1), in: 'path', required: true }),
        );
      }
    }
    // A route's body, answers and error shape are the contract's schemas.
    const checkout = doc.paths['/api/checkout']!.post!;
    const body = checkout.requestBody!.content['application/json']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['paymentMethod', 'shippingAddress', 'currency']),
    );
    const error = checkout.responses['400']!.content!['application/json']!.schema as { required: string[] };
    expect(error.required).toEqual(expect.arrayContaining(['error', 'message']));
    const invoice = doc.paths['/api/orders/{id}/invoices/{invoiceId}']!.get!;
    expect(invoice['x-access']).toBe('customer');
    expect(Object.keys(invoice.responses['200']!.content!)).toEqual(['application/pdf']);
    expect(doc.paths['/api/admin/orders/{id}/invoices/{invoiceId}']!.get!['x-access']).toBe('admin');
    const products = doc.paths['/api/products']!.get!;
    expect(products.parameters.some((p) => p.in === 'query')).toBe(true);
  });
});

describe('GET /api/docs', () => {
  it('serves a reference page whose scripts and styles are files of this origin', async () => {
    const page = await t.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(expect.arrayContaining(['/api/docs/swagger-ui-bundle.js', '/api/docs/start.js']));
    expect(page.body).not.toMatch(/<script>[^<]/);
    for (const asset of assets.filter((a) => a.startsWith('/api/docs/'))) {
      const res = await t.app.inject(asset);
      expect(res.statusCode, asset).toBe(200);
      expect(res.rawPayload.length, asset).toBeGreaterThan(100);
    }
    const start = await t.app.inject('/api/docs/start.js');
    expect(start.headers['content-type']).toMatch(/^text\/javascript/);
    expect(start.body).toContain("url: '/api/openapi.json'");
    const bundle = await t.app.inject('/api/docs/swagger-ui-bundle.js');
    expect(bundle.body).toContain('SwaggerUIBundle');
  });

  it('serves nothing else from the renderer folder', async () => {
    for (const file of ['package.json', '..%2F..%2Fpackage.json', 'index.html']) {
      const res = await t.app.inject(`/api/docs/${file}`);
      expect(res.statusCode, file).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request' });
    }
  });
});
