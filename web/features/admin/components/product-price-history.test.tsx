/** The edit dialog's price history: one row per price, newest first, with its source, and the reduction. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductPriceHistory as History } from '#api/contract/admin-catalog.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { productPriceHistoryQueryOptions } from '../api/admin-catalog.ts';
import { ProductPriceHistory } from './product-price-history.tsx';

const history: History = {
  productId: 5,
  price: 79.99,
  referencePrice: 99.99,
  reducedAt: '2026-11-20T10:00:00.000Z',
  reductionShown: true,
  lowestPrice30d: 79.99,
  prices: [
    { price: 79.99, validFrom: '2026-11-20T10:00:00.000Z', source: 'admin' },
    { price: 99.99, validFrom: '2026-09-01T08:00:00.000Z', source: 'migration' },
    { price: 89.5, validFrom: '2026-08-01T08:00:00.000Z', source: null },
  ],
  total: 3,
};

function render() {
  const client = new QueryClient();
  client.setQueryData(productPriceHistoryQueryOptions(5).queryKey, history);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ProductPriceHistory productId={5} />
    </QueryClientProvider>,
  );
}

const rows = (html: string) =>
  [...html.matchAll(/<tr class="border-t[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, '')),
  );

afterEach(() => usePreferences.setState({ language: 'en' }));

describe('ProductPriceHistory', () => {
  it('lists the prices with their sources and states the reduction, in English', () => {
    usePreferences.setState({ language: 'en' });
    const html = render();
    expect(rows(html).map(([, price, source]) => [price, source])).toEqual([
      ['€79.99', 'Back office'],
      ['€99.99', 'Price before the history began'],
      ['€89.50', 'Not recorded'],
    ]);
    expect(html).toContain('Lowest price in the last 30 days: €79.99.');
    expect(html).toContain('Shown as reduced from €99.99');
  });

  it('says the same in Polish', () => {
    usePreferences.setState({ language: 'pl' });
    const html = render();
    expect(html).toContain('Historia cen');
    expect(rows(html)[0]).toEqual([expect.stringContaining('2026'), '€79,99', 'Panel administracyjny']);
    expect(html).toContain('Najniższa cena z ostatnich 30 dni: €79,99.');
  });
});
