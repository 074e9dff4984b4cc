/**
 * Idempotent replay of client operations: a route with `config.idempotent` honours the optional
 * `Idempotency-Key` header (what the client sees is written in api/contract/idempotency.ts).
 *
 * The first request with a key claims it (a 'pending' record, by INSERT: a conflict means another
 * request has it), runs, and its answer is stored in `onSend`, where the body is the serialised JSON
 * exactly as sent (before compression, which hooks in per route and so runs later). A retry gets that
 * answer without the handler running.
 *
 * Crash window: the route's own transaction and the stored answer are two writes (the services open
 * their transactions on `app.db` and the answer exists only after they commit), so a process that
 * dies between them leaves a 'pending' record. Retries get 409 until the claim is older than
 * PENDING_STALE_MS, when the next retry takes it over and runs the operation again. For checkout
 * that is safe (the order's own idempotency key is written in the order's transaction, see
 * `claimedIdempotencyKey`), as it is for the naturally repeatable cart and wishlist changes (set a
 * quantity, clear, wishlist add); a removal then answers 404, and only a cart add would count twice.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_RETENTION_DAYS,
  IDEMPOTENT_REPLAYED_HEADER,
} from '#api/contract/idempotency.ts';
import type { Db } from '#db/client.ts';
import {
  completeIdempotencyRecord,
  deleteIdempotencyRecordsBefore,
  deletePendingIdempotencyRecord,
  findIdempotencyRecord,
  insertPendingIdempotencyRecord,
} from '#db/repositories/idempotency.ts';
import { AppError } from '../http/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour the `Idempotency-Key` header: a replayed operation is answered, not applied again. */
    idempotent?: boolean;
  }
}

/** A pending claim older than this belongs to a request that will never finish (a crashed process). */
export const PENDING_STALE_MS = 5 * 60 * 1000;
const RETENTION_MS = IDEMPOTENCY_RETENTION_DAYS * 24 * 60 * 60 * 1000;
const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);
/** Answers that say "try again later": replaying them would never let the retry through. */
const RETRY_STATUSES = new Set([408, 425, 429]);
const RETRY_ERRORS = new Set(['payment_in_progress']);

interface Claim {
  scope: string;
  key: string;
  createdAt: string;
  settled: boolean;
}

const claims = new WeakMap<FastifyRequest, Claim>();

/** JSON with object keys sorted at every level: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * SHA-256 (hex) of a request's params and body; the route hashes them as validated (after the schema's
 * defaults and coercion), so `"quantity": "2"` and `2` are the same request.
 */
export function hashRequest(params: unknown, body: unknown): string {
  const canonical = canonicalJson({ params: params ?? {}, body: body ?? null });
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The key this request claimed, unique across scopes (`user:7:<key>`, `guest:<key>`), or null without
 * one. Checkout stores it on the order, inside the order's transaction.
 */
export function claimedIdempotencyKey(request: FastifyRequest): string | null {
  const claim = claims.get(request);
  return claim ? `${claim.scope}:${claim.key}` : null;
}

function isKeptAnswer(reply: FastifyReply, body: string): boolean {
  const status = reply.statusCode;
  if (status < 200 || (status >= 300 && status < 400) || status >= 500) return false;
  if (RETRY_STATUSES.has(status) || reply.hasHeader('retry-after')) return false;
  if (status === 409) {
    try {
      const { error } = JSON.parse(body) as { error?: unknown };
      if (typeof error === 'string' && RETRY_ERRORS.has(error)) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/** Deletes the records created more than 7 days before `now`; answers how many. */
export function pruneIdempotencyRecords(db: Db, now: Date = new Date()): Promise<number> {
  return deleteIdempotencyRecordsBefore(db, new Date(now.getTime() - RETENTION_MS).toISOString());
}

export const idempotencyPlugin = fp(async function idempotency(app: FastifyInstance) {
  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    // A repeated header arrives joined with ", " and fails the pattern too.
    if (typeof header !== 'string' || !KEY.test(header)) throw new AppError(400, 'invalid_idempotency_key');
    const user = await request.currentUser();
    const scope = user ? `user:${user.id}` : 'guest';
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const hash = hashRequest(request.params, request.body);

    // A few rounds: the record seen may be released (or a stale one taken over) in between.
    for (let round = 0; round < 3; round += 1) {
      const createdAt = new Date().toISOString();
      const claimed = await insertPendingIdempotencyRecord(app.db, {
        scope,
        key: header,
        route,
        requestHash: hash,
        createdAt,
      });
      if (claimed) {
        claims.set(request, { scope, key: header, createdAt, settled: false });
        return;
      }
      const existing = await findIdempotencyRecord(app.db, scope, header);
      if (!existing) continue;
      if (existing.route !== route || existing.requestHash !== hash) {
        throw new AppError(422, 'idempotency_key_reused');
      }
      if (existing.state === 'done' && existing.statusCode !== null && existing.responseBody !== null) {
        return reply
          .status(existing.statusCode)
          .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
          .type('application/json; charset=utf-8')
          .send(existing.responseBody);
      }
      if (Date.now() - Date.parse(existing.createdAt) < PENDING_STALE_MS) break;
      await deletePendingIdempotencyRecord(app.db, existing);
    }
    reply.header('retry-after', '1');
    throw new AppError(409, 'idempotency_key_in_use');
  }

  // Last of the route's preHandlers: the rate limits count a replay like any request, and a request
  // they refuse never claims its key.
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent !== true) return;
    const existing = route.preHandler
      ? Array.isArray(route.preHandler)
        ? route.preHandler
        : [route.preHandler]
      : [];
    route.preHandler = [...existing, claimOrReplay];
  });

  // Every claimed request passes here once: Fastify sends a handler's result and a thrown error alike
  // through onSend (global hooks run before the per-route compression).
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim || claim.settled) return payload;
    claim.settled = true;
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    try {
      if (body !== null && isKeptAnswer(reply, body)) {
        await completeIdempotencyRecord(app.db, claim, { statusCode: reply.statusCode, responseBody: body });
      } else {
        await deletePendingIdempotencyRecord(app.db, claim);
      }
    } catch (err) {
      // The answer still goes out; the claim stays pending and is taken over once stale.
      request.log.error({ err }, 'the idempotency record could not be written');
    }
    return payload;
  });
});
