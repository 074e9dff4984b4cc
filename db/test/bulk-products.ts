/**
 * Many bare products in one transaction through one prepared statement: catalogues of 100,000 to
 * 1,000,000 parts for the price-list tests and benchmark. No search rows (those tests do not search).
 */
import type { DbHandle } from '../client.ts';
import { normalizeCode } from '../repositories/search-text.ts';

/** The part number of bulk product `i`: `BP-0000042`. */
export const bulkPartNumber = (i: number) => `BP-${String(i).padStart(7, '0')}`;

/** Writes `count` products numbered from 0, product `i` under `brandIds[i % brandIds.length]`; answers their ids. */
export function insertBulkProducts(sqlite: DbHandle['sqlite'], brandIds: number[], count: number): number[] {
  const insert = sqlite.prepare<[string, string, string, number, number]>(
    `INSERT INTO products (name, part_number, part_number_norm, brand_id, base_price_cents)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const ids: number[] = new Array<number>(count);
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const partNumber = bulkPartNumber(i);
      const brandId = brandIds[i % brandIds.length] as number;
      ids[i] = Number(
        insert.run(`Bulk part ${i}`, partNumber, normalizeCode(partNumber), brandId, 1000).lastInsertRowid,
      );
    }
  })();
  return ids;
}

/** Planner statistics after a bulk load, as a shop that ran `ANALYZE` would have them. */
export function analyzeAfterBulkLoad(sqlite: DbHandle['sqlite']): void {
  sqlite.exec('ANALYZE');
}
