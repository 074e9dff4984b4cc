/** apiFetch against a stubbed fetch: URL building, request options, success and error handling. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProductFullDetails, listProducts, resolveCategoryPath } from '#api/contract/catalog.ts';
import { apiFetch, ApiError, buildQuery } from './api-client.ts';

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

describe('buildQuery', () => {
  it('repeats array values and returns an empty string for no values', () => {
    expect(buildQuery({ id: [1, 2], q: null })).toBe('?id=1&id=2');
    expect(buildQuery({})).toBe('');
  });
});
