/** A back-office dialog's form: its fields, then the submit button ('Saving...' while it runs). */
import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../../../components/ui/form-field.tsx';
import { useT } from '../../../lib/i18n.ts';

export function AdminDialogForm({
  onSubmit,
  pending,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
      <SubmitButton pending={pending} label={submitLabel} pendingLabel={t('common.saving')} />
    </form>
  );
}
