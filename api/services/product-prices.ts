/**
 * Price reductions as the shop announces them. Every price a product takes is kept with its time
 * (triggers on products); a reduction is announced against the lowest price in effect during the 30
 * days before it, and for 30 days from when it took effect.
 */
import { PRICE_HISTORY_LIMIT, type ProductPriceHistory } from '#api/contract/admin-catalog.ts';
import type { Db } from '#db/client.ts';
import {
  countProductPrices,
  endPriceReductions,
  findProductReduction,
  listProductPrices,
  lowestPriceSince,
} from '#db/repositories/product-prices.ts';
import { notFound } from '../http/app-error.ts';
import { fromCents } from './money.ts';

/** A reduction is announced for this long after the reduced price took effect. */
export const REDUCTION_SHOWN_MS = 30 * 24 * 60 * 60 * 1000;

export interface ReductionColumns {
  basePriceCents: number;
  referencePriceCents: number | null;
  priceReducedAt: string | null;
}

/**
 * The reference price (EUR cents) a product shows struck through at `now`, or null. Rule: a product
 * whose price is below its reference, and whose reduction took effect less than 30 days ago, shows
 * the reference struck through and "Lowest price in the last 30 days: X", where X is the lowest price
 * in effect during the 30 days before the reduction (which is the reference). Afterwards the mark is
 * gone, whether or not the sweep has cleared the columns yet.
 */
export function shownReferenceCents(row: ReductionColumns, now: number): number | null {
  const { basePriceCents, referencePriceCents, priceReducedAt } = row;
  if (referencePriceCents === null || priceReducedAt === null) return null;
  if (basePriceCents >= referencePriceCents) return null;
  return now - Date.parse(priceReducedAt) < REDUCTION_SHOWN_MS ? referencePriceCents : null;
}

/** The back office's view of a product's prices: newest first, with its reduction. */
export async function getProductPriceHistory(
  db: Db,
  productId: number,
  now: number = Date.now(),
): Promise<ProductPriceHistory> {
  const product = await findProductReduction(db, productId);
  if (!product) throw notFound('product_not_found');
  const windowStart = new Date(now - REDUCTION_SHOWN_MS).toISOString();
  const [prices, total, lowest] = await Promise.all([
    listProductPrices(db, productId, PRICE_HISTORY_LIMIT),
    countProductPrices(db, productId),
    lowestPriceSince(db, productId, windowStart),
  ]);
  return {
    productId,
    price: fromCents(product.basePriceCents),
    referencePrice: product.referencePriceCents === null ? null : fromCents(product.referencePriceCents),
    reducedAt: product.priceReducedAt,
    reductionShown: shownReferenceCents(product, now) !== null,
    lowestPrice30d: fromCents(Math.min(lowest ?? product.basePriceCents, product.basePriceCents)),
    prices: prices.map((p) => ({ price: fromCents(p.priceCents), validFrom: p.validFrom, source: p.source })),
    total,
  };
}

/**
 * Clears the reductions past their 30 days (the periodic sweep). Reads already hide them; clearing
 * them is a catalogue write, so the cached answers and pages that still show them are dropped.
 */
export function endExpiredReductions(db: Db, now: number = Date.now()): Promise<number> {
  return endPriceReductions(db, new Date(now - REDUCTION_SHOWN_MS).toISOString());
}
