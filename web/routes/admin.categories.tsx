/** Category management (admins only; anyone else is sent to the admin login after 2 s). */
import { createFileRoute } from '@tanstack/react-router';
import { loadAdminMessages } from '../lib/i18n.ts';
import { CategoryManagementPage } from '../features/admin/components/category-management-page.tsx';

export const Route = createFileRoute('/admin/categories')({
  // The back office's messages come with its routes: no shopper downloads them.
  loader: () => loadAdminMessages(),
  staticData: { requiresAuth: true },
  component: CategoryManagementPage,
});
