/**
 * The wishlist, open to guests and signed-in shoppers; the cart feature's add action is plugged in
 * here (features do not import each other). `requiresAuth` only tells the session-expiry handler what
 * a 401 means: guests never call the server wishlist, so a signed-out 401 here comes from a signed-in
 * shopper whose session ended (toast, then sign-in).
 */
import { createFileRoute } from '@tanstack/react-router';
import { useAddToCart } from '../features/cart/cart-actions.ts';
import type { WishlistCartSlot } from '../features/wishlist/components/wishlist-cart-slot.ts';
import { WishlistPage } from '../features/wishlist/components/wishlist-page.tsx';

const CART: WishlistCartSlot = { useAddToCart };

export const Route = createFileRoute('/wishlist')({
  staticData: { requiresAuth: true },
  component: WishlistRoute,
});

function WishlistRoute() {
  return <WishlistPage cart={CART} />;
}
