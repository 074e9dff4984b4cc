/**
 * Shows its children to administrators only. While the user is checked: a spinner; anyone else:
 * 'Access Denied: You need admin privileges to access this page' and home after 1 s (spec 001 s.2).
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n.ts';

export const ACCESS_DENIED_REDIRECT_MS = 1_000;

export function AdminGate({ children }: { children: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const { user, checked } = useAuth();
  const denied = checked && !user?.isAdmin;

  useEffect(() => {
    if (!denied) return;
    const timer = setTimeout(() => void navigate({ to: '/' }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [denied, navigate]);

  if (!checked) return <Spinner label={t('admin.checking')} />;
  if (denied) {
    return (
      <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('admin.accessDeniedTitle')}</h1>
        <p className="mt-2 text-slate-700">{t('admin.accessDenied')}</p>
        <p className="mt-4 text-sm text-slate-600">{t('admin.redirecting')}</p>
      </section>
    );
  }
  return children;
}
