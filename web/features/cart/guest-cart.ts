/**
 * The guest cart in IndexedDB: one line per product with a generated id; adding a
 * product again adds to its quantity, capped at 99. Every function takes the database so tests run on
 * fake-indexeddb.
 */
import { localDb, type GuestCartLine, type LocalDb } from '../../lib/local-db.ts';

/** The most of one product a cart line holds. */
export const MAX_LINE_QUANTITY = 99;

/** A whole number between 1 and 99; anything else (NaN, 0, negative) becomes 1. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity) || quantity < 1) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.floor(quantity));
}

/** Adds `quantity` of a product: a new line, or more of the existing one (up to 99). */
export async function addToGuestCart(
  productId: number,
  quantity: number,
  db: LocalDb = localDb,
): Promise<GuestCartLine> {
  const adding = clampQuantity(quantity);
  return db.transaction('rw', db.guestCart, async () => {
    const existing = await db.guestCart.where('productId').equals(productId).first();
    if (existing) {
      const updated = { ...existing, quantity: clampQuantity(existing.quantity + adding) };
      await db.guestCart.put(updated);
      return updated;
    }
    const line: GuestCartLine = {
      id: crypto.randomUUID(),
      productId,
      quantity: adding,
      addedAt: new Date().toISOString(),
    };
    await db.guestCart.add(line);
    return line;
  });
}

/** The lines in the order they were first added. */
export function listGuestCart(db: LocalDb = localDb): Promise<GuestCartLine[]> {
  return db.guestCart.orderBy('addedAt').toArray();
}

/** How many items the cart holds: the sum of the lines' quantities. */
export async function countGuestCart(db: LocalDb = localDb): Promise<number> {
  try {
    const lines = await db.guestCart.toArray();
    return lines.reduce((sum, line) => sum + line.quantity, 0);
  } catch {
    // No IndexedDB (some private windows): an empty cart rather than a broken header.
    return 0;
  }
}

/**
 * Sets a line's quantity (capped at 99); resolves the updated line, or undefined when the line is gone
 * (removed in another tab). A quantity below 1 or not a number changes nothing.
 */
export async function setGuestCartQuantity(
  lineId: string,
  quantity: number,
  db: LocalDb = localDb,
): Promise<GuestCartLine | undefined> {
  return db.transaction('rw', db.guestCart, async () => {
    const line = await db.guestCart.get(lineId);
    if (!line) return undefined;
    if (!Number.isFinite(quantity) || quantity < 1) return line;
    const updated = { ...line, quantity: clampQuantity(quantity) };
    await db.guestCart.put(updated);
    return updated;
  });
}

/** Removes one line; removing a line that is already gone is not an error. */
export async function removeGuestCartLine(lineId: string, db: LocalDb = localDb): Promise<void> {
  await db.guestCart.delete(lineId);
}

/** Empties the guest cart. */
export async function clearGuestCart(db: LocalDb = localDb): Promise<void> {
  await db.guestCart.clear();
}
