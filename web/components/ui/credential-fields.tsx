/** The e-mail and password inputs of a sign-in form (the shop's and the admin's). */
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
