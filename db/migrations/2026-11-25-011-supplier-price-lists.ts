/**
 * Supplier price lists: each supplier's remembered CSV column mapping, the uploaded files awaiting
 * apply (with their dry-run report), and the history of every offer price change. Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  // Column references are header names, or 1-based column numbers when the file has no header row.
  // The currency comes either from a column or is fixed for the whole file, never both.
  `CREATE TABLE supplier_import_mappings (
    supplier_id INTEGER PRIMARY KEY REFERENCES suppliers(id) ON DELETE CASCADE,
    delimiter TEXT CHECK (delimiter IN (',', ';', char(9))),
    header_row INTEGER NOT NULL DEFAULT 1 CHECK (header_row BETWEEN 0 AND 100),
    part_number_column TEXT NOT NULL,
    brand_column TEXT NOT NULL,
    price_column TEXT NOT NULL,
    currency_column TEXT,
    currency TEXT CHECK (currency IN ('EUR', 'PLN', 'GBP')),
    stock_column TEXT NOT NULL,
    ean_column TEXT,
    name_column TEXT,
    decimal_separator TEXT CHECK (decimal_separator IN ('.', ',')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK ((currency_column IS NULL) <> (currency IS NULL))
  )`,
  `CREATE TABLE price_list_imports (
    id INTEGER PRIMARY KEY,
    supplier_id INTEGER NOT NULL REFERENCES suppliers(id) ON DELETE CASCADE,
    file_path TEXT,
    file_name TEXT NOT NULL,
    file_bytes INTEGER NOT NULL CHECK (file_bytes >= 0),
    mapping TEXT,
    status TEXT NOT NULL DEFAULT 'needs_mapping'
      CHECK (status IN ('needs_mapping', 'ready', 'malformed', 'applied', 'superseded')),
    summary TEXT,
    result TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    applied_at TEXT,
    applied_by INTEGER REFERENCES users(id) ON DELETE SET NULL
  )`,
  `CREATE INDEX price_list_imports_supplier ON price_list_imports(supplier_id, status)`,
  // old_price_cents is null when the change created the offer.
  `CREATE TABLE price_history (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    supplier_id INTEGER NOT NULL REFERENCES suppliers(id) ON DELETE CASCADE,
    old_price_cents INTEGER CHECK (old_price_cents >= 0),
    new_price_cents INTEGER NOT NULL CHECK (new_price_cents >= 0),
    changed_at TEXT NOT NULL,
    import_id INTEGER REFERENCES price_list_imports(id) ON DELETE SET NULL
  )`,
  `CREATE INDEX price_history_product ON price_history(product_id, changed_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['price_history', 'price_list_imports', 'supplier_import_mappings']) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
