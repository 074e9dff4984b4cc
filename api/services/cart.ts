/**
 * The signed-in user's cart and wishlist: product checks, the 99-per-line limit and the sign-in merge
 * of the guest copies, each in one transaction. Only product ids and quantities are kept.
 */
import { randomUUID } from 'node:crypto';
import { MAX_LINE_QUANTITY } from '#api/contract/cart.ts';
import type { Db } from '#db/client.ts';
import {
  deleteCartLine,
  deleteCartLinesOfUser,
  deleteWishlistItem,
  findCartLine,
  findCartLineByProduct,
  findWishlistItem,
  insertCartLine,
  insertWishlistItem,
  listCartLines,
  listProductAvailability,
  listWishlistItems,
  updateCartLineQuantity,
} from '#db/repositories/cart.ts';
import { AppError, badRequest, notFound } from '../http/app-error.ts';

export { listCartLines, listWishlistItems };

/** The user's cart lines, each saying whether its product is still on sale. */
export async function listCartWithAvailability(db: Db, userId: number) {
  const lines = await listCartLines(db, userId);
  const onSaleIds = await onSale(
    db,
    lines.map((line) => line.productId),
  );
  return lines.map((line) => ({ ...line, available: onSaleIds.has(line.productId) }));
}

/** 404 for a product that does not exist, 400 for one no longer on sale. */
async function assertOnSale(db: Db, productId: number) {
  const [product] = await listProductAvailability(db, [productId]);
  if (!product) throw notFound('product_not_found');
  if (product.isActive !== 1) throw badRequest('product_unavailable');
}

/** The ids of the given products that exist and are on sale. */
async function onSale(db: Db, productIds: number[]): Promise<Set<number>> {
  const rows = await listProductAvailability(db, productIds);
  return new Set(rows.filter((r) => r.isActive === 1).map((r) => r.id));
}

/** Adds to the product's line (or starts one); more than 99 in the line is a 400 that changes nothing. */
export function addToCart(db: Db, userId: number, productId: number, quantity: number) {
  return db.transaction().execute(async (trx) => {
    await assertOnSale(trx, productId);
    const line = await findCartLineByProduct(trx, userId, productId);
    if (!line) {
      const id = randomUUID();
      await insertCartLine(trx, { id, userId, productId, quantity });
      return lineOrThrow(trx, userId, id);
    }
    const total = line.quantity + quantity;
    if (total > MAX_LINE_QUANTITY)
      throw badRequest('cart_quantity_limit', { max: MAX_LINE_QUANTITY, inCart: line.quantity });
    await updateCartLineQuantity(trx, userId, line.id, total);
    return lineOrThrow(trx, userId, line.id);
  });
}

export function setCartLineQuantity(db: Db, userId: number, lineId: string, quantity: number) {
  return db.transaction().execute(async (trx) => {
    if (!(await updateCartLineQuantity(trx, userId, lineId, quantity))) throw notFound('cart_line_not_found');
    return lineOrThrow(trx, userId, lineId);
  });
}

export function removeCartLine(db: Db, userId: number, lineId: string) {
  return db.transaction().execute(async (trx) => {
    if (!(await deleteCartLine(trx, userId, lineId))) throw notFound('cart_line_not_found');
  });
}

export function clearCart(db: Db, userId: number) {
  return db.transaction().execute((trx) => deleteCartLinesOfUser(trx, userId));
}

async function lineOrThrow(db: Db, userId: number, lineId: string) {
  const line = await findCartLine(db, userId, lineId);
  if (!line) throw new AppError(500, 'internal_error');
  return line;
}

/** Sums the quantities of repeated products, keeping the order in which products first appear. */
export function collapseLines(lines: { productId: number; quantity: number }[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const { productId, quantity } of lines) totals.set(productId, (totals.get(productId) ?? 0) + quantity);
  return totals;
}

/**
 * Sign-in merge of the guest cart: each product's quantity is added to the user's line, capped at 99;
 * products that do not exist or are not on sale are skipped and named. All or nothing.
 */
export function mergeCart(db: Db, userId: number, lines: { productId: number; quantity: number }[]) {
  const totals = collapseLines(lines);
  return db.transaction().execute(async (trx) => {
    const available = await onSale(trx, [...totals.keys()]);
    const skippedProductIds: number[] = [];
    for (const [productId, quantity] of totals) {
      if (!available.has(productId)) {
        skippedProductIds.push(productId);
        continue;
      }
      const line = await findCartLineByProduct(trx, userId, productId);
      const merged = Math.min(MAX_LINE_QUANTITY, (line?.quantity ?? 0) + quantity);
      if (!line) await insertCartLine(trx, { id: randomUUID(), userId, productId, quantity: merged });
      else if (merged !== line.quantity) await updateCartLineQuantity(trx, userId, line.id, merged);
    }
    return { cart: await listCartWithAvailability(trx, userId), skippedProductIds };
  });
}

/** Saving a product already saved answers the existing item unchanged. */
export function addToWishlist(db: Db, userId: number, productId: number) {
  return db.transaction().execute(async (trx) => {
    const existing = await findWishlistItem(trx, userId, productId);
    if (existing) return existing;
    await assertOnSale(trx, productId);
    await insertWishlistItem(trx, { id: randomUUID(), userId, productId });
    const item = await findWishlistItem(trx, userId, productId);
    if (!item) throw new AppError(500, 'internal_error');
    return item;
  });
}

export function removeFromWishlist(db: Db, userId: number, productId: number) {
  return db.transaction().execute(async (trx) => {
    if (!(await deleteWishlistItem(trx, userId, productId))) throw notFound('wishlist_item_not_found');
  });
}

/** Sign-in merge of the guest wishlist: duplicates collapse, unknown or inactive products are skipped. */
export function mergeWishlist(db: Db, userId: number, productIds: number[]) {
  const unique = [...new Set(productIds)];
  return db.transaction().execute(async (trx) => {
    const available = await onSale(trx, unique);
    const skippedProductIds = unique.filter((id) => !available.has(id));
    for (const productId of unique) {
      if (available.has(productId)) await insertWishlistItem(trx, { id: randomUUID(), userId, productId });
    }
    return { wishlist: await listWishlistItems(trx, userId), skippedProductIds };
  });
}
