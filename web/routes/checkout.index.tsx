/**
 * /checkout for guests and signed-in shoppers; the cart feature's lines and clearing are plugged in
 * here (features do not import each other). `requiresAuth` only tells the session-expiry handler what
 * a 401 means: guests make no session-bound call, so a signed-out 401 here comes from a signed-in
 * shopper whose session ended (at checkout, a 401 goes to sign-in).
 */
import { createFileRoute } from '@tanstack/react-router';
import { cartQueryKey } from '../features/cart/api/cart.ts';
import { useCartLines } from '../features/cart/cart-lines.ts';
import { clearGuestCart } from '../features/cart/guest-cart.ts';
import type { CheckoutCartSlot } from '../features/checkout/checkout-cart-slot.ts';
import { CheckoutPage } from '../features/checkout/components/checkout-page.tsx';
import { CheckoutSearch } from '../features/checkout/search.ts';
import { parseSearch } from '../lib/search-params.ts';

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
