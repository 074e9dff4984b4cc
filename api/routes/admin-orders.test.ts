/**
 * The back office's orders and returns: filters (status, days, number or e-mail), an order with its
 * payment events and staff notes, shipping with carrier and tracking number (mailed, shown when
 * tracking), and return decisions along their table with the customer mailed.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct } from '#db/test/factories.ts';
import { registerTestAdmin, registerTestUser } from '../test/auth-helpers.ts';
import { placeGuestOrder } from '../test/orders.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let product = 0;
let admin = '';

beforeAll(async () => {
  t = await createTestApp();
  product = await insertTestProduct(t.db, { basePriceCents: 1500, stock: 500 });
  admin = (await registerTestAdmin(t.app, t.db)).cookie;
});
afterAll(async () => t.close());

const placeOrder = (email: string) => placeGuestOrder(t.app, email, [{ productId: product, quantity: 2 }]);

const asAdmin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

describe('admin orders', () => {
  it('lists orders newest first with filters on status, days and number or e-mail', async () => {
    const first = await placeOrder('filter-one@example.com');
    const second = await placeOrder('filter-two@example.com');
    await sql`UPDATE orders SET created_at = '2026-01-10T12:00:00.000Z' WHERE id = ${first.id}`.execute(t.db);
    await asAdmin('PATCH', `/api/admin/orders/${second.id}/status`, { status: 'confirmed' });

    const all = (await asAdmin('GET', '/api/admin/orders?limit=200')).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    const numbers = all.orders.map((o: { orderNumber: string }) => o.orderNumber);
    expect(numbers.indexOf(second.orderNumber)).toBeLessThan(numbers.indexOf(first.orderNumber));

    const confirmed = (await asAdmin('GET', '/api/admin/orders?status=confirmed')).json();
    expect(confirmed.orders.map((o: { id: number }) => o.id)).toContain(second.id);
    expect(confirmed.orders.map((o: { id: number }) => o.id)).not.toContain(first.id);

    const january = (await asAdmin('GET', '/api/admin/orders?from=2026-01-10&to=2026-01-10')).json();
    expect(january.orders.map((o: { id: number }) => o.id)).toEqual([first.id]);
    expect(january.total).toBe(1);

    const byMail = (await asAdmin('GET', '/api/admin/orders?search=FILTER-ONE@')).json();
    expect(byMail.orders.map((o: { id: number }) => o.id)).toEqual([first.id]);
    const byNumber = (
      await asAdmin('GET', `/api/admin/orders?search=${second.orderNumber.toLowerCase()}`)
    ).json();
    expect(byNumber.orders.map((o: { id: number }) => o.id)).toEqual([second.id]);
    const wildcard = (await asAdmin('GET', '/api/admin/orders?search=%25')).json();
    expect(wildcard.total).toBe(0);

    expect((await asAdmin('GET', '/api/admin/orders?from=2026-02-31')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const customer = await registerTestUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { cookie: customer.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/returns' })).statusCode).toBe(401);
  });

  it('shows an order with its payment events, staff notes and next statuses', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      payload: {
        currency: 'EUR',
        orderReference: 'admin-card-0001',
        customerEmail: 'card@example.com',
        phone: '+48 600 100 200',
        shippingAddress: {
          firstName: 'Ola',
          lastName: 'Mazur',
          street: 'ul. Lipowa 3',
          city: 'Gdańsk',
          postalCode: '80-001',
          country: 'PL',
        },
        lines: [{ productId: product, quantity: 1 }],
      },
    });
    const { paymentUrl, orderNumber } = started.json();
    const decided = await t.app.inject({
      method: 'POST',
      url: new URL(paymentUrl).pathname,
      payload: 'decision=approved',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const back = new URL(decided.headers.location as string);
    await t.app.inject({ method: 'GET', url: back.pathname + back.search });
    const { id } = await t.db
      .selectFrom('orders')
      .select('id')
      .where('orderNumber', '=', orderNumber)
      .executeTakeFirstOrThrow();

    const detail = (await asAdmin('GET', `/api/admin/orders/${id}`)).json();
    expect(detail.order).toMatchObject({ orderNumber, status: 'confirmed', paymentStatus: 'approved' });
    expect(detail.payment.provider).toBe('sandbox');
    expect(detail.payment.status).toBe('approved');
    expect(detail.payment.events.map((e: { source: string }) => e.source)).toEqual(
      expect.arrayContaining(['callback', 'redirect', 'status']),
    );
    expect(detail.notes.map((n: { note: string | null }) => n.note)).toContain('card payment approved');
    expect(detail.nextStatuses).toEqual(['shipped', 'cancelled']);
    expect((await asAdmin('GET', '/api/admin/orders/999999')).statusCode).toBe(404);
  });

  it('ships with a carrier and tracking number: mailed, and shown when the customer tracks', async () => {
    const email = 'shipped@example.com';
    const order = await placeOrder(email);
    await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'confirmed' });
    const missing = await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'shipped' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'shipment_required' });
    const shipped = await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, {
      status: 'shipped',
      carrier: 'InPost',
      trackingNumber: '620012345678',
      note: 'Two boxes',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      carrier: 'InPost',
      trackingNumber: '620012345678',
    });
    const mail = await t.db
      .selectFrom('mailOutbox')
      .select(['subject', 'text'])
      .where('toAddress', '=', email)
      .where('kind', '=', 'order-shipped')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Order ${order.orderNumber} is on its way`);
    expect(mail.text).toContain('Tracking number: 620012345678');
    expect(mail.text).toContain('Carrier: InPost');
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { orderNumber: order.orderNumber, email },
    });
    expect(tracked.json()).toMatchObject({ carrier: 'InPost', trackingNumber: '620012345678' });
  });
});

describe('admin returns', () => {
  it('decides returns along their table and mails the customer with the note', async () => {
    const email = 'return-decision@example.com';
    const order = await placeOrder(email);
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const payload = status === 'shipped' ? { status, carrier: 'DPD', trackingNumber: '1' } : { status };
      expect((await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, payload)).statusCode).toBe(200);
    }
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/returns',
      payload: {
        orderNumber: order.orderNumber,
        email,
        reason: 'wrong_part',
        items: [{ orderItemId: order.items[0]?.id, quantity: 1 }],
      },
    });
    const rma = requested.json();
    const open = (await asAdmin('GET', '/api/admin/returns?status=requested')).json();
    expect(open.map((r: { id: number }) => r.id)).toContain(rma.id);

    const skip = await asAdmin('PATCH', `/api/admin/returns/${rma.id}`, { status: 'refunded' });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().message).toBe('A return cannot go from requested to refunded.');

    const approved = await asAdmin('PATCH', `/api/admin/returns/${rma.id}`, {
      status: 'approved',
      note: 'Please use the DPD label we sent.',
    });
    expect(approved.json()).toMatchObject({
      status: 'approved',
      resolutionNote: 'Please use the DPD label we sent.',
    });
    expect((await asAdmin('PATCH', `/api/admin/returns/${rma.id}`, { status: 'received' })).statusCode).toBe(
      200,
    );
    const refunded = await asAdmin('PATCH', `/api/admin/returns/${rma.id}`, {
      status: 'refunded',
      note: 'Credit note FK/2026/11/042',
    });
    expect(refunded.json().status).toBe('refunded');
    const mails = await t.db
      .selectFrom('mailOutbox')
      .select(['kind', 'text'])
      .where('toAddress', '=', email)
      .where('kind', 'like', 'return-%')
      .orderBy('id')
      .execute();
    expect(mails.map((m) => m.kind)).toEqual(['return-requested', 'return-approved', 'return-refunded']);
    expect(mails[1]?.text).toContain('Please use the DPD label we sent.');
    expect(mails[2]?.text).toContain('Credit note FK/2026/11/042');
    // The customer sees the decision in the order.
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { orderNumber: order.orderNumber, email },
    });
    expect(tracked.json().returns[0]).toMatchObject({
      status: 'refunded',
      resolutionNote: 'Credit note FK/2026/11/042',
    });
  });
});
