/**
 * The current cart's lines, live: the guest cart in IndexedDB (changes in other tabs too) or the
 * signed-in shopper's server cart (refetched every 5 s). The cart page reads both
 * sources; other screens (the checkout, through its route) take `useCartLines`.
 */
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { GuestCartLine } from '../../lib/local-db.ts';
import { pollEvery } from '../../lib/query-client.ts';
import { cartQueryOptions, SERVER_CART_POLL_MS } from './api/cart.ts';
import type { CartLineRef } from './cart-view.ts';
import { listGuestCart } from './guest-cart.ts';

async function readGuestCart(): Promise<GuestCartLine[]> {
  try {
    return await listGuestCart();
  } catch {
    // No IndexedDB (some private windows): an empty cart rather than a broken page.
    return [];
  }
}

/** Both sources: the guest cart (undefined while it is read) and the server cart of a numeric userId. */
export function useCartSources(userId: number | null | undefined) {
  const guestLines = useLiveQuery(readGuestCart, []);
  const server = useQuery({
    ...cartQueryOptions(userId ?? 0),
    enabled: typeof userId === 'number',
    refetchInterval: pollEvery(SERVER_CART_POLL_MS),
  });
  return { guestLines, server };
}

export type CartLinesState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; lines: CartLineRef[] };

/**
 * The lines of the cart the shopper would order: the guest cart (userId null) or the server cart of
 * userId (undefined: the user is not known yet, so loading).
 */
export function useCartLines(userId: number | null | undefined): CartLinesState {
  const { guestLines, server } = useCartSources(userId);
  if (userId === undefined) return { status: 'loading' };
  if (userId === null) return guestLines ? { status: 'ready', lines: guestLines } : { status: 'loading' };
  if (server.data) return { status: 'ready', lines: server.data };
  if (server.isError) return { status: 'error', retry: () => void server.refetch() };
  return { status: 'loading' };
}
