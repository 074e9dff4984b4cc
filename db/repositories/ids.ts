/**
 * Ids of products, categories, brands, orders and users are never given again after a delete: old
 * links, wishlists, cached pages and sessions must not lead to another record. SQLite alone would
 * reuse the highest id once its row is gone, so each delete raises a high-water mark (a trigger, in
 * `id_high_water`) and every insert takes its id above both the mark and the highest id in use, in
 * the insert statement itself (no other request can slip in between).
 */
import { type RawBuilder, sql } from 'kysely';

export type IdTable = 'products' | 'categories' | 'brands' | 'orders' | 'users';

/**
 * The id for the `offset`-th row of one insert statement: 1 + offset above the table's highest id
 * ever given. The table name is one of the five literals above, never text from a request.
 */
export function nextId(table: IdTable, offset = 0): RawBuilder<number> {
  return sql<number>`(SELECT max(h.last_id, coalesce((SELECT max(id) FROM ${sql.table(table)}), 0)) + ${sql.lit(
    1 + offset,
  )} FROM id_high_water h WHERE h.name = ${sql.lit(table)})`;
}
