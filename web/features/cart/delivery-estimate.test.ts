/** The cart's delivery estimate: its country and the quote it asks for. */
import { describe, expect, it } from 'vitest';
import { buildApiProduct } from '../../test/factories.ts';
import { buildCartView } from './cart-view.ts';
import { estimateCountry, estimateInput } from './delivery-estimate.ts';

const offered = ['PL', 'DE', 'FR', 'IE'];

describe('estimateCountry', () => {
  it('is the preferred country when it is delivered to, else Poland', () => {
    expect(estimateCountry('DE', offered)).toBe('DE');
    expect(estimateCountry('GB', offered)).toBe('PL');
    expect(estimateCountry('XX', [...offered, 'XX'])).toBe('PL');
  });
});

describe('estimateInput', () => {
  const lines = [
    { id: 'a', productId: 1, quantity: 2 },
    { id: 'b', productId: 2, quantity: 1 },
    { id: 'c', productId: 3, quantity: 4 },
  ];
  // Product 3 is no longer sold (not in the catalogue answer).
  const view = buildCartView(lines, [buildApiProduct(1), buildApiProduct(2)], 'EUR');

  it('quotes a guest’s available lines as a private person', () => {
    expect(estimateInput(view, 'DE', 'PLN', false)).toEqual({
      request: {
        currency: 'PLN',
        country: 'DE',
        customerType: 'person',
        lines: [
          { productId: 1, quantity: 2 },
          { productId: 2, quantity: 1 },
        ],
      },
      lines: [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
    });
  });

  it('sends no lines for a signed-in shopper, and asks nothing while their cart holds a product gone', () => {
    const available = buildCartView(lines.slice(0, 2), [buildApiProduct(1), buildApiProduct(2)], 'EUR');
    expect(estimateInput(available, 'PL', 'EUR', true)?.request).toEqual({
      currency: 'EUR',
      country: 'PL',
      customerType: 'person',
    });
    expect(estimateInput(view, 'PL', 'EUR', true)).toBeNull();
    expect(estimateInput(buildCartView([], [], 'EUR'), 'PL', 'EUR', false)).toBeNull();
  });
});
