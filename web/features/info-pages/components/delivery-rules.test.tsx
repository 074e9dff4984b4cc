/**
 * A delivery block shows the table built from the rules in the query cache (as a page rendered on the
 * server has them), in the shopper's language; without them it holds the table's place.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_RULES, rulesToBody } from '#api/contract/delivery-rules.ts';
import { deliveryRulesQueryOptions } from '../../../lib/delivery-rules.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import type { DeliveryRulesBlock } from '../delivery-tables.ts';
import { DeliveryRules } from './delivery-rules.tsx';

const ABROAD: DeliveryRulesBlock = {
  kind: 'deliveryRules',
  table: 'bulkyAbroad',
  caption: 'Surcharge by country, once per order',
  head: ['Countries', 'Surcharge per order'],
};

function render(block: DeliveryRulesBlock, rules?: ReturnType<typeof rulesToBody>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (rules) client.setQueryData(deliveryRulesQueryOptions().queryKey, rules);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <DeliveryRules block={block} />
    </QueryClientProvider>,
  );
}

afterEach(() => usePreferences.setState({ language: 'en' }));

describe('DeliveryRules', () => {
  it('renders the table from the cached rules, a changed amount included', () => {
    const rules = rulesToBody(DEFAULT_DELIVERY_RULES);
    const changed = {
      ...rules,
      countries: rules.countries.map((r) => (r.country === 'FR' ? { ...r, bulkySurcharge: 44.44 } : r)),
    };
    const html = render(ABROAD, changed);
    expect(html).toContain('<caption');
    expect(html).toContain('Surcharge by country, once per order');
    expect(html).toContain('<th scope="col"');
    expect(html).toMatch(/<th scope="row"[^>]*>France<\/th><td[^>]*>€44.44<\/td>/);
    expect(html).not.toContain('€36.95');
  });

  it('speaks the shopper’s language', () => {
    usePreferences.setState({ language: 'pl' });
    const html = render(ABROAD, rulesToBody(DEFAULT_DELIVERY_RULES));
    expect(html).toMatch(/<th scope="row"[^>]*>Francja<\/th><td[^>]*>€36,95<\/td>/);
  });

  it('holds the table’s place until the rules come; the refused countries wait silently', () => {
    const html = render(ABROAD);
    expect(html).toContain('Surcharge by country, once per order');
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading the current delivery rules…');
    expect(html).not.toContain('<table');
    expect(render({ kind: 'deliveryRules', table: 'noBulky', text: 'Not to {countries}.' })).toBe('');
  });

  it('names the countries that take no bulky items in a paragraph', () => {
    const html = render(
      { kind: 'deliveryRules', table: 'noBulky', text: 'Not to {countries}.' },
      rulesToBody(DEFAULT_DELIVERY_RULES),
    );
    expect(html).toBe('<p class="text-slate-700">Not to Bosnia and Herzegovina, Ireland, Norway.</p>');
  });
});
