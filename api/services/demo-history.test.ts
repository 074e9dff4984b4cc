/** The demo customer's history: four orders along the way and a return, seen through the account's API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct } from '#db/test/factories.ts';
import { registerTestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoCustomerHistory } from './demo-history.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 8; i++) await insertTestProduct(t.db, { stock: 50, basePriceCents: 1000 + i * 100 });
});
afterAll(async () => t.close());

describe('seedDemoCustomerHistory', () => {
  it('gives the account orders in four states, one shipped with tracking, and a return; once', async () => {
    const user = await registerTestUser(t.app);
    expect(await seedDemoCustomerHistory(t.db, user.id)).toBe(true);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

    const orders = (await get('/api/orders')).json() as {
      id: number;
      status: string;
      trackingNumber: string | null;
      createdAt: string;
    }[];
    expect(orders.map((o) => o.status).sort()).toEqual(['confirmed', 'delivered', 'pending', 'shipped']);
    const shipped = orders.filter((o) => o.status === 'shipped' || o.status === 'delivered');
    for (const order of shipped) expect(order.trackingNumber).toMatch(/^\d+2026PL$/);
    // Dated over the past days, the newest the pending one.
    const dates = orders.map((o) => Date.parse(o.createdAt));
    expect(new Set(dates).size).toBe(4);
    expect(Math.max(...dates)).toBe(Date.parse(orders.find((o) => o.status === 'pending')!.createdAt));

    const returns = (await get('/api/returns')).json() as { orderId: number; status: string }[];
    expect(returns).toHaveLength(1);
    expect(returns[0]).toMatchObject({
      orderId: orders.find((o) => o.status === 'delivered')!.id,
      status: 'requested',
    });
    // The delivered order can still be returned (the rest of it): within its window.
    const delivered = (await get(`/api/orders/${returns[0]!.orderId}`)).json() as {
      items: { returnableQuantity: number }[];
    };
    expect(delivered.items.some((item) => item.returnableQuantity > 0)).toBe(true);

    expect(await seedDemoCustomerHistory(t.db, user.id)).toBe(false);
    expect(((await get('/api/orders')).json() as unknown[]).length).toBe(4);
  });
});
