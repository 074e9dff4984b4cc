/**
 * The profile section: name, e-mail and phone read-only, and an 'Edit profile' toggle to a form. A
 * new e-mail address asks for the current password and waits for the link mailed to it. The form uses the browser's own checks of the e-mail and phone inputs only; the server checks
 * the rest and its message is shown.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { User } from '#api/contract/auth.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PasswordField, SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { readForm } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/account.ts';
import { DEFAULT_DIAL_CODE, formatPhone, isDialCode, normalizePhone } from '../phone.ts';
import { PhoneFields } from './phone-fields.tsx';

export function ProfileDetails({ user }: { user: User }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Leaving the form puts focus back on the button that opened it.
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) return <ProfileEditForm user={user} onDone={() => setEditing(false)} />;

  const phone = user.phone ? formatPhone(user.countryCode, user.phone) : t('profile.notProvided');
  return (
    <div>
      <h3 className="mb-3 text-lg font-semibold">{t('profile.personalInfo')}</h3>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label={t('field.firstName')} value={user.firstName} />
        <Detail label={t('field.lastName')} value={user.lastName} />
        <Detail label={t('field.email')} value={user.email} />
        <Detail label={t('field.phone')} value={phone} />
      </dl>
      {user.pendingEmail && (
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-slate-800">
          {t('profile.emailPending', { email: user.pendingEmail })}
        </p>
      )}
      <button
        ref={editButton}
        type="button"
        onClick={() => setEditing(true)}
        className={`${buttonClass('secondary')} mt-6`}
      >
        {t('profile.edit')}
      </button>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{value}</dd>
    </div>
  );
}

const FIELDS = ['firstName', 'lastName', 'email', 'dialCode', 'phone'] as const;

function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const t = useT();
  const update = useUpdateProfile();
  // A new address needs the current password: the field shows once the e-mail is edited.
  const [email, setEmail] = useState(user.email);
  const changesEmail = email.trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readForm(event.currentTarget, FIELDS);
    const currentPassword = changesEmail
      ? readForm(event.currentTarget, ['currentPassword']).currentPassword
      : undefined;
    const dialCode = isDialCode(values.dialCode) ? values.dialCode : DEFAULT_DIAL_CODE;
    const phone = normalizePhone(dialCode, values.phone);
    update.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        // An unparseable number goes as typed: the server answers with its own message.
        phone: phone.ok ? phone.phone : values.phone.trim(),
        countryCode: phone.ok ? phone.countryCode : dialCode,
        ...(currentPassword === undefined ? {} : { currentPassword }),
      },
      {
        onSuccess: (saved) => {
          toast(
            changesEmail && saved.pendingEmail
              ? {
                  title: t('profile.emailSentTitle'),
                  description: t('profile.emailSent', { email: saved.pendingEmail }),
                  variant: 'success',
                }
              : { title: t('profile.updatedTitle'), description: t('profile.updated'), variant: 'success' },
          );
          onDone();
        },
        onError: (error) => notifyFailure(t, error, { fallback: 'profile.updateFailed' }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          autoComplete="given-name"
          label={t('field.firstName')}
          defaultValue={user.firstName}
          required
          autoFocus
        />
        <TextField
          name="lastName"
          autoComplete="family-name"
          label={t('field.lastName')}
          defaultValue={user.lastName}
          required
        />
      </div>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t('field.email')}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        required
      />
      {changesEmail && (
        <PasswordField
          name="currentPassword"
          autoComplete="current-password"
          label={t('field.currentPassword')}
          hint={t('profile.emailPasswordHint')}
          required
        />
      )}
      <PhoneFields
        label={t('field.phoneOptional')}
        dialCode={{
          name: 'dialCode',
          defaultValue: isDialCode(user.countryCode) ? user.countryCode : DEFAULT_DIAL_CODE,
        }}
        phone={{ name: 'phone', defaultValue: user.phone ?? '' }}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          pending={update.isPending}
          label={t('profile.save')}
          pendingLabel={t('common.saving')}
          className="w-full sm:w-auto"
        />
        <button
          type="button"
          onClick={onDone}
          className={`${buttonClass('secondary', 'lg')} w-full sm:w-auto`}
        >
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
