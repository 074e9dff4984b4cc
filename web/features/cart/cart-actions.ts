/**
 * Cart actions for any screen (product cards, the product page, the header).
 *
 * - `useAddToCart()` -> `{ addToCart(productId, quantity, options?), pending, added }`
 *   `addToCart` resolves `true` once the product is in the cart (toast 'Product added to cart
 *   successfully!') and `false` when it failed (the error toast is already shown); it never rejects.
 *   `options.context: 'detail'` picks the product page's error text. `pending` is true while a call
 *   runs; `added` is true for 3 s after a success (spec s.4: the button shows 'Added' and is disabled).
 * - `useCartCount()` -> the number of items (sum of quantities), live across components and tabs.
 *
 * For now the cart lives in IndexedDB (guest cart); the server cart for signed-in shoppers comes with
 * the next issue behind these same hooks.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { addToGuestCart, countGuestCart } from './guest-cart.ts';

/** How long the button says 'Added' (spec s.9). */
export const ADDED_STATE_MS = 3_000;

export interface AddToCartOptions {
  /** 'card' (default): 'Error: Failed to add product to cart'; 'detail': '... Please try again.' */
  context?: 'card' | 'detail';
}

export interface AddToCart {
  addToCart: (productId: number, quantity: number, options?: AddToCartOptions) => Promise<boolean>;
  pending: boolean;
  added: boolean;
}

export function useAddToCart(): AddToCart {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const addToCart = useCallback(
    async (productId: number, quantity: number, options: AddToCartOptions = {}) => {
      setPending(true);
      try {
        await addToGuestCart(productId, quantity);
        toast({ title: t('cart.added'), variant: 'success' });
        clearTimeout(timer.current);
        setAdded(true);
        timer.current = setTimeout(() => setAdded(false), ADDED_STATE_MS);
        return true;
      } catch {
        toast(
          options.context === 'detail'
            ? { title: t('cart.addFailedDetail'), variant: 'error' }
            : { title: t('shopping.errorTitle'), description: t('cart.addFailed'), variant: 'error' },
        );
        return false;
      } finally {
        setPending(false);
      }
    },
    [t],
  );

  return { addToCart, pending, added };
}

/** Items in the cart (sum of quantities); 0 while reading. Follows changes from other tabs too. */
export function useCartCount(): number {
  return useLiveQuery(() => countGuestCart(), [], 0);
}
