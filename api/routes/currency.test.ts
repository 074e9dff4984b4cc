import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertRates } from '#db/repositories/exchange-rates.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/currency/rates', () => {
  it('returns the stored EUR-based snapshot', async () => {
    const res = await t.app.inject('/api/currency/rates');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      base: 'EUR',
      rates: { EUR: '1', PLN: '4.2385', GBP: '0.8791' },
      date: '2026-11-20',
    });
  });
});

describe('GET /api/currency/convert', () => {
  const convert = async (query: string) => {
    const res = await t.app.inject(`/api/currency/convert?${query}`);
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  it('converts EUR to PLN with the stored rate, rounding once', async () => {
    const { status, body } = await convert('amount=49.99&from=EUR&to=PLN');
    expect(status).toBe(200);
    expect(body).toEqual({
      amount: 49.99,
      from: 'EUR',
      to: 'PLN',
      converted: 211.88,
      rate: '4.2385',
      rateDate: '2026-11-20',
    });
  });

  it('converts between two non-EUR currencies through EUR', async () => {
    // 100 PLN * 0.8791 / 4.2385 = 20.7408... GBP
    expect((await convert('amount=100&from=PLN&to=GBP')).body).toMatchObject({
      converted: 20.74,
      rate: '0.207408',
    });
    expect((await convert('amount=20.74&from=GBP&to=GBP')).body).toMatchObject({
      converted: 20.74,
      rate: '1',
    });
  });

  it('uses rates as soon as they are stored', async () => {
    await upsertRates(t.db, [{ currency: 'PLN', rate: '4.5', rateDate: '2026-11-21', source: 'ecb' }]);
    expect((await convert('amount=10&from=EUR&to=PLN')).body).toMatchObject({ converted: 45 });
    await upsertRates(t.db, [{ currency: 'PLN', rate: '4.2385', rateDate: '2026-11-20', source: 'default' }]);
  });

  it.each([
    'amount=1&from=EUR&to=USD',
    'amount=-1&from=EUR&to=PLN',
    'amount=x&from=EUR&to=PLN',
    'from=EUR&to=PLN',
    'amount=1.001&from=EUR&to=PLN',
    'amount=Infinity&from=EUR&to=PLN',
  ])('answers a JSON 400 for %s', async (query) => {
    const { status, body } = await convert(query);
    expect(status).toBe(400);
    expect(typeof body.message).toBe('string');
    expect(typeof body.error).toBe('string');
  });
});
