/** What the metrics endpoint reads at each scrape: orders and payments per status, the file sizes. */
import fs from 'node:fs/promises';
import type SQLite from 'better-sqlite3';
import type { Db } from '../client.ts';
import type { OrderStatus, PaymentRecordStatus } from '../schema.ts';

/** Every status a card payment record can have (a new status fails the type check here). */
const PAYMENT_STATUS_NAMES: Record<PaymentRecordStatus, true> = {
  created: true,
  starting: true,
  processing: true,
  approved: true,
  declined: true,
  error: true,
  filtered: true,
  unknown: true,
};
export const PAYMENT_RECORD_STATUSES = Object.keys(PAYMENT_STATUS_NAMES) as PaymentRecordStatus[];

/** How many orders are in each status (statuses without orders are absent); reads the status index. */
export async function countOrdersByStatus(db: Db): Promise<{ status: OrderStatus; count: number }[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}

/** How many card payments are in each status (statuses without payments are absent). */
export async function countPaymentsByStatus(
  db: Db,
): Promise<{ status: PaymentRecordStatus; count: number }[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}

/**
 * The database's size (pages in use times the page size, freelist included) and its write-ahead
 * log's file size; an in-memory database has no log file (0).
 */
export async function databaseSizes(sqlite: SQLite.Database): Promise<{ bytes: number; walBytes: number }> {
  const pageCount = Number(sqlite.pragma('page_count', { simple: true }));
  const pageSize = Number(sqlite.pragma('page_size', { simple: true }));
  let walBytes = 0;
  if (!sqlite.memory && sqlite.name !== '') {
    try {
      walBytes = (await fs.stat(`${sqlite.name}-wal`)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return { bytes: pageCount * pageSize, walBytes };
}
