/** Admin dashboard (admins only; the gate turns anyone else away). The URL keeps the tab and its filters. */
import { createFileRoute } from '@tanstack/react-router';
import { loadAdminMessages } from '../lib/i18n.ts';
import { AdminSearch } from '../features/admin/admin-tabs.ts';
import { AdminDashboardPage } from '../features/admin/components/admin-dashboard-page.tsx';
import { parseSearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/admin/')({
  // The back office's messages come with its routes: no shopper downloads them.
  loader: () => loadAdminMessages(),
  // A 401 here means the admin's session ended: the session-expiry handler sends them to sign in.
  staticData: { requiresAuth: true },
  validateSearch: (raw: Record<string, unknown>) => parseSearch(AdminSearch, raw),
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminDashboardPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
