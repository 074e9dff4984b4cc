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
