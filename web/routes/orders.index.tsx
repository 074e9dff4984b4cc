/**
 * Order history (sign-in required). Not under the `_signed-in` layout: visitors see
 * 'Sign In Required' and a toast before sending them to sign-in. `requiresAuth` tells the
 * session-expiry handler that a 401 here means the session ended.
 */
import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../features/orders/components/orders-page.tsx';

export const Route = createFileRoute('/orders/')({
  staticData: { requiresAuth: true },
  component: OrdersPage,
});
