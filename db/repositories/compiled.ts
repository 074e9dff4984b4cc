/**
 * Queries whose SQL never changes, built and compiled by Kysely once per database handle and run
 * again with new parameters: building and compiling a query (and camel-casing it) costs about as much
 * as running a catalogue lookup. `build` gets placeholders in place of the parameters; a compiled
 * parameter that is a placeholder takes the call's value, the others are constants of the query.
 * A parameter must reach the SQL unchanged (pass `JSON.stringify(ids)` for a list, not the list).
 */
import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from '../client.ts';

const PLACEHOLDER = '\u0000compiled-parameter-';

export function compiledOnce<P extends unknown[], R>(build: (db: Db, ...params: P) => Compilable<R>) {
  const compiled = new WeakMap<Db, { query: CompiledQuery<R>; slots: number[] }>();
  return async (db: Db, ...params: P): Promise<R[]> => {
    let entry = compiled.get(db);
    if (!entry) {
      const placeholders = params.map((_, i) => `${PLACEHOLDER}${i}`) as P;
      const query = build(db, ...placeholders).compile();
      const slots = query.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(PLACEHOLDER)
          ? Number(value.slice(PLACEHOLDER.length))
          : -1,
      );
      if (new Set(slots.filter((slot) => slot >= 0)).size !== params.length)
        throw new Error('compiledOnce: every parameter must reach the SQL unchanged');
      entry = { query, slots };
      compiled.set(db, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((value, i) => (slots[i]! >= 0 ? params[slots[i]!] : value));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

/** Where each string and number of `values` sits: a twin with numbered placeholders in their place. */
function placeholdersOf(values: unknown, leaves: { count: number }): unknown {
  if (typeof values === 'string' || typeof values === 'number') return `${PLACEHOLDER}${leaves.count++}`;
  if (Array.isArray(values)) return values.map((v) => placeholdersOf(v, leaves));
  if (values && typeof values === 'object')
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, placeholdersOf(v, leaves)]));
  return values;
}

/** What decides the SQL text besides the shape: which values are set, booleans, list lengths. */
function structureOf(values: unknown): unknown {
  if (typeof values === 'string' || typeof values === 'number') return 0;
  if (Array.isArray(values)) return values.map(structureOf);
  if (values && typeof values === 'object')
    return Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, structureOf(v)]);
  return values === undefined ? 'u' : values;
}

/** The strings and numbers of `values`, in the placeholders' order. */
function leavesOf(values: unknown, out: unknown[]): unknown[] {
  if (typeof values === 'string' || typeof values === 'number') out.push(values);
  else if (Array.isArray(values)) for (const v of values) leavesOf(v, out);
  else if (values && typeof values === 'object') for (const v of Object.values(values)) leavesOf(v, out);
  return out;
}

/** Compiled shapes kept per database handle; past this many, the oldest are compiled again. */
const MAX_SHAPES = 256;

/**
 * Queries whose SQL depends on a few choices (which filters are set, which index a search uses,
 * how many ids a list has), compiled once per shape. `shape` holds the choices as they are (JSON);
 * `build` gets `values` with a placeholder in place of each string and number, so it may branch on
 * `shape`, and in `values` only on booleans, on null or undefined and on list lengths (all part of
 * the key). Every string and number must reach the SQL as a parameter, unchanged: derive values
 * before the call, not in `build`.
 */
export function compiledByShape<S, V extends object, R>(
  build: (db: Db, shape: S, values: V) => Compilable<R>,
) {
  const compiled = new WeakMap<Db, Map<string, { query: CompiledQuery<R>; slots: number[] }>>();
  return async (db: Db, shape: S, values: V): Promise<R[]> => {
    let shapes = compiled.get(db);
    if (!shapes) {
      shapes = new Map();
      compiled.set(db, shapes);
    }
    const key = JSON.stringify([shape, structureOf(values)]);
    let entry = shapes.get(key);
    if (!entry) {
      const query = build(db, shape, placeholdersOf(values, { count: 0 }) as V).compile();
      if (query.sql.includes(PLACEHOLDER))
        throw new Error('compiledByShape: a value was written into the SQL text instead of a parameter');
      const slots = query.parameters.map((value) => {
        if (typeof value !== 'string' || !value.includes(PLACEHOLDER)) return -1;
        const slot = value.slice(PLACEHOLDER.length);
        if (!value.startsWith(PLACEHOLDER) || !/^\d+$/.test(slot))
          throw new Error('compiledByShape: every string and number must reach the SQL unchanged');
        return Number(slot);
      });
      entry = { query, slots };
      if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
      shapes.set(key, entry);
    }
    const { query, slots } = entry;
    const leaves = leavesOf(values, []);
    const parameters = query.parameters.map((value, i) => (slots[i]! >= 0 ? leaves[slots[i]!] : value));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
