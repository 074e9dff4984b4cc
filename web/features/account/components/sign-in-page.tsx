/**
 * /sign-in and /signin: e-mail and password; on success a welcome toast and on to the page that sent
 * the shopper here, else /profile. Sent by the profile, it says that the profile needs a sign-in.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { CredentialFields } from '../../../components/ui/credential-fields.tsx';
import { SubmitButton } from '../../../components/ui/form-field.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { readForm, useFormProblem } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignIn } from '../api/account.ts';
import { validateSignIn, type SignInValues } from '../forms.ts';

export function SignInPage({ redirectTo }: { redirectTo?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const problems = useFormProblem<keyof SignInValues>();
  // Sent here by the profile's guard (never signed in, or the session ended): say why.
  const fromProfile = redirectTo !== undefined && /^\/profile(?:[/?#]|$)/.test(redirectTo);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form, ['email', 'password']);
    const problem = validateSignIn(values);
    if (problem) return problems.report(problem, form);
    problems.clear();
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          toast({ title: t('signIn.successTitle'), description: t('signIn.success'), variant: 'success' });
          void navigate({ href: redirectTo ?? '/profile' });
        },
        onError: (error) =>
          notifyFailure(t, error, { title: 'signIn.failedTitle', fallback: 'signIn.failed' }),
      },
    );
  };

  return (
    <FormCard
      title={t('signIn.title')}
      intro={t('signIn.intro')}
      footer={
        <>
          {t('signIn.noAccount')}{' '}
          <Link to="/register" className={TEXT_LINK_CLASS}>
            {t('signIn.register')}
          </Link>
        </>
      }
    >
      {fromProfile && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t('profile.loginRequired')}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <CredentialFields isInvalid={problems.isInvalid} />
        <Link to="/forgot-password" className={`${TEXT_LINK_CLASS} self-end text-sm`}>
          {t('signIn.forgotPassword')}
        </Link>
        <SubmitButton
          pending={signIn.isPending}
          label={t('signIn.submit')}
          pendingLabel={t('signIn.submitting')}
        />
      </form>
    </FormCard>
  );
}
