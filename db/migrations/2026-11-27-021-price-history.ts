/**
 * The shop price's history, for the lowest price of the 30 days before a reduction: every price a
 * product's `base_price_cents` takes is a row of `product_prices` (from when, set by whom), written by
 * triggers on products, so no writer can leave one out. Each product keeps the reduction it announces
 * (`reference_price_cents`, `price_reduced_at`), set when its price changes, so listings read two
 * columns instead of the history. Existing products get one row: their price, from their creation.
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

const SOURCES = `('admin', 'scraper', 'import', 'seed', 'migration')`;
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
const WINDOW_START = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 days')`;

/**
 * The lowest price in effect during the 30 days before now: the one in effect when they began, every
 * later one, and the one being replaced.
 */
const LOWEST_OF_30_DAYS = `(SELECT min(price_cents) FROM (
    SELECT price_cents FROM product_prices WHERE product_id = NEW.id AND valid_from > ${WINDOW_START}
    UNION ALL
    SELECT * FROM (SELECT price_cents FROM product_prices
      WHERE product_id = NEW.id AND valid_from <= ${WINDOW_START} ORDER BY valid_from DESC, id DESC LIMIT 1)
    UNION ALL
    SELECT OLD.base_price_cents))`;

const statements = [
  `CREATE TABLE product_prices (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    valid_from TEXT NOT NULL,
    source TEXT CHECK (source IN ${SOURCES})
  )`,
  `CREATE INDEX product_prices_product ON product_prices(product_id, valid_from)`,
  // Who sets the price names itself here with it (as `currency` names the price's currency).
  `ALTER TABLE products ADD COLUMN price_source TEXT CHECK (price_source IN ${SOURCES})`,
  `ALTER TABLE products ADD COLUMN reference_price_cents INTEGER CHECK (reference_price_cents >= 0)`,
  `ALTER TABLE products ADD COLUMN price_reduced_at TEXT`,
  // The expiry sweep finds the reductions past their 30 days without reading every product.
  `CREATE INDEX products_price_reduced ON products(price_reduced_at) WHERE price_reduced_at IS NOT NULL`,
  `INSERT INTO product_prices (product_id, price_cents, valid_from, source)
   SELECT id, base_price_cents, created_at, 'migration' FROM products`,
  `CREATE TRIGGER products_price_insert AFTER INSERT ON products
   BEGIN
     INSERT INTO product_prices (product_id, price_cents, valid_from, source)
     VALUES (NEW.id, NEW.base_price_cents, NEW.created_at, NEW.price_source);
   END`,
  // A cut below the lowest price of the 30 days before it is a reduction, announced against that
  // lowest price; a smaller cut announces none. A raise to or above the reference ends the reduction;
  // a raise that stays below it keeps it. The history is read before the new price joins it.
  `CREATE TRIGGER products_price_update AFTER UPDATE OF base_price_cents ON products
   WHEN NEW.base_price_cents <> OLD.base_price_cents
   BEGIN
     UPDATE products SET (reference_price_cents, price_reduced_at) = (
       SELECT CASE WHEN NEW.base_price_cents < low THEN low END,
              CASE WHEN NEW.base_price_cents < low THEN ${NOW} END
       FROM (SELECT ${LOWEST_OF_30_DAYS} AS low))
     WHERE id = NEW.id AND NEW.base_price_cents < OLD.base_price_cents;
     UPDATE products SET reference_price_cents = NULL, price_reduced_at = NULL
     WHERE id = NEW.id AND NEW.base_price_cents > OLD.base_price_cents
       AND NEW.base_price_cents >= reference_price_cents;
     INSERT INTO product_prices (product_id, price_cents, valid_from, source)
     VALUES (NEW.id, NEW.base_price_cents, ${NOW}, NEW.price_source);
   END`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TRIGGER IF EXISTS products_price_update').execute(db);
  await sql.raw('DROP TRIGGER IF EXISTS products_price_insert').execute(db);
  await sql.raw('DROP INDEX IF EXISTS products_price_reduced').execute(db);
  for (const column of ['price_reduced_at', 'reference_price_cents', 'price_source'])
    await sql.raw(`ALTER TABLE products DROP COLUMN ${column}`).execute(db);
  await sql.raw('DROP TABLE IF EXISTS product_prices').execute(db);
}
