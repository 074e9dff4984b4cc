/** Admin login. */
import { createFileRoute } from '@tanstack/react-router';
import { loadAdminMessages } from '../lib/i18n.ts';
import { AdminLoginPage } from '../features/admin/components/admin-login-page.tsx';

export const Route = createFileRoute('/admin/login')({
  // The back office's messages come with its routes: no shopper downloads them.
  loader: () => loadAdminMessages(),
  component: AdminLoginPage,
});
