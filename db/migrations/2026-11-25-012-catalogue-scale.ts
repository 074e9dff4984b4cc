/**
 * A catalogue of millions of articles: the search index gets a column of its own for names (name hits
 * rank above description hits) and stores no column sizes (no bm25 is computed); part numbers get a
 * suffix index for inner-digit searches; each product keeps its
 * lowest active offer price (kept by triggers, so lists need no subquery per row); every catalogue
 * write bumps one version number, which public catalogue answers are cached and validated against.
 * The index is emptied here and rebuilt at the next start, where the folding code lives. Frozen once
 * landed.
 */
import { type Kysely, sql } from 'kysely';

/** Tables whose rows show in catalogue answers; any change to them bumps the catalogue version. */
const VERSIONED_TABLES = [
  'products',
  'offers',
  'suppliers',
  'categories',
  'brands',
  'exchange_rates',
  'product_fitments',
  'vehicles',
  'vehicle_models',
  'vehicle_makes',
  'vehicle_type_codes',
];

const lowestOfferOf = (productId: string) =>
  `(SELECT min(price_cents) FROM offers WHERE product_id = ${productId} AND is_active = 1)`;

const statements = [
  `DROP TABLE products_fts`,
  `CREATE VIRTUAL TABLE products_fts USING fts5(codes, names, body, tokenize = 'trigram', columnsize = 0)`,
  // Part numbers found from any inner run of 6+ characters: every suffix of each normalised number is
  // a token, so "contains 986494" is the prefix query 986494* over a sorted term list and reads only
  // the matching products, where trigrams of digits (1,000 of them) have doclists of every product.
  `CREATE VIRTUAL TABLE product_codes USING fts5(suffixes, tokenize = 'ascii', detail = 'none', content = '', contentless_delete = 1)`,
  `CREATE TABLE catalogue_meta (
    key TEXT PRIMARY KEY,
    value INTEGER NOT NULL
  ) WITHOUT ROWID`,
  `INSERT INTO catalogue_meta (key, value) VALUES ('version', 1), ('search_index_stale', 1)`,
  ...VERSIONED_TABLES.flatMap((table) =>
    ['INSERT', 'UPDATE', 'DELETE'].map(
      (event) =>
        `CREATE TRIGGER ${table}_${event.toLowerCase()}_version AFTER ${event} ON ${table}
         BEGIN UPDATE catalogue_meta SET value = value + 1 WHERE key = 'version'; END`,
    ),
  ),
  `ALTER TABLE products ADD COLUMN lowest_offer_cents INTEGER`,
  `UPDATE products SET lowest_offer_cents = ${lowestOfferOf('products.id')}`,
  `CREATE TRIGGER offers_insert_lowest AFTER INSERT ON offers
   BEGIN UPDATE products SET lowest_offer_cents = ${lowestOfferOf('NEW.product_id')} WHERE id = NEW.product_id; END`,
  `CREATE TRIGGER offers_update_lowest AFTER UPDATE OF price_cents, is_active, product_id ON offers
   BEGIN
     UPDATE products SET lowest_offer_cents = ${lowestOfferOf('NEW.product_id')} WHERE id = NEW.product_id;
     UPDATE products SET lowest_offer_cents = ${lowestOfferOf('OLD.product_id')}
       WHERE id = OLD.product_id AND OLD.product_id <> NEW.product_id;
   END`,
  `CREATE TRIGGER offers_delete_lowest AFTER DELETE ON offers
   BEGIN UPDATE products SET lowest_offer_cents = ${lowestOfferOf('OLD.product_id')} WHERE id = OLD.product_id; END`,
  // Storefront listings filter on is_active and order by name, price or age: an index per order.
  // A category's or brand's page is read in name order straight from its index, and its ids sorted
  // by price without touching the (wide) product rows.
  `CREATE INDEX products_active_created ON products(is_active, created_at)`,
  `DROP INDEX products_category`,
  `CREATE INDEX products_category ON products(category_id, is_active, name, base_price_cents)`,
  `DROP INDEX products_brand`,
  `CREATE INDEX products_brand ON products(brand_id, is_active, name, base_price_cents)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['offers_insert_lowest', 'offers_update_lowest', 'offers_delete_lowest'])
    await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  for (const table of VERSIONED_TABLES)
    for (const event of ['insert', 'update', 'delete'])
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${event}_version`).execute(db);
  await sql.raw('DROP INDEX IF EXISTS products_active_created').execute(db);
  await sql.raw('DROP INDEX IF EXISTS products_category').execute(db);
  await sql.raw('CREATE INDEX products_category ON products(category_id, is_active)').execute(db);
  await sql.raw('DROP INDEX IF EXISTS products_brand').execute(db);
  await sql.raw('CREATE INDEX products_brand ON products(brand_id, is_active)').execute(db);
  await sql.raw('ALTER TABLE products DROP COLUMN lowest_offer_cents').execute(db);
  await sql.raw('DROP TABLE IF EXISTS catalogue_meta').execute(db);
  await sql.raw('DROP TABLE IF EXISTS product_codes').execute(db);
  await sql.raw('DROP TABLE IF EXISTS products_fts').execute(db);
  await sql
    .raw(`CREATE VIRTUAL TABLE products_fts USING fts5(codes, body, tokenize = 'trigram')`)
    .execute(db);
}
