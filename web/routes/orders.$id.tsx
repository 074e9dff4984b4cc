/** One order in full (sign-in required, as the history); another shopper's order is not found. */
import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '../features/orders/components/order-detail-page.tsx';

export const Route = createFileRoute('/orders/$id')({
  staticData: { requiresAuth: true },
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  return <OrderDetailPage idParam={Route.useParams().id} />;
}
