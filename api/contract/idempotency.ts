/**
 * The `Idempotency-Key` request header: the web's outbox sends one per queued operation, so a replay
 * (page and service worker, or a retry after a lost answer) is applied once. Optional; honoured only
 * by the routes whose contract says so (cart and wishlist changes, both checkouts).
 *
 * - First request with a key: runs, and its answer (2xx or 4xx) is kept for 7 days under the key,
 *   per signed-in user (`guest` for everyone else, then also bound to the request's content).
 * - The same key with the same method, route, params and body: the kept answer, status and body,
 *   with `Idempotent-Replayed: true`; nothing runs again.
 * - The same key for a different request: 422 `idempotency_key_reused`.
 * - The same key while its first request is still running: 409 `idempotency_key_in_use` with
 *   `Retry-After: 1`; nothing is applied.
 * - A key that is not 8-64 of A-Z a-z 0-9 _ -: 400 `invalid_idempotency_key`.
 * - Answers that mean "try again" (5xx, 408, 425, 429, any with `Retry-After`) are not kept, so a
 *   retry with the same key runs the operation.
 */
import { Type } from 'typebox';
import { ErrorBody } from './define-route.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set (to `true`) on an answer that was kept from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** A UUID fits (36 characters). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
export const IdempotencyKey = Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN });
/** How long an answer is kept for replays. */
export const IDEMPOTENCY_RETENTION_DAYS = 7;

/** The answers an idempotent route may give because of the key (besides the route's own). */
export const idempotencyErrors = {
  400: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
};
