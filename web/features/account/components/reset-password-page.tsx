/**
 * /reset-password?token=…: the link from the reset e-mail. A new password twice, then a success
 * state linking to sign-in. A missing or rejected token offers a new link.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClass, TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { NewPasswordFields } from '../../../components/ui/credential-fields.tsx';
import { SubmitButton } from '../../../components/ui/form-field.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { readForm, useFormProblem } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/account.ts';
import { validateResetPassword, type ResetPasswordValues } from '../forms.ts';

export function ResetPasswordPage({ token }: { token?: string }) {
  const t = useT();
  const reset = useResetPassword();
  const problems = useFormProblem<keyof ResetPasswordValues>();
  const heading = useRef<HTMLHeadingElement>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  const requestNewLink = (
    <Link to="/forgot-password" className={TEXT_LINK_CLASS}>
      {t('reset.requestNew')}
    </Link>
  );

  if (!token) {
    return (
      <FormCard title={t('reset.title')}>
        <p role="alert" className="text-slate-700">
          {t('reset.noToken')}
        </p>
        <p className="mt-6">{requestNewLink}</p>
      </FormCard>
    );
  }

  if (done) {
    return (
      <FormCard title={t('reset.successTitle')} headingRef={heading}>
        <p className="text-slate-700">{t('reset.success')}</p>
        <Link to="/sign-in" className={`${buttonClass('primary', 'lg')} mt-6 w-full`}>
          {t('reset.goToSignIn')}
        </Link>
      </FormCard>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form, ['password', 'confirmPassword']);
    const problem = validateResetPassword(values);
    if (problem) return problems.report(problem, form);
    problems.clear();
    reset.mutate(
      { token, ...values },
      {
        onSuccess: () => {
          toast({ title: t('reset.successTitle'), variant: 'success' });
          setDone(true);
        },
        onError: (error) => notifyFailure(t, error, { fallback: 'reset.failed' }),
      },
    );
  };

  return (
    <FormCard title={t('reset.title')} footer={requestNewLink}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <NewPasswordFields name="password" isInvalid={problems.isInvalid} />
        <SubmitButton pending={reset.isPending} label={t('reset.submit')} pendingLabel={t('common.saving')} />
      </form>
    </FormCard>
  );
}
