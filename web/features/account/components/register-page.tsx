/**
 * /register: name, e-mail, optional phone with its dial code, password twice. Success: toast, then
 * /profile after 100 ms; failure: the server's message when it gave one.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '#api/contract/auth.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { PasswordField, SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { readForm, useFormProblem } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { toast } from '../../../lib/toast.ts';
import { useRegister } from '../api/account.ts';
import { toRegisterBody, validateRegistration, type RegisterValues } from '../forms.ts';
import { DEFAULT_DIAL_CODE, isDialCode } from '../phone.ts';
import { PhoneFields } from './phone-fields.tsx';

const REDIRECT_DELAY_MS = 100;
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'dialCode',
  'phone',
  'password',
  'confirmPassword',
] as const;

export function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const language = usePreferences((state) => state.language);
  const registration = useRegister();
  const problems = useFormProblem<keyof RegisterValues>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const raw = readForm(form, FIELDS);
    const values: RegisterValues = {
      ...raw,
      dialCode: isDialCode(raw.dialCode) ? raw.dialCode : DEFAULT_DIAL_CODE,
    };
    const problem = validateRegistration(values);
    if (problem) return problems.report(problem, form);
    problems.clear();
    registration.mutate(toRegisterBody(values, language), {
      onSuccess: () => {
        toast({ title: t('register.successTitle'), description: t('register.success'), variant: 'success' });
        setTimeout(() => void navigate({ to: '/profile' }), REDIRECT_DELAY_MS);
      },
      onError: (error) =>
        notifyFailure(t, error, {
          title: 'register.failedTitle',
          fallback: 'app.somethingWrong',
          serverMessage: 'always',
        }),
    });
  };

  const field = (name: keyof RegisterValues) => ({ name, invalid: problems.isInvalid(name) });
  return (
    <FormCard
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/sign-in" className={TEXT_LINK_CLASS}>
            {t('register.signIn')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('firstName')}
            autoComplete="given-name"
            label={t('field.firstName')}
            required
          />
          <TextField {...field('lastName')} autoComplete="family-name" label={t('field.lastName')} required />
        </div>
        <TextField {...field('email')} type="email" autoComplete="email" label={t('field.email')} required />
        <PhoneFields
          label={t('field.phoneOptional')}
          invalid={problems.isInvalid('phone')}
          dialCode={{ name: 'dialCode', defaultValue: DEFAULT_DIAL_CODE }}
          phone={{ name: 'phone' }}
        />
        <PasswordField
          {...field('password')}
          autoComplete="new-password"
          label={t('field.password')}
          hint={t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          required
        />
        <PasswordField
          {...field('confirmPassword')}
          autoComplete="new-password"
          label={t('field.confirmPassword')}
          required
        />
        <SubmitButton
          pending={registration.isPending || registration.isSuccess}
          label={t('register.submit')}
          pendingLabel={t('register.submitting')}
        />
      </form>
    </FormCard>
  );
}
