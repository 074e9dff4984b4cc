/**
 * The cart page's data and edits, for guests (IndexedDB) and signed-in shoppers (server cart, query
 * `['cart', userId]`, kept in step after every call).
 *
 * - `useCartPageData()` -> loading | error (with retry) | ready: the lines and the catalogue answer
 *   (up to 1000 products in the chosen currency) to price them from.
 * - `useCartLineEdits(userId)` -> `setQuantity(lineId, quantity)`, `remove(lineId)`: resolve true once
 *   done, false after an error toast ('Failed to update cart item', 'Failed to remove item from
 *   cart'); they never reject. Quantity changes show at once and reach the server in order.
 * - `useClearCart(userId)` -> `clear()`: the same, with 'Failed to clear cart'.
 *
 * Server calls run as mutations, so a signed-out 401 reaches the session-expiry handler (main.tsx):
 * the /cart route marks itself for it, which gives the session-ended toast and sign-in redirect.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { CartLine } from '#api/contract/cart.ts';
import type { Product } from '#api/contract/catalog.ts';
import { ApiError } from '../../lib/api-client.ts';
import { notifyFailure } from '../../lib/api-errors.ts';
import { useAuth } from '../../lib/auth.ts';
import { cachedProducts, catalogueProductsQueryOptions } from '../../lib/catalogue-products.ts';
import { useT, type TextKey } from '../../lib/i18n.ts';
import { onReconnect } from '../../lib/network.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { cartQueryKey, deleteCart, deleteCartLine, patchCartLine } from './api/cart.ts';
import { useCartSources } from './cart-lines.ts';
import type { CartLineRef } from './cart-view.ts';
import { removeChange, setQuantityChange } from './cart-outbox.ts';
import { clearGuestCart, removeGuestCartLine, setGuestCartQuantity } from './guest-cart.ts';

export type CartPageData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'ready';
      userId: number | null;
      lines: CartLineRef[];
      products: Product[];
      /** When the prices and stock were fetched (shown offline). */
      updatedAt: number;
    };

const NO_PRODUCTS: Product[] = [];
/** How long after reconnecting the cart asks for the prices again. */
const RECONNECT_RECHECK_MS = 2_000;

export function useCartPageData(): CartPageData {
  // Rechecked on mount: a session that ended elsewhere must not show (or edit) the server cart.
  const auth = useAuth();
  const userId = auth.user?.id ?? null;
  const signedIn = userId !== null;
  const currency = usePreferences((state) => state.currency);
  const queryClient = useQueryClient();
  const { guestLines, server } = useCartSources(userId);
  const lines: CartLineRef[] | undefined = auth.isLoading ? undefined : signedIn ? server.data : guestLines;
  const productIds = (lines ?? []).map((line) => line.productId);
  const products = useQuery({
    ...catalogueProductsQueryOptions(currency, productIds),
    // An empty cart needs no catalogue; a currency change keeps the last prices until the new ones come.
    enabled: (lines?.length ?? 0) > 0,
    // Back online, the server's prices and stock replace what was shown offline, however recent.
    refetchOnReconnect: 'always',
    // Kept from the last answer on a currency change; offline, from the products already cached.
    placeholderData: (previous) => previous ?? cachedProducts(queryClient, currency, productIds)?.products,
  });
  // Once more a moment later: the first request after the connection returns can still find the network
  // down and be answered by the worker's cache with the old prices.
  const refetchProducts = products.refetch;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refetchProducts(), RECONNECT_RECHECK_MS);
    };
    const stop = onReconnect(onOnline);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [refetchProducts]);

  if (auth.isLoading) return { status: 'loading' };
  if (signedIn && server.data === undefined && server.isError)
    return { status: 'error', retry: () => void server.refetch() };
  if (!lines) return { status: 'loading' };
  if (lines.length === 0) return { status: 'ready', userId, lines, products: NO_PRODUCTS, updatedAt: 0 };
  // No answer (offline, or no connection after all): the products as the shop last showed them.
  const fallback = products.isError ? cachedProducts(queryClient, currency, productIds) : undefined;
  if (products.data === undefined && fallback)
    return { status: 'ready', userId, lines, products: fallback.products, updatedAt: fallback.updatedAt };
  if (products.data === undefined && products.isError)
    return { status: 'error', retry: () => void products.refetch() };
  if (products.data === undefined) return { status: 'loading' };
  return { status: 'ready', userId, lines, products: products.data, updatedAt: products.dataUpdatedAt };
}

/** Quantity changes of one cart run one after another, so the server ends with the last one. */
const CART_EDIT_KEY = ['cart-edit'] as const;
const CART_EDIT_SCOPE = { id: 'cart-edit' };

function useFailureToast() {
  const t = useT();
  return useCallback(
    (error: unknown, fallback: TextKey) =>
      notifyFailure(t, error, { title: 'shopping.errorTitle', fallback }),
    [t],
  );
}

export interface CartLineEdits {
  setQuantity: (lineId: string, quantity: number) => Promise<boolean>;
  remove: (lineId: string) => Promise<boolean>;
  removing: boolean;
}

export function useCartLineEdits(userId: number | null): CartLineEdits {
  const queryClient = useQueryClient();
  const fail = useFailureToast();
  const cachedLine = (owner: number, lineId: string) =>
    queryClient.getQueryData<CartLine[]>(cartQueryKey(owner))?.find((line) => line.id === lineId);

  const { mutateAsync: saveQuantity } = useMutation({
    mutationKey: CART_EDIT_KEY,
    scope: CART_EDIT_SCOPE,
    mutationFn: async ({
      owner,
      lineId,
      quantity,
    }: {
      owner: number | null;
      lineId: string;
      quantity: number;
    }) => {
      if (owner === null) return void (await setGuestCartQuantity(lineId, quantity));
      const line = cachedLine(owner, lineId);
      if (line) await setQuantityChange(owner, line, quantity);
      else await patchCartLine(lineId, quantity);
    },
    // Offline the change is queued (cart-outbox.ts) rather than paused until the connection returns.
    networkMode: 'always',
    onSettled: (_data, _error, { owner }) => {
      // Refetch once the last queued change is done: an earlier answer would undo the later ones on screen.
      if (owner !== null && queryClient.isMutating({ mutationKey: CART_EDIT_KEY }) <= 1)
        void queryClient.invalidateQueries({ queryKey: cartQueryKey(owner) });
    },
  });

  const { mutateAsync: removeLine, isPending: removing } = useMutation({
    mutationFn: async ({ owner, lineId }: { owner: number | null; lineId: string }) => {
      if (owner === null) return removeGuestCartLine(lineId);
      try {
        const line = cachedLine(owner, lineId);
        if (line) await removeChange(owner, line);
        else await deleteCartLine(lineId);
      } catch (error) {
        // Already gone (removed in another tab) is what was asked for.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
      queryClient.setQueryData(cartQueryKey(owner), (lines: CartLine[] | undefined) =>
        lines?.filter((line) => line.id !== lineId),
      );
    },
    onSettled: (_data, _error, { owner }) => {
      if (owner !== null) void queryClient.invalidateQueries({ queryKey: cartQueryKey(owner) });
    },
    networkMode: 'always',
  });

  const setQuantity = useCallback(
    async (lineId: string, quantity: number) => {
      if (userId !== null) {
        // Shown at once; a poll answer on its way would put the old quantity back, so it is dropped.
        void queryClient.cancelQueries({ queryKey: cartQueryKey(userId) });
        queryClient.setQueryData(cartQueryKey(userId), (lines: CartLine[] | undefined) =>
          lines?.map((line) => (line.id === lineId ? { ...line, quantity } : line)),
        );
      }
      try {
        await saveQuantity({ owner: userId, lineId, quantity });
        return true;
      } catch (error) {
        fail(error, 'cartPage.updateFailed');
        return false;
      }
    },
    [userId, queryClient, saveQuantity, fail],
  );

  const remove = useCallback(
    async (lineId: string) => {
      try {
        await removeLine({ owner: userId, lineId });
        return true;
      } catch (error) {
        fail(error, 'cartPage.removeFailed');
        return false;
      }
    },
    [userId, removeLine, fail],
  );

  return { setQuantity, remove, removing };
}

export interface ClearCart {
  clear: () => Promise<boolean>;
  pending: boolean;
}

export function useClearCart(userId: number | null): ClearCart {
  const queryClient = useQueryClient();
  const fail = useFailureToast();
  const { mutateAsync: clearOwnersCart, isPending: pending } = useMutation({
    mutationFn: async (owner: number | null) => {
      if (owner === null) return clearGuestCart();
      await deleteCart();
      queryClient.setQueryData(cartQueryKey(owner), []);
    },
    onSettled: (_data, _error, owner) => {
      if (owner !== null) void queryClient.invalidateQueries({ queryKey: cartQueryKey(owner) });
    },
  });

  const clear = useCallback(async () => {
    try {
      await clearOwnersCart(userId);
      return true;
    } catch (error) {
      fail(error, 'cartPage.clearFailed');
      return false;
    }
  }, [userId, clearOwnersCart, fail]);

  return { clear, pending };
}
