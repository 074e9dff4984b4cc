/**
 * The account page; ?section= picks one of its five sections (profile by default). The orders
 * section shows the orders feature's lists, plugged in here (features do not import each other).
 */
import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/account/components/profile-page.tsx';
import type { OrdersSectionSlots } from '../features/account/components/orders-and-returns.tsx';
import { ProfileSearch } from '../features/account/search.ts';
import { RecentOrders, ReturnHistory } from '../features/orders/components/profile-orders.tsx';
import { parseSearch } from '../lib/search-params.ts';

const ORDERS_SLOTS: OrdersSectionSlots = { RecentOrders, ReturnHistory };

export const Route = createFileRoute('/_signed-in/profile')({
  validateSearch: (raw: Record<string, unknown>) => parseSearch(ProfileSearch, raw),
  component: ProfileRoute,
});

function ProfileRoute() {
  return <ProfilePage section={Route.useSearch().section} ordersSlots={ORDERS_SLOTS} />;
}
