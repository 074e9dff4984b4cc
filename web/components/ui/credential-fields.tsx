/** The credential inputs: e-mail and password of a sign-in form; a new password with its confirmation. */
import { MIN_PASSWORD_LENGTH } from '#api/contract/auth.ts';
import { useT } from '../../lib/i18n.ts';
import { PasswordField, TextField } from './form-field.tsx';

export function CredentialFields({ isInvalid }: { isInvalid: (field: 'email' | 'password') => boolean }) {
  const t = useT();
  return (
    <>
      <TextField
        name="email"
        type="email"
        autoComplete="username"
        label={t('field.email')}
        required
        invalid={isInvalid('email')}
      />
      <PasswordField
        name="password"
        autoComplete="current-password"
        label={t('field.password')}
        required
        invalid={isInvalid('password')}
      />
    </>
  );
}

/** A new password and its confirmation (reset and change password); `name` is the first field's name. */
export function NewPasswordFields<N extends string>({
  name,
  isInvalid,
}: {
  name: N;
  isInvalid: (field: N | 'confirmPassword') => boolean;
}) {
  const t = useT();
  return (
    <>
      <PasswordField
        name={name}
        autoComplete="new-password"
        label={t('field.newPassword')}
        hint={t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        required
        invalid={isInvalid(name)}
      />
      <PasswordField
        name="confirmPassword"
        autoComplete="new-password"
        label={t('field.confirmNewPassword')}
        required
        invalid={isInvalid('confirmPassword')}
      />
    </>
  );
}
