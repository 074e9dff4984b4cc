/**
 * Product lists sorted by name follow the shopper's language: an index per language on the name that
 * language shows, in its alphabet and without regard to case (the `name_key` SQL function, registered
 * on every connection). They replace the index on the raw name for the storefront's name order, and
 * hold the id and the category as it did, so a large category's page still walks one index in order.
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely';

const nameIndex = (language: 'en' | 'pl') =>
  `CREATE INDEX products_name_${language} ON products(is_active, ` +
  `name_key(coalesce(nullif(name_${language}, ''), name), '${language}'), id, category_id)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(nameIndex('en')).execute(db);
  await sql.raw(nameIndex('pl')).execute(db);
  await sql.raw('DROP INDEX products_name').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('CREATE INDEX products_name ON products(is_active, name, id, category_id)').execute(db);
  await sql.raw('DROP INDEX products_name_pl').execute(db);
  await sql.raw('DROP INDEX products_name_en').execute(db);
}
