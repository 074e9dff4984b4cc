/**
 * One object per endpoint: the server registers it (`app.route({ ...route, handler })`), the web
 * calls it (`apiFetch(route, ...)`), both typed from the same schemas. Imports only typebox.
 */
import { Type, type Static, type TObject, type TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: Record<number, TSchema>;
}

/**
 * Who may call a route: anyone, a signed-in shopper (guests get 401), or an administrator (guests
 * 401, shoppers 403). The server's guard reads only this.
 */
export type Access = 'public' | 'customer' | 'admin';

export interface RouteDef<M extends HttpMethod = HttpMethod, S extends RouteSchema = RouteSchema> {
  method: M;
  url: string;
  access: Access;
  schema: S;
}

export function defineRoute<const M extends HttpMethod, const S extends RouteSchema>(def: {
  method: M;
  url: string;
  access: Access;
  schema: S;
}): RouteDef<M, S> {
  return def;
}

/** Every error body the API sends: a stable code and a human message (already translated). */
export const ErrorBody = Type.Object({
  error: Type.String(),
  message: Type.String(),
  /** A value the shop proposes instead of the one refused (the next free category slug). */
  suggestion: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A body or object that refuses unknown fields with a 400 (plain `additionalProperties: false` would
 * have the server's validator strip them silently instead).
 */
export const closed = { additionalProperties: Type.Never() };

/** Text of at most `max` characters. */
export const Text = (max: number) => Type.String({ maxLength: max });

/** Optional text of at most `max` characters, null allowed (cleared). */
export const OptionalText = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The `maxLength` a text field of an object schema declares (Optional, or Nullable: a union with
 * null), for a form input to repeat. Throws when the field declares none.
 */
export function maxLengthOf<S extends TObject>(schema: S, field: keyof S['properties'] & string): number {
  const property: unknown = schema.properties[field];
  const members = isRecord(property) && Array.isArray(property.anyOf) ? property.anyOf : [property];
  const texts = members.filter((member) => !(isRecord(member) && member.type === 'null'));
  const [text] = texts;
  if (texts.length === 1 && isRecord(text) && typeof text.maxLength === 'number') return text.maxLength;
  throw new Error(`The schema's field '${field}' declares no maxLength.`);
}

/** An e-mail address as the shop takes it: no spaces, one @, a dot in the domain. */
export const EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

export function isEmailAddress(text: string): boolean {
  return new RegExp(EMAIL_PATTERN).test(text.trim());
}

/** Positive integer id, accepted from a path or query string. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const IdParams = Type.Object({ id: Id });

export const errorResponses = {
  400: ErrorBody,
  404: ErrorBody,
};
