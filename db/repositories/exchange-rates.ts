/**
 * Exchange-rate reads and writes (units of each currency per 1 EUR, kept as decimal strings). No
 * transactions in here: a caller writing several rows passes its `trx`.
 */
import type { Db } from '../client.ts';
import { compiledOnce } from './compiled.ts';
import { valueCache } from './row-cache.ts';

/** Units of each shop currency per 1 EUR, as decimal strings (the shape api/services/money.ts takes). */
export type RateTable = Record<'EUR' | 'PLN' | 'GBP', string>;

/** The currencies stored in the table; EUR is the base and never stored. */
const STORED_CURRENCIES = ['PLN', 'GBP'] as const;

export interface RateRow {
  currency: string;
  rate: string;
  rateDate: string;
  source: string;
}

const storedRates = compiledOnce((db: Db) =>
  db
    .selectFrom('exchangeRates')
    .select(['currency', 'rate', 'rateDate'])
    .where('currency', 'in', STORED_CURRENCIES),
);

/** The rate table as of the current catalogue version (rate writes bump it): read once per version. */
const rateTables = valueCache<{ rates: Readonly<RateTable>; date: string }>();

/** The rate table for money.ts, dated by the oldest rate in it (that is the date every rate is good for). */
export async function getRateTable(db: Db): Promise<{ rates: Readonly<RateTable>; date: string }> {
  return rateTables.get(db, async () => {
    const rows = await storedRates(db);
    const byCurrency = new Map(rows.map((row) => [row.currency, row]));
    const pln = byCurrency.get('PLN');
    const gbp = byCurrency.get('GBP');
    // The catalogue migration seeds both rows, so a missing one means a broken database, not a cold start.
    if (!pln || !gbp) throw new Error(`Exchange rate missing for ${pln ? 'GBP' : 'PLN'}`);
    // Shared by every request until the version moves: frozen, so no caller can change it.
    return Object.freeze({
      rates: Object.freeze({ EUR: '1', PLN: pln.rate, GBP: gbp.rate }),
      date: pln.rateDate < gbp.rateDate ? pln.rateDate : gbp.rateDate,
    });
  });
}

/** Inserts or replaces each currency's row, stamping `updatedAt` (when the rate was last fetched). */
export async function upsertRates(db: Db, rows: readonly RateRow[], now: Date = new Date()): Promise<void> {
  if (rows.length === 0) return;
  const updatedAt = now.toISOString();
  await db
    .insertInto('exchangeRates')
    .values(rows.map((row) => ({ ...row, updatedAt })))
    .onConflict((oc) =>
      oc.column('currency').doUpdateSet((eb) => ({
        rate: eb.ref('excluded.rate'),
        rateDate: eb.ref('excluded.rateDate'),
        source: eb.ref('excluded.source'),
        updatedAt: eb.ref('excluded.updatedAt'),
      })),
    )
    .execute();
}

/**
 * How fresh the stored rates are, for deciding whether to refresh: the OLDEST `updatedAt` among the
 * stored currencies (one stale row makes the table stale), null when a row is missing, and whether any
 * row is still the migration's built-in snapshot.
 */
export async function getRatesStatus(
  db: Db,
): Promise<{ oldestUpdatedAt: string | null; usesDefault: boolean }> {
  const rows = await db
    .selectFrom('exchangeRates')
    .select(['currency', 'source', 'updatedAt'])
    .where('currency', 'in', STORED_CURRENCIES)
    .execute();
  const usesDefault = rows.some((row) => row.source === 'default');
  if (rows.length < STORED_CURRENCIES.length) return { oldestUpdatedAt: null, usesDefault };
  const oldest = rows.map((row) => row.updatedAt).sort()[0] ?? null;
  return { oldestUpdatedAt: oldest, usesDefault };
}
