/** Admin dashboard (admins only; the gate turns anyone else away). `?tab=` names the open tab. */
import { createFileRoute } from '@tanstack/react-router';
import { AdminSearch } from '../features/admin/admin-tabs.ts';
import { AdminDashboardPage } from '../features/admin/components/admin-dashboard-page.tsx';
import { parseSearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/admin/')({
  // A 401 here means the admin's session ended: the session-expiry handler sends them to sign in.
  staticData: { requiresAuth: true },
  validateSearch: (raw: Record<string, unknown>) => parseSearch(AdminSearch, raw),
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  const { tab = 'dashboard' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminDashboardPage
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: next === 'dashboard' ? {} : { tab: next }, replace: true })
      }
    />
  );
}
