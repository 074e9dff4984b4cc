/** /admin: the back-office home behind the admin gate; its tabs come with the back-office issue. */
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n.ts';
import { AdminGate } from './admin-gate.tsx';

export function AdminDashboardPage() {
  return (
    <AdminGate>
      <DashboardPlaceholder />
    </AdminGate>
  );
}

function DashboardPlaceholder() {
  const t = useT();
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('admin.dashboardTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('admin.dashboardIntro', { name: user?.firstName ?? '' })}</p>
    </div>
  );
}
