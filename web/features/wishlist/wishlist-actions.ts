/**
 * Wishlist actions for any screen (product cards, the product page, the header).
 *
 * - `useWishlistToggle(productId, options?)` -> `{ saved, toggle(), pending }`: `saved` is live (false
 *   while reading); `toggle()` adds or removes the product and shows a toast ('Added to
 *   Wishlist: ...', 'Removed from Wishlist: ...', or 'Error: Failed to update wishlist'); it never
 *   rejects. `options.context: 'detail'` adds 'Please try again.' to the error (the product page).
 * - `useRemoveFromWishlist()` -> `{ remove(productId), pending }` for the wishlist page: removes a saved
 *   product (server and local copy), toast 'Removed from Wishlist: ...' or 'Error: Failed to update
 *   wishlist'; resolves whether it worked, never rejects.
 * - `useWishlistCount()` -> how many products are saved, live across components and tabs.
 * - `useWishlistSession()` (once, in the root layout): the sign-in merge, dropping other sessions'
 *   wishlists from the cache, and removing another account's fallback saves from this browser.
 *
 * Guests keep the wishlist in IndexedDB (ids `local-<productId>`, user `guest`). Signed-in shoppers
 * use the server (query `['wishlist', userId]`); without a connection a change waits in the outbox,
 * and a refusal or server failure is reported and changes nothing.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { WishlistItem } from '#api/contract/cart.ts';
import { ApiError } from '../../lib/api-client.ts';
import { CURRENT_USER_QUERY_KEY, currentUserQueryOptions } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n.ts';
import { localDb } from '../../lib/local-db.ts';
import { sendOrQueue } from '../../lib/outbox-sync.ts';
import { toast } from '../../lib/toast.ts';
import {
  deleteWishlistItem,
  postWishlistItem,
  WISHLIST_QUERY_KEY,
  wishlistQueryKey,
  wishlistQueryOptions,
} from './api/wishlist.ts';
import {
  countLocalWishlist,
  isInLocalWishlist,
  listLocalWishlist,
  removeFromLocalWishlist,
  toggleLocalWishlist,
} from './local-wishlist.ts';
import { useSessionUserId } from '../../lib/auth.ts';
import {
  forgetFallbackSave,
  mergeGuestWishlist,
  purgeForeignFallbackSaves,
  wishlistItemCount,
} from './wishlist-merge.ts';

export interface WishlistToggleOptions {
  context?: 'card' | 'detail';
}

export interface WishlistToggle {
  saved: boolean;
  toggle: () => Promise<void>;
  pending: boolean;
}

/** The server wishlist of a signed-in user (undefined for guests and while loading). */
function useServerWishlist(userId: number | null | undefined): WishlistItem[] | undefined {
  const signedIn = typeof userId === 'number';
  const query = useQuery({ ...wishlistQueryOptions(userId ?? 0), enabled: signedIn });
  return signedIn ? query.data : undefined;
}

async function readLocalProductIds(): Promise<number[]> {
  try {
    return (await listLocalWishlist()).map((item) => item.productId);
  } catch {
    return [];
  }
}

const NO_IDS: number[] = [];

/** Id prefix of a wishlist item added without a connection and still waiting in the outbox. */
const OFFLINE_ITEM_PREFIX = 'offline-';

/** Drops this product's wishlist changes still waiting in the outbox (none without IndexedDB). */
async function dropQueuedWishlistChanges(userId: number, productId: number): Promise<void> {
  try {
    await localDb.outbox.where('[userId+kind+productId]').equals([userId, 'wishlist', productId]).delete();
  } catch {
    // IndexedDB unavailable: nothing could have been queued either.
  }
}

/**
 * Signed in: saves on the server (queued in the outbox without a connection); removes from the server
 * and from the local copy. Resolves whether the product is saved afterwards; rejects when the server
 * refused or failed, leaving the wishlist as it was.
 */
async function toggleSignedIn(
  userId: number,
  productId: number,
  onServer: boolean,
  standIn: boolean,
  saved: boolean,
  setCache: (update: (items: WishlistItem[] | undefined) => WishlistItem[] | undefined) => void,
): Promise<{ saved: boolean; queued: boolean }> {
  // A newer toggle replaces a change of this product still waiting for the connection: the last
  // choice is the one that reaches the account (an add queued and then removed is never sent).
  await dropQueuedWishlistChanges(userId, productId);
  if (!saved) {
    // Offline (or when the request found no network) the add waits in the outbox, sent once when the
    // connection returns, and shows at once. A refusal or a server error is thrown: the heart stays
    // empty and the shopper is told, since the account's wishlist did not change.
    const outcome = await sendOrQueue(
      { userId, kind: 'wishlist', productId, method: 'POST', url: '/api/wishlist', body: { productId } },
      (opId) => postWishlistItem(productId, opId),
    );
    const item: WishlistItem = outcome.queued
      ? {
          id: `${OFFLINE_ITEM_PREFIX}${outcome.opId}`,
          userId,
          productId,
          createdAt: new Date().toISOString(),
        }
      : outcome.result;
    setCache((items) =>
      items && !items.some((existing) => existing.productId === productId) ? [item, ...items] : items,
    );
    return { saved: true, queued: outcome.queued };
  }
  await removeFromLocalWishlist(productId);
  forgetFallbackSave(productId);
  let queued = false;
  // A stand-in for an add that never left this device has nothing on the server to remove.
  if (onServer && !standIn) {
    try {
      // Offline the removal waits in the outbox and is sent, once, when the connection returns.
      const outcome = await sendOrQueue(
        { userId, kind: 'wishlist', productId, method: 'DELETE', url: `/api/wishlist/${productId}` },
        (opId) => deleteWishlistItem(productId, opId),
      );
      queued = outcome.queued;
    } catch (error) {
      // Not there any more (removed in another tab) is what we wanted; anything else left it saved.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  setCache((items) => items?.filter((existing) => existing.productId !== productId));
  return { saved: false, queued };
}

export function useWishlistToggle(productId: number, options: WishlistToggleOptions = {}): WishlistToggle {
  const t = useT();
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  const server = useServerWishlist(userId);
  const serverItem = server?.find((item) => item.productId === productId);
  const onServer = serverItem !== undefined;
  const standIn = serverItem?.id.startsWith(OFFLINE_ITEM_PREFIX) ?? false;
  const savedLocally = useLiveQuery(() => isInLocalWishlist(productId), [productId], false);
  const saved = onServer || savedLocally;
  const [pending, setPending] = useState(false);
  const detail = options.context === 'detail';

  const toggle = useCallback(async () => {
    setPending(true);
    try {
      const { saved: nowSaved, queued } =
        typeof userId === 'number'
          ? await toggleSignedIn(userId, productId, onServer, standIn, saved, (update) =>
              queryClient.setQueryData(wishlistQueryKey(userId), update),
            )
          : { saved: await toggleLocalWishlist(productId), queued: false };
      // A queued change is not on the server yet: asking it now would undo the change on screen. The
      // outbox's replay fetches the wishlist again once it went out.
      if (typeof userId === 'number' && !queued)
        void queryClient.invalidateQueries({ queryKey: wishlistQueryKey(userId) });
      // A change waiting for the connection says so: it is kept, not yet made on the account.
      const description = queued ? t('offline.wishlistQueued') : undefined;
      toast(
        nowSaved
          ? {
              title: t('wishlist.addedTitle'),
              description: description ?? t('wishlist.added'),
              variant: 'success',
            }
          : { title: t('wishlist.removedTitle'), description: description ?? t('wishlist.removed') },
      );
    } catch {
      toast({
        title: t('shopping.errorTitle'),
        description: detail ? t('wishlist.updateFailedDetail') : t('wishlist.updateFailed'),
        variant: 'error',
      });
    } finally {
      setPending(false);
    }
  }, [productId, t, detail, userId, onServer, standIn, saved, queryClient]);

  return { saved, toggle, pending };
}

export interface RemoveFromWishlist {
  remove: (productId: number) => Promise<boolean>;
  pending: boolean;
}

export function useRemoveFromWishlist(): RemoveFromWishlist {
  const t = useT();
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  const [pending, setPending] = useState(false);

  const remove = useCallback(
    async (productId: number) => {
      setPending(true);
      try {
        if (typeof userId === 'number') {
          const cached = queryClient.getQueryData<WishlistItem[]>(wishlistQueryKey(userId));
          const item = cached?.find((entry) => entry.productId === productId);
          // Not loaded yet: ask the server anyway (a 404 means it was not there).
          const onServer = cached ? item !== undefined : true;
          const standIn = item?.id.startsWith(OFFLINE_ITEM_PREFIX) ?? false;
          const { queued } = await toggleSignedIn(userId, productId, onServer, standIn, true, (update) =>
            queryClient.setQueryData(wishlistQueryKey(userId), update),
          );
          if (!queued) void queryClient.invalidateQueries({ queryKey: wishlistQueryKey(userId) });
        } else {
          await removeFromLocalWishlist(productId);
        }
        toast({ title: t('wishlist.removedTitle'), description: t('wishlist.removed') });
        return true;
      } catch {
        toast({ title: t('shopping.errorTitle'), description: t('wishlist.updateFailed'), variant: 'error' });
        return false;
      } finally {
        setPending(false);
      }
    },
    [t, userId, queryClient],
  );

  return { remove, pending };
}

/**
 * Products on the wishlist; 0 while reading. Guests: live from IndexedDB (other tabs too). Signed in:
 * the server's plus local ones still waiting to merge, each product once.
 */
export function useWishlistCount(): number {
  const userId = useSessionUserId();
  const server = useServerWishlist(userId);
  const localIds = useLiveQuery(readLocalProductIds, [], NO_IDS);
  const localCount = useLiveQuery(() => countLocalWishlist(), [], 0);
  return typeof userId === 'number'
    ? wishlistItemCount(
        server?.map((item) => item.productId),
        localIds,
      )
    : localCount;
}

/** Mounted once (root layout). */
export function useWishlistSession(): void {
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  // `null` only once the server said 'signed out' (not while unknown, not on a network failure).
  const signedOut = useQuery({ ...currentUserQueryOptions(), refetchOnMount: false }).data === null;
  const hasLocalItems = useLiveQuery(async () => (await countLocalWishlist()) > 0, [], false);

  useEffect(() => {
    queryClient.removeQueries({
      queryKey: WISHLIST_QUERY_KEY,
      predicate: (query) => typeof userId !== 'number' || query.queryKey[1] !== userId,
    });
  }, [queryClient, userId]);

  useEffect(() => {
    if (signedOut) void purgeForeignFallbackSaves(null).catch(() => undefined);
  }, [signedOut]);

  useEffect(() => {
    if (typeof userId !== 'number' || !hasLocalItems) return;
    mergeGuestWishlist(userId).then(
      (result) => {
        if (result.status === 'merged') queryClient.setQueryData(wishlistQueryKey(userId), result.wishlist);
        if (result.status === 'wrong-user')
          void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
        else void queryClient.invalidateQueries({ queryKey: wishlistQueryKey(userId) });
      },
      () => {
        // The items stay in IndexedDB (and in the count); the next sign-in or start retries.
      },
    );
  }, [queryClient, userId, hasLocalItems]);
}
