/** The product scraper at /admin/scraper (admins only; anyone else is told Access Denied and sent home). */
import { createFileRoute } from '@tanstack/react-router';
import { loadAdminMessages } from '../lib/i18n.ts';
import { AdminGate } from '../features/admin/components/admin-gate.tsx';
import { ScraperPage } from '../features/admin/scraper/components/scraper-page.tsx';

export const Route = createFileRoute('/admin/scraper')({
  // The back office's messages come with its routes: no shopper downloads them.
  loader: () => loadAdminMessages(),
  staticData: { requiresAuth: true },
  component: () => (
    <AdminGate>
      <ScraperPage />
    </AdminGate>
  ),
});
