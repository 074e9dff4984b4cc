/** Admin login's client-side rule (back-office spec s.5): both fields non-blank. */
import type { LoginBody } from '#api/contract/auth.ts';
import type { FormProblem } from '../../lib/forms.ts';

export function validateAdminLogin(values: LoginBody): FormProblem<keyof LoginBody> | null {
  const blank = (['email', 'password'] as const).find((field) => values[field].trim() === '');
  return blank ? { message: 'admin.loginBlank', field: blank } : null;
}
