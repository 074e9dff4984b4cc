/** Shown to guests only: the wishlist lives in this browser; an account keeps it (spec: guest banner). */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';

export function GuestBanner() {
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-orange-200 bg-orange-50 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <UserIcon className="hidden size-10 shrink-0 text-orange-700 sm:block" />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {t('wishlistPage.guestTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('wishlistPage.guestText')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/register" className={buttonClass('primary')}>
          {t('wishlistPage.register')}
        </Link>
        <Link to="/sign-in" search={{ redirect: '/wishlist' }} className={buttonClass('secondary')}>
          {t('wishlistPage.signIn')}
        </Link>
      </div>
    </section>
  );
}
