/**
 * Bank-transfer orders filled in offline (Dexie `orderIntents`): kept on the device, shown as waiting
 * for the connection, and placed only when the shopper confirms the re-priced total online. The
 * intent's id is its Idempotency-Key, so a confirm that reaches the server twice is one order.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { CheckoutBody } from '#api/contract/orders.ts';
import { localDb, type LocalDb, type OrderIntent } from '../../lib/local-db.ts';

export async function saveOrderIntent(
  intent: { body: CheckoutBody; key: string; userId: number | null; total: number; currency: string },
  db: LocalDb = localDb,
): Promise<OrderIntent> {
  const saved: OrderIntent = {
    id: intent.key,
    userId: intent.userId,
    body: { ...intent.body },
    total: intent.total,
    currency: intent.currency,
    createdAt: Date.now(),
  };
  // One waiting order per shopper: a new one replaces what was there.
  await db.transaction('rw', db.orderIntents, async () => {
    await db.orderIntents.filter((other) => other.userId === intent.userId).delete();
    await db.orderIntents.put(saved);
  });
  return saved;
}

export function deleteOrderIntent(id: string, db: LocalDb = localDb): Promise<void> {
  return db.orderIntents.delete(id);
}

export async function orderIntentOf(
  userId: number | null,
  db: LocalDb = localDb,
): Promise<OrderIntent | null> {
  const all = await db.orderIntents.orderBy('createdAt').reverse().toArray();
  return all.find((intent) => intent.userId === userId) ?? null;
}

/** The shopper's waiting order (live); undefined while reading or before the user is known. */
export function useOrderIntent(userId: number | null | undefined): OrderIntent | null | undefined {
  return useLiveQuery(
    async () => (userId === undefined ? undefined : orderIntentOf(userId).catch(() => null)),
    [userId],
  );
}

/**
 * The request that places the intent: today's total and currency; its id is the Idempotency-Key. An
 * intent kept by the previous release holds the old order request (`totalAmount`, `orderReference`),
 * read here into the checkout request.
 */
export function confirmedBody(
  intent: OrderIntent,
  repriced: { total: number; currency: string },
): CheckoutBody {
  const { totalAmount: _total, orderReference: _reference, ...fields } = intent.body;
  return {
    ...(fields as Omit<CheckoutBody, 'paymentMethod'>),
    paymentMethod: 'bank_transfer',
    currency: repriced.currency as CheckoutBody['currency'],
    expectedTotal: repriced.total,
  };
}
