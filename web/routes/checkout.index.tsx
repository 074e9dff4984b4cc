/**
 * /checkout for guests and signed-in shoppers; the cart feature's lines and clearing are plugged in
 * here (features do not import each other). `requiresAuth` only tells the session-expiry handler what
 * a 401 means: guests make no session-bound call, so a signed-out 401 here comes from a signed-in
 * shopper whose session ended (spec s.7: at checkout, a 401 goes to sign-in).
 */
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { cartQueryKey, cartQueryOptions, SERVER_CART_POLL_MS } from '../features/cart/api/cart.ts';
import { clearGuestCart, listGuestCart } from '../features/cart/guest-cart.ts';
import type { CheckoutCartSlot, CheckoutCartState } from '../features/checkout/checkout-cart-slot.ts';
import { CheckoutPage } from '../features/checkout/components/checkout-page.tsx';
import { CheckoutSearch } from '../features/checkout/search.ts';
import { parseSearch } from '../lib/search-params.ts';

async function readGuestCart() {
  try {
    return await listGuestCart();
  } catch {
    // No IndexedDB (some private windows): an empty cart rather than a broken page.
    return [];
  }
}

/** The guest cart (live, other tabs too) or the signed-in shopper's server cart (spec s.4: every 5 s). */
function useCartLines(userId: number | null | undefined): CheckoutCartState {
  const guestLines = useLiveQuery(readGuestCart, []);
  const server = useQuery({
    ...cartQueryOptions(userId ?? 0),
    enabled: typeof userId === 'number',
    refetchInterval: SERVER_CART_POLL_MS,
  });
  if (userId === undefined) return { status: 'loading' };
  if (userId === null) return guestLines ? { status: 'ready', lines: guestLines } : { status: 'loading' };
  if (server.data) return { status: 'ready', lines: server.data };
  if (server.isError) return { status: 'error', retry: () => void server.refetch() };
  return { status: 'loading' };
}

const CART: CheckoutCartSlot = {
  useCartLines,
  clearGuestCart: () => clearGuestCart(),
  serverCartKey: cartQueryKey,
};

export const Route = createFileRoute('/checkout/')({
  validateSearch: (raw: Record<string, unknown>) => parseSearch(CheckoutSearch, raw),
  staticData: { requiresAuth: true },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { guest } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CheckoutPage
      cart={CART}
      asGuest={guest === true}
      onContinueAsGuest={() => void navigate({ search: { guest: true } })}
    />
  );
}
