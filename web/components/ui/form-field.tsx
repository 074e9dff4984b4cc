/**
 * Labelled form controls. `required` marks the label with an asterisk and the control as required;
 * forms that show the shop's own messages set `noValidate`, so the browser does not answer first.
 */
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useT } from '../../lib/i18n.ts';
import { useOnline } from '../../lib/network.ts';
import { buttonClass } from './button-styles.ts';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

export const INPUT_CLASS =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-400 aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  children: ReactNode;
}

/** Label above, control, optional hint below (linked with aria-describedby by the caller). */
function FieldShell({ id, label, required, hint, className = '', children }: FieldShellProps) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      {/* The asterisk sits outside the label: the label's text (and the control's name) stays exact. */}
      <span className="text-sm font-medium text-slate-800">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        )}
      </span>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

interface CommonProps {
  label: string;
  hint?: string;
  invalid?: boolean;
  className?: string;
}

type InputProps = CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

function controlProps(id: string, { hint, invalid }: CommonProps) {
  return {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': hint ? `${id}-hint` : undefined,
  };
}

export function TextField({ label, hint, invalid, className, ...input }: InputProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={input.required} hint={hint} className={className}>
      <input {...controlProps(id, { label, hint, invalid })} className={INPUT_CLASS} {...input} />
    </FieldShell>
  );
}

/** A password input with a show/hide button whose name says what it will do. */
export function PasswordField({ label, hint, invalid, className, ...input }: Omit<InputProps, 'type'>) {
  const t = useT();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FieldShell id={id} label={label} required={input.required} hint={hint} className={className}>
      <div className="relative">
        <input
          {...controlProps(id, { label, hint, invalid })}
          type={shown ? 'text' : 'password'}
          className={`${INPUT_CLASS} pr-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldShell>
  );
}

type SelectProps = CommonProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & { children: ReactNode };

export function SelectField({ label, hint, invalid, className, children, ...select }: SelectProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={select.required} hint={hint} className={className}>
      <select {...controlProps(id, { label, hint, invalid })} className={INPUT_CLASS} {...select}>
        {children}
      </select>
    </FieldShell>
  );
}

type TextAreaProps = CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

export function TextAreaField({ label, hint, invalid, className, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={textarea.required} hint={hint} className={className}>
      <textarea
        {...controlProps(id, { label, hint, invalid })}
        className={INPUT_CLASS}
        rows={3}
        {...textarea}
      />
    </FieldShell>
  );
}

/** A checkbox with its label on the right (a 24 px target with the label adding to it). */
export function CheckboxField({
  label,
  className = '',
  ...input
}: { label: string; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className'
>) {
  return (
    <label className={`flex items-center gap-2 text-sm font-medium text-slate-800 ${className}`}>
      <input type="checkbox" className="size-5 accent-orange-600" {...input} />
      {label}
    </label>
  );
}

/** A form's submit button; disabled and relabelled while the request runs (no double submits). */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className = 'w-full',
  disabledReason: givenReason,
  worksOffline = false,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
  /** Why the button cannot be used now: shown under it and disables it. */
  disabledReason?: string;
  /** The form is kept offline (a bank-transfer order): not disabled without a connection. */
  worksOffline?: boolean;
}) {
  const t = useT();
  const online = useOnline();
  const reasonId = useId();
  // Every other form sends to the server: without a connection it says so instead of failing.
  const disabledReason = givenReason ?? (online || worksOffline ? undefined : t('offline.needsConnection'));
  return (
    <>
      <button
        type="submit"
        disabled={pending || !!disabledReason}
        aria-describedby={disabledReason ? reasonId : undefined}
        className={`${buttonClass('primary', 'lg')} ${className}`}
      >
        {pending ? pendingLabel : label}
      </button>
      {disabledReason && (
        <p id={reasonId} className="text-sm text-amber-900">
          {disabledReason}
        </p>
      )}
    </>
  );
}
