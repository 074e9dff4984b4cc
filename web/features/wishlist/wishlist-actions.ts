/**
 * Wishlist actions for any screen (product cards, the product page, the header).
 *
 * - `useWishlistToggle(productId, options?)` -> `{ saved, toggle(), pending }`: `saved` is live (false
 *   while reading); `toggle()` adds or removes the product and shows the spec's toast ('Added to
 *   Wishlist: ...', 'Removed from Wishlist: ...', or 'Error: Failed to update wishlist'); it never
 *   rejects. `options.context: 'detail'` adds 'Please try again.' to the error (the product page).
 * - `useWishlistCount()` -> how many products are saved, live across components and tabs.
 *
 * For now the wishlist lives in IndexedDB (ids `local-<productId>`, user `guest`); the server wishlist
 * for signed-in shoppers comes with the next issue behind these same hooks.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { countLocalWishlist, isInLocalWishlist, toggleLocalWishlist } from './local-wishlist.ts';

export interface WishlistToggleOptions {
  context?: 'card' | 'detail';
}

export interface WishlistToggle {
  saved: boolean;
  toggle: () => Promise<void>;
  pending: boolean;
}

export function useWishlistToggle(productId: number, options: WishlistToggleOptions = {}): WishlistToggle {
  const t = useT();
  const saved = useLiveQuery(() => isInLocalWishlist(productId), [productId], false);
  const [pending, setPending] = useState(false);
  const detail = options.context === 'detail';

  const toggle = useCallback(async () => {
    setPending(true);
    try {
      const nowSaved = await toggleLocalWishlist(productId);
      toast(
        nowSaved
          ? { title: t('wishlist.addedTitle'), description: t('wishlist.added'), variant: 'success' }
          : { title: t('wishlist.removedTitle'), description: t('wishlist.removed') },
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
  }, [productId, t, detail]);

  return { saved, toggle, pending };
}

/** Products on the wishlist; 0 while reading. Follows changes from other tabs too. */
export function useWishlistCount(): number {
  return useLiveQuery(() => countLocalWishlist(), [], 0);
}
