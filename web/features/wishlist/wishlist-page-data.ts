/**
 * The wishlist page's data: the saved entries (guests: IndexedDB, live across tabs; signed in: the
 * server's plus local ones still waiting to merge) joined with the catalogue answer (up to 1000
 * products in the chosen currency), as loading | error (with retry) | ready.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAuth } from '../../lib/auth.ts';
import { catalogueProductsQueryOptions } from '../../lib/catalogue-products.ts';
import type { LocalWishlistItem } from '../../lib/local-db.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { wishlistQueryOptions } from './api/wishlist.ts';
import { listLocalWishlist } from './local-wishlist.ts';
import { buildWishlistRows, mergeWishlistEntries, type WishlistRow } from './wishlist-view.ts';

export type WishlistPageData =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; rows: WishlistRow[] };

async function readLocalWishlist(): Promise<LocalWishlistItem[]> {
  try {
    return await listLocalWishlist();
  } catch {
    // No IndexedDB (some private windows): an empty list rather than a broken page.
    return [];
  }
}

export function useWishlistPageData(): WishlistPageData & { signedIn: boolean | undefined } {
  // Rechecked on mount, like the cart: an ended session shows the guest's list, not the account's.
  const auth = useAuth();
  const userId = auth.user?.id ?? null;
  const signedIn = auth.isLoading ? undefined : userId !== null;
  const currency = usePreferences((state) => state.currency);
  const local = useLiveQuery(readLocalWishlist, []);
  const server = useQuery({ ...wishlistQueryOptions(userId ?? 0), enabled: userId !== null });
  const entries =
    signedIn === undefined || local === undefined
      ? undefined
      : signedIn
        ? server.data && mergeWishlistEntries(server.data, local)
        : mergeWishlistEntries(undefined, local);
  const products = useQuery({
    ...catalogueProductsQueryOptions(
      currency,
      (entries ?? []).map((entry) => entry.productId),
    ),
    enabled: (entries?.length ?? 0) > 0,
    placeholderData: keepPreviousData,
  });

  if (signedIn && server.data === undefined && server.isError)
    return { status: 'error', retry: () => void server.refetch(), signedIn };
  if (!entries) return { status: 'loading', signedIn };
  if (entries.length === 0) return { status: 'ready', rows: [], signedIn };
  if (products.data === undefined && products.isError)
    return { status: 'error', retry: () => void products.refetch(), signedIn };
  if (products.data === undefined) return { status: 'loading', signedIn };
  return { status: 'ready', rows: buildWishlistRows(entries, products.data), signedIn };
}
