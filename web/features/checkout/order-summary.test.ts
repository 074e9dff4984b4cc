/** The summary prices the cart's lines from the catalogue answer, to the cent, shipping free. */
import { describe, expect, it } from 'vitest';
import type { Product } from '#api/contract/catalog.ts';
import { buildOrderSummary } from './order-summary.ts';

const product = (id: number, displayPrice: number, displayCurrency: Product['displayCurrency'] = 'PLN') =>
  ({ id, name: `Part ${id}`, nameEn: null, namePl: null, displayPrice, displayCurrency }) as Product;

describe('buildOrderSummary', () => {
  it('multiplies and adds up in minor units (no float drift), shipping 0', () => {
    const summary = buildOrderSummary(
      [
        { productId: 1, quantity: 3 },
        { productId: 2, quantity: 1 },
      ],
      [product(2, 0.2), product(1, 0.1), product(3, 99)],
      'EUR',
    );
    expect(summary.rows.map((row) => (row.kind === 'available' ? row.lineTotal : null))).toEqual([0.3, 0.2]);
    expect(summary).toMatchObject({
      currency: 'PLN',
      itemCount: 4,
      subtotal: 0.5,
      shipping: 0,
      total: 0.5,
      hasUnavailable: false,
    });
  });

  it('lists a product the catalogue no longer has without counting it', () => {
    const summary = buildOrderSummary(
      [
        { productId: 1, quantity: 2 },
        { productId: 404, quantity: 1 },
      ],
      [product(1, 49.99)],
      'EUR',
    );
    expect(summary.rows[1]).toEqual({ kind: 'unavailable', productId: 404, quantity: 1 });
    expect(summary.total).toBe(99.98);
    expect(summary.itemCount).toBe(2);
    expect(summary.hasUnavailable).toBe(true);
  });

  it('falls back to the chosen currency when nothing is priced', () => {
    expect(buildOrderSummary([], [], 'GBP')).toMatchObject({ currency: 'GBP', total: 0, rows: [] });
  });
});
