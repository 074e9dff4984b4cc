/**
 * The checkout form: contact, customer type (company name for companies), shipping
 * address, billing address when it differs, notes, payment method, terms, submit. Checked in the
 * browser with the shop's messages, then sent as a card payment (the browser goes on to the payment
 * page) or a bank-transfer order. Signed-in shoppers start prefilled and may pick a saved address.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { Address, User } from '#api/contract/auth.ts';
import { CHECKOUT_COUNTRIES, type CheckoutCountry } from '#api/contract/orders.ts';
import { POSTAL_CODE_FORMATS } from '#api/contract/postal-codes.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { INPUT_CLASS, SelectField, SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useFormProblem } from '../../../lib/forms.ts';
import { useT, type TextKey } from '../../../lib/i18n.ts';
import { isNetworkError, isOnline, useOnline } from '../../../lib/network.ts';
import { toast } from '../../../lib/toast.ts';
import { savedAddressesQueryOptions, useCreateOrder, useCreatePayment } from '../api/checkout.ts';
import type { CheckoutCartLine } from '../checkout-cart-slot.ts';
import {
  buildOrderBody,
  buildPaymentBody,
  fillFromSavedAddress,
  prefilledValues,
  requiredFields,
  termsProblem,
  validateCheckout,
  type CheckoutField,
  type CheckoutPaymentMethod,
  type CheckoutValues,
  type CustomerType,
} from '../checkout-form.ts';
import {
  attemptKey,
  hostedPaymentUrl,
  NoPaymentPageError,
  referenceAfterFailure,
  referenceForAttempt,
  type CheckoutKind,
  type KeptReference,
} from '../checkout-submit.ts';
import { saveOrderIntent } from '../order-intents.ts';
import { useCheckoutFeedback } from '../use-checkout-feedback.ts';
import { rememberPendingPayment } from '../pending-payment.ts';
import type { SummaryState } from './order-summary-panel.tsx';
import { BankIcon, LockIcon } from './checkout-icons.tsx';

// The terms page lands separately (the checkout links /terms).
const TERMS_PATH = '/terms';

/** What the page does once the server has taken the order. */
export type CheckoutCompletion =
  | { kind: 'payment'; orderNumber: string }
  | { kind: 'order'; orderNumber: string }
  /** A bank-transfer order kept offline (order-intents.ts) until the shopper confirms it online. */
  | { kind: 'intent' };

interface CheckoutFormProps {
  user: User | null;
  lines: readonly CheckoutCartLine[];
  summary: SummaryState;
  onCompleted: (completion: CheckoutCompletion) => void;
}

type TextFieldName = Exclude<
  CheckoutField,
  'customerType' | 'country' | 'billingCountry' | 'sameAsShipping' | 'paymentMethod' | 'termsAccepted'
>;

export function CheckoutForm({ user, lines, summary, onCompleted }: CheckoutFormProps) {
  const t = useT();
  const [values, setValues] = useState<CheckoutValues>(() => prefilledValues(user));
  const [announcement, setAnnouncement] = useState('');
  const problems = useFormProblem<CheckoutField>();
  // The reference of a failed attempt whose outcome is unknown, for a retry of the same order.
  const kept = useRef<KeptReference | undefined>(undefined);
  const payment = useCreatePayment();
  const order = useCreateOrder();
  const online = useOnline();
  const feedback = useCheckoutFeedback();
  const [done, setDone] = useState(false);
  const pending = payment.isPending || order.isPending || done;
  const addresses = useQuery({ ...savedAddressesQueryOptions(), enabled: user !== null });

  const required = useMemo(() => new Set(requiredFields(values)), [values]);
  const update = (patch: Partial<CheckoutValues>) => setValues((current) => ({ ...current, ...patch }));

  const text = (field: TextFieldName, label: TextKey) => ({
    name: field,
    label: t(label),
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ [field]: event.target.value }),
    required: required.has(field),
    invalid: problems.isInvalid(field),
  });

  const fail = (kind: CheckoutKind, attempt: KeptReference, error: unknown) => {
    const reference = referenceAfterFailure(attempt.reference, error);
    kept.current = reference === undefined ? undefined : { ...attempt, reference };
    feedback.failed(kind, error);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const problem = validateCheckout(values) ?? termsProblem(values);
    if (problem) return problems.report(problem, form);
    problems.clear();
    if (summary.status !== 'ready') {
      toast({ title: t('checkout.pricesLoading'), variant: 'error' });
      return;
    }
    if (summary.summary.hasUnavailable) {
      toast({ title: t('checkout.unavailableLines'), variant: 'error' });
      return;
    }
    const attempt = attemptKey(values, lines, summary.summary.currency);
    const orderReference = referenceForAttempt(kept.current, attempt);
    const sent: KeptReference = { reference: orderReference, attempt };
    const context = {
      total: summary.summary.total,
      currency: summary.summary.currency,
      orderReference,
      // Signed-in shoppers order their server cart: sending lines would be refused.
      lines: user ? undefined : lines,
    };
    if (values.paymentMethod === 'payneteasy') {
      try {
        const answer = await payment.mutateAsync(buildPaymentBody(values, context));
        const paymentPage = hostedPaymentUrl(answer, window.location.href);
        if (!paymentPage) throw new NoPaymentPageError();
        setDone(true);
        rememberPendingPayment(answer.orderNumber);
        onCompleted({ kind: 'payment', orderNumber: answer.orderNumber });
        window.location.assign(paymentPage);
      } catch (error) {
        fail('card', sent, error);
      }
      return;
    }
    const orderBody = buildOrderBody(values, context);
    // Without a connection the order is kept on the device and placed once confirmed online.
    const keepForLater = async () => {
      await saveOrderIntent({
        body: orderBody,
        userId: user?.id ?? null,
        total: summary.summary.total,
        currency: summary.summary.currency,
      });
      toast({ title: t('offline.intentSavedToast'), variant: 'success' });
      onCompleted({ kind: 'intent' });
    };
    if (!isOnline()) return void (await keepForLater());
    try {
      const answer = await order.mutateAsync(orderBody);
      setDone(true);
      feedback.orderPlaced();
      onCompleted({ kind: 'order', orderNumber: answer.order.orderNumber });
    } catch (error) {
      if (isNetworkError(error)) return void (await keepForLater());
      fail('transfer', sent, error);
    }
  };

  const fillFrom = (saved: Address, target: 'shipping' | 'billing') => {
    setValues((current) => fillFromSavedAddress(current, saved, target));
    setAnnouncement(t('checkout.savedAddressFilled'));
  };

  const savedAddresses = addresses.data ?? [];
  const isCompany = values.customerType === 'company';
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{t('checkout.requiredNote')}</p>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <Section title={t('checkout.contactHeading')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text('email', 'checkout.email')} type="email" autoComplete="email" />
          <TextField
            {...text('phone', 'checkout.phone')}
            type="tel"
            autoComplete="tel"
            hint={t('checkout.phoneHint')}
          />
        </div>
        <fieldset className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('checkout.customerType')}</legend>
          {(['person', 'company'] as const satisfies readonly CustomerType[]).map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="customerType"
                value={type}
                checked={values.customerType === type}
                onChange={() => update({ customerType: type })}
                className="size-4 accent-orange-600"
              />
              {t(type === 'person' ? 'checkout.person' : 'checkout.company')}
            </label>
          ))}
        </fieldset>
        {isCompany && (
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <TextField {...text('company', 'checkout.companyName')} autoComplete="organization" />
            <TextField {...text('vatNumber', 'checkout.vatNumber')} />
          </div>
        )}
      </Section>

      <Section title={t('checkout.shippingHeading')}>
        {savedAddresses.length > 0 && (
          <SavedAddressSelect addresses={savedAddresses} onPick={(saved) => fillFrom(saved, 'shipping')} />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text('firstName', 'checkout.firstName')} autoComplete="shipping given-name" />
          <TextField {...text('lastName', 'checkout.lastName')} autoComplete="shipping family-name" />
          <TextField
            {...text('address', 'checkout.address')}
            autoComplete="shipping street-address"
            className="sm:col-span-2"
          />
          <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-4 sm:col-span-2">
            <TextField
              {...text('postalCode', 'checkout.postalCode')}
              hint={t('checkout.postalCodeHint', { example: POSTAL_CODE_FORMATS[values.country].example })}
              autoComplete="shipping postal-code"
            />
            <TextField {...text('city', 'checkout.city')} autoComplete="shipping address-level2" />
          </div>
          <CountrySelect
            name="country"
            value={values.country}
            onChange={(country) => update({ country })}
            autoComplete="shipping country"
          />
        </div>
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
            {savedAddresses.length > 0 && (
              <SavedAddressSelect addresses={savedAddresses} onPick={(saved) => fillFrom(saved, 'billing')} />
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                {...text('billingFirstName', 'checkout.firstName')}
                autoComplete="billing given-name"
              />
              <TextField
                {...text('billingLastName', 'checkout.lastName')}
                autoComplete="billing family-name"
              />
              <TextField
                {...text('billingAddress', 'checkout.address')}
                autoComplete="billing street-address"
                className="sm:col-span-2"
              />
              <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-4 sm:col-span-2">
                <TextField
                  {...text('billingPostalCode', 'checkout.postalCode')}
                  hint={t('checkout.postalCodeHint', {
                    example: POSTAL_CODE_FORMATS[values.billingCountry].example,
                  })}
                  autoComplete="billing postal-code"
                />
                <TextField {...text('billingCity', 'checkout.city')} autoComplete="billing address-level2" />
              </div>
              <CountrySelect
                name="billingCountry"
                value={values.billingCountry}
                onChange={(billingCountry) => update({ billingCountry })}
                autoComplete="billing country"
              />
            </div>
          </div>
        )}
      </Section>

      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <NotesField value={values.notes} onChange={(notes) => update({ notes })} />
      </div>

      <Section title={t('checkout.paymentHeading')}>
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t('checkout.paymentHeading')}</legend>
          <PaymentOption
            method="payneteasy"
            checked={values.paymentMethod === 'payneteasy'}
            onChange={(paymentMethod) => update({ paymentMethod })}
            label={t('checkout.payCard')}
            hint={t('checkout.payCardHint')}
            icon={<LockIcon className="size-5 text-slate-600" />}
          />
          <PaymentOption
            method="bank_transfer"
            checked={values.paymentMethod === 'bank_transfer'}
            onChange={(paymentMethod) => update({ paymentMethod })}
            label={t('checkout.payTransfer')}
            hint={t('checkout.payTransferHint')}
            icon={<BankIcon className="size-5 text-slate-600" />}
          />
        </fieldset>
      </Section>

      <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <TermsCheckbox
          checked={values.termsAccepted}
          invalid={problems.isInvalid('termsAccepted')}
          onChange={(termsAccepted) => update({ termsAccepted })}
        />
        {summary.status === 'ready' && (
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
          label={t(values.paymentMethod === 'payneteasy' ? 'checkout.submitCard' : 'checkout.submitTransfer')}
          pendingLabel={t('checkout.submitting')}
        />
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CountrySelect({
  name,
  value,
  onChange,
  autoComplete,
}: {
  name: 'country' | 'billingCountry';
  value: CheckoutCountry;
  onChange: (country: CheckoutCountry) => void;
  autoComplete: string;
}) {
  const t = useT();
  return (
    <SelectField
      label={t('checkout.country')}
      name={name}
      value={value}
      required
      autoComplete={autoComplete}
      onChange={(event) => {
        const next = CHECKOUT_COUNTRIES.find((code) => code === event.target.value);
        if (next) onChange(next);
      }}
    >
      {CHECKOUT_COUNTRIES.map((code) => (
        <option key={code} value={code}>
          {t(`checkout.country.${code}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** Picks a saved address (the account's address book) to fill the fields with. */
function SavedAddressSelect({
  addresses,
  onPick,
}: {
  addresses: readonly Address[];
  onPick: (address: Address) => void;
}) {
  const t = useT();
  return (
    <SelectField
      label={t('checkout.savedAddress')}
      value=""
      className="mb-4"
      onChange={(event) => {
        const picked = addresses.find((address) => String(address.id) === event.target.value);
        if (picked) onPick(picked);
      }}
    >
      <option value="">{t('checkout.savedAddressPlaceholder')}</option>
      {addresses.map((address) => (
        <option key={address.id} value={address.id}>
          {`${t(address.addressType === 'billing' ? 'checkout.savedBilling' : 'checkout.savedShipping')}: ${address.fullAddress}`}
        </option>
      ))}
    </SelectField>
  );
}

function NotesField({ value, onChange }: { value: string; onChange: (notes: string) => void }) {
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
        maxLength={2000}
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

function PaymentOption({
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
function TermsCheckbox({
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
