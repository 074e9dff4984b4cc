/**
 * The checkout's own inputs: the order notes, a payment method option with its hint, the terms
 * checkbox whose label holds the link to the terms, and the server's refusal under a field.
 */
import { useId, type ReactNode } from 'react';
import { maxLengthOf } from '#api/contract/define-route.ts';
import { CheckoutBody } from '#api/contract/orders.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { INPUT_CLASS } from '../../../components/ui/form-field.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { CheckoutPaymentMethod } from '../checkout-form.ts';

// The terms page lands separately (the checkout links /terms).
const TERMS_PATH = '/terms';

export function NotesField({ value, onChange }: { value: string; onChange: (notes: string) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('checkout.notes')}
      </label>
      <textarea
        id={id}
        name="notes"
        rows={3}
        maxLength={maxLengthOf(CheckoutBody, 'notes')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className={INPUT_CLASS}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('checkout.notesHint')}
      </p>
    </div>
  );
}

export function PaymentOption({
  method,
  checked,
  onChange,
  label,
  hint,
  icon,
}: {
  method: CheckoutPaymentMethod;
  checked: boolean;
  onChange: (method: CheckoutPaymentMethod) => void;
  label: string;
  hint: string;
  icon: ReactNode;
}) {
  const hintId = useId();
  return (
    <div
      className={`rounded-lg border p-3 ${checked ? 'border-orange-500 bg-orange-50' : 'border-slate-300 bg-white'}`}
    >
      <label className="flex cursor-pointer items-center gap-3 font-medium">
        <input
          type="radio"
          name="paymentMethod"
          value={method}
          checked={checked}
          onChange={() => onChange(method)}
          aria-describedby={hintId}
          className="size-4 shrink-0 accent-orange-600"
        />
        {icon}
        {label}
      </label>
      <p id={hintId} className="mt-1 pl-7 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}

/**
 * 'I have read and accept the {link}': one label with the link inside it (the checkbox's name is the
 * whole sentence); the link opens the terms in a new tab, so the filled form stays.
 */
export function TermsCheckbox({
  checked,
  invalid,
  onChange,
}: {
  checked: boolean;
  invalid: boolean;
  onChange: (accepted: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const newTabId = useId();
  const [before, after = ''] = t('checkout.terms').split('{link}');
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name="termsAccepted"
        checked={checked}
        required
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-orange-600"
      />
      <span>
        <label htmlFor={id}>
          {before}
          <a
            href={TERMS_PATH}
            target="_blank"
            rel="noopener"
            aria-describedby={newTabId}
            className={TEXT_LINK_CLASS}
          >
            {t('checkout.termsLink')}
          </a>
          {after}
        </label>
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
        <span id={newTabId} hidden>
          {t('checkout.opensInNewTab')}
        </span>
      </span>
    </div>
  );
}

/**
 * A field with the server's refusal of the order's choices under it ('We do not deliver to ...'),
 * linked to the control and announced when it appears.
 */
export function FieldRefusal({
  message,
  children,
}: {
  message: string | undefined;
  /** The control, given the props that link it to the message (none without one). */
  children: (linked: { 'aria-describedby'?: string; invalid?: boolean }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      {children(message ? { 'aria-describedby': id, invalid: true } : {})}
      <div aria-live="polite">
        {message && (
          <p id={id} className="text-sm text-red-700">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
