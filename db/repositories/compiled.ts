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
