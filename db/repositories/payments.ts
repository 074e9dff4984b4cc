/**
 * Card payments, their events (every redirect, callback and status answer) and the sandbox gateway's
 * own orders. No transactions in here: the payment service opens them.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../client.ts';
import type { PaymentEventsTable, PaymentsTable, SandboxGatewayOrdersTable } from '../schema.ts';
import { insertReturningId } from './insert-row.ts';

const paymentColumns = [
  'id',
  'orderId',
  'provider',
  'gatewayOrderId',
  'status',
  'amountCents',
  'currency',
  'paymentUrl',
  'checkedAt',
  'createdAt',
  'updatedAt',
] as const;

export function insertPayment(db: Db, payment: Insertable<PaymentsTable>): Promise<number> {
  return insertReturningId(db, 'payments', payment);
}

export function findPaymentOfOrder(db: Db, orderId: number) {
  return db.selectFrom('payments').select(paymentColumns).where('orderId', '=', orderId).executeTakeFirst();
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentOfOrder>>>;

export async function updatePayment(
  db: Db,
  paymentId: number,
  patch: Omit<Updateable<PaymentsTable>, 'id' | 'orderId'>,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ ...patch, updatedAt: new Date().toISOString() })
    .where('id', '=', paymentId)
    .execute();
}

/**
 * Records an event; with a `dedupeKey` already recorded nothing is written and false is answered (a
 * replayed callback).
 */
export async function insertPaymentEvent(db: Db, event: Insertable<PaymentEventsTable>): Promise<boolean> {
  const result = await db
    .insertInto('paymentEvents')
    .values(event)
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function paymentEventExists(db: Db, dedupeKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('paymentEvents')
    .select('id')
    .where('dedupeKey', '=', dedupeKey)
    .executeTakeFirst();
  return row !== undefined;
}

export function listPaymentEvents(db: Db, paymentId: number) {
  return db
    .selectFrom('paymentEvents')
    .select(['id', 'source', 'status', 'type', 'gatewayOrderId', 'detail', 'createdAt'])
    .where('paymentId', '=', paymentId)
    .orderBy('id')
    .execute();
}

// ---- The sandbox gateway's side --------------------------------------------------------------------

const gatewayColumns = [
  'gatewayOrderId',
  'clientOrderId',
  'endpointId',
  'amountCents',
  'currency',
  'email',
  'redirectUrl',
  'callbackUrl',
  'status',
  'createdAt',
] as const;

export async function insertSandboxGatewayOrder(
  db: Db,
  order: Insertable<SandboxGatewayOrdersTable>,
): Promise<void> {
  await db.insertInto('sandboxGatewayOrders').values(order).execute();
}

export function findSandboxGatewayOrder(db: Db, gatewayOrderId: string) {
  return db
    .selectFrom('sandboxGatewayOrders')
    .select(gatewayColumns)
    .where('gatewayOrderId', '=', gatewayOrderId)
    .executeTakeFirst();
}

export async function updateSandboxGatewayOrder(
  db: Db,
  gatewayOrderId: string,
  patch: Omit<Updateable<SandboxGatewayOrdersTable>, 'gatewayOrderId'>,
): Promise<void> {
  await db
    .updateTable('sandboxGatewayOrders')
    .set(patch)
    .where('gatewayOrderId', '=', gatewayOrderId)
    .execute();
}
