/** Opens the SQLite file with the pragmas the app relies on and wraps it in Kysely. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrations } from './migrations/index.ts';
import { nameSortKey } from './repositories/name-order.ts';
import { codeSuffixes, foldText, normalizeCode } from './repositories/search-text.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  sqlite: SQLite.Database;
  close: () => Promise<void>;
}

/** Prepared statements kept per SQL text (least recently used dropped past this many). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs about as much as running a catalogue query.
 * Statements are kept per SQL text and reused (one connection, whose queries Kysely runs one at a
 * time, so a statement is never in use twice at once).
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** `file` may be ':memory:' (tests) or a path; its folder is created when missing. */
export function createDb(file: string): DbHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // A 64 MB page cache (the default is 2 MB): the search index and the product rows a page reads stay
  // in memory under load.
  sqlite.pragma('cache_size = -65536');
  registerFunctions(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, sqlite, close: () => db.destroy() };
}

/**
 * The SQL functions the schema uses (search-index triggers, name-order indexes): every connection
 * that writes, rebuilds or checks those indexes (VACUUM INTO, integrity_check) needs them.
 */
export function registerFunctions(sqlite: SQLite.Database): void {
  // The search index is written in SQL (one statement for any number of products) with the same
  // folding the queries use.
  sqlite.function('fold_text', { deterministic: true }, (text) =>
    typeof text === 'string' ? foldText(text) : null,
  );
  sqlite.function('normalize_code', { deterministic: true }, (text) =>
    typeof text === 'string' ? normalizeCode(text) : null,
  );
  sqlite.function('code_suffixes', { deterministic: true, varargs: true }, (...codes: unknown[]) =>
    codeSuffixes(codes.map((c) => (typeof c === 'string' ? c : null))),
  );
  // Name order in the shopper's language (repositories/name-order.ts), indexed per language.
  sqlite.function('name_key', { deterministic: true }, (text, language) =>
    typeof text === 'string' ? nameSortKey(text, language === 'pl' ? 'pl' : 'en') : null,
  );
}

/**
 * A plain connection to an existing database file, for whole-file work beside the app's connection
 * (backups, restores): the schema's functions, a busy timeout, no pragmas that write.
 */
export function openDatabaseFile(file: string, options: { readonly?: boolean } = {}): SQLite.Database {
  const sqlite = new SQLite(file, { fileMustExist: true, readonly: options.readonly ?? false });
  sqlite.pragma('busy_timeout = 5000');
  registerFunctions(sqlite);
  return sqlite;
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
