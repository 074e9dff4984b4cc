/**
 * Initial catalogue schema: categories, brands, suppliers, products (+ FTS5 search index), offers,
 * vehicles and fitments, exchange rates with a default snapshot. Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  `CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (length(slug) BETWEEN 1 AND 100),
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    name_en TEXT,
    name_pl TEXT,
    description TEXT,
    parent_id INTEGER REFERENCES categories(id) ON DELETE RESTRICT,
    level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
    sort_order INTEGER NOT NULL DEFAULT 0,
    is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
    path TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK ((level = 1 AND parent_id IS NULL) OR (level > 1 AND parent_id IS NOT NULL))
  )`,
  `CREATE INDEX categories_parent ON categories(parent_id, sort_order)`,
  `CREATE TABLE brands (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (length(name) BETWEEN 1 AND 100),
    website TEXT,
    is_oem INTEGER NOT NULL DEFAULT 0 CHECK (is_oem IN (0, 1)),
    logo TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`,
  `CREATE TABLE suppliers (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    country TEXT NOT NULL,
    is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1))
  )`,
  `CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_en TEXT,
    name_pl TEXT,
    description TEXT,
    description_en TEXT,
    description_pl TEXT,
    part_number TEXT NOT NULL,
    part_number_norm TEXT NOT NULL,
    manufacturer_number TEXT,
    manufacturer_number_norm TEXT,
    ean_number TEXT,
    brand_id INTEGER REFERENCES brands(id) ON DELETE SET NULL,
    category_id INTEGER REFERENCES categories(id) ON DELETE SET NULL,
    base_price_cents INTEGER NOT NULL CHECK (base_price_cents >= 0),
    currency TEXT NOT NULL DEFAULT 'EUR' CHECK (currency IN ('EUR', 'PLN', 'GBP')),
    weight_grams INTEGER CHECK (weight_grams >= 0),
    dimensions TEXT,
    images TEXT NOT NULL DEFAULT '[]',
    specifications TEXT,
    applicability TEXT,
    manufacturer_info TEXT,
    stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
    is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`,
  `CREATE INDEX products_category ON products(category_id, is_active)`,
  `CREATE INDEX products_brand ON products(brand_id, is_active)`,
  `CREATE INDEX products_price ON products(is_active, base_price_cents)`,
  `CREATE INDEX products_name ON products(is_active, name)`,
  `CREATE INDEX products_created ON products(created_at)`,
  `CREATE INDEX products_part_number_norm ON products(part_number_norm)`,
  `CREATE INDEX products_manufacturer_number_norm ON products(manufacturer_number_norm)`,
  `CREATE INDEX products_ean ON products(ean_number)`,
  `CREATE TABLE offers (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    supplier_id INTEGER NOT NULL REFERENCES suppliers(id) ON DELETE RESTRICT,
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
    delivery_days INTEGER NOT NULL DEFAULT 2 CHECK (delivery_days >= 0),
    is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
    UNIQUE (product_id, supplier_id)
  )`,
  `CREATE INDEX offers_product ON offers(product_id, is_active, price_cents)`,
  `CREATE TABLE vehicle_makes (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    slug TEXT NOT NULL UNIQUE
  )`,
  `CREATE TABLE vehicle_models (
    id INTEGER PRIMARY KEY,
    make_id INTEGER NOT NULL REFERENCES vehicle_makes(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    year_from INTEGER NOT NULL,
    year_to INTEGER,
    UNIQUE (make_id, name)
  )`,
  `CREATE TABLE vehicles (
    id INTEGER PRIMARY KEY,
    model_id INTEGER NOT NULL REFERENCES vehicle_models(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    fuel TEXT NOT NULL CHECK (fuel IN ('petrol', 'diesel', 'hybrid', 'electric', 'lpg')),
    kw INTEGER NOT NULL CHECK (kw > 0),
    ccm INTEGER,
    year_from INTEGER NOT NULL,
    month_from INTEGER NOT NULL CHECK (month_from BETWEEN 1 AND 12),
    year_to INTEGER,
    month_to INTEGER CHECK (month_to BETWEEN 1 AND 12)
  )`,
  `CREATE INDEX vehicles_model ON vehicles(model_id)`,
  `CREATE TABLE product_fitments (
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    vehicle_id INTEGER NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
    PRIMARY KEY (vehicle_id, product_id)
  ) WITHOUT ROWID`,
  `CREATE INDEX product_fitments_product ON product_fitments(product_id)`,
  `CREATE TABLE exchange_rates (
    currency TEXT PRIMARY KEY CHECK (length(currency) = 3),
    rate TEXT NOT NULL,
    rate_date TEXT NOT NULL,
    source TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  // Default snapshot (ECB reference rates) so prices convert before any refresh has run.
  `INSERT INTO exchange_rates (currency, rate, rate_date, source, updated_at) VALUES
    ('PLN', '4.2385', '2026-11-20', 'default', '2026-11-20T16:00:00.000Z'),
    ('GBP', '0.8791', '2026-11-20', 'default', '2026-11-20T16:00:00.000Z')`,
  // Search index, written by the product repository in the same transaction as the product.
  // codes: normalised part/manufacturer numbers and EAN; body: names, descriptions, brand, category,
  // all folded to lower-case ASCII. Trigrams give substring matches ("986494", "hamulc").
  `CREATE VIRTUAL TABLE products_fts USING fts5(codes, body, tokenize = 'trigram')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'products_fts',
    'exchange_rates',
    'product_fitments',
    'vehicles',
    'vehicle_models',
    'vehicle_makes',
    'offers',
    'products',
    'suppliers',
    'brands',
    'categories',
  ]) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
