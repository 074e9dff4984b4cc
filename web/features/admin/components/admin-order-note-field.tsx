/**
 * A note textarea with a live "N characters left" hint, used by the order status change and the
 * return decisions (their notes go into the history and the customer's e-mail).
 */
import type { ComponentProps } from 'react';
import { TextAreaField } from '../../../components/ui/form-field.tsx';
import { useT } from '../../../lib/i18n.ts';

type NoteFieldProps = Omit<
  ComponentProps<typeof TextAreaField>,
  'value' | 'onChange' | 'maxLength' | 'hint'
> & {
  value: string;
  maxLength: number;
  onValueChange: (value: string) => void;
};

export function NoteField({ value, maxLength, onValueChange, ...field }: NoteFieldProps) {
  const t = useT();
  return (
    <TextAreaField
      {...field}
      value={value}
      maxLength={maxLength}
      hint={t('adminOrders.charactersLeft', { count: Math.max(0, maxLength - value.length) })}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
