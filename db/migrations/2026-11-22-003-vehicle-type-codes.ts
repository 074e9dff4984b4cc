/**
 * German registration-document codes (KBA): HSN (manufacturer, 4 digits) + TSN (type, the first 3
 * characters) per vehicle, for the finder's HSN/TSN field. One code may name several of our engine
 * variants and one variant may have several codes. Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  `CREATE TABLE vehicle_type_codes (
    hsn TEXT NOT NULL CHECK (length(hsn) = 4 AND hsn GLOB '[0-9][0-9][0-9][0-9]'),
    tsn TEXT NOT NULL CHECK (length(tsn) = 3 AND tsn GLOB '[A-Z0-9][A-Z0-9][A-Z0-9]'),
    vehicle_id INTEGER NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
    PRIMARY KEY (hsn, tsn, vehicle_id)
  ) WITHOUT ROWID`,
  `CREATE INDEX vehicle_type_codes_vehicle ON vehicle_type_codes(vehicle_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS vehicle_type_codes').execute(db);
}
