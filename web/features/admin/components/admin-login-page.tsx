/** /admin/login: e-mail, password, 'Login as Admin'; success greets the admin and opens /admin. */
import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import type { LoginBody } from '#api/contract/auth.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { CredentialFields } from '../../../components/ui/credential-fields.tsx';
import { SubmitButton } from '../../../components/ui/form-field.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { readForm, useFormProblem } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminLogin } from '../api/admin-login.ts';
import { validateAdminLogin } from '../forms.ts';

export function AdminLoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const login = useAdminLogin();
  const problems = useFormProblem<keyof LoginBody>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form, ['email', 'password']);
    const problem = validateAdminLogin(values);
    if (problem) return problems.report(problem, form);
    problems.clear();
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (user) => {
          toast({ title: t('admin.welcome', { name: user.firstName }), variant: 'success' });
          void navigate({ to: '/admin' });
        },
        // Wrong password, unknown e-mail and a non-admin account all read the same.
        onError: (error) =>
          notifyFailure(t, error, { title: 'signIn.failedTitle', fallback: 'signIn.failed' }),
      },
    );
  };

  return (
    <FormCard
      title={t('admin.loginTitle')}
      intro={t('admin.loginIntro')}
      footer={
        <Link to="/" className={TEXT_LINK_CLASS}>
          {t('admin.backHome')}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <CredentialFields isInvalid={problems.isInvalid} />
        <SubmitButton
          pending={login.isPending}
          label={t('admin.loginSubmit')}
          pendingLabel={t('signIn.submitting')}
        />
      </form>
    </FormCard>
  );
}
