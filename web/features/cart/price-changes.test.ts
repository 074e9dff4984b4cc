/** Price changes since last seen: same currency only, and recording the new prices. */
import { describe, expect, it } from 'vitest';
import { priceChanges, withSeen } from './price-changes.ts';

describe('priceChanges', () => {
  const seen = {
    1: { price: 10, currency: 'EUR' },
    2: { price: 20, currency: 'EUR' },
    3: { price: 30, currency: 'PLN' },
  };

  it('lists the products whose price moved in the same currency', () => {
    expect(
      priceChanges(
        seen,
        [
          { productId: 1, price: 12.5 },
          { productId: 2, price: 20 },
          { productId: 3, price: 31 },
          { productId: 4, price: 5 },
        ],
        'EUR',
      ),
    ).toEqual([{ productId: 1, before: 10, now: 12.5 }]);
  });

  it('records the current prices over the old ones', () => {
    expect(
      withSeen(
        seen,
        [
          { productId: 1, price: 12.5 },
          { productId: 4, price: 5 },
        ],
        'EUR',
      ),
    ).toEqual({
      ...seen,
      1: { price: 12.5, currency: 'EUR' },
      4: { price: 5, currency: 'EUR' },
    });
  });
});
