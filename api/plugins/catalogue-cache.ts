/**
 * Public catalogue answers from memory. A route opts in with `config: { catalogueCache: true }`;
 * its 200 answers are kept per URL with the catalogue version they were computed at, and served
 * again (already compressed, with their ETag) until a catalogue write bumps the version. Every such
 * answer carries an ETag and `Cache-Control: public, no-cache`, so a browser or proxy revalidates
 * and a repeat is a 304 with no body.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answers depend only on the URL and the catalogue: cache them and send ETags. A route whose
     * answers also depend on the request (a page rendered in the shopper's language and currency)
     * names that part as `variant`; its URLs are cached with any query parameters.
     */
    catalogueCache?: boolean | { variant: (request: FastifyRequest) => string; vary: string[] };
  }
  interface FastifyRequest {
    /** The catalogue version when this request started; null once answered from the cache. */
    catalogueVersion?: number | null;
    /** Where this request's answer is kept: its URL, and its variant if the route has one. */
    catalogueKey?: string;
  }
}

export const CATALOGUE_CACHE_CONTROL = 'public, no-cache';
/** Bodies below this size are sent uncompressed (as @fastify/compress does). */
const COMPRESS_FROM_BYTES = 1024;

interface Entry {
  etag: string;
  type: string;
  /** The body's length uncompressed. */
  length: number;
  /**
   * The body uncompressed, until a compressed copy is kept: from then on it is decompressed when
   * asked for (a client that takes no compression, a second compression), so a rendered page is
   * held in about a sixth of the memory and the cache keeps that many more.
   */
  body?: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** The encodings whose copy is already the smaller one. */
  small?: Set<'br' | 'gzip'>;
  bytes: number;
}

export interface CatalogueCacheOptions {
  /**
   * The catalogue's current version (bumped by every catalogue write); null while a transaction is
   * open on the connection, whose writes may still be rolled back (the answer is then not kept).
   */
  readVersion: () => number | null;
  /** At most this many answers... */
  maxEntries?: number;
  /** ...and this many bytes of bodies (compressed copies included) are kept; least recently used go. */
  maxBytes?: number;
}

const etagOf = (body: Buffer) => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

/** Whether If-None-Match names this ETag (weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** The best encoding the client takes: Brotli, then gzip, else none. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accept = request.headers['accept-encoding'];
  if (!accept) return undefined;
  const offered = accept
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * Two settings per encoding. An answer is first compressed fast (Brotli 1, gzip 1: about 0.06 ms on
 * a 30 KB listing, less than half of Brotli 3); an answer asked for again is popular, and its copy is
 * compressed once more, about an eighth smaller (Brotli 3, gzip 6), and kept. Not higher: from
 * quality 4 Brotli's encoder sets up large tables on every call, which cost both time and about
 * 30 MB of the process's memory under load. The window is sized to the body for the same reason.
 */
type Effort = 'fast' | 'small';

function brotliParams(bytes: number, effort: Effort) {
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  return {
    [BROTLI_PARAM_QUALITY]: effort === 'fast' ? 0 : 3,
    [BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(10, Math.ceil(Math.log2(bytes + 1)))),
    [BROTLI_PARAM_SIZE_HINT]: bytes,
  };
}

/** The uncompressed body: kept, or decompressed from a kept copy. */
function plainOf(entry: Entry): Buffer {
  if (entry.body) return entry.body;
  if (entry.br) return zlib.brotliDecompressSync(entry.br);
  if (entry.gzip) return zlib.gunzipSync(entry.gzip);
  throw new Error('catalogue cache entry without a body');
}

function compressed(entry: Entry, encoding: 'br' | 'gzip', effort: Effort): Buffer {
  const existing = entry[encoding];
  if (existing && (effort === 'fast' || entry.small?.has(encoding))) return existing;
  const plain = plainOf(entry);
  const out =
    encoding === 'br'
      ? zlib.brotliCompressSync(plain, { params: brotliParams(plain.length, effort) })
      : zlib.gzipSync(plain, { level: effort === 'fast' ? 1 : 6 });
  if (existing) entry.bytes -= existing.length;
  entry[encoding] = out;
  entry.bytes += out.length;
  if (effort === 'small') (entry.small ??= new Set()).add(encoding);
  if (entry.body) {
    entry.bytes -= entry.body.length;
    entry.body = undefined;
  }
  return out;
}

function setValidators(request: FastifyRequest, reply: FastifyReply, etag: string) {
  const setting = request.routeOptions.config.catalogueCache;
  reply.header('etag', etag);
  reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
  reply.header('vary', ['accept-encoding', ...(typeof setting === 'object' ? setting.vary : [])].join(', '));
}

export const catalogueCachePlugin = fp<CatalogueCacheOptions>(async function catalogueCache(
  app: FastifyInstance,
  options,
) {
  const maxEntries = options.maxEntries ?? 5_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  // Map order is insertion order: re-inserting on use makes the first key the least recently used.
  const entries = new Map<string, Entry>();
  let version = -1;
  let bytes = 0;

  /** The query parameters each cached route's schema names (others are dropped by validation). */
  const knownParams = new Map<string, Set<string>>();

  /**
   * A URL with a parameter the route does not know (a cache-buster, a tracking tag) is answered
   * without the cache: the answer is the same as without it, so storing it would only push the
   * shop's popular answers out of memory.
   */
  function onlyKnownParams(request: FastifyRequest): boolean {
    const known = knownParams.get(request.routeOptions.url ?? '');
    for (const name of Object.keys(request.query as object)) if (!known?.has(name)) return false;
    return true;
  }

  const cacheable = (request: FastifyRequest) => {
    const setting = request.routeOptions.config.catalogueCache;
    if (!setting || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    return setting !== true || onlyKnownParams(request);
  };

  function keyOf(request: FastifyRequest): string {
    const setting = request.routeOptions.config.catalogueCache;
    return typeof setting === 'object' ? `${request.url}\n${setting.variant(request)}` : request.url;
  }

  function store(key: string, entry: Entry) {
    const old = entries.get(key);
    if (old) bytes -= old.bytes;
    entries.delete(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldest, evicted] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= evicted.bytes;
    }
  }

  // These answers are compressed here, once per cached copy, instead of by @fastify/compress on
  // every request (whose hook would also run before this one and hand it compressed bytes).
  app.addHook('onRoute', (route) => {
    if (!route.config?.catalogueCache) return;
    route.compress = false;
    const properties = (route.schema?.querystring as { properties?: object } | undefined)?.properties;
    knownParams.set(route.url, new Set(Object.keys(properties ?? {})));
  });

  /** The body in the client's best encoding (cached with the entry), headers set. */
  function send(request: FastifyRequest, reply: FastifyReply, entry: Entry, effort: Effort): Buffer {
    const encoding = entry.length >= COMPRESS_FROM_BYTES ? encodingFor(request) : undefined;
    if (!encoding) return plainOf(entry);
    const before = entry.bytes;
    const body = compressed(entry, encoding, effort);
    if (entries.get(request.catalogueKey ?? request.url) === entry) bytes += entry.bytes - before;
    reply.header('content-encoding', encoding);
    return body;
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const current = options.readVersion();
    if (current === null) return;
    request.catalogueVersion = current;
    if (current !== version) {
      entries.clear();
      bytes = 0;
      version = current;
    }
    const key = keyOf(request);
    request.catalogueKey = key;
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    entries.set(key, entry);
    // Answered here: onSend must not take the cached (maybe compressed) bytes for a new answer.
    request.catalogueVersion = null;
    setValidators(request, reply, entry.etag);
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type(entry.type).send(send(request, reply, entry, 'small'));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // Answers of these routes that bypass the cache still get their ETag and compression here.
    if (
      !request.routeOptions.config.catalogueCache ||
      reply.statusCode !== 200 ||
      request.catalogueVersion === null
    )
      return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const etag = etagOf(body);
    setValidators(request, reply, etag);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const entry: Entry = { etag, type, length: body.length, body, bytes: body.length };
    // Only an answer computed at the version still current is kept (none bypassing the cache).
    if (
      request.catalogueVersion !== undefined &&
      request.catalogueVersion === version &&
      request.catalogueKey
    )
      store(request.catalogueKey, entry);
    return send(request, reply, entry, 'fast');
  });
});
