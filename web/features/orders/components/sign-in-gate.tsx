/**
 * The order screens are for signed-in shoppers. A visitor sees 'Sign In Required' with a link, the
 * toast 'Unauthorized: You are logged out. Logging in again...' and, 500 ms later, the sign-in page,
 * which brings them back here afterwards.
 */
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import type { User } from '#api/contract/auth.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n.ts';
import { SESSION_END_REDIRECT_MS } from '../../../lib/session-expiry.ts';
import { toast } from '../../../lib/toast.ts';

export function SignInGate({ children }: { children: (user: User) => ReactNode }) {
  const t = useT();
  const { user, checked } = useAuth();
  if (user) return children(user);
  if (!checked) return <Spinner label={t('common.loading')} />;
  return <SignInRequired />;
}

function SignInRequired() {
  const t = useT();
  const navigate = useNavigate();
  // The page this gate stands on: while the way to sign-in is pending the router's location is
  // already the sign-in page's, which must not become its own redirect.
  const here = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).href });
  const announced = useRef(false);

  useEffect(() => {
    if (!announced.current) {
      announced.current = true;
      toast({ title: t('auth.unauthorizedTitle'), description: t('auth.sessionEnded'), variant: 'error' });
    }
    const timer = setTimeout(
      () => void navigate({ to: '/sign-in', search: { redirect: here }, replace: true }),
      SESSION_END_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, here, t]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('orders.signInRequired')}</h1>
      <p className="mt-2 text-slate-600">{t('orders.signInRequiredText')}</p>
      <Link to="/sign-in" search={{ redirect: here }} className={`${buttonClass('primary')} mt-6`}>
        {t('orders.signIn')}
      </Link>
    </section>
  );
}
