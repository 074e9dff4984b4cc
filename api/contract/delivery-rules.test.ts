/** Delivery times in working days as every reader shows them: the range with an en dash, the count. */
import { describe, expect, it } from 'vitest';
import { deliveryDaysParts } from './delivery-rules.ts';

describe('deliveryDaysParts', () => {
  it('reads a day, a range and a range that may take longer', () => {
    expect(deliveryDaysParts('2')).toEqual({ from: 2, to: 2, more: false, days: '2', count: 2 });
    expect(deliveryDaysParts('2-3')).toEqual({ from: 2, to: 3, more: false, days: '2–3', count: 3 });
    expect(deliveryDaysParts('3-5+')).toEqual({ from: 3, to: 5, more: true, days: '3–5+', count: 5 });
  });

  it('takes spaces around and an en dash', () => {
    expect(deliveryDaysParts(' 5 ')).toEqual({ from: 5, to: 5, more: false, days: '5', count: 5 });
    expect(deliveryDaysParts('3–7')).toEqual({ from: 3, to: 7, more: false, days: '3–7', count: 7 });
  });

  it('is null for a backwards range, words and nothing', () => {
    expect(deliveryDaysParts('5-2')).toBeNull();
    expect(deliveryDaysParts('soon')).toBeNull();
    expect(deliveryDaysParts(null)).toBeNull();
  });
});
