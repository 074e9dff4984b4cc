/**
 * The scraper's one way onto the network, for pages and pictures alike, safe against SSRF: every URL
 * and every redirect is checked (address-policy.ts), the host is resolved once and the socket goes
 * to exactly the address that passed, and time, size and request rate are bounded.
 *
 * Content-Encoding: we ask for `gzip, deflate, br` (pages are much smaller that way) and decode
 * them ourselves; the size limit applies to the bytes on the wire and to the decoded bytes, so a
 * compression bomb stops at the limit. Any other encoding is refused (scrape_bad_response).
 */
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import net from 'node:net';
import tls from 'node:tls';
import zlib from 'node:zlib';
import type { Transform } from 'node:stream';
import { AppError } from '../../http/app-error.ts';
import type { MessageCode } from '../../http/messages.ts';
import {
  checkUrl,
  isBlockedAddress,
  parseIpAddress,
  type ResolvedAddress,
  type UrlRefusal,
} from './address-policy.ts';

export type { ResolvedAddress } from './address-policy.ts';

/** Where a connection goes: an address that passed the policy (or belongs to an allow-listed host). */
export interface ConnectTarget {
  /** The checked IP address: the socket must connect to exactly this one. */
  address: string;
  family: 4 | 6;
  port: number;
  /** The URL's host: TLS server name (SNI) and the name the certificate must carry. */
  hostname: string;
  tls: boolean;
}

/**
 * Opens a TCP (or TLS, handshake done) connection to `target.address`; rejects when `signal` aborts
 * (the connect timeout or the total timeout).
 */
export type Connect = (target: ConnectTarget, signal: AbortSignal) => Promise<net.Socket>;

export interface FetcherOptions {
  /**
   * SCRAPER_ALLOW_HOSTS: host names or IP literals that may be private (tests, closed networks).
   * Exact, case-insensitive host match, optionally `host:port` (then only that port).
   */
  allowHosts?: readonly string[];
  /** DNS; default: node:dns/promises lookup(host, { all: true, verbatim: true }). Tests inject it. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** How a connection to a checked address is opened; default `connectTo`. Tests wrap it. */
  connect?: Connect;
  /** Per connection attempt; default 5000. */
  connectTimeoutMs?: number;
  /** The whole fetch: DNS, connecting, every redirect and the complete body; default 20000. */
  totalTimeoutMs?: number;
  /** Default 5 MB. */
  maxPageBytes?: number;
  /** Default 10 MB. */
  maxImageBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Requests to one host per minute (each redirect counts); default 30. */
  perHostPerMinute?: number;
  userAgent?: string;
}

export interface FetchedPage {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  /** The MIME type without parameters, e.g. `text/html`. */
  contentType: string;
  /** Decoded with the charset of the header, a byte-order mark or `<meta charset>`; else UTF-8. */
  html: string;
}

export interface FetchedFile {
  url: string;
  /** The MIME type without parameters, e.g. `image/jpeg`. */
  contentType: string;
  data: Buffer;
}

export interface Fetcher {
  /** An HTML page (text/html or application/xhtml+xml); throws AppError (scrape_*) otherwise. */
  fetchPage(url: string, signal?: AbortSignal): Promise<FetchedPage>;
  /** A file served as image/*; the caller still checks that the bytes are a picture. */
  fetchImage(url: string, signal?: AbortSignal): Promise<FetchedFile>;
}

const MB = 1024 * 1024;
const DEFAULTS = {
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 20_000,
  maxPageBytes: 5 * MB,
  maxImageBytes: 10 * MB,
  maxRedirects: 5,
  perHostPerMinute: 30,
  userAgent: 'PartsPointBot/1.0 (+https://partspoint.eu/bot; product import)',
};
const URL_REFUSALS: Record<UrlRefusal, MessageCode> = {
  required: 'scrape_url_required',
  invalid: 'scrape_url_invalid',
  scheme: 'scrape_url_scheme',
  credentials: 'scrape_url_credentials',
  blocked: 'scrape_address_blocked',
};
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ACCEPT = {
  page: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  image: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
};

/**
 * The default `connect`: node:net / node:tls to the IP literal itself, so no second DNS lookup can
 * happen; TLS sends the host name as SNI and verifies the certificate against it.
 */
export const connectTo: Connect = (target, signal) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const endpoint = { host: target.address, port: target.port, family: target.family };
    const socket = target.tls
      ? tls.connect({
          ...endpoint,
          // SNI must be a name; for an IP literal URL the certificate is checked against the IP.
          servername: net.isIP(target.hostname) ? undefined : target.hostname,
          ALPNProtocols: ['http/1.1'],
        })
      : net.connect(endpoint);
    const ready = target.tls ? 'secureConnect' : 'connect';
    const cleanup = () => {
      socket.off(ready, onReady);
      socket.off('error', onError);
      signal.removeEventListener('abort', onAbort);
    };
    const onReady = () => {
      cleanup();
      resolve(socket);
    };
    const onError = (error: Error) => {
      cleanup();
      socket.destroy();
      reject(error);
    };
    const onAbort = () => onError(signal.reason as Error);
    socket.once(ready, onReady);
    socket.once('error', onError);
    signal.addEventListener('abort', onAbort, { once: true });
  });

async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

/** Settles like `promise` unless `signal` aborts first; a value arriving too late goes to `onLate`. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal, onLate?: (value: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const onAbort = () => {
      if (settled) return;
      settled = true;
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (settled) onLate?.(value);
        else {
          settled = true;
          resolve(value);
        }
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        if (!settled) {
          settled = true;
          reject(error);
        }
      },
    );
    if (signal.aborted) onAbort();
  });
}

/** A sliding one-minute window of request times per host, in memory. */
function createHostLimiter(perMinute: number) {
  const hits = new Map<string, number[]>();
  return (host: string): boolean => {
    const now = Date.now();
    const since = now - 60_000;
    if (hits.size > 1000) {
      for (const [key, times] of hits) if (times.every((t) => t <= since)) hits.delete(key);
    }
    const recent = (hits.get(host) ?? []).filter((t) => t > since);
    if (recent.length >= perMinute) {
      hits.set(host, recent);
      return false;
    }
    recent.push(now);
    hits.set(host, recent);
    return true;
  };
}

const fail = (status: number, code: MessageCode, params: Record<string, string | number> = {}) =>
  new AppError(status, code, params);

function formatBytes(bytes: number): string {
  return bytes >= MB
    ? `${Math.round((bytes / MB) * 10) / 10} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function formatSeconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}

function mimeType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** `contentType` for messages: the type, or words for "none" in each language. */
function contentTypeParams(type: string): Record<string, string> {
  return type
    ? { contentType: type }
    : { contentTypeEn: 'no content type', contentTypePl: 'brak typu treści' };
}

function isTlsError(error: unknown): boolean {
  const code = String((error as { code?: unknown }).code ?? '');
  return (
    /^ERR_(TLS|SSL)_/.test(code) ||
    /CERT|SELF_SIGNED|UNABLE_TO_(VERIFY|GET_ISSUER)|HOSTNAME_MISMATCH/.test(code) ||
    (error as { library?: unknown }).library === 'SSL routines'
  );
}

function isTimeout(error: unknown): boolean {
  return (error as { name?: unknown }).name === 'TimeoutError';
}

type Kind = 'page' | 'image';

interface RawResult {
  url: string;
  status: number;
  contentType: string;
  charset: string | undefined;
  data: Buffer;
}

/** Reads the body within `limit` bytes, on the wire and decoded; rejects on abort. */
function readBody(
  response: http.IncomingMessage,
  limit: number,
  host: string,
  signal: AbortSignal,
): Promise<Buffer> {
  const tooLarge = () => fail(413, 'scrape_too_large', { host, limit: formatBytes(limit) });
  const badResponse = () => fail(502, 'scrape_bad_response', { host });
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (!['identity', '', 'gzip', 'x-gzip', 'deflate', 'br'].includes(encoding)) {
    return Promise.reject(badResponse());
  }

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let wire = 0;
    let decoded = 0;
    let settled = false;
    // undefined: not known yet ("deflate" is told from its first byte), null: no decoding.
    let decoder: Transform | null | undefined;

    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (error === undefined) {
        resolve(Buffer.concat(chunks));
        return;
      }
      response.destroy();
      decoder?.destroy();
      reject(error);
    };
    const onAbort = () => finish(signal.reason);
    const take = (chunk: Buffer) => {
      decoded += chunk.length;
      if (decoded > limit) finish(tooLarge());
      else chunks.push(chunk);
    };
    const attach = (stream: Transform) => {
      stream.on('data', take);
      stream.on('end', () => finish());
      stream.on('error', () => finish(badResponse()));
      stream.on('drain', () => response.resume());
      return stream;
    };

    if (encoding === 'gzip' || encoding === 'x-gzip') decoder = attach(zlib.createGunzip());
    else if (encoding === 'br') decoder = attach(zlib.createBrotliDecompress());
    else if (encoding === 'deflate') decoder = undefined;
    else decoder = null;

    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
    response.on('data', (chunk: Buffer) => {
      if (settled) return;
      wire += chunk.length;
      if (wire > limit) return finish(tooLarge());
      // "deflate" should be zlib-wrapped (RFC 9110) but some servers send raw deflate.
      if (decoder === undefined) {
        decoder = attach(((chunk[0] ?? 0) & 0x0f) === 8 ? zlib.createInflate() : zlib.createInflateRaw());
      }
      if (decoder === null) take(chunk);
      else if (!decoder.write(chunk)) response.pause();
    });
    response.on('end', () => {
      if (decoder) decoder.end();
      else finish();
    });
    response.on('error', (error) => finish(error));
    response.on('close', () => {
      if (!response.complete) finish(new Error('connection closed before the end of the body'));
    });
  });
}

/** Decodes HTML bytes: byte-order mark, then the header's charset, then `<meta charset>`, else UTF-8. */
export function decodeHtml(data: Buffer, headerCharset?: string): string {
  let label: string | undefined;
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) label = 'utf-8';
  else if (data[0] === 0xfe && data[1] === 0xff) label = 'utf-16be';
  else if (data[0] === 0xff && data[1] === 0xfe) label = 'utf-16le';
  label ??= headerCharset;
  if (!label) {
    const head = data.subarray(0, 4096).toString('latin1');
    const meta = /<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
    // A page cannot declare UTF-16 in its own ASCII bytes: the HTML spec reads that as UTF-8.
    label = meta && !/^utf-?16/i.test(meta) ? meta : undefined;
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(data);
}

function charsetOf(header: string | undefined): string | undefined {
  const value = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(header ?? '')?.[1];
  return value || undefined;
}

export function createFetcher(options: FetcherOptions = {}): Fetcher {
  const settings = { ...DEFAULTS, ...options };
  const allowHosts = options.allowHosts ?? [];
  const resolve = options.resolve ?? systemResolve;
  const connect = options.connect ?? connectTo;
  const allowRequest = createHostLimiter(settings.perHostPerMinute);

  /** The host's addresses, each one checked: one blocked address refuses the host. */
  async function addressesOf(host: string, allowListed: boolean, signal: AbortSignal) {
    let answers: ResolvedAddress[];
    try {
      answers = await raceAbort(resolve(host), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw fail(502, 'scrape_fetch_failed', { host });
    }
    if (answers.length === 0) throw fail(502, 'scrape_fetch_failed', { host });
    return answers.map((answer) => {
      const parsed = parseIpAddress(answer.address);
      if (!parsed || (!allowListed && isBlockedAddress(parsed.address))) {
        throw fail(400, 'scrape_address_blocked', { host });
      }
      return parsed;
    });
  }

  /** A connected socket to the first address that answers, each attempt within the connect timeout. */
  async function open(addresses: ResolvedAddress[], url: URL, host: string, signal: AbortSignal) {
    let lastError: unknown;
    for (const { address, family } of addresses) {
      const attempt = AbortSignal.any([signal, AbortSignal.timeout(settings.connectTimeoutMs)]);
      const target: ConnectTarget = {
        address,
        family,
        port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
        hostname: host,
        tls: url.protocol === 'https:',
      };
      try {
        return await raceAbort(connect(target, attempt), attempt, (late) => late.destroy());
      } catch (error) {
        if (signal.aborted || isTlsError(error)) throw error;
        lastError = error;
      }
    }
    throw lastError;
  }

  function send(socket: net.Socket, url: URL, kind: Kind, signal: AbortSignal) {
    return new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request({
        method: 'GET',
        path: `${url.pathname}${url.search}`,
        headers: {
          host: url.host,
          'user-agent': settings.userAgent,
          accept: ACCEPT[kind],
          'accept-encoding': 'gzip, deflate, br',
          connection: 'close',
        },
        // The socket to the checked address; no agent, so nothing else can open a connection.
        createConnection: () => socket,
      });
      const onAbort = () => request.destroy(signal.reason as Error);
      signal.addEventListener('abort', onAbort, { once: true });
      request.once('response', (response) => {
        signal.removeEventListener('abort', onAbort);
        resolve(response);
      });
      // Kept for the request's whole life: a late socket error must not become an uncaught one.
      request.on('error', (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      });
      request.end();
      if (signal.aborted) onAbort();
    });
  }

  async function fetchRaw(input: string, kind: Kind, callerSignal?: AbortSignal): Promise<RawResult> {
    const deadline = AbortSignal.timeout(settings.totalTimeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline;
    const limit = kind === 'page' ? settings.maxPageBytes : settings.maxImageBytes;
    let current = input;
    for (let redirects = 0; ; redirects += 1) {
      const checked = checkUrl(current, allowHosts);
      if (!checked.ok) {
        throw fail(400, URL_REFUSALS[checked.reason], {
          scheme: checked.scheme ?? '',
          host: checked.host ?? '',
        });
      }
      const { url, allowListed, literal } = checked;
      const host = checked.host;
      if (!allowRequest(host)) throw fail(429, 'scrape_rate_limited', { host });

      let socket: net.Socket | undefined;
      try {
        const addresses = literal ? [literal] : await addressesOf(host, allowListed, signal);
        socket = await open(addresses, url, host, signal);
        socket.on('error', () => {});
        const response = await send(socket, url, kind, signal);
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECTS.has(status) && location) {
          if (redirects >= settings.maxRedirects) {
            throw fail(502, 'scrape_too_many_redirects', { max: settings.maxRedirects });
          }
          if (!URL.canParse(location, url)) throw fail(502, 'scrape_bad_response', { host });
          current = new URL(location, url).href;
          continue;
        }
        if (status < 200 || status > 299) throw fail(502, 'scrape_http_status', { host, status });
        const contentType = mimeType(response.headers['content-type']);
        if (kind === 'page' && !HTML_TYPES.has(contentType)) {
          throw fail(400, 'scrape_not_html', contentTypeParams(contentType));
        }
        if (kind === 'image' && !contentType.startsWith('image/')) {
          throw fail(400, 'scrape_not_image', contentTypeParams(contentType));
        }
        const data = await readBody(response, limit, host, signal);
        return {
          url: url.href,
          status,
          contentType,
          charset: charsetOf(response.headers['content-type']),
          data,
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (callerSignal?.aborted) throw callerSignal.reason;
        if (deadline.aborted) {
          throw fail(504, 'scrape_timeout', { host, seconds: formatSeconds(settings.totalTimeoutMs) });
        }
        if (isTimeout(error)) {
          throw fail(504, 'scrape_timeout', { host, seconds: formatSeconds(settings.connectTimeoutMs) });
        }
        if (isTlsError(error)) throw fail(502, 'scrape_tls_failed', { host });
        throw fail(502, 'scrape_fetch_failed', { host });
      } finally {
        socket?.destroy();
      }
    }
  }

  return {
    async fetchPage(url, signal) {
      const raw = await fetchRaw(url, 'page', signal);
      return {
        url: raw.url,
        status: raw.status,
        contentType: raw.contentType,
        html: decodeHtml(raw.data, raw.charset),
      };
    },
    async fetchImage(url, signal) {
      const raw = await fetchRaw(url, 'image', signal);
      return { url: raw.url, contentType: raw.contentType, data: raw.data };
    },
  };
}
