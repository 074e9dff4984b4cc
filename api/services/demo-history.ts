/**
 * The demo customer's history, so every account screen shows something on a fresh start: four orders
 * in different states (awaiting payment, processing, shipped with a tracking number, delivered a few
 * days ago, so still returnable) and a return requested for the delivered one. Made through the shop's
 * own services (stock, status history and return rules apply), without mails, then dated over the
 * past days. Added once: never when the customer has orders already.
 */
import { sql } from 'kysely';
import type { Db } from '#db/client.ts';
import { findUserById } from '#db/repositories/users.ts';
import { changeOrderStatus } from './admin-orders.ts';
import type { Mailer } from './mail.ts';
import type { OrderMailDeps } from './order-mails.ts';
import { createOrder, listOrdersForUser } from './orders.ts';
import { requestReturn } from './returns.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_MAIL: Mailer = { send: async () => {} };

const ADDRESS = {
  firstName: 'Celina',
  lastName: 'Klient',
  address: 'ul. Marszałkowska 84',
  city: 'Warszawa',
  postalCode: '00-514',
  country: 'PL' as const,
};

/** How the four orders end up, and how many days ago each step happened. */
const HISTORY = [
  { steps: [] as const, placedDaysAgo: 0 },
  { steps: [{ status: 'confirmed', daysAgo: 1 }] as const, placedDaysAgo: 2 },
  {
    steps: [
      { status: 'confirmed', daysAgo: 4 },
      { status: 'shipped', daysAgo: 3 },
    ] as const,
    placedDaysAgo: 5,
  },
  {
    steps: [
      { status: 'confirmed', daysAgo: 11 },
      { status: 'shipped', daysAgo: 10 },
      { status: 'delivered', daysAgo: 8 },
    ] as const,
    placedDaysAgo: 12,
  },
];

/** Adds the history to `userId`'s account; false when it has orders already or the shop has too few products. */
export async function seedDemoCustomerHistory(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user || (await listOrdersForUser(db, userId)).length > 0) return false;
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('isActive', '=', 1)
    .where('stock', '>=', 20)
    .where('basePriceCents', '>', 0)
    .orderBy('id')
    .limit(8)
    .execute();
  if (products.length < 8) return false;
  const deps: OrderMailDeps = { db, mailer: NO_MAIL, publicUrl: 'http://localhost', demoBankDetails: true };
  const at = (daysAgo: number, hour: number) =>
    new Date(now.getTime() - daysAgo * DAY_MS - (12 - hour) * 60 * 60 * 1000).toISOString();

  for (const [index, entry] of HISTORY.entries()) {
    const order = await createOrder(db, {
      lines: [
        { productId: products[index * 2]!.id, quantity: 1 },
        { productId: products[index * 2 + 1]!.id, quantity: index === 3 ? 2 : 1 },
      ],
      currency: 'PLN',
      email: user.email,
      phone: '+48512345678',
      paymentMethod: 'bank_transfer',
      shipping: ADDRESS,
      userId,
      language: 'pl',
    });
    for (const step of entry.steps) {
      await changeOrderStatus(deps, order.id, {
        status: step.status,
        ...(step.status === 'shipped' ? { carrier: 'DPD', trackingNumber: `0000${order.id}2026PL` } : {}),
      });
    }
    // Dated as it happened: placed, then each step (creation dates are otherwise never rewritten).
    const lastDay = entry.steps.at(-1)?.daysAgo ?? entry.placedDaysAgo;
    await sql`UPDATE orders SET created_at = ${at(entry.placedDaysAgo, 9)}, updated_at = ${at(lastDay, 15)}
      WHERE id = ${order.id}`.execute(db);
    await sql`UPDATE order_status_events SET created_at = ${at(entry.placedDaysAgo, 9)}
      WHERE order_id = ${order.id} AND status = 'pending'`.execute(db);
    for (const step of entry.steps)
      await sql`UPDATE order_status_events SET created_at = ${at(step.daysAgo, 14)}
        WHERE order_id = ${order.id} AND status = ${step.status}`.execute(db);
    if (entry.steps.at(-1)?.status === 'delivered') {
      const [item] = order.items;
      await requestReturn(
        deps,
        user,
        {
          orderNumber: order.orderNumber,
          reason: 'wrong_part',
          comment: 'Pasuje do innej wersji silnika.',
          items: [{ orderItemId: item!.id, quantity: 1 }],
        },
        now,
      );
      await sql`UPDATE returns SET created_at = ${at(6, 10)} WHERE order_id = ${order.id}`.execute(db);
    }
  }
  return true;
}
