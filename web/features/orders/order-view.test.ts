/** Status looks, the list card's first items and '+ N more', dates, and the tracking steps. */
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '#api/contract/orders.ts';
import { createTranslator } from '../../lib/i18n.ts';
import {
  formatOrderDate,
  formatOrderDateTime,
  moreItemsText,
  ORDER_STATUS_LOOKS,
  previewItems,
  returnableItems,
  statusLook,
  trackingSteps,
} from './order-view.ts';

const en = createTranslator('en');
const pl = createTranslator('pl');

describe('status looks', () => {
  it('gives every status its own colour, icon and label', () => {
    const looks = ORDER_STATUSES.map((status) => ORDER_STATUS_LOOKS[status]);
    expect(new Set(looks.map((look) => look.className)).size).toBe(ORDER_STATUSES.length);
    expect(new Set(looks.map((look) => look.icon)).size).toBe(ORDER_STATUSES.length);
    expect(ORDER_STATUSES.map((status) => en(ORDER_STATUS_LOOKS[status].label))).toEqual([
      'Pending',
      'Confirmed',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
    expect(pl(ORDER_STATUS_LOOKS.delivered.label)).toBe('Dostarczone');
  });

  it('shows an unknown status neutrally instead of failing', () => {
    expect(statusLook('lost').className).toContain('slate');
    expect(en(statusLook('lost').label)).toBe('Status unknown');
    expect(pl(statusLook('lost').label)).toBe('Status nieznany');
    expect(statusLook('shipped')).toBe(ORDER_STATUS_LOOKS.shipped);
  });
});

describe('previewItems and moreItemsText', () => {
  it('shows the first 3 items and counts the rest', () => {
    expect(previewItems([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(previewItems([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(previewItems([])).toEqual({ shown: [], more: 0 });
  });

  it('words the rest in English and with Polish plural forms', () => {
    expect(moreItemsText(en, 0)).toBeNull();
    expect(moreItemsText(en, 1)).toBe('+ 1 more item');
    expect(moreItemsText(en, 4)).toBe('+ 4 more items');
    expect([1, 2, 4, 5, 12, 22, 25].map((count) => moreItemsText(pl, count))).toEqual([
      '+ jeszcze 1 pozycja',
      '+ jeszcze 2 pozycje',
      '+ jeszcze 4 pozycje',
      '+ jeszcze 5 pozycji',
      '+ jeszcze 12 pozycji',
      '+ jeszcze 22 pozycje',
      '+ jeszcze 25 pozycji',
    ]);
  });
});

describe('dates', () => {
  const iso = '2026-03-03T13:05:00.000Z';

  it('formats the placed-on date in the interface language', () => {
    expect(formatOrderDate(iso, 'en', 'UTC')).toBe('3 March 2026');
    expect(formatOrderDate(iso, 'pl', 'UTC')).toBe('3 marca 2026');
    expect(formatOrderDate('not a date', 'en')).toBe('');
  });

  it('adds the time for status changes', () => {
    expect(formatOrderDateTime(iso, 'en', 'UTC')).toMatch(/^3 March 2026(,| at) 13:05$/);
    expect(formatOrderDateTime(iso, 'pl', 'Europe/Warsaw')).toMatch(/^3 marca 2026(,)? 14:05$/);
  });
});

describe('trackingSteps', () => {
  const createdAt = '2026-03-01T10:00:00.000Z';

  it('lists the real events, oldest first, then the steps still to come', () => {
    const steps = trackingSteps({
      status: 'confirmed',
      createdAt,
      history: [
        { status: 'confirmed', createdAt: '2026-03-01T12:00:00.000Z' },
        { status: 'pending', createdAt },
      ],
    });
    expect(steps.done).toEqual([
      { status: 'pending', at: createdAt },
      { status: 'confirmed', at: '2026-03-01T12:00:00.000Z' },
    ]);
    expect(steps.upcoming).toEqual([
      { status: 'shipped', at: null },
      { status: 'delivered', at: null },
    ]);
  });

  it('has nothing to come once delivered or cancelled', () => {
    const delivered = trackingSteps({
      status: 'delivered',
      createdAt,
      history: [
        { status: 'pending', createdAt },
        { status: 'confirmed', createdAt: '2026-03-02T10:00:00.000Z' },
        { status: 'shipped', createdAt: '2026-03-03T10:00:00.000Z' },
        { status: 'delivered', createdAt: '2026-03-05T10:00:00.000Z' },
      ],
    });
    expect(delivered.done.map((step) => step.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    expect(delivered.upcoming).toEqual([]);
    const cancelled = trackingSteps({
      status: 'cancelled',
      createdAt,
      history: [
        { status: 'pending', createdAt },
        { status: 'cancelled', createdAt: '2026-03-01T11:00:00.000Z' },
      ],
    });
    expect(cancelled.done.map((step) => step.status)).toEqual(['pending', 'cancelled']);
    expect(cancelled.upcoming).toEqual([]);
  });

  it('falls back to the current status when no event was recorded', () => {
    expect(trackingSteps({ status: 'pending', createdAt, history: [] }).done).toEqual([
      { status: 'pending', at: createdAt },
    ]);
  });
});

describe('returnableItems', () => {
  it('keeps the lines with something left to return', () => {
    const item = (id: number, returnableQuantity: number) =>
      ({ id, returnableQuantity }) as Parameters<typeof returnableItems>[0][number];
    expect(returnableItems([item(1, 0), item(2, 2), item(3, 1)]).map((i) => i.id)).toEqual([2, 3]);
  });
});
