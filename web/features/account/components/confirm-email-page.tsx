/**
 * /confirm-email?token=…: the link mailed to a new e-mail address. One button confirms it (a link
 * scanner opening the page changes nothing); then the address the account now signs in with.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { useT } from '../../../lib/i18n.ts';
import { useConfirmEmailChange } from '../api/account.ts';

export function ConfirmEmailPage({ token }: { token?: string }) {
  const t = useT();
  const confirm = useConfirmEmailChange();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (confirm.isSuccess) heading.current?.focus();
  }, [confirm.isSuccess]);

  if (!token) {
    return (
      <FormCard title={t('confirmEmail.title')}>
        <p role="alert" className="text-slate-700">
          {t('confirmEmail.noToken')}
        </p>
      </FormCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <FormCard title={t('confirmEmail.doneTitle')} headingRef={heading}>
        <p className="text-slate-700">{t('confirmEmail.done', { email: confirm.data.email })}</p>
        <Link to="/profile" className={`${buttonClass('primary', 'lg')} mt-6 w-full`}>
          {t('confirmEmail.toProfile')}
        </Link>
      </FormCard>
    );
  }

  return (
    <FormCard title={t('confirmEmail.title')}>
      <p className="text-slate-700">{t('confirmEmail.intro')}</p>
      <button
        type="button"
        disabled={confirm.isPending}
        onClick={() =>
          confirm.mutate(token, {
            onError: (error) => notifyFailure(t, error, { fallback: 'confirmEmail.failed' }),
          })
        }
        className={`${buttonClass('primary', 'lg')} mt-6 w-full`}
      >
        {confirm.isPending ? t('confirmEmail.confirming') : t('confirmEmail.confirm')}
      </button>
    </FormCard>
  );
}
