/**
 * The checkout form's sections: contact with the customer type, an address (shipping, or billing when
 * it differs) with the saved-address picker, and the payment method. Each gets the form's values and
 * a `field` function giving a text input its name, label, value, required mark and problem state.
 */
import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { Address } from '#api/contract/auth.ts';
import { POSTAL_CODE_FORMATS } from '#api/contract/postal-codes.ts';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { useT, type TextKey } from '../../../lib/i18n.ts';
import type { CheckoutField, CheckoutValues, CustomerType } from '../checkout-form.ts';
import type { QuoteField } from '../checkout-quote.ts';
import { BankIcon, LockIcon } from './checkout-icons.tsx';
import { FieldRefusal, PaymentOption } from './checkout-inputs.tsx';
import { CountrySelect } from './country-select.tsx';

export type TextFieldName = Exclude<
  CheckoutField,
  'customerType' | 'country' | 'billingCountry' | 'sameAsShipping' | 'paymentMethod' | 'termsAccepted'
>;

/** A text input's props for a field of the form. */
export type FieldProps = (
  field: TextFieldName,
  label: TextKey,
) => {
  name: TextFieldName;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  required: boolean;
  invalid: boolean;
};

interface SectionProps {
  values: CheckoutValues;
  field: FieldProps;
  update: (patch: Partial<CheckoutValues>) => void;
  /** The server's refusal of the current choices (from the quote), shown under its field. */
  refusal?: { field: QuoteField; message: string } | undefined;
}

const refusalOf = (refusal: SectionProps['refusal'], field: QuoteField) =>
  refusal?.field === field ? refusal.message : undefined;

export function ContactSection({ values, field, update, refusal }: SectionProps) {
  const t = useT();
  return (
    <Section title={t('checkout.contactHeading')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('email', 'checkout.email')} type="email" autoComplete="email" />
        <TextField
          {...field('phone', 'checkout.phone')}
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
      {values.customerType === 'company' && (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField {...field('company', 'checkout.companyName')} autoComplete="organization" />
          <FieldRefusal message={refusalOf(refusal, 'vatNumber')}>
            {(linked) => <TextField {...field('vatNumber', 'checkout.vatNumber')} {...linked} />}
          </FieldRefusal>
        </div>
      )}
    </Section>
  );
}

/** The form's names of one address's fields: shipping ones bare, billing ones prefixed. */
const ADDRESS_NAMES = {
  shipping: {
    firstName: 'firstName',
    lastName: 'lastName',
    address: 'address',
    postalCode: 'postalCode',
    city: 'city',
    country: 'country',
  },
  billing: {
    firstName: 'billingFirstName',
    lastName: 'billingLastName',
    address: 'billingAddress',
    postalCode: 'billingPostalCode',
    city: 'billingCity',
    country: 'billingCountry',
  },
} as const;

/** One address's fields, with the autocomplete tokens of its kind. */
export function AddressFields({
  kind,
  values,
  field,
  update,
  refusal,
  savedAddresses,
  onPick,
}: SectionProps & {
  kind: 'shipping' | 'billing';
  savedAddresses: readonly Address[];
  onPick: (address: Address) => void;
}) {
  const t = useT();
  const names = ADDRESS_NAMES[kind];
  const country = values[names.country];
  return (
    <>
      {savedAddresses.length > 0 && <SavedAddressSelect addresses={savedAddresses} onPick={onPick} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field(names.firstName, 'checkout.firstName')} autoComplete={`${kind} given-name`} />
        <TextField {...field(names.lastName, 'checkout.lastName')} autoComplete={`${kind} family-name`} />
        <TextField
          {...field(names.address, 'checkout.address')}
          autoComplete={`${kind} street-address`}
          className="sm:col-span-2"
        />
        <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-4 sm:col-span-2">
          <TextField
            {...field(names.postalCode, 'checkout.postalCode')}
            hint={t('checkout.postalCodeHint', { example: POSTAL_CODE_FORMATS[country].example })}
            autoComplete={`${kind} postal-code`}
          />
          <TextField {...field(names.city, 'checkout.city')} autoComplete={`${kind} address-level2`} />
        </div>
        <CountrySelect
          name={names.country}
          value={country}
          onChange={(next) => update({ [names.country]: next })}
          autoComplete={`${kind} country`}
          delivery={kind === 'shipping'}
          refusal={kind === 'shipping' ? refusalOf(refusal, 'country') : undefined}
        />
      </div>
    </>
  );
}

export function PaymentSection({ values, update }: Omit<SectionProps, 'field'>) {
  const t = useT();
  return (
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
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
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

/** Picks a saved address (the account's address book) to fill the fields with. */
export function SavedAddressSelect({
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
