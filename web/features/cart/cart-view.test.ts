import { describe, expect, it } from 'vitest';
import { buildApiProduct } from '../../test/factories.ts';
import { buildCartView, parseCartQuantity, stockState } from './cart-view.ts';

const product = buildApiProduct;

const line = (id: string, productId: number, quantity: number) => ({ id, productId, quantity });

describe('buildCartView', () => {
  it('prices each line from displayPrice and sums the lines without float drift', () => {
    const products = [
      product(1, { displayPrice: 0.1, displayCurrency: 'PLN' }),
      product(2, { displayPrice: 0.2, displayCurrency: 'PLN' }),
      product(3, { displayPrice: 19.99, displayCurrency: 'PLN' }),
    ];
    const view = buildCartView([line('a', 1, 3), line('b', 2, 1), line('c', 3, 3)], products, 'EUR');
    expect(view.rows.map((row) => (row.kind === 'available' ? row.lineTotal : null))).toEqual([
      0.3, 0.2, 59.97,
    ]);
    expect(view.subtotal).toBe(60.47);
    expect(view.shipping).toBe(0);
    expect(view.total).toBe(60.47);
    expect(view.itemCount).toBe(7);
    expect(view.currency).toBe('PLN');
  });

  it('keeps the lines in order and shows products gone from the catalogue as unavailable, uncounted', () => {
    const view = buildCartView([line('a', 9, 2), line('b', 1, 2)], [product(1)], 'GBP');
    expect(view.rows.map((row) => [row.kind, row.line.id])).toEqual([
      ['unavailable', 'a'],
      ['available', 'b'],
    ]);
    expect(view.total).toBe(20);
    expect(view.itemCount).toBe(2);
    expect(view.hasUnavailable).toBe(true);
    expect(view.currency).toBe('EUR');
  });

  it('uses the chosen currency when no line has a product', () => {
    const view = buildCartView([], [], 'GBP');
    expect(view).toMatchObject({ rows: [], currency: 'GBP', total: 0, itemCount: 0, hasUnavailable: false });
  });

  it('notes stock below the quantity and no stock', () => {
    const view = buildCartView(
      [line('a', 1, 2), line('b', 2, 5), line('c', 3, 1)],
      [product(1, { stock: 2 }), product(2, { stock: 3 }), product(3, { stock: 0 })],
      'EUR',
    );
    expect(view.rows.map((row) => (row.kind === 'available' ? row.stock : null))).toEqual([
      'ok',
      'low',
      'out',
    ]);
  });
});

describe('stockState', () => {
  it('is out at 0 or less, low below the quantity, ok otherwise', () => {
    expect(stockState(0, 1)).toBe('out');
    expect(stockState(-1, 1)).toBe('out');
    expect(stockState(1, 2)).toBe('low');
    expect(stockState(2, 2)).toBe('ok');
  });
});

describe('parseCartQuantity', () => {
  it('reads whole numbers from 1, capped at 99', () => {
    expect(parseCartQuantity('1')).toBe(1);
    expect(parseCartQuantity(' 12 ')).toBe(12);
    expect(parseCartQuantity('99')).toBe(99);
    expect(parseCartQuantity('150')).toBe(99);
  });

  it('ignores below 1 and anything not a whole number', () => {
    for (const text of ['0', '-2', '', ' ', 'abc', '2.5', '1e2', '3a']) {
      expect(parseCartQuantity(text)).toBeNull();
    }
  });
});
