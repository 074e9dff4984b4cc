/** Returns and their lines. Reads for a shopper always take the owner's id. */
import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { ReturnsTable, ReturnStatus } from '../schema.ts';
import { insertReturningId } from './insert-row.ts';

const returnColumns = [
  'returns.id',
  'returns.returnNumber',
  'returns.orderId',
  'orders.orderNumber',
  'returns.userId',
  'returns.status',
  'returns.reason',
  'returns.comment',
  'returns.resolutionNote',
  'returns.createdAt',
] as const;

export function insertReturn(db: Db, row: Insertable<ReturnsTable>): Promise<number> {
  return insertReturningId(db, 'returns', row);
}

export async function insertReturnItems(
  db: Db,
  items: { returnId: number; orderItemId: number; quantity: number }[],
): Promise<void> {
  if (items.length > 0) await db.insertInto('returnItems').values(items).execute();
}

export async function returnNumberExists(db: Db, returnNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('returns')
    .select('id')
    .where('returnNumber', '=', returnNumber)
    .executeTakeFirst();
  return row !== undefined;
}

function selectReturns(db: Db) {
  return db.selectFrom('returns').innerJoin('orders', 'orders.id', 'returns.orderId').select(returnColumns);
}

export function findReturnById(db: Db, returnId: number) {
  return selectReturns(db).where('returns.id', '=', returnId).executeTakeFirst();
}

export type ReturnRow = NonNullable<Awaited<ReturnType<typeof findReturnById>>>;

/** The return an earlier submit with this reference created for the order, if any. */
export function findReturnByReference(db: Db, orderId: number, requestReference: string) {
  return selectReturns(db)
    .where('returns.orderId', '=', orderId)
    .where('returns.requestReference', '=', requestReference)
    .executeTakeFirst();
}

/** A return of the user's (requested by them, or of one of their orders); undefined otherwise. */
export function findReturnOfUser(db: Db, userId: number, returnId: number) {
  return selectReturns(db)
    .where('returns.id', '=', returnId)
    .where((eb) => eb.or([eb('returns.userId', '=', userId), eb('orders.userId', '=', userId)]))
    .executeTakeFirst();
}

/** The user's returns, newest first. */
export function listReturnsOfUser(db: Db, userId: number) {
  return selectReturns(db)
    .where((eb) => eb.or([eb('returns.userId', '=', userId), eb('orders.userId', '=', userId)]))
    .orderBy('returns.createdAt', 'desc')
    .orderBy('returns.id', 'desc')
    .execute();
}

export function listReturnsOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return selectReturns(db).where('returns.orderId', 'in', orderIds).orderBy('returns.id').execute();
}

/** The lines of the given returns with what they return. */
export function listReturnItems(db: Db, returnIds: number[]) {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('returnItems')
    .innerJoin('orderItems', 'orderItems.id', 'returnItems.orderItemId')
    .select([
      'returnItems.returnId',
      'returnItems.orderItemId',
      'returnItems.quantity',
      'orderItems.name',
      'orderItems.nameEn',
      'orderItems.namePl',
      'orderItems.partNumber',
    ])
    .where('returnItems.returnId', 'in', returnIds)
    .orderBy('returnItems.id')
    .execute();
}

/** Per order line, how many are already in returns that were not rejected. */
export async function returnedQuantities(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('returnItems')
    .innerJoin('returns', 'returns.id', 'returnItems.returnId')
    .select(['returnItems.orderItemId'])
    .select((eb) => eb.fn.sum<number>('returnItems.quantity').as('quantity'))
    .where('returns.orderId', 'in', orderIds)
    .where('returns.status', '!=', 'rejected')
    .groupBy('returnItems.orderItemId')
    .execute();
  return new Map(rows.map((r) => [r.orderItemId, Number(r.quantity)]));
}

/** Every return (newest first), or those in one status, for the back office. */
export function listReturnsForAdmin(db: Db, status?: ReturnStatus) {
  let q = selectReturns(db);
  if (status) q = q.where('returns.status', '=', status);
  return q.orderBy('returns.createdAt', 'desc').orderBy('returns.id', 'desc').limit(500).execute();
}

/** Moves a return from `from` to `to` only if it is still in `from`; false when it was not. */
export async function updateReturnStatus(
  db: Db,
  returnId: number,
  from: ReturnStatus,
  to: ReturnStatus,
  resolutionNote: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('returns')
    .set({ status: to, resolutionNote, updatedAt: new Date().toISOString() })
    .where('id', '=', returnId)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
