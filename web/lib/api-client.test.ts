/** apiFetch against a stubbed fetch: URL building, request options, success and error handling. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProductFullDetails, listProducts, resolveCategoryPath } from '#api/contract/catalog.ts';
import { apiFetch, ApiError, buildPath, buildQuery } from './api-client.ts';

function stubFetch(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('serialises the query without undefined values and sends credentials', async () => {
    const fetchMock = stubFetch(200, '[]');
    const products = await apiFetch(listProducts, {
      query: { search: 'brake pads', categoryId: 3, brandId: undefined, currency: 'PLN', limit: 20 },
    });
    expect(products).toEqual([]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/products?search=brake+pads&categoryId=3&currency=PLN&limit=20');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.body).toBeUndefined();
  });

  it('fills :params and keeps the slashes of a * wildcard', async () => {
    const fetchMock = stubFetch(200, '{}');
    await apiFetch(getProductFullDetails, { params: { id: 42 }, query: { currency: 'EUR' } });
    await apiFetch(resolveCategoryPath, { params: { '*': 'brake-system/brake pads' } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/products/42/full-details?currency=EUR',
      '/api/categories/resolve-path/brake-system/brake%20pads',
    ]);
  });

  it('throws an ApiError with "status: body" and the parsed error body', async () => {
    stubFetch(404, '{"error":"NOT_FOUND","message":"Product not found"}', 'Not Found');
    const error = await apiFetch(getProductFullDetails, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: '404: {"error":"NOT_FOUND","message":"Product not found"}',
      body: { error: 'NOT_FOUND', message: 'Product not found' },
    });
  });

  it('falls back to the status text when the error body is empty', async () => {
    stubFetch(503, '', 'Service Unavailable');
    await expect(apiFetch(listProducts)).rejects.toMatchObject({
      message: '503: Service Unavailable',
      body: undefined,
    });
  });
});

describe('buildPath', () => {
  const BY_SLUG = '/api/categories/slug/:slug/page-data';
  const BY_PATH = '/api/categories/resolve-path/*';

  it('encodes a slash inside a :param as %2F instead of a separator', () => {
    expect(buildPath(BY_SLUG, { slug: 'a/../../logout' })).toBe(
      '/api/categories/slug/a%2F..%2F..%2Flogout/page-data',
    );
    expect(buildPath('/api/products/:id/full-details', { id: 7 })).toBe('/api/products/7/full-details');
  });

  it.each(['.', '..', ''])('refuses %j as a :param', (slug) => {
    expect(() => buildPath(BY_SLUG, { slug })).toThrow(/Invalid path parameter :slug/);
  });

  it('keeps the slashes of the * wildcard and encodes each segment', () => {
    expect(buildPath(BY_PATH, { '*': 'Drivetrain-suspension/shock absorbers' })).toBe(
      '/api/categories/resolve-path/Drivetrain-suspension/shock%20absorbers',
    );
  });

  it.each(['x/../../../logout', './x', 'x/.', '..', 'a//b', '/a', 'a/', ''])(
    'refuses a * wildcard with a ., .. or empty segment: %j',
    (path) => {
      expect(() => buildPath(BY_PATH, { '*': path })).toThrow(/Invalid path parameter \*/);
    },
  );

  it('leaves encoded dots encoded, so the browser cannot read them as ..', () => {
    expect(buildPath(BY_PATH, { '*': 'x/%2E%2E/logout' })).toBe(
      '/api/categories/resolve-path/x/%252E%252E/logout',
    );
  });

  it('makes apiFetch fail before any request for a traversal', async () => {
    const fetchMock = stubFetch(200, '{}');
    await expect(apiFetch(resolveCategoryPath, { params: { '*': 'x/../../../logout' } })).rejects.toThrow(
      /Invalid path parameter/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('buildQuery', () => {
  it('repeats array values and returns an empty string for no values', () => {
    expect(buildQuery({ id: [1, 2], q: null })).toBe('?id=1&id=2');
    expect(buildQuery({})).toBe('');
  });
});
