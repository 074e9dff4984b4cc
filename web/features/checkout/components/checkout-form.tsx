/**
 * The checkout form: contact, customer type (company name for companies), shipping address, billing
 * address when it differs, notes, payment method, terms, submit. Checked in the browser with the
 * server's own rules and messages, then sent as one checkout request (useCheckoutSubmit). Signed-in
 * shoppers start prefilled and may pick a saved address. Beside it (above it on phones) the order
 * summary, priced by the server's quote for the form's current choices (useCheckoutQuote); the quote's
 * refusals show under their fields and block the submit.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ChangeEvent } from 'react';
import type { Address, User } from '#api/contract/auth.ts';
import { SubmitButton } from '../../../components/ui/form-field.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useFormProblem } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { useOnline } from '../../../lib/network.ts';
import { savedAddressesQueryOptions } from '../api/checkout.ts';
import type { CheckoutCartLine } from '../checkout-cart-slot.ts';
import {
  fillFromSavedAddress,
  prefilledValues,
  requiredFields,
  type CheckoutField,
  type CheckoutValues,
} from '../checkout-form.ts';
import { pricedSummary, type SummaryState } from '../checkout-quote.ts';
import { useCheckoutQuote } from '../use-checkout-quote.ts';
import { useCheckoutSubmit, type CheckoutCompletion } from '../use-checkout-submit.ts';
import { NotesField, TermsCheckbox } from './checkout-inputs.tsx';
import {
  AddressFields,
  ContactSection,
  PaymentSection,
  Section,
  type FieldProps,
} from './checkout-sections.tsx';
import { OrderSummaryPanel } from './order-summary-panel.tsx';

interface CheckoutFormProps {
  user: User | null;
  lines: readonly CheckoutCartLine[];
  /** The cart priced from the catalogue (names, and the fallback when no quote can be had). */
  catalogueSummary: SummaryState;
  onCompleted: (completion: CheckoutCompletion) => void;
}

export function CheckoutForm({ user, lines, catalogueSummary, onCompleted }: CheckoutFormProps) {
  const t = useT();
  const [values, setValues] = useState<CheckoutValues>(() => prefilledValues(user));
  const [announcement, setAnnouncement] = useState('');
  const problems = useFormProblem<CheckoutField>();
  const online = useOnline();
  const quote = useCheckoutQuote({ values, lines, userId: user?.id ?? null });
  const summary = pricedSummary(catalogueSummary, quote);
  const { submit, pending } = useCheckoutSubmit({
    user,
    lines,
    summary,
    onCompleted,
    report: problems.report,
    clearProblems: problems.clear,
  });
  const addresses = useQuery({ ...savedAddressesQueryOptions(), enabled: user !== null });

  const required = useMemo(() => new Set(requiredFields(values)), [values]);
  const update = (patch: Partial<CheckoutValues>) => setValues((current) => ({ ...current, ...patch }));

  const field: FieldProps = (name, label) => ({
    name,
    label: t(label),
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ [name]: event.target.value }),
    required: required.has(name),
    invalid: problems.isInvalid(name),
  });

  const fillFrom = (saved: Address, target: 'shipping' | 'billing') => {
    setValues((current) => fillFromSavedAddress(current, saved, target));
    setAnnouncement(t('checkout.savedAddressFilled'));
  };

  const savedAddresses = addresses.data ?? [];
  const refusal = quote.source === 'refused' ? quote : undefined;
  const sections = { values, field, update, refusal };
  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      {/* First in reading order (the total before the form); beside the form on wide screens. */}
      <OrderSummaryPanel state={summary} className="lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1" />
      <form
        noValidate
        onSubmit={(event) => void submit(event, values)}
        className="flex min-w-0 flex-col gap-5 lg:col-start-1 lg:row-start-1"
      >
        <p className="text-sm text-slate-600">{t('checkout.requiredNote')}</p>
        <p role="status" className="sr-only">
          {announcement}
        </p>

        <ContactSection {...sections} />

        <Section title={t('checkout.shippingHeading')}>
          <AddressFields
            kind="shipping"
            {...sections}
            savedAddresses={savedAddresses}
            onPick={(saved) => fillFrom(saved, 'shipping')}
          />
        </Section>

        <Section title={t('checkout.billingHeading')}>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="sameAsShipping"
              checked={values.sameAsShipping}
              onChange={(event) => update({ sameAsShipping: event.target.checked })}
              className="size-5 shrink-0 accent-orange-600"
            />
            {t('checkout.sameAsShipping')}
          </label>
          {!values.sameAsShipping && (
            <div className="mt-3">
              <AddressFields
                kind="billing"
                {...sections}
                savedAddresses={savedAddresses}
                onPick={(saved) => fillFrom(saved, 'billing')}
              />
            </div>
          )}
        </Section>

        <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <NotesField value={values.notes} onChange={(notes) => update({ notes })} />
        </div>

        <PaymentSection values={values} update={update} />

        <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <TermsCheckbox
            checked={values.termsAccepted}
            invalid={problems.isInvalid('termsAccepted')}
            onChange={(termsAccepted) => update({ termsAccepted })}
          />
          {summary.status === 'ready' && summary.pricing?.source !== 'refused' && (
            <p className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3">
              <span className="font-semibold">{t('checkout.total')}</span>
              <Price
                amount={summary.summary.total}
                currency={summary.summary.currency}
                className="text-xl font-bold"
              />
            </p>
          )}
          <SubmitButton
            worksOffline
            disabledReason={
              !online && values.paymentMethod === 'payneteasy' ? t('offline.cardNeedsConnection') : undefined
            }
            pending={pending}
            label={t(
              values.paymentMethod === 'payneteasy' ? 'checkout.submitCard' : 'checkout.submitTransfer',
            )}
            pendingLabel={t('checkout.submitting')}
          />
        </div>
      </form>
    </div>
  );
}
