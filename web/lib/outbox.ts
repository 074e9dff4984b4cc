/**
 * The outbox of a signed-in shopper's cart and wishlist changes made offline (Dexie table `outbox`),
 * and its replay. Runs in the page (on `online` and at start) and in the service worker (Background
 * Sync), so it uses no DOM: only fetch, IndexedDB and Web Locks.
 *
 * Exactly once: every change carries a client operation id sent as the Idempotency-Key header; the
 * server applies an id once and answers a repeat with the first answer. One replay runs at a time
 * (a Web Lock shared by the page and the worker), and a change leaves the outbox only once the server
 * has answered it.
 */
import { localDb, type LocalDb, type OutboxOp } from './local-db.ts';

/**
 * api/contract/idempotency.ts's header and retention, repeated here so the service worker's bundle
 * does not carry the schema library (outbox.test.ts checks they agree).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_RETENTION_DAYS = 7;
/** The Background Sync tag the page registers and the worker replays on. */
export const OUTBOX_SYNC_TAG = 'partspoint-outbox';
/** The server keeps operation ids for 7 days; a day's margin, then older changes are not replayed. */
export const OUTBOX_MAX_AGE_MS = (IDEMPOTENCY_RETENTION_DAYS - 1) * 24 * 60 * 60 * 1000;
const LOCK_NAME = 'partspoint-outbox-replay';
const CURRENT_USER_URL = '/api/auth/user';

export function newOperationId(): string {
  return crypto.randomUUID();
}

export type NewOutboxOp = Omit<OutboxOp, 'seq' | 'createdAt'> & { createdAt?: number };

export async function enqueue(op: NewOutboxOp, db: LocalDb = localDb): Promise<void> {
  await db.outbox.add({ ...op, createdAt: op.createdAt ?? Date.now() });
}

export function pendingCount(userId: number, db: LocalDb = localDb): Promise<number> {
  return db.outbox.where('userId').equals(userId).count();
}

export interface ReplayResult {
  /** Changes the server has applied (or had applied already). */
  sent: number;
  /** Changes the server refused for good (a product gone, a line removed elsewhere): dropped. */
  refused: number;
  /** Changes still waiting (no connection, signed out, or the server busy). */
  remaining: number;
  /** The signed-in user the replay ran for (null: nobody signed in or unreachable). */
  userId: number | null;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Runs `task` while holding the replay lock, where the browser has Web Locks. */
async function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (!locks) return task();
  return locks.request(LOCK_NAME, task);
}

async function sessionUserId(fetchImpl: Fetch): Promise<number | null> {
  const response = await fetchImpl(CURRENT_USER_URL, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return null;
  const user = (await response.json()) as { id?: unknown };
  return typeof user.id === 'number' ? user.id : null;
}

/**
 * Sends the signed-in user's queued changes in order. Stops at the first that cannot be sent now
 * (no connection, 401, 409 while the server is still on an earlier copy, 5xx) and leaves it and the
 * rest for the next replay; a change refused for good (another 4xx) is dropped.
 */
export function replayOutbox(
  options: { db?: LocalDb; fetch?: Fetch; now?: number } = {},
): Promise<ReplayResult> {
  const db = options.db ?? localDb;
  const fetchImpl: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  return exclusively(async () => {
    const now = options.now ?? Date.now();
    await db.outbox
      .where('createdAt')
      .below(now - OUTBOX_MAX_AGE_MS)
      .delete();
    let userId: number | null;
    try {
      userId = await sessionUserId(fetchImpl);
    } catch {
      userId = null;
    }
    const count = async () => (userId === null ? 0 : pendingCount(userId, db));
    if (userId === null) return { sent: 0, refused: 0, remaining: await db.outbox.count(), userId };
    const ops = await db.outbox.where('userId').equals(userId).sortBy('seq');
    let sent = 0;
    let refused = 0;
    for (const op of ops) {
      let response: Response;
      try {
        response = await fetchImpl(op.url, {
          method: op.method,
          credentials: 'include',
          headers: {
            Accept: 'application/json',
            [IDEMPOTENCY_KEY_HEADER]: op.opId,
            ...(op.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: op.body === undefined ? undefined : JSON.stringify(op.body),
        });
      } catch {
        break;
      }
      // 409: the server is still on an earlier copy of this change (idempotency_key_in_use).
      const retryLater =
        response.status === 401 ||
        response.status === 409 ||
        response.status === 429 ||
        response.status >= 500;
      if (retryLater) break;
      await db.outbox.delete(op.seq!);
      if (response.ok) sent += 1;
      else refused += 1;
    }
    return { sent, refused, remaining: await count(), userId };
  });
}
