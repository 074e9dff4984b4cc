/** Admin dashboard (admins only; the gate turns anyone else away). */
import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '../features/admin/components/admin-dashboard-page.tsx';

export const Route = createFileRoute('/admin/')({
  // A 401 here means the admin's session ended: the session-expiry handler sends them to sign in.
  staticData: { requiresAuth: true },
  component: AdminDashboardPage,
});
