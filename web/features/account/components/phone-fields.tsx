/** A dial-code select beside a phone input (registration, profile edit, addresses). */
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { DIAL_CODES } from '#api/contract/auth.ts';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { useT } from '../../../lib/i18n.ts';
import { dialCodeLabel } from '../phone.ts';

interface PhoneFieldsProps {
  label: string;
  required?: boolean;
  invalid?: boolean;
  /** name/value/defaultValue/onChange of the select. */
  dialCode: SelectHTMLAttributes<HTMLSelectElement>;
  /** name/value/defaultValue/onChange of the number input. */
  phone: InputHTMLAttributes<HTMLInputElement>;
}

export function PhoneFields({ label, required, invalid, dialCode, phone }: PhoneFieldsProps) {
  const t = useT();
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2">
      <SelectField label={t('field.dialCode')} autoComplete="tel-country-code" {...dialCode}>
        {DIAL_CODES.map((code) => (
          <option key={code} value={code}>
            {dialCodeLabel(code)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={label}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required={required}
        invalid={invalid}
        {...phone}
      />
    </div>
  );
}
