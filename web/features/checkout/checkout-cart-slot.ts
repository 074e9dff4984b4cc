/**
 * What the checkout needs from the cart feature, plugged in by the routes (features do not import
 * each other): the current cart's lines, emptying the guest cart, and the server cart's query key.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface CheckoutCartLine {
  productId: number;
  quantity: number;
}

export type CheckoutCartState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; lines: CheckoutCartLine[] };

export interface CheckoutCartSlot {
  /**
   * The lines of the cart the shopper orders: the guest cart (userId null) or the server cart of
   * userId (undefined: the user is not known yet, so loading).
   */
  useCartLines: (userId: number | null | undefined) => CheckoutCartState;
  clearGuestCart: () => Promise<void>;
  serverCartKey: (userId: number) => readonly unknown[];
}

export type OrderedCartSlot = Pick<CheckoutCartSlot, 'clearGuestCart' | 'serverCartKey'>;

/**
 * After an order: a guest's cart is emptied in the browser; a signed-in shopper's server cart (the
 * server already emptied or trimmed it) is fetched again. Never rejects: the order stands either way.
 */
export function useCartAfterOrder({ clearGuestCart, serverCartKey }: OrderedCartSlot) {
  const queryClient = useQueryClient();
  return useCallback(
    async (userId: number | null) => {
      try {
        if (userId === null) await clearGuestCart();
        else await queryClient.invalidateQueries({ queryKey: serverCartKey(userId) });
      } catch {
        // No IndexedDB or no connection: the cart shows its old lines until the next change.
      }
    },
    [clearGuestCart, serverCartKey, queryClient],
  );
}
