/**
 * Search and category pages at a million products:
 * - Inactive products carry a mark in their search row (`~!~` in the numbers column, text no search
 *   can ask for: searches are made of letters and digits), so a storefront count of a word's hits
 *   reads the search index alone instead of looking up every hit's product row. A trigger keeps the
 *   mark in step with `products.is_active`.
 * - A second, small trigram index of numbers and names only (no descriptions), for the "found by
 *   number, name or brand" tier: a column filter on the big index still reads the doclists of every
 *   column, so a word found only in descriptions cost a millisecond to rule out there.
 * - A change of the shop settings (the seller shown on every page) bumps the catalogue version too.
 * - The storefront's sort indexes (name, price, age) also hold the id and the category, so a large
 *   category's page walks one of them in order and tests the category on the index entry, instead of
 *   sorting every product of its subcategories or reading a product row per step.
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  `CREATE TRIGGER products_active_search_mark AFTER UPDATE OF is_active ON products
   WHEN NEW.is_active IS NOT OLD.is_active
   BEGIN
     UPDATE products_fts
       SET codes = CASE WHEN NEW.is_active = 1 THEN trim(replace(codes, '~!~', ''))
                        ELSE trim(replace(codes, '~!~', '') || ' ~!~') END
       WHERE rowid = NEW.id;
   END`,
  `UPDATE products_fts SET codes = trim(codes || ' ~!~')
   WHERE rowid IN (SELECT id FROM products WHERE is_active = 0)`,
  `CREATE VIRTUAL TABLE product_names USING fts5(codes, names, tokenize = 'trigram', content = '', contentless_delete = 1)`,
  `INSERT INTO product_names (rowid, codes, names)
   SELECT rowid, trim(replace(codes, '~!~', '')), names FROM products_fts ORDER BY rowid`,
  // Rendered pages show the seller (shop settings) and are kept until the catalogue version moves.
  ...['INSERT', 'UPDATE', 'DELETE'].map(
    (event) =>
      `CREATE TRIGGER shop_settings_${event.toLowerCase()}_version AFTER ${event} ON shop_settings
       BEGIN UPDATE catalogue_meta SET value = value + 1 WHERE key = 'version'; END`,
  ),
  `DROP INDEX products_name`,
  `CREATE INDEX products_name ON products(is_active, name, id, category_id)`,
  `DROP INDEX products_price`,
  `CREATE INDEX products_price ON products(is_active, base_price_cents, id, category_id)`,
  `DROP INDEX products_active_created`,
  `CREATE INDEX products_active_created ON products(is_active, created_at, id, category_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete'])
    await sql.raw(`DROP TRIGGER IF EXISTS shop_settings_${event}_version`).execute(db);
  for (const [name, columns] of [
    ['products_name', 'is_active, name'],
    ['products_price', 'is_active, base_price_cents'],
    ['products_active_created', 'is_active, created_at'],
  ]) {
    await sql.raw(`DROP INDEX ${name}`).execute(db);
    await sql.raw(`CREATE INDEX ${name} ON products(${columns})`).execute(db);
  }
  await sql.raw('DROP TABLE IF EXISTS product_names').execute(db);
  await sql.raw('DROP TRIGGER IF EXISTS products_active_search_mark').execute(db);
  await sql.raw(`UPDATE products_fts SET codes = trim(replace(codes, '~!~', ''))`).execute(db);
}
