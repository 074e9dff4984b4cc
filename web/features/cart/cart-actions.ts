/**
 * Cart actions for any screen (product cards, the product page, the header).
 *
 * - `useAddToCart()` -> `{ addToCart(productId, quantity, options?), pending, added }`
 *   `addToCart` resolves `true` once the product is in the cart (toast 'Product added to cart
 *   successfully!', or, offline, that it is kept for sending or added on this device) and `false`
 *   when it failed (the error toast is already shown); it never rejects.
 *   `options.context: 'detail'` picks the product page's error text; `options.silent` shows no toast (a
 *   caller adding several products reports once). `pending` is true while a call
 *   runs; `added` is true for 3 s after a success (the button shows 'Added' and is disabled).
 * - `useCartCount()` -> the number of items (sum of quantities), live across components and tabs.
 * - `useCartSession()` (once, in the root layout): merges the guest cart into the account when the
 *   user becomes known, and drops other sessions' server carts from the cache.
 *
 * Guests keep the cart in IndexedDB (guest-cart.ts); signed-in shoppers use the server cart (query
 * `['cart', userId]`, refetched every 5 s).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartLine } from '#api/contract/cart.ts';
import { catalogueProductsQueryOptions } from '../../lib/catalogue-products.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { pollEvery } from '../../lib/query-client.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth.ts';
import { useT, type TextKey } from '../../lib/i18n.ts';
import type { GuestCartLine, OutboxOp } from '../../lib/local-db.ts';
import { toast } from '../../lib/toast.ts';
import { requestPersistentStorage } from '../../lib/outbox-sync.ts';
import { CART_QUERY_KEY, cartQueryKey, cartQueryOptions, SERVER_CART_POLL_MS } from './api/cart.ts';
import { addCartChange, queuedAddCount, readUserOutbox, withQueuedAdd } from './cart-outbox.ts';
import { cartItemCount, mergeGuestCart } from './cart-merge.ts';
import { addToGuestCart, clampQuantity, countGuestCart, listGuestCart } from './guest-cart.ts';
import { useSessionUserId } from '../../lib/auth.ts';

/** How long the button says 'Added'. */
export const ADDED_STATE_MS = 3_000;

export interface AddToCartOptions {
  /** 'card' (default): 'Error: Failed to add product to cart'; 'detail': '... Please try again.' */
  context?: 'card' | 'detail';
  /** No toast, success or failure: the caller reports (the wishlist's 'Add All to Cart'). */
  silent?: boolean;
}

export interface AddToCart {
  addToCart: (productId: number, quantity: number, options?: AddToCartOptions) => Promise<boolean>;
  pending: boolean;
  added: boolean;
  /** Adding or 'Added' at this very moment (state renders later: a double click comes sooner). */
  isBusy: () => boolean;
}

/** Which cart a shopper uses: the server's once signed in, IndexedDB otherwise (also while unknown). */
export function cartStore(userId: number | null | undefined): 'server' | 'guest' {
  return typeof userId === 'number' ? 'server' : 'guest';
}

/** The cached server cart with `line` put in (replacing the product's line). */
export function withCartLine(lines: readonly CartLine[] | undefined, line: CartLine): CartLine[] | undefined {
  if (!lines) return undefined;
  const index = lines.findIndex((existing) => existing.productId === line.productId);
  return index === -1 ? [...lines, line] : lines.map((existing, i) => (i === index ? line : existing));
}

export function useAddToCart(): AddToCart {
  const t = useT();
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const busy = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const isBusy = useCallback(() => busy.current, []);

  const addToCart = useCallback(
    async (productId: number, quantity: number, options: AddToCartOptions = {}) => {
      busy.current = true;
      setPending(true);
      try {
        // What the toast says: added, kept for sending (signed in, offline), or added on this device.
        let added: TextKey = 'cart.added';
        if (typeof userId === 'number') {
          const amount = clampQuantity(quantity);
          const outcome = await addCartChange(userId, productId, amount);
          if (outcome.queued) {
            added = 'offline.addedQueued';
            // Offline: shown at once, sent when the connection returns.
            void queryClient.cancelQueries({ queryKey: cartQueryKey(userId) });
            queryClient.setQueryData(cartQueryKey(userId), (lines: CartLine[] | undefined) =>
              withQueuedAdd(lines, { opId: outcome.opId, productId, quantity: amount }),
            );
          } else {
            queryClient.setQueryData(cartQueryKey(userId), (lines: CartLine[] | undefined) =>
              withCartLine(lines, outcome.result),
            );
            void queryClient.invalidateQueries({ queryKey: cartQueryKey(userId) });
          }
        } else {
          await addToGuestCart(productId, quantity);
          if (!navigator.onLine) added = 'offline.addedLocal';
        }
        requestPersistentStorage();
        if (!options.silent) toast({ title: t(added), variant: 'success' });
        clearTimeout(timer.current);
        setAdded(true);
        timer.current = setTimeout(() => {
          busy.current = false;
          setAdded(false);
        }, ADDED_STATE_MS);
        return true;
      } catch {
        busy.current = false;
        if (options.silent) return false;
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
    [t, userId, queryClient],
  );

  return { addToCart, pending, added, isBusy };
}

async function readGuestCart(): Promise<GuestCartLine[]> {
  try {
    return await listGuestCart();
  } catch {
    // No IndexedDB (some private windows): an empty cart rather than a broken header.
    return [];
  }
}

const NO_LINES: GuestCartLine[] = [];

/**
 * Items in the cart (sum of quantities) that can be ordered, as the cart page counts and totals them;
 * 0 while reading. Guests: live from IndexedDB (other tabs too), without the lines the last catalogue
 * answer for them left out (no longer on sale). Signed in: the server cart, refetched every 5 s,
 * without the lines it marks unavailable, plus any guest lines still waiting to merge.
 */
export function useCartCount(): number {
  const userId = useSessionUserId();
  const signedIn = cartStore(userId) === 'server';
  const currency = usePreferences((state) => state.currency);
  const guestLines = useLiveQuery(readGuestCart, [], NO_LINES);
  const guestCount = useLiveQuery(() => countGuestCart(), [], 0);
  const server = useQuery({
    ...cartQueryOptions(userId ?? 0),
    enabled: signedIn,
    refetchInterval: pollEvery(SERVER_CART_POLL_MS),
  });
  // Only what the cart or checkout already asked for: the header makes no catalogue call of its own.
  const known = useQuery({
    ...catalogueProductsQueryOptions(
      currency,
      guestLines.map((line) => line.productId),
    ),
    enabled: false,
  }).data;
  // The server cart never arrived (offline since the page opened): the adds waiting to be sent count.
  const outbox = useLiveQuery(() => readUserOutbox(userId), [userId], NO_OPS);
  if (!signedIn || typeof userId !== 'number') {
    if (!known) return guestCount;
    const onSale = new Set(known.map((product) => product.id));
    return cartItemCount(
      [],
      guestLines.filter((line) => onSale.has(line.productId)),
    );
  }
  if (server.data === undefined) return queuedAddCount(outbox, userId) + cartItemCount([], guestLines);
  return cartItemCount(
    server.data.filter((line) => line.available !== false),
    guestLines,
  );
}

const NO_OPS: OutboxOp[] = [];

/** Mounted once (root layout): the sign-in merge and dropping other sessions' carts. */
export function useCartSession(): void {
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  const hasGuestLines = useLiveQuery(async () => (await countGuestCart()) > 0, [], false);

  // Signed out or another account: no earlier server cart stays in the cache (a shared computer).
  useEffect(() => {
    queryClient.removeQueries({
      queryKey: CART_QUERY_KEY,
      predicate: (query) => typeof userId !== 'number' || query.queryKey[1] !== userId,
    });
  }, [queryClient, userId]);

  useEffect(() => {
    if (typeof userId !== 'number' || !hasGuestLines) return;
    mergeGuestCart(userId).then(
      (result) => {
        if (result.status === 'merged') queryClient.setQueryData(cartQueryKey(userId), result.cart);
        if (result.status === 'wrong-user')
          void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
        else void queryClient.invalidateQueries({ queryKey: cartQueryKey(userId) });
      },
      () => {
        // The guest lines stay in IndexedDB (and in the count); the next sign-in or start retries.
      },
    );
  }, [queryClient, userId, hasGuestLines]);
}
