/** The Orders tab's rules: filters from the URL, offset paging, the status-change form, return steps. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#api/contract/orders.ts';
import { createTranslator, loadAdminMessages } from '../../lib/i18n.ts';
import {
  clearOrderFilters,
  customerName,
  formatAdminDateTime,
  hasOrderFilters,
  isCalendarDay,
  mergeOrderPages,
  nextOrdersOffset,
  parseAdminOrdersFilters,
  returnActions,
  toOrderListQuery,
  toStatusChangeBody,
  validateReturnNote,
  validateStatusChange,
  withFilter,
  type StatusChangeValues,
} from './admin-orders.ts';

const en = createTranslator('en');
const pl = createTranslator('pl');

const order = (id: number) => ({ id }) as Order;

// The back office's messages load with its routes; here, before the tests.
beforeAll(() => loadAdminMessages());

describe('filters', () => {
  it('keeps only valid values from the URL', () => {
    expect(
      parseAdminOrdersFilters({
        view: 'returns',
        status: 'shipped',
        from: '2026-01-10',
        to: '2026-02-31',
        search: '  pp-7Q2M  ',
        returnStatus: 'approved',
      }),
    ).toEqual({
      view: 'returns',
      status: 'shipped',
      from: '2026-01-10',
      search: 'pp-7Q2M',
      returnStatus: 'approved',
    });
    expect(parseAdminOrdersFilters({ view: 'x', status: 'lost', search: '   ', returnStatus: 1 })).toEqual(
      {},
    );
  });

  it('knows a calendar day', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });

  it('makes the API query without blanks and without the view or returns filter', () => {
    expect(toOrderListQuery({ view: 'returns', returnStatus: 'requested' })).toEqual({});
    expect(toOrderListQuery({ status: 'pending', search: ' a@b.c ', from: '2026-01-01', to: 'bad' })).toEqual(
      {
        status: 'pending',
        search: 'a@b.c',
        from: '2026-01-01',
      },
    );
    expect(toOrderListQuery({ search: 'x'.repeat(150) }).search).toHaveLength(100);
  });

  it('sets, removes and clears filters', () => {
    const filters = withFilter({ view: 'returns' }, 'status', 'confirmed');
    expect(filters).toEqual({ view: 'returns', status: 'confirmed' });
    expect(hasOrderFilters(filters)).toBe(true);
    expect(withFilter(filters, 'status', '')).toEqual({ view: 'returns' });
    expect(clearOrderFilters({ ...filters, search: 'x', returnStatus: 'received' })).toEqual({
      view: 'returns',
      returnStatus: 'received',
    });
    expect(hasOrderFilters({ view: 'orders' })).toBe(false);
  });
});

describe('paging', () => {
  it('asks for the next offset until the total is loaded', () => {
    const first = { orders: [order(1), order(2)], total: 3 };
    expect(nextOrdersOffset([first])).toBe(2);
    expect(nextOrdersOffset([first, { orders: [order(3)], total: 3 }])).toBeUndefined();
    // An empty page ends paging even if the count says more (rows deleted meanwhile).
    expect(nextOrdersOffset([first, { orders: [], total: 3 }])).toBeUndefined();
    expect(nextOrdersOffset([])).toBeUndefined();
  });

  it('keeps each order once when a new order shifted the pages', () => {
    const merged = mergeOrderPages([
      { orders: [order(5), order(4)], total: 4 },
      { orders: [order(4), order(3)], total: 5 },
    ]);
    expect(merged.orders.map((o) => o.id)).toEqual([5, 4, 3]);
    expect(merged.total).toBe(5);
  });
});

describe('status change', () => {
  const values = (overrides: Partial<StatusChangeValues>): StatusChangeValues => ({
    status: '',
    note: '',
    carrier: '',
    carrierOther: '',
    trackingNumber: '',
    ...overrides,
  });
  const problemText = (v: StatusChangeValues, t = en) => {
    const problem = validateStatusChange(v, ['shipped', 'cancelled']);
    return problem
      ? { field: problem.field, text: t(problem.message, problem.vars as { count: number }) }
      : null;
  };

  it('needs one of the allowed statuses', () => {
    expect(problemText(values({}))).toEqual({ field: 'status', text: 'Please choose the new status.' });
    expect(problemText(values({ status: 'delivered' }))?.field).toBe('status');
    expect(problemText(values({ status: 'cancelled' }))).toBeNull();
  });

  it('needs a carrier and a tracking number to ship', () => {
    expect(problemText(values({ status: 'shipped' }))).toEqual({
      field: 'carrier',
      text: 'Please enter the carrier of the shipment.',
    });
    expect(problemText(values({ status: 'shipped', carrier: 'other', carrierOther: ' ' }))?.field).toBe(
      'carrierOther',
    );
    expect(problemText(values({ status: 'shipped', carrier: 'DPD' }), pl)).toEqual({
      field: 'trackingNumber',
      text: 'Podaj numer przesyłki.',
    });
    expect(problemText(values({ status: 'shipped', carrier: 'DPD', trackingNumber: '1' }))).toBeNull();
  });

  it('limits the lengths with translated plural messages', () => {
    expect(problemText(values({ status: 'cancelled', note: 'x'.repeat(501) }))).toEqual({
      field: 'note',
      text: 'This can be at most 500 characters long.',
    });
    expect(
      problemText(
        values({ status: 'shipped', carrier: 'other', carrierOther: 'x'.repeat(61), trackingNumber: '1' }),
        pl,
      ),
    ).toEqual({ field: 'carrierOther', text: 'Maksymalna długość to 60 znaków.' });
  });

  it('sends carrier and tracking only when shipping, and no blank note', () => {
    expect(
      toStatusChangeBody(
        values({ status: 'shipped', carrier: 'other', carrierOther: ' Raben ', trackingNumber: ' 42 ' }),
      ),
    ).toEqual({ status: 'shipped', carrier: 'Raben', trackingNumber: '42' });
    expect(
      toStatusChangeBody(values({ status: 'cancelled', carrier: 'DPD', note: ' Out of stock ' })),
    ).toEqual({
      status: 'cancelled',
      note: 'Out of stock',
    });
  });
});

describe('return steps', () => {
  it('follow the server table', () => {
    expect(returnActions('requested').map((a) => a.to)).toEqual(['approved', 'rejected']);
    expect(returnActions('approved').map((a) => a.to)).toEqual(['received']);
    expect(returnActions('received').map((a) => a.to)).toEqual(['refunded']);
    expect(returnActions('rejected')).toEqual([]);
    expect(returnActions('refunded')).toEqual([]);
    expect(returnActions('lost')).toEqual([]);
    // The server mails the customer on these, not on receipt.
    expect(returnActions('requested').every((a) => a.mailsCustomer)).toBe(true);
    expect(returnActions('approved')[0]?.mailsCustomer).toBe(false);
  });

  it('need a reason to reject', () => {
    const [approve, reject] = returnActions('requested');
    if (!approve || !reject) throw new Error('missing actions');
    expect(validateReturnNote(approve, '')).toBeNull();
    const problem = validateReturnNote(reject, '  ');
    expect(problem && en(problem.message as 'adminReturns.note.required')).toBe(
      'Please give the reason for the rejection.',
    );
    expect(validateReturnNote(reject, 'Not bought here')).toBeNull();
    expect(validateReturnNote(approve, 'x'.repeat(1001))?.field).toBe('note');
  });
});

describe('texts', () => {
  it('count orders and returns in Polish plurals', () => {
    expect(pl('adminOrders.count', { count: 1 })).toBe('1 zamówienie');
    expect(pl('adminOrders.count', { count: 3 })).toBe('3 zamówienia');
    expect(pl('adminOrders.count', { count: 12 })).toBe('12 zamówień');
    expect(pl('adminReturns.count', { count: 22 })).toBe('22 zwroty');
    expect(en('adminOrders.count', { count: 1 })).toBe('1 order');
  });

  it('names the customer and formats the time', () => {
    const billingAddress = { firstName: 'Ola', lastName: 'Mazur' } as Order['billingAddress'];
    expect(customerName({ billingAddress, company: null })).toBe('Ola Mazur');
    expect(customerName({ billingAddress, company: 'Auto Sp. z o.o.' })).toBe('Ola Mazur (Auto Sp. z o.o.)');
    expect(formatAdminDateTime('2026-03-03T14:05:00.000Z', 'en', 'UTC')).toBe('3 Mar 2026, 14:05');
    expect(formatAdminDateTime('nonsense', 'pl')).toBe('');
  });
});
