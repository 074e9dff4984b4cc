/** Category management (admins only; anyone else is sent to the admin login after 2 s). */
import { createFileRoute } from '@tanstack/react-router';
import { CategoryManagementPage } from '../features/admin/components/category-management-page.tsx';

export const Route = createFileRoute('/admin/categories')({
  staticData: { requiresAuth: true },
  component: CategoryManagementPage,
});
