/** The category pages' list query: which previous list may stay on screen while the next one loads. */
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepsPreviousPages, productPagesQueryOptions } from './products.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** fetch answers each list request with one product whose id is the requested categoryId, once released. */
function stubProductsFetch() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const categoryId = Number(new URL(url, 'http://shop.test').searchParams.get('categoryId'));
      await new Promise<void>((resolve) => waiting.push(resolve));
      return new Response(JSON.stringify([{ id: categoryId }]));
    }),
  );
  return () => waiting.splice(0).forEach((resolve) => resolve());
}

describe('category page products while the next list loads', () => {
  async function observe(first: { categoryId: number; brandId?: number; vehicleId?: number }) {
    const release = stubProductsFetch();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new InfiniteQueryObserver(client, productPagesQueryOptions(first));
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    release();
    await vi.waitFor(() =>
      expect(observer.getCurrentResult().data?.pages).toEqual([[{ id: first.categoryId }]]),
    );
    return { observer, release, unsubscribe };
  }

  it('keeps the cards of the same category (a filter change), dimmed as placeholder data', async () => {
    const { observer, unsubscribe } = await observe({ categoryId: 1 });
    observer.setOptions(productPagesQueryOptions({ categoryId: 1, brandId: 5 }));
    const result = observer.getCurrentResult();
    expect(result.isPlaceholderData).toBe(true);
    expect(result.data?.pages).toEqual([[{ id: 1 }]]);
    unsubscribe();
  });

  it('shows no cards of the previous category under another category', async () => {
    const { observer, unsubscribe } = await observe({ categoryId: 1 });
    observer.setOptions(productPagesQueryOptions({ categoryId: 2 }));
    const result = observer.getCurrentResult();
    expect(result.isPlaceholderData).toBe(false);
    expect(result.isPending).toBe(true);
    expect(result.data).toBeUndefined();
    unsubscribe();
  });

  it('shows no cards of another vehicle', async () => {
    const { observer, unsubscribe } = await observe({ categoryId: 1, vehicleId: 7 });
    observer.setOptions(productPagesQueryOptions({ categoryId: 1, vehicleId: 8 }));
    expect(observer.getCurrentResult().data).toBeUndefined();
    unsubscribe();
  });
});

describe('keepsPreviousPages', () => {
  const key = (query: object) => productPagesQueryOptions(query).queryKey;
  it('compares the category and the vehicle only', () => {
    expect(keepsPreviousPages(key({ categoryId: 1, search: 'a' }), { categoryId: 1, search: 'b' })).toBe(
      true,
    );
    expect(keepsPreviousPages(key({ categoryId: 1 }), { categoryId: 2 })).toBe(false);
    expect(keepsPreviousPages(key({ categoryId: 1, vehicleId: 3 }), { categoryId: 1 })).toBe(false);
    expect(keepsPreviousPages(undefined, { categoryId: 1 })).toBe(false);
  });
});
