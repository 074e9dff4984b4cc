/**
 * The settings section: change the password (current, new, confirmation), and delete the account
 * after a confirmation dialog that asks for the current password; deletion shows 'Account Deleted' and goes home after 2 s.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { NewPasswordFields } from '../../../components/ui/credential-fields.tsx';
import { PasswordField, SubmitButton } from '../../../components/ui/form-field.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { markSessionEndedHere, setSessionUser } from '../../../lib/auth.ts';
import { readForm, useFormProblem } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword, useDeleteAccount } from '../api/account.ts';
import { validateChangePassword, type ChangePasswordValues } from '../forms.ts';

export const DELETED_REDIRECT_MS = 2_000;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function AccountSettings() {
  const t = useT();
  return (
    <div className="flex flex-col gap-10">
      <section>
        <h3 className="mb-4 text-lg font-semibold">{t('settings.changePasswordTitle')}</h3>
        <ChangePasswordForm />
      </section>
      <section className="rounded-xl border border-red-200 bg-red-50/50 p-5">
        <h3 className="text-lg font-semibold">{t('settings.deleteTitle')}</h3>
        <p className="mt-1 text-sm text-slate-700">{t('settings.deleteIntro')}</p>
        <DeleteAccount />
      </section>
    </div>
  );
}

function ChangePasswordForm() {
  const t = useT();
  const change = useChangePassword();
  const problems = useFormProblem<keyof ChangePasswordValues>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form, FIELDS);
    const problem = validateChangePassword(values);
    if (problem) return problems.report(problem, form);
    problems.clear();
    change.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('settings.passwordChangedTitle'),
          description: t('settings.passwordChanged'),
          variant: 'success',
        });
        form.reset();
      },
      onError: (error) => notifyFailure(t, error, { fallback: 'settings.changePasswordFailed' }),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <PasswordField
        name="currentPassword"
        autoComplete="current-password"
        label={t('field.currentPassword')}
        required
        invalid={problems.isInvalid('currentPassword')}
      />
      <NewPasswordFields name="newPassword" isInvalid={problems.isInvalid} />
      <SubmitButton
        pending={change.isPending}
        label={t('settings.changePassword')}
        pendingLabel={t('common.saving')}
        className="w-full sm:w-auto sm:self-start"
      />
    </form>
  );
}

function DeleteAccount() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  // The current password confirms it; a wrong one keeps the dialog open for another try.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { currentPassword } = readForm(event.currentTarget, ['currentPassword']);
    remove.mutate(currentPassword, {
      onSuccess: () => {
        // The account's calls answer 401 from now on: the deletion is the news, not a lost session.
        markSessionEndedHere();
        setConfirming(false);
        toast({ title: t('settings.deletedTitle'), description: t('settings.deleted'), variant: 'success' });
        setTimeout(() => {
          setSessionUser(queryClient, null);
          void navigate({ to: '/' });
        }, DELETED_REDIRECT_MS);
      },
      onError: (error) => notifyFailure(t, error, { fallback: 'settings.deleteFailed' }),
    });
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        disabled={remove.isPending || remove.isSuccess}
        className={`${buttonClass('danger')} mt-4`}
      >
        {t('settings.deleteButton')}
      </button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('settings.deleteTitle')}
        description={t('settings.deleteConfirm')}
        role="alertdialog"
      >
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <PasswordField
            name="currentPassword"
            autoComplete="current-password"
            label={t('field.currentPassword')}
            required
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              data-autofocus
              onClick={() => setConfirming(false)}
              className={buttonClass('secondary')}
            >
              {t('common.cancel')}
            </button>
            <button type="submit" disabled={remove.isPending} className={buttonClass('danger')}>
              {remove.isPending ? t('settings.deleting') : t('settings.deleteConfirmButton')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
