/**
 * Invoices and their gap-free numbering. The number is taken in the caller's transaction (the one that
 * records the payment or the cancellation): a rolled-back transaction gives its number back, so no
 * number is ever skipped, and SQLite's single writer means no two transactions take the same one.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { InvoicesTable } from '../schema.ts';

/** The next number of `series` in `year` (1, 2, 3, ...), counted in the caller's transaction. */
export async function takeInvoiceSeq(db: Db, series: string, year: number): Promise<number> {
  const row = await db
    .insertInto('invoiceCounters')
    .values({ series, year, lastSeq: 1 })
    .onConflict((oc) =>
      oc.columns(['series', 'year']).doUpdateSet((eb) => ({ lastSeq: eb('lastSeq', '+', 1) })),
    )
    .returning('lastSeq')
    .executeTakeFirstOrThrow();
  return row.lastSeq;
}

export async function insertInvoice(db: Db, invoice: Insertable<InvoicesTable>): Promise<number> {
  const row = await db.insertInto('invoices').values(invoice).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const summaryColumns = ['id', 'orderId', 'kind', 'number', 'issuedAt', 'correctsInvoiceId'] as const;

/** The orders' invoices, oldest first. */
export function listInvoicesOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoices')
    .select(summaryColumns)
    .where('orderId', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export type InvoiceSummaryRow = Awaited<ReturnType<typeof listInvoicesOfOrders>>[number];

export function findInvoiceOfOrder(db: Db, orderId: number, kind: 'invoice' | 'correction') {
  return db
    .selectFrom('invoices')
    .select([...summaryColumns, 'document'])
    .where('orderId', '=', orderId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** One invoice of one order (undefined when the id belongs to another order). */
export function findInvoice(db: Db, orderId: number, invoiceId: number) {
  return db
    .selectFrom('invoices')
    .select([...summaryColumns, 'document'])
    .where('id', '=', invoiceId)
    .where('orderId', '=', orderId)
    .executeTakeFirst();
}

export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;
