/**
 * Cart lines and wishlist items of signed-in users. Every query takes the owner's id: a line or item
 * of another user is never read, changed or deleted, whatever id the caller sends.
 */
import { sql } from 'kysely';
import type { Db } from '../client.ts';

const lineColumns = ['id', 'productId', 'quantity', 'createdAt', 'updatedAt'] as const;
const itemColumns = ['id', 'userId', 'productId', 'createdAt'] as const;

/** Whether each of the given products exists and is on sale (absent ids do not exist). */
export function listProductAvailability(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').select(['id', 'isActive']).where('id', 'in', productIds).execute();
}

/** In the order the lines were added. */
export function listCartLines(db: Db, userId: number) {
  return db
    .selectFrom('cartLines')
    .select(lineColumns)
    .where('userId', '=', userId)
    .orderBy(sql`rowid`)
    .execute();
}

export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

export function findCartLine(db: Db, userId: number, lineId: string) {
  return db
    .selectFrom('cartLines')
    .select(lineColumns)
    .where('userId', '=', userId)
    .where('id', '=', lineId)
    .executeTakeFirst();
}

export function findCartLineByProduct(db: Db, userId: number, productId: number) {
  return db
    .selectFrom('cartLines')
    .select(lineColumns)
    .where('userId', '=', userId)
    .where('productId', '=', productId)
    .executeTakeFirst();
}

export async function insertCartLine(
  db: Db,
  line: { id: string; userId: number; productId: number; quantity: number },
): Promise<void> {
  await db.insertInto('cartLines').values(line).execute();
}

/** False when the user has no such line. */
export async function updateCartLineQuantity(
  db: Db,
  userId: number,
  lineId: string,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('cartLines')
    .set({ quantity, updatedAt: new Date().toISOString() })
    .where('userId', '=', userId)
    .where('id', '=', lineId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** False when the user has no such line. */
export async function deleteCartLine(db: Db, userId: number, lineId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('cartLines')
    .where('userId', '=', userId)
    .where('id', '=', lineId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteCartLinesOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('cartLines').where('userId', '=', userId).execute();
}

/** In the order the items were saved. */
export function listWishlistItems(db: Db, userId: number) {
  return db
    .selectFrom('wishlistItems')
    .select(itemColumns)
    .where('userId', '=', userId)
    .orderBy(sql`rowid`)
    .execute();
}

export function findWishlistItem(db: Db, userId: number, productId: number) {
  return db
    .selectFrom('wishlistItems')
    .select(itemColumns)
    .where('userId', '=', userId)
    .where('productId', '=', productId)
    .executeTakeFirst();
}

/** Does nothing when the user has already saved the product. */
export async function insertWishlistItem(
  db: Db,
  item: { id: string; userId: number; productId: number },
): Promise<void> {
  await db
    .insertInto('wishlistItems')
    .values(item)
    .onConflict((oc) => oc.columns(['userId', 'productId']).doNothing())
    .execute();
}

/** False when the user has not saved the product. */
export async function deleteWishlistItem(db: Db, userId: number, productId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('wishlistItems')
    .where('userId', '=', userId)
    .where('productId', '=', productId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Takes the given products out of the user's cart (they were ordered). */
export async function deleteCartLinesOfProducts(db: Db, userId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .deleteFrom('cartLines')
    .where('userId', '=', userId)
    .where('productId', 'in', productIds)
    .execute();
}
