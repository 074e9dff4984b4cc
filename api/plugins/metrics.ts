/**
 * GET /metrics in the Prometheus text format: requests per route template, method and status (count
 * and duration), orders and card payments per status and the database's size (read at each scrape),
 * and the process's own figures (event-loop lag, memory, CPU). Each app has its own registry.
 * Served to this machine only (connection and client both loopback, nothing forwarded) or to a
 * scraper sending `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets what an address the shop
 * does not have gets.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ORDER_STATUSES } from '#api/contract/orders.ts';
import type { DbHandle } from '#db/client.ts';
import {
  countOrdersByStatus,
  countPaymentsByStatus,
  databaseSizes,
  PAYMENT_RECORD_STATUSES,
} from '#db/repositories/monitoring.ts';

export const METRICS_PATH = '/metrics';
/** The shop's own metrics start with this; the process's are prom-client's standard names. */
const PREFIX = 'partsshop_';
/** The route label of requests no route matched (their URLs would be unbounded). */
export const UNMATCHED_ROUTE = 'unmatched';
/** Seconds: cached catalogue answers take under a millisecond, uploads and imports seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Headers a reverse proxy adds: a request carrying one came through it, from wherever. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export interface MetricsOptions {
  db: DbHandle;
  /** METRICS_TOKEN: a scraper sending it as a Bearer token is served from any address. */
  token?: string | undefined;
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || (isIPv4(v4) && v4.startsWith('127.'));
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A local scrape: the connection comes from loopback, the client Fastify resolved (X-Forwarded-For
 * from a trusted proxy) is loopback too, and no forwarding header says the request was relayed
 * (a proxy on this machine that is not trusted still connects from loopback).
 */
function isLocalRequest(request: FastifyRequest): boolean {
  return (
    isLoopback(request.socket.remoteAddress) &&
    isLoopback(request.ip) &&
    FORWARDING_HEADERS.every((name) => request.headers[name] === undefined)
  );
}

export const metricsPlugin = fp<MetricsOptions>(async function metrics(app: FastifyInstance, options) {
  const registry = new Registry();
  const { db, sqlite } = options.db;

  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from receiving a request to its answer, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: `${PREFIX}orders`,
    help: 'Orders per status, counted in the database at each scrape.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await countOrdersByStatus(db);
      for (const status of ORDER_STATUSES) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, row.count);
    },
  });
  new Gauge({
    name: `${PREFIX}payments`,
    help: 'Card payments per status, counted in the database at each scrape.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await countPaymentsByStatus(db);
      for (const status of PAYMENT_RECORD_STATUSES) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, row.count);
    },
  });
  new Gauge({
    name: `${PREFIX}database_size_bytes`,
    help: 'Size of the SQLite database (page count times page size).',
    registers: [registry],
    async collect() {
      this.set((await databaseSizes(sqlite)).bytes);
    },
  });
  new Gauge({
    name: `${PREFIX}database_wal_size_bytes`,
    help: 'Size of the SQLite write-ahead log file (0 when there is none).',
    registers: [registry],
    async collect() {
      this.set((await databaseSizes(sqlite)).walBytes);
    },
  });
  // Started at the first scrape: the event-loop monitor and GC observer cost nothing until then.
  let processMetrics = false;

  /** Each label combination's series, looked up once: this runs on every request. */
  const series = new Map<string, { count: { inc(): void }; duration: { observe(v: number): void } }>();
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = String(reply.statusCode);
    const key = `${request.method} ${status} ${route}`;
    let entry = series.get(key);
    if (!entry) {
      const labels = { method: request.method, route, status };
      entry = { count: requests.labels(labels), duration: durations.labels(labels) };
      series.set(key, entry);
    }
    entry.count.inc();
    entry.duration.observe(reply.elapsedTime / 1000);
    done();
  });

  const tokenDigest = options.token ? digest(options.token) : undefined;
  /** Whether the Authorization header carries the token; compared in constant time. */
  const hasToken = (header: string): boolean => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return !!tokenDigest && !!match && timingSafeEqual(digest(match[1] ?? ''), tokenDigest);
  };

  app.get(METRICS_PATH, async (request, reply) => {
    const authorization = request.headers.authorization;
    // A request that presents credentials is judged by them alone, wherever it comes from.
    const allowed = authorization === undefined ? isLocalRequest(request) : hasToken(authorization);
    if (!allowed) {
      if (authorization !== undefined) request.log.warn('metrics scrape with a wrong token refused');
      // A 401 or 403 would confirm the endpoint to a scanner: it gets the shop's own not-found answer.
      return reply.callNotFound();
    }
    if (!processMetrics) {
      collectDefaultMetrics({ register: registry });
      processMetrics = true;
    }
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
});
