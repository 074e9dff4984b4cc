/**
 * `apiFetch(route, { params, query, body })`: calls an endpoint defined in api/contract, typed from the
 * same schemas the server validates with; non-2xx answers throw an `ApiError` ("status: body").
 */
import { IDEMPOTENCY_KEY_HEADER } from '#api/contract/idempotency.ts';
import type { Static, TSchema } from 'typebox';
import type { ErrorBody, HttpMethod, RouteDef, RouteSchema } from '#api/contract/define-route.ts';
import {
  FROM_CACHE_HEADER,
  isOnline,
  NETWORK_ONLY_HEADER,
  NO_ANSWER_MS,
  reportAnswer,
  reportNoAnswer,
  watchRequest,
} from './network.ts';
import { usePreferences } from './preferences.ts';

const currentLanguage = () => usePreferences.getState().language;

type Input<S extends RouteSchema, K extends 'params' | 'querystring' | 'body'> = S[K] extends TSchema
  ? Static<S[K]>
  : never;

/** A part is optional when the schema lacks it or every one of its fields is optional. */
type Part<Name extends string, T> = [T] extends [never]
  ? { [P in Name]?: never }
  : object extends T
    ? { [P in Name]?: T }
    : { [P in Name]: T };

export type ApiOptions<S extends RouteSchema> = Part<'params', Input<S, 'params'>> &
  Part<'query', Input<S, 'querystring'>> &
  Part<'body', Input<S, 'body'>> & {
    signal?: AbortSignal;
    /** Sent as Idempotency-Key: the server applies the operation once however often it is sent. */
    idempotencyKey?: string;
    /**
     * Sending it again does no harm (the server knows it by a reference in the body), so it gives up
     * as soon as the connection is found down, as reads and idempotency-keyed changes do.
     */
    repeatable?: boolean;
    /** Only the server's answer of this moment will do: never one the service worker kept. */
    fresh?: boolean;
  };

/** The body of the first success status the route declares; undefined for 204 or none. */
export type ApiResponse<S extends RouteSchema> = S['response'] extends { 200: infer R extends TSchema }
  ? Static<R>
  : S['response'] extends { 201: infer R extends TSchema }
    ? Static<R>
    : undefined;

export class ApiError extends Error {
  readonly status: number;
  /** The server's `{ error, message }` when the body had that shape. */
  readonly body: ErrorBody | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    // The error text: status code, colon, space, then the body (or the status text when empty).
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText);
  }
}

function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { error, message, suggestion } = value as Record<string, unknown>;
    if (typeof error !== 'string' || typeof message !== 'string') return undefined;
    return typeof suggestion === 'string' ? { error, message, suggestion } : { error, message };
  } catch {
    return undefined;
  }
}

/**
 * One path segment from a parameter's value. `.`, `..` and empty segments are refused: the browser
 * would resolve them (`/api/x/../logout` is fetched as `/api/logout`), so a value taken from the
 * address bar could send a credentialed request elsewhere. Slashes inside the value are encoded.
 */
function pathSegment(value: string, name: string, url: string): string {
  if (value === '' || value === '.' || value === '..') {
    throw new Error(`Invalid path parameter ${name} for ${url}: ${JSON.stringify(value)}`);
  }
  return encodeURIComponent(value);
}

/**
 * Fills `:name` segments (a `/` in the value is encoded as %2F) and the `*` wildcard (whose slashes
 * separate segments) of a contract URL. Throws on a missing parameter and on an empty, `.` or `..`
 * segment in any of them.
 */
export function buildPath(url: string, params: Record<string, unknown> = {}): string {
  return url
    .split('/')
    .map((segment) => {
      if (segment === '*')
        return String(params['*'] ?? '')
          .split('/')
          .map((piece) => pathSegment(piece, segment, url))
          .join('/');
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`Missing path parameter ${segment} for ${url}`);
      return pathSegment(String(value), segment, url);
    })
    .join('/');
}

/** Query string from a flat object; undefined and null values are left out, arrays repeat the key. */
export function buildQuery(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type OptionalIfEmpty<T> = object extends T ? [options?: T] : [options: T];

/** How a request reaches the API: the browser's fetch; the server's renderer answers in-process. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = watchedFetch;

/** The error of a request given up because the connection is down: a network failure like any other. */
export class NoAnswerError extends TypeError {
  constructor() {
    super('No answer: the connection is down');
    this.name = 'NoAnswerError';
  }
}

/**
 * The browser's fetch, telling the connection state what it finds (web/lib/network.ts): an answer from
 * the network, a failure, a long silence, or an answer the service worker gave from its cache. A
 * repeatable request (a read, a change with an idempotency key) gives up once the connection is found
 * down, or after NO_ANSWER_MS when it already was: a dead connection must not leave a spinner turning
 * for minutes.
 */
async function watchedFetch(path: string, init: RequestInit & { repeatable?: boolean }): Promise<Response> {
  const { repeatable = false, ...request } = init;
  if (!repeatable) return observe(() => fetch(path, request), watchRequest());
  const controller = new AbortController();
  const outer = request.signal;
  const abortWithCaller = () => controller.abort(outer?.reason);
  if (outer?.aborted) abortWithCaller();
  outer?.addEventListener('abort', abortWithCaller, { once: true });
  let givenUp = false;
  const giveUp = () => {
    givenUp = true;
    controller.abort(new NoAnswerError());
  };
  const stop = watchRequest(giveUp);
  const alreadyDown = isOnline() ? undefined : setTimeout(giveUp, NO_ANSWER_MS);
  try {
    return await observe(
      () => fetch(path, { ...request, signal: controller.signal }),
      () => {
        stop();
        clearTimeout(alreadyDown);
        outer?.removeEventListener('abort', abortWithCaller);
      },
    );
  } catch (error) {
    throw givenUp ? new NoAnswerError() : error;
  }
}

async function observe(send: () => Promise<Response>, done: () => void): Promise<Response> {
  try {
    const response = await send();
    if (response.headers.has(FROM_CACHE_HEADER)) reportNoAnswer();
    else reportAnswer();
    return response;
  } catch (error) {
    // The caller's own abort says nothing about the connection.
    if (!(error instanceof DOMException && error.name === 'AbortError')) reportNoAnswer();
    throw error;
  } finally {
    done();
  }
}

/** Replaces the transport (server rendering); returns the previous one. */
export function setApiTransport(next: ApiTransport): ApiTransport {
  const previous = transport;
  transport = next;
  return previous;
}

export async function apiFetch<S extends RouteSchema>(
  route: RouteDef<HttpMethod, S>,
  ...[options]: OptionalIfEmpty<ApiOptions<S>>
): Promise<ApiResponse<S>> {
  const { params, query, body, signal, idempotencyKey, repeatable, fresh } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    idempotencyKey?: string;
    repeatable?: boolean;
    fresh?: boolean;
  };
  // The server words its error messages in the shop's language, not the browser's.
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Language': currentLanguage() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  if (fresh) headers[NETWORK_ONLY_HEADER] = '1';
  const init: RequestInit & { repeatable: boolean } = {
    method: route.method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    repeatable: repeatable === true || route.method === 'GET' || !!idempotencyKey,
  };
  if (fresh) init.cache = 'no-store';
  const response = await transport(buildPath(route.url, params) + buildQuery(query), init);
  // Defence in depth: a worker of an older build may not know the network-only header yet.
  if (fresh && response.headers.has(FROM_CACHE_HEADER)) throw new NoAnswerError();
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as ApiResponse<S>;
}

/**
 * Sends files as multipart/form-data to an endpoint of the contract (the browser sets the boundary);
 * answers and errors as `apiFetch`.
 */
export async function apiUpload<S extends RouteSchema>(
  route: RouteDef<'POST', S>,
  { params, form, signal }: { params?: Input<S, 'params'>; form: FormData; signal?: AbortSignal },
): Promise<ApiResponse<S>> {
  const response = await fetch(buildPath(route.url, params as Record<string, unknown> | undefined), {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'X-Language': currentLanguage() },
    body: form,
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as ApiResponse<S>;
}
