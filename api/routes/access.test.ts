/**
 * Route x role, read from the contract: every route defined in api/contract declares its access, the
 * server registers exactly those routes with that access, and the guard enforces it. Admin routes
 * refuse guests (401) and customers (403); customer routes refuse guests (401).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '#api/contract/define-route.ts';
import { registerTestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customerCookie = '';

/**
 * The only routes anyone may change state through without signing in: the sign-in family (with the
 * e-mail change's confirmation, proven by the token mailed to the new address), guest
 * checkout (guests check out; rate limited, priced by the server), tracking and guest
 * returns (proven by the order's e-mail), the payment gateway's return and callback (proven by their
 * control signature), and the sandbox gateway's own payment page.
 */
const PUBLIC_WRITES = [
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/confirm-email',
  'POST /api/admin/login',
  'POST /api/checkout',
  'POST /api/orders',
  'POST /api/orders/track',
  // Reads sent as POST: a price preview, and a tracked order's invoice (proven by its e-mail).
  'POST /api/checkout/quote',
  'POST /api/orders/track/invoice',
  'POST /api/returns',
  'POST /api/payments/create',
  'POST /api/payments/return',
  'POST /api/payments/callback',
  'POST /api/payments/sandbox/:id',
  // Signing out without a session changes nothing; other sites are refused by the Origin check.
  'POST /api/logout',
];

/** The documented admin endpoints that exist so far; each must be admin-only. */
const MUST_BE_ADMIN = [
  'GET /api/categories/hierarchy',
  'GET /api/admin/mail-outbox',
  'PATCH /api/admin/orders/:id/status',
  'GET /api/admin/orders',
  'GET /api/admin/orders/:id',
  'GET /api/admin/returns',
  'PATCH /api/admin/returns/:id',
  'POST /api/products',
  'PUT /api/products/:id',
  'DELETE /api/products/:id',
  'DELETE /api/admin/products/:id',
  'GET /api/admin/products',
  'GET /api/admin/products/:id',
  'GET /api/admin/products/:id/price-history',
  'GET /api/admin/stats',
  'POST /api/categories',
  'PUT /api/categories/:id',
  'DELETE /api/categories/:id',
  'GET /api/admin/categories/:id/contents',
  'POST /api/categories/seed',
  'POST /api/brands',
  'PATCH /api/admin/brands/:brandId/logo',
  'POST /api/admin/brands/:brandId/logo',
  'POST /api/scrape-product',
  'POST /api/add-scraped-product',
  'PATCH /api/admin/products/:id/category',
  'GET /api/admin/suppliers',
  'POST /api/admin/suppliers',
  'GET /api/admin/suppliers/:id/mapping',
  'PUT /api/admin/suppliers/:id/mapping',
  'POST /api/admin/suppliers/:id/price-lists',
  'GET /api/admin/price-lists/:id',
  'POST /api/admin/price-lists/:id/dry-run',
  'POST /api/admin/price-lists/:id/apply',
];

/** Signed-in shoppers' endpoints: each must exist and be 'customer' (guests get 401, see below). */
const MUST_BE_USER = [
  'GET /api/cart',
  'POST /api/cart',
  'POST /api/cart/merge',
  'PATCH /api/cart/:lineId',
  'DELETE /api/cart/:lineId',
  'DELETE /api/cart',
  'GET /api/wishlist',
  'POST /api/wishlist',
  'POST /api/wishlist/merge',
  'DELETE /api/wishlist/:productId',
  'GET /api/orders',
  'GET /api/orders/:id',
  'GET /api/returns',
  'GET /api/returns/:id',
];

/**
 * Shopper endpoints a guest must reach (first visit and the vehicle finder): each must exist, be
 * public, and answer a guest with its own status, never 401/403. The test app has no vehicle codes
 * and no plate provider.
 */
const GUEST_READS: [route: string, query: string, status: number][] = [
  ['GET /api/geo', '', 200],
  ['GET /api/seller', '', 200],
  ['GET /api/vehicles/lookup-options', '', 200],
  ['GET /api/vehicles/type-code', '?hsn=0603&tsn=BFY', 404],
  ['GET /api/vehicles/plate', '?registration=WOB123&country=DE', 503],
];

const contractDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../contract');

/** Every route definition exported by a contract module. */
async function contractRoutes(): Promise<RouteDef[]> {
  const routes: RouteDef[] = [];
  for (const file of fs
    .readdirSync(contractDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(path.join(contractDir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const route = value as Partial<RouteDef> | null;
      if (
        route &&
        typeof route === 'object' &&
        typeof route.url === 'string' &&
        route.access &&
        route.method
      ) {
        routes.push(route as RouteDef);
      }
    }
  }
  return routes;
}

let contract: RouteDef[] = [];
const nameOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const accessIn = (name: string) => contract.find((r) => nameOf(r) === name)?.access;

beforeAll(async () => {
  contract = await contractRoutes();
  t = await createTestApp();
  customerCookie = (await registerTestUser(t.app)).cookie;
});
afterAll(async () => t.close());

const apiRoutes = () => t.app.routeAccess.filter((r) => r.url.startsWith('/api/'));
const concrete = (url: string) => url.replace(/:\w+/g, '1').replace('*', 'x');

describe('route x role', () => {
  it('registers exactly the contract routes, each with the access its definition declares', () => {
    expect(contract.length).toBeGreaterThan(80);
    const registered = apiRoutes()
      .map((r) => `${nameOf(r)} ${r.access}`)
      .sort();
    const defined = [...new Set(contract.map((r) => `${nameOf(r)} ${r.access}`))].sort();
    expect(registered).toEqual(defined);
  });

  it('keeps every /api/admin route and every documented admin endpoint for admins', () => {
    for (const route of contract) {
      const name = nameOf(route);
      if (route.url.startsWith('/api/admin/') && name !== 'POST /api/admin/login') {
        expect(route.access, name).toBe('admin');
      }
    }
    for (const name of MUST_BE_ADMIN) expect(accessIn(name), name).toBe('admin');
  });

  it('keeps every signed-in shopper endpoint for signed-in customers', () => {
    for (const name of MUST_BE_USER) expect(accessIn(name), name).toBe('customer');
  });

  it('lets nothing change state without a session except the sign-in family', () => {
    for (const route of contract) {
      const name = nameOf(route);
      if (route.method !== 'GET' && route.access === 'public') expect(PUBLIC_WRITES, name).toContain(name);
    }
  });

  it('refuses guests on every admin and customer route, and customers on every admin route', async () => {
    for (const route of contract.filter((r) => r.access !== 'public')) {
      const name = nameOf(route);
      const request = {
        method: route.method,
        url: concrete(route.url),
        payload: route.method === 'GET' ? undefined : {},
      };
      const guest = await t.app.inject(request);
      expect(guest.statusCode, `${name} as guest`).toBe(401);
      expect(guest.json(), name).toMatchObject({ error: 'unauthorized' });
      if (route.access !== 'admin') continue;
      const customer = await t.app.inject({ ...request, headers: { cookie: customerCookie } });
      expect(customer.statusCode, `${name} as customer`).toBe(403);
      expect(customer.json(), name).toMatchObject({ error: 'forbidden' });
    }
  });

  it('lets guests reach the storefront geo and vehicle finder endpoints', async () => {
    for (const [name, query, status] of GUEST_READS) {
      expect(accessIn(name), name).toBe('public');
      const [method, url] = name.split(' ') as ['GET', string];
      expect((await t.app.inject({ method, url: url + query })).statusCode, name).toBe(status);
    }
  });

  it('refuses to start with an /api route that declares no access', async () => {
    const { accessOf } = await import('../plugins/auth.ts');
    expect(() => accessOf('GET', '/api/forgotten', undefined)).toThrow(/no access level/);
    expect(accessOf('GET', '/robots.txt', undefined)).toBe('public');
  });
});
