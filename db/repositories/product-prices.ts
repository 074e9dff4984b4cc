/**
 * The shop price's history (`product_prices`) and the reduction each product announces. Triggers on
 * products write both whenever `base_price_cents` changes (migration 021); this module only reads
 * them, and ends the announcements that are past their 30 days.
 */
import type { Db } from '../client.ts';

/** A product's prices, newest first (`limit` of them). */
export function listProductPrices(db: Db, productId: number, limit: number) {
  return db
    .selectFrom('productPrices')
    .select(['priceCents', 'validFrom', 'source'])
    .where('productId', '=', productId)
    .orderBy('validFrom', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countProductPrices(db: Db, productId: number): Promise<number> {
  const row = await db
    .selectFrom('productPrices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('productId', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The lowest price in effect from `since` (ISO time) on: the one in effect at `since` and every later
 * one; null when the product has no prices.
 */
export async function lowestPriceSince(db: Db, productId: number, since: string): Promise<number | null> {
  const [atStart, later] = await Promise.all([
    db
      .selectFrom('productPrices')
      .select('priceCents')
      .where('productId', '=', productId)
      .where('validFrom', '<=', since)
      .orderBy('validFrom', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('productPrices')
      .select((eb) => eb.fn.min<number | null>('priceCents').as('low'))
      .where('productId', '=', productId)
      .where('validFrom', '>', since)
      .executeTakeFirst(),
  ]);
  const prices = [atStart?.priceCents, later?.low].filter((p): p is number => typeof p === 'number');
  return prices.length === 0 ? null : Math.min(...prices);
}

/** A product's announced reduction as stored (null columns: none). */
export function findProductReduction(db: Db, productId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'basePriceCents', 'referencePriceCents', 'priceReducedAt'])
    .where('id', '=', productId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/**
 * Ends the announced reductions that took effect at or before `before` (ISO time); answers how many.
 * Each such product is a catalogue write, so cached catalogue answers showing them are dropped.
 */
export async function endPriceReductions(db: Db, before: string): Promise<number> {
  const result = await db
    .updateTable('products')
    .set({ referencePriceCents: null, priceReducedAt: null })
    .where('priceReducedAt', '<=', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
