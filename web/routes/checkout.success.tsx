/** /checkout/success: the payment status page the gateway sends the browser back to. */
import { createFileRoute } from '@tanstack/react-router';
import { cartQueryKey } from '../features/cart/api/cart.ts';
import { clearGuestCart } from '../features/cart/guest-cart.ts';
import type { OrderedCartSlot } from '../features/checkout/checkout-cart-slot.ts';
import { PaymentStatusPage } from '../features/checkout/components/payment-status-page.tsx';
import { PaymentStatusSearch } from '../features/checkout/search.ts';
import { parseSearch } from '../lib/search-params.ts';

const CART: OrderedCartSlot = { clearGuestCart: () => clearGuestCart(), serverCartKey: cartQueryKey };

export const Route = createFileRoute('/checkout/success')({
  validateSearch: (raw: Record<string, unknown>) => parseSearch(PaymentStatusSearch, raw),
  component: PaymentStatusRoute,
});

function PaymentStatusRoute() {
  const { order, token } = Route.useSearch();
  // A new order number starts a new page (and a new status check).
  return <PaymentStatusPage key={order ?? ''} order={order} token={token} cart={CART} />;
}
