/**
 * Rows kept in memory between requests while the catalogue is unchanged. Every write to a table that
 * a catalogue row shows bumps the catalogue version (triggers), and a cache whose version is not the
 * current one is emptied before use. A list or search answer then reads only its page's ids from
 * SQLite; the full rows of products shown recently (names, three descriptions, specifications) come
 * from here instead of being read, decoded and camel-cased again.
 *
 * Only reads outside a transaction use it: inside one, the version and the rows may be writes that
 * are later rolled back, and a version number reached again by a later write would make them look
 * current.
 */
import type { Db } from '../client.ts';

interface Registration {
  /** The catalogue version, or null while a transaction is open on the connection. */
  readVersion: () => number | null;
  /** At most this many rows per cache (least recently used go first). */
  maxRows: number;
}

const registrations = new WeakMap<Db, Registration>();

/** Turns row caching on for this Db (the server's); without it every read goes to SQLite. */
export function cacheRowsOf(db: Db, readVersion: () => number | null, maxRows = 10_000): void {
  registrations.set(db, { readVersion, maxRows });
}

export interface RowCache<R> {
  /** The rows of these keys: cached ones from memory, the rest read by `load` (in any order) and kept. */
  get(db: Db, keys: number[], load: (missing: number[]) => Promise<R[]>): Promise<Map<number, R>>;
}

/** A cache of rows of one kind, keyed by id; `keyOf` names a loaded row's key. */
export function rowCache<R>(keyOf: (row: R) => number): RowCache<R> {
  const stores = new WeakMap<Db, { version: number; rows: Map<number, R> }>();
  return {
    async get(db, keys, load) {
      const registration = registrations.get(db);
      const found = new Map<number, R>();
      const version = registration?.readVersion() ?? null;
      if (!registration || version === null) {
        for (const row of await load(keys)) found.set(keyOf(row), row);
        return found;
      }
      let store = stores.get(db);
      if (!store || store.version !== version) {
        store = { version, rows: new Map() };
        stores.set(db, store);
      }
      const missing: number[] = [];
      for (const key of keys) {
        const row = store.rows.get(key);
        if (row === undefined) {
          missing.push(key);
        } else {
          // Map order is insertion order: re-inserting on use keeps the least recently used first.
          store.rows.delete(key);
          store.rows.set(key, row);
          found.set(key, row);
        }
      }
      if (missing.length === 0) return found;
      const loaded = await load(missing);
      // A write that landed while the rows were read bumped the version: use them, keep none.
      const keep = registration.readVersion() === version;
      for (const row of loaded) {
        const key = keyOf(row);
        found.set(key, row);
        // Shared by every request that lists it from now on: frozen, so no caller can change it.
        if (keep) store.rows.set(key, Object.freeze(row));
      }
      for (const oldest of store.rows.keys()) {
        if (store.rows.size <= registration.maxRows) break;
        store.rows.delete(oldest);
      }
      return found;
    },
  };
}

export interface ValueCache<T> {
  /** The value read at the current catalogue version: kept from an earlier read, or read by `load`. */
  get(db: Db, load: () => Promise<T>): Promise<T>;
}

/**
 * One value derived from catalogue tables (the exchange-rate table every priced answer reads), kept
 * while the catalogue is unchanged, on the same terms as the rows above.
 */
export function valueCache<T>(): ValueCache<T> {
  const stores = new WeakMap<Db, { version: number; value: T }>();
  return {
    async get(db, load) {
      const registration = registrations.get(db);
      const version = registration?.readVersion() ?? null;
      if (!registration || version === null) return load();
      const store = stores.get(db);
      if (store?.version === version) return store.value;
      const value = await load();
      // Read while a write landed (the version moved): used once, not kept.
      if (registration.readVersion() === version) stores.set(db, { version, value });
      return value;
    },
  };
}
