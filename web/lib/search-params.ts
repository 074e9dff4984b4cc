/**
 * URL search params through the contract's TypeBox schemas: values are converted ("5" -> 5) and any
 * field that still fails its schema is dropped, so a bad link shows unfiltered results, not an error.
 */
import type { Static, TObject } from 'typebox';
import { Value } from 'typebox/value';

export function parseSearch<T extends TObject>(schema: T, raw: Record<string, unknown>): Static<T> {
  const converted = Value.Convert(schema, raw) as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties)) {
    const value = converted[key];
    if (value !== undefined && value !== '' && Value.Check(property, value)) result[key] = value;
  }
  return result as Static<T>;
}
