/**
 * Shows its children to administrators only. While the user is checked: a spinner. Anyone else sees
 * the screen's own refusal: on the dashboard 'Access Denied: You need admin privileges
 * to access this page' and home after 1 s; on category management 'Admin Access Required' and the
 * admin login after 2 s.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n.ts';

export const ACCESS_DENIED_REDIRECT_MS = 1_000;
export const CATEGORIES_DENIED_REDIRECT_MS = 2_000;

const VARIANTS = {
  dashboard: {
    title: 'admin.accessDeniedTitle',
    text: 'admin.accessDenied',
    redirecting: 'admin.redirecting',
    to: '/',
    delay: ACCESS_DENIED_REDIRECT_MS,
  },
  categories: {
    title: 'adminCategories.deniedTitle',
    text: 'adminCategories.deniedText',
    redirecting: 'adminCategories.deniedRedirect',
    to: '/admin/login',
    delay: CATEGORIES_DENIED_REDIRECT_MS,
  },
} as const;

export function AdminGate({
  children,
  variant = 'dashboard',
}: {
  children: ReactNode;
  variant?: keyof typeof VARIANTS;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { user, checked } = useAuth();
  const denied = checked && !user?.isAdmin;
  const screen = VARIANTS[variant];

  useEffect(() => {
    if (!denied) return;
    const timer = setTimeout(() => void navigate({ to: screen.to }), screen.delay);
    return () => clearTimeout(timer);
  }, [denied, navigate, screen]);

  if (!checked) return <Spinner label={t('admin.checking')} />;
  if (denied) {
    return (
      <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t(screen.title)}</h1>
        <p className="mt-2 text-slate-700">{t(screen.text)}</p>
        <p className="mt-4 text-sm text-slate-600">{t(screen.redirecting)}</p>
      </section>
    );
  }
  return children;
}
