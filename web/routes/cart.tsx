/**
 * The cart, open to guests and signed-in shoppers alike. `requiresAuth` here only tells the
 * session-expiry handler what a 401 means: guests never call the server cart, so a signed-out 401 on
 * this page comes from a signed-in shopper whose session ended (toast, then sign-in).
 */
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/cart/components/cart-page.tsx';

export const Route = createFileRoute('/cart')({
  staticData: { requiresAuth: true },
  component: CartPage,
});
