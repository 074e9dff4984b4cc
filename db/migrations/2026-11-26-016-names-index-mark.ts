/**
 * The small index of numbers and names carries the inactive mark too (`~!~` in its numbers column,
 * as in the full index), so a capped count of a broad word can be read on it alone: its doclists
 * hold no descriptions, and counting ten thousand hits there costs about half as much. The mark's
 * trigger now rewrites the product's row in both indexes. Only inactive products' rows change here.
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

/** Rewrites the names-index row of the products `where` selects from their full-index row. */
const copyNamesRows = (where: string) => [
  `DELETE FROM product_names WHERE rowid IN (${where})`,
  `INSERT INTO product_names (rowid, codes, names)
   SELECT rowid, codes, names FROM products_fts WHERE rowid IN (${where})`,
];

const markTrigger = (withNames: boolean) => `
  CREATE TRIGGER products_active_search_mark AFTER UPDATE OF is_active ON products
  WHEN NEW.is_active IS NOT OLD.is_active
  BEGIN
    UPDATE products_fts
      SET codes = CASE WHEN NEW.is_active = 1 THEN trim(replace(codes, '~!~', ''))
                       ELSE trim(replace(codes, '~!~', '') || ' ~!~') END
      WHERE rowid = NEW.id;
    ${withNames ? copyNamesRows('NEW.id').join(';\n') + ';' : ''}
  END`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TRIGGER products_active_search_mark').execute(db);
  await sql.raw(markTrigger(true)).execute(db);
  for (const statement of copyNamesRows('SELECT id FROM products WHERE is_active = 0'))
    await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TRIGGER products_active_search_mark').execute(db);
  await sql.raw(markTrigger(false)).execute(db);
  const inactive = 'SELECT id FROM products WHERE is_active = 0';
  await sql.raw(`DELETE FROM product_names WHERE rowid IN (${inactive})`).execute(db);
  await sql
    .raw(
      `INSERT INTO product_names (rowid, codes, names)
       SELECT rowid, trim(replace(codes, '~!~', '')), names FROM products_fts WHERE rowid IN (${inactive})`,
    )
    .execute(db);
}
