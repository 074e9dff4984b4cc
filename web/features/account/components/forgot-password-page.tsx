/** /forgot-password: an e-mail field, then an 'Email Sent' confirmation with a link back to sign-in. */
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { readForm, useFormProblem } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useForgotPassword } from '../api/account.ts';
import { validateForgotPassword } from '../forms.ts';

export function ForgotPasswordPage() {
  const t = useT();
  const request = useForgotPassword();
  const problems = useFormProblem<'email'>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The form is replaced: put focus on the new heading so keyboard and screen-reader users follow.
  useEffect(() => {
    if (sentTo) heading.current?.focus();
  }, [sentTo]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { email } = readForm(form, ['email']);
    const problem = validateForgotPassword(email);
    if (problem) return problems.report(problem, form);
    problems.clear();
    request.mutate(email.trim(), {
      onSuccess: (_answer, sent) => {
        toast({ title: t('forgot.sentTitle'), description: t('forgot.sent'), variant: 'success' });
        setSentTo(sent);
      },
      onError: (error) => notifyFailure(t, error, { fallback: 'forgot.failed' }),
    });
  };

  const backToSignIn = (
    <Link to="/sign-in" className={TEXT_LINK_CLASS}>
      {t('forgot.backToSignIn')}
    </Link>
  );

  if (sentTo) {
    return (
      <FormCard title={t('forgot.sentTitle')} headingRef={heading}>
        <p className="text-slate-700">{t('forgot.sentText', { email: sentTo })}</p>
        <p className="mt-6">{backToSignIn}</p>
      </FormCard>
    );
  }

  return (
    <FormCard title={t('forgot.title')} intro={t('forgot.intro')} footer={backToSignIn}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('field.email')}
          required
          invalid={problems.isInvalid('email')}
        />
        <SubmitButton
          pending={request.isPending}
          label={t('forgot.submit')}
          pendingLabel={t('forgot.submitting')}
        />
      </form>
    </FormCard>
  );
}
