/**
 * A signed-in shopper's cart changes with or without a connection. Online they go to the server with
 * an operation id; offline (or when the request finds no network) they wait in the outbox and the
 * cached cart shows them at once. A product added offline gets a stand-in line (`offline-<opId>`)
 * until the replay; changing or removing that line edits or drops the queued add instead.
 */
import type { CartLine } from '#api/contract/cart.ts';
import { localDb, type OutboxOp } from '../../lib/local-db.ts';
import { sendOrQueue, type ChangeOutcome } from '../../lib/outbox-sync.ts';
import { deleteCartLine, patchCartLine, postCartLine } from './api/cart.ts';
import { clampQuantity } from './guest-cart.ts';

const OFFLINE_LINE = 'offline-';

export function isOfflineLine(lineId: string): boolean {
  return lineId.startsWith(OFFLINE_LINE);
}

export function addCartChange(userId: number, productId: number, quantity: number) {
  return sendOrQueue(
    { userId, kind: 'cart', productId, method: 'POST', url: '/api/cart', body: { productId, quantity } },
    (opId) => postCartLine(productId, quantity, opId),
  );
}

/** The cached cart after an add made offline: the product's line grows, or a stand-in line appears. */
export function withQueuedAdd(
  lines: readonly CartLine[] | undefined,
  change: { opId: string; productId: number; quantity: number },
  now = new Date().toISOString(),
): CartLine[] | undefined {
  if (!lines) return undefined;
  const existing = lines.find((line) => line.productId === change.productId);
  if (existing)
    return lines.map((line) =>
      line === existing
        ? { ...line, quantity: clampQuantity(line.quantity + change.quantity), updatedAt: now }
        : line,
    );
  return [
    ...lines,
    {
      id: `${OFFLINE_LINE}${change.opId}`,
      productId: change.productId,
      quantity: clampQuantity(change.quantity),
      createdAt: now,
      updatedAt: now,
    },
  ];
}

/**
 * Items added offline and still waiting, from the outbox ops of one user: what the header counts when
 * the server cart was never loaded (the page went offline before it arrived), so an add made then
 * still shows.
 */
export function queuedAddCount(ops: readonly OutboxOp[], userId: number): number {
  let count = 0;
  for (const op of ops) {
    if (op.userId !== userId || op.kind !== 'cart' || op.method !== 'POST') continue;
    const quantity = (op.body as { quantity?: unknown } | undefined)?.quantity;
    if (typeof quantity === 'number') count += quantity;
  }
  return count;
}

/** The user's waiting outbox ops (empty without IndexedDB). */
export async function readUserOutbox(userId: number | null | undefined): Promise<OutboxOp[]> {
  if (typeof userId !== 'number') return [];
  try {
    return await localDb.outbox.where('userId').equals(userId).toArray();
  } catch {
    return [];
  }
}

/** The queued add behind a stand-in line (undefined once it has been sent). */
async function queuedAdd(lineId: string) {
  return localDb.outbox.where('opId').equals(lineId.slice(OFFLINE_LINE.length)).first();
}

export async function setQuantityChange(
  userId: number,
  line: { id: string; productId: number },
  quantity: number,
): Promise<ChangeOutcome<unknown>> {
  if (isOfflineLine(line.id)) {
    const op = await queuedAdd(line.id);
    if (op?.seq !== undefined)
      await localDb.outbox.update(op.seq, { body: { productId: line.productId, quantity } });
    return { queued: true, opId: line.id.slice(OFFLINE_LINE.length) };
  }
  return sendOrQueue(
    {
      userId,
      kind: 'cart',
      productId: line.productId,
      method: 'PATCH',
      url: `/api/cart/${encodeURIComponent(line.id)}`,
      body: { quantity },
    },
    (opId) => patchCartLine(line.id, quantity, opId),
  );
}

export async function removeChange(
  userId: number,
  line: { id: string; productId: number },
): Promise<ChangeOutcome<unknown>> {
  if (isOfflineLine(line.id)) {
    const op = await queuedAdd(line.id);
    if (op?.seq !== undefined) await localDb.outbox.delete(op.seq);
    return { queued: true, opId: line.id.slice(OFFLINE_LINE.length) };
  }
  return sendOrQueue(
    {
      userId,
      kind: 'cart',
      productId: line.productId,
      method: 'DELETE',
      url: `/api/cart/${encodeURIComponent(line.id)}`,
    },
    (opId) => deleteCartLine(line.id, opId),
  );
}
