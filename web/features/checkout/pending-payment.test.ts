/** Only the tab that sent a card order empties the guest cart for it, and only once. */
import { describe, expect, it } from 'vitest';
import { rememberPendingPayment, takePendingPayment } from './pending-payment.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('pending card payment', () => {
  it('is taken once, for its own order only', () => {
    const storage = memoryStorage();
    rememberPendingPayment('PP-AAAAAAAAAA', storage);
    expect(takePendingPayment('PP-BBBBBBBBBB', storage)).toBe(false);
    expect(takePendingPayment('PP-AAAAAAAAAA', storage)).toBe(true);
    expect(takePendingPayment('PP-AAAAAAAAAA', storage)).toBe(false);
  });

  it('without storage, a confirmed payment still clears the cart', () => {
    expect(takePendingPayment('PP-AAAAAAAAAA', undefined)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberPendingPayment('PP-AAAAAAAAAA', broken)).not.toThrow();
    expect(takePendingPayment('PP-AAAAAAAAAA', broken)).toBe(true);
  });
});
