/**
 * What changed in the cart since the shopper last saw it: the server's price wins, and a line whose
 * price moved (while offline, or since the last visit) says "Price changed from X to Y" until the
 * shopper acknowledges it. The prices seen are kept per product and currency in IndexedDB.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { localDb } from '../../lib/local-db.ts';

const SEEN_KEY = 'seen-cart-prices';

/** Product id -> the price last shown and its currency. */
export type SeenPrices = Record<string, { price: number; currency: string }>;

export interface PriceChange {
  productId: number;
  before: number;
  now: number;
}

/** The lines whose price differs from the one last seen in the same currency. */
export function priceChanges(
  seen: SeenPrices,
  current: readonly { productId: number; price: number }[],
  currency: string,
): PriceChange[] {
  return current.flatMap(({ productId, price }) => {
    const last = seen[productId];
    return last && last.currency === currency && last.price !== price
      ? [{ productId, before: last.price, now: price }]
      : [];
  });
}

/** `seen` with the current prices of the given products written in. */
export function withSeen(
  seen: SeenPrices,
  current: readonly { productId: number; price: number }[],
  currency: string,
): SeenPrices {
  const next = { ...seen };
  for (const { productId, price } of current) next[productId] = { price, currency };
  return next;
}

/** The prices seen (undefined while reading) and a way to record new ones. */
export function useSeenPrices(): { seen: SeenPrices | undefined; record: (seen: SeenPrices) => void } {
  const seen = useLiveQuery(
    async () => ((await localDb.settings.get(SEEN_KEY).catch(() => undefined))?.value as SeenPrices) ?? {},
  );
  const record = useCallback((next: SeenPrices) => {
    void localDb.settings.put({ key: SEEN_KEY, value: next }).catch(() => {});
  }, []);
  return { seen, record };
}
