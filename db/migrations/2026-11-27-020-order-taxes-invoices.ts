/**
 * The money of an EU shop: products get a bulky-goods surcharge group (defaulted from their category's
 * name), orders their VAT treatment, their surcharge and a VAT breakdown per rate, lines their net and
 * VAT, and paid orders gap-free numbered invoices. Orders placed before were priced with the Polish
 * 23 % VAT included and no surcharge; they are broken down that way. Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  `ALTER TABLE products ADD COLUMN bulky_class TEXT NOT NULL DEFAULT 'none'
    CHECK (bulky_class IN ('none', 'small', 'medium', 'large'))`,
  `ALTER TABLE orders ADD COLUMN vat_scheme TEXT NOT NULL DEFAULT 'domestic'
    CHECK (vat_scheme IN ('domestic', 'oss', 'reverse_charge', 'export'))`,
  `ALTER TABLE orders ADD COLUMN vat_id_check TEXT
    CHECK (vat_id_check IN ('format', 'vies_valid', 'vies_invalid', 'vies_unavailable'))`,
  `ALTER TABLE orders ADD COLUMN net_cents INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE orders ADD COLUMN vat_cents INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE orders ADD COLUMN shipping_net_cents INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE orders ADD COLUMN shipping_vat_cents INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE orders ADD COLUMN bulky_per_piece INTEGER NOT NULL DEFAULT 0 CHECK (bulky_per_piece IN (0, 1))`,
  `ALTER TABLE orders ADD COLUMN delivery_days TEXT`,
  `ALTER TABLE order_items ADD COLUMN bulky_class TEXT NOT NULL DEFAULT 'none'`,
  `ALTER TABLE order_items ADD COLUMN surcharge_cents INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE order_items ADD COLUMN net_cents INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE order_items ADD COLUMN vat_rate_bp INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE order_items ADD COLUMN vat_cents INTEGER NOT NULL DEFAULT 0`,
  `CREATE TABLE order_vat_lines (
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    rate_bp INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
    net_cents INTEGER NOT NULL,
    vat_cents INTEGER NOT NULL,
    gross_cents INTEGER NOT NULL,
    PRIMARY KEY (order_id, rate_bp)
  ) WITHOUT ROWID`,
  `CREATE TABLE invoice_counters (
    series TEXT NOT NULL,
    year INTEGER NOT NULL,
    last_seq INTEGER NOT NULL CHECK (last_seq >= 0),
    PRIMARY KEY (series, year)
  ) WITHOUT ROWID`,
  `CREATE TABLE invoices (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id),
    kind TEXT NOT NULL CHECK (kind IN ('invoice', 'correction')),
    series TEXT NOT NULL,
    year INTEGER NOT NULL,
    seq INTEGER NOT NULL CHECK (seq >= 1),
    number TEXT NOT NULL UNIQUE,
    corrects_invoice_id INTEGER REFERENCES invoices(id),
    issued_at TEXT NOT NULL,
    document TEXT NOT NULL,
    UNIQUE (series, year, seq),
    UNIQUE (order_id, kind)
  )`,
  `ALTER TABLE mail_outbox ADD COLUMN attachments TEXT`,
];

/** Lines and orders placed before: Polish VAT included in every price, net rounded per line. */
const backfill = [
  `UPDATE order_items SET vat_rate_bp = 2300,
     net_cents = (total_price_cents * 10000 * 2 + 12300) / (12300 * 2),
     vat_cents = total_price_cents - (total_price_cents * 10000 * 2 + 12300) / (12300 * 2)`,
  `UPDATE orders SET
     net_cents = COALESCE((SELECT SUM(net_cents) FROM order_items WHERE order_id = orders.id), 0),
     vat_cents = COALESCE((SELECT SUM(vat_cents) FROM order_items WHERE order_id = orders.id), 0)`,
  `INSERT INTO order_vat_lines (order_id, rate_bp, net_cents, vat_cents, gross_cents)
     SELECT id, 2300, net_cents, vat_cents, total_cents FROM orders`,
];

/** Categories whose own English name's head noun is a bulky part (the published surcharge groups). */
const GROUPS: [string, RegExp][] = [
  ['small', /\b(manifolds?|catalytic converters?|silencers?|mufflers?)$/],
  ['medium', /\b(batteries|battery|fenders?|wings?|sills?|fuel tanks?|side panels?|spoilers?|bumpers?)$/],
  ['large', /\b(front cowlings?|cowlings?|tow ?bars?|towbars?|engine covers?|bonnets?|hoods?)$/],
];

async function defaultProductGroups(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; name: string | null }>`
    SELECT id, COALESCE(name_en, name) AS name FROM categories`.execute(db);
  for (const { id, name } of rows) {
    const lower = (name ?? '').trim().toLowerCase();
    const group = GROUPS.find(([, pattern]) => pattern.test(lower))?.[0] ?? 'none';
    if (group !== 'none')
      await sql`UPDATE products SET bulky_class = ${group} WHERE category_id = ${id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...statements, ...backfill]) await sql.raw(statement).execute(db);
  await defaultProductGroups(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invoices', 'invoice_counters', 'order_vat_lines'])
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  await sql.raw('ALTER TABLE mail_outbox DROP COLUMN attachments').execute(db);
  for (const column of ['bulky_class', 'surcharge_cents', 'net_cents', 'vat_rate_bp', 'vat_cents'])
    await sql.raw(`ALTER TABLE order_items DROP COLUMN ${column}`).execute(db);
  for (const column of [
    'vat_scheme',
    'vat_id_check',
    'net_cents',
    'vat_cents',
    'shipping_net_cents',
    'shipping_vat_cents',
    'bulky_per_piece',
    'delivery_days',
  ])
    await sql.raw(`ALTER TABLE orders DROP COLUMN ${column}`).execute(db);
  await sql.raw('ALTER TABLE products DROP COLUMN bulky_class').execute(db);
}
