/** Lines priced to the cent from displayPrice, as the server totals them; shipping free. */
import { describe, expect, it } from 'vitest';
import type { Product } from '#api/contract/catalog.ts';
import { priceCartLines } from './cart-pricing.ts';

const product = (id: number, displayPrice: number, displayCurrency: Product['displayCurrency'] = 'PLN') =>
  ({ id, displayPrice, displayCurrency }) as Product;

describe('priceCartLines', () => {
  it('multiplies and adds up in minor units (no float drift)', () => {
    const priced = priceCartLines(
      [
        { productId: 1, quantity: 3 },
        { productId: 2, quantity: 1 },
        { productId: 3, quantity: 3 },
      ],
      [product(3, 19.99), product(2, 0.2), product(1, 0.1)],
      'EUR',
    );
    expect(
      priced.lines.map((row) => (row.kind === 'available' ? [row.unitPrice, row.lineTotal] : null)),
    ).toEqual([
      [0.1, 0.3],
      [0.2, 0.2],
      [19.99, 59.97],
    ]);
    expect(priced).toMatchObject({
      currency: 'PLN',
      itemCount: 7,
      subtotal: 60.47,
      shipping: 0,
      total: 60.47,
      hasUnavailable: false,
    });
  });

  it('rounds a price given with more than two decimals to the cent before multiplying', () => {
    const priced = priceCartLines([{ productId: 1, quantity: 3 }], [product(1, 1.2345)], 'EUR');
    expect(priced.lines[0]).toMatchObject({ unitPrice: 1.23, lineTotal: 3.69 });
    expect(priced.total).toBe(3.69);
  });

  it('keeps the lines (and their own fields) in order; a product not in the answer is uncounted', () => {
    const lines = [
      { id: 'a', productId: 9, quantity: 2 },
      { id: 'b', productId: 1, quantity: 2 },
    ];
    const priced = priceCartLines(lines, [product(1, 49.99, 'EUR')], 'GBP');
    expect(priced.lines[0]).toEqual({ kind: 'unavailable', line: lines[0] });
    expect(priced.lines[1]).toMatchObject({ kind: 'available', line: lines[1], lineTotal: 99.98 });
    expect(priced).toMatchObject({ currency: 'EUR', itemCount: 2, total: 99.98, hasUnavailable: true });
  });

  it('uses the chosen currency when no line has a product', () => {
    expect(priceCartLines([], [], 'GBP')).toMatchObject({
      lines: [],
      currency: 'GBP',
      total: 0,
      itemCount: 0,
    });
  });
});
