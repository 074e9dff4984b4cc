/** /checkout/placed: a guest's bank-transfer order confirmation (order history needs an account). */
import { createFileRoute } from '@tanstack/react-router';
import { OrderPlacedPage } from '../features/checkout/components/order-placed-page.tsx';
import { OrderPlacedSearch } from '../features/checkout/search.ts';
import { parseSearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/checkout/placed')({
  validateSearch: (raw: Record<string, unknown>) => parseSearch(OrderPlacedSearch, raw),
  component: OrderPlacedRoute,
});

function OrderPlacedRoute() {
  return <OrderPlacedPage order={Route.useSearch().order} />;
}
