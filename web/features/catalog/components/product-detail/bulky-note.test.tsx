/**
 * The bulky-item note: per piece to Poland, once per order elsewhere, refused where bulky items are
 * not delivered, from the published rules, in the shopper's currency as the server converts it; nothing
 * for an ordinary product or while the class is not known.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { convertCurrency } from '#api/contract/currency.ts';
import {
  DEFAULT_DELIVERY_RULES,
  rulesToBody,
  type BulkyClass,
  type DeliveryRulesBody,
} from '#api/contract/delivery-rules.ts';
import { deliveryRulesQueryOptions } from '../../../../lib/delivery-rules.ts';
import { DEFAULT_PREFERENCES, type Preferences, usePreferences } from '../../../../lib/preferences.ts';
import { routeQuery } from '../../../../lib/route-query.ts';
import { BulkyNote } from './bulky-note.tsx';

const RULES = rulesToBody(DEFAULT_DELIVERY_RULES);

function render(
  bulkyClass: BulkyClass | undefined,
  preferences: Partial<Preferences>,
  { rules = RULES, converted }: { rules?: DeliveryRulesBody; converted?: [number, number] } = {},
) {
  usePreferences.setState({ ...DEFAULT_PREFERENCES, ...preferences });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(deliveryRulesQueryOptions().queryKey, rules);
  if (converted) {
    const [amount, result] = converted;
    const to = usePreferences.getState().currency;
    client.setQueryData(routeQuery(convertCurrency, { query: { amount, from: 'EUR', to } }).queryKey, {
      amount,
      from: 'EUR' as const,
      to,
      converted: result,
      rate: '4.3',
      rateDate: '2026-11-27',
    });
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <BulkyNote bulkyClass={bulkyClass} />
    </QueryClientProvider>,
  ).replace(/<svg.*?<\/svg>/, '');
}

afterEach(() => usePreferences.setState({ ...DEFAULT_PREFERENCES }));

describe('BulkyNote', () => {
  it('says per piece to Poland, with the group’s amount', () => {
    expect(render('medium', { country: 'PL' })).toContain(
      'Bulky item: +€10.00 per piece for delivery to Poland',
    );
    expect(render('large', { country: 'PL', language: 'pl' })).toContain(
      'Produkt gabarytowy: +€15,00 za sztukę przy dostawie do kraju: Polska',
    );
  });

  it('says once per order elsewhere, with the country’s amount', () => {
    expect(render('small', { country: 'FR' })).toContain(
      'Bulky item: +€36.95 once per order for delivery to France',
    );
    expect(render('small', { country: 'DE', language: 'pl' })).toContain(
      'Produkt gabarytowy: +€57,00 raz za zamówienie przy dostawie do kraju: Niemcy',
    );
  });

  it('follows the rules, refusals included', () => {
    const rules: DeliveryRulesBody = {
      ...RULES,
      bulkyPerPiece: { ...RULES.bulkyPerPiece, medium: 11.5 },
      countries: RULES.countries.map((r) => (r.country === 'FR' ? { ...r, bulkySurcharge: null } : r)),
    };
    expect(render('medium', { country: 'PL' }, { rules })).toContain('+€11.50 per piece');
    expect(render('medium', { country: 'FR' }, { rules })).toContain(
      'Bulky items are not delivered to France',
    );
    // A country without a rule is not delivered to at all.
    expect(render('medium', { country: 'GB' })).toContain('Bulky items are not delivered to United Kingdom');
  });

  it('shows the amount in the shopper’s currency as the server converts it, and waits for it', () => {
    expect(render('medium', { country: 'PL', currency: 'PLN' }, { converted: [10, 43.12] })).toContain(
      'Bulky item: +43.12 zł per piece for delivery to Poland',
    );
    expect(render('medium', { country: 'PL', currency: 'PLN' })).toBe('');
  });

  it('shows nothing for an ordinary product or an unknown class', () => {
    expect(render('none', { country: 'PL' })).toBe('');
    expect(render(undefined, { country: 'PL' })).toBe('');
  });
});
