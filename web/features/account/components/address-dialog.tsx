/**
 * The 'Add new address' dialog of a billing or shipping card: person or company,
 * name, street, postcode, city, country (choosing one sets its dial code), phone; billing can be saved
 * for shipping too. Checked in the browser with the account forms' rules and messages, saved on the server.
 */
import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { useFormProblem } from '../../../lib/forms.ts';
import { useT, type TextKey } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateAddress } from '../api/addresses.ts';
import {
  ADDRESS_REQUIRED,
  emptyAddressDraft,
  toAddressBody,
  validateAddress,
  type AddressDraft,
  type AddressField,
  type AddressType,
} from '../forms.ts';
import { COUNTRIES, countryLabel, dialCodeForCountry, isDialCode } from '../phone.ts';
import { PhoneFields } from './phone-fields.tsx';

interface AddressDialogProps {
  addressType: AddressType;
  open: boolean;
  onClose: () => void;
}

export function AddressDialog({ addressType, open, onClose }: AddressDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(addressType === 'billing' ? 'address.dialogBilling' : 'address.dialogShipping')}
    >
      <AddressForm addressType={addressType} onDone={onClose} />
    </Dialog>
  );
}

function savedMessage(addressType: AddressType, sameAsShipping: boolean | undefined): TextKey {
  if (sameAsShipping) return 'address.savedBoth';
  return addressType === 'billing' ? 'address.billingSaved' : 'address.shippingSaved';
}

function AddressForm({ addressType, onDone }: { addressType: AddressType; onDone: () => void }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const create = useCreateAddress();
  const problems = useFormProblem<AddressField>();
  const [draft, setDraft] = useState<AddressDraft>(emptyAddressDraft);

  const countries = useMemo(
    () =>
      COUNTRIES.map((country) => ({ value: country.name, label: countryLabel(country.name, language) })).sort(
        (a, b) => a.label.localeCompare(b.label, language),
      ),
    [language],
  );

  const update = (patch: Partial<AddressDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const onCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const country = event.target.value;
    update({ country, countryCode: dialCodeForCountry(country) ?? draft.countryCode });
  };
  /** Props of a text input bound to one draft field. */
  const text = (field: AddressField, label: TextKey) => ({
    name: field,
    label: t(label),
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ [field]: event.target.value }),
    required: (ADDRESS_REQUIRED as readonly string[]).includes(field),
    invalid: problems.isInvalid(field),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateAddress(draft);
    if (problem) return problems.report(problem, event.currentTarget);
    problems.clear();
    const body = toAddressBody(draft, addressType);
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: t(savedMessage(addressType, body.sameAsShipping)), variant: 'success' });
        onDone();
      },
      onError: (error) => notifyFailure(t, error, { fallback: 'address.saveFailed' }),
    });
  };

  const isCompany = draft.type === 'company';
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('address.requiredNote')}</p>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('address.type')}</legend>
        {(['person', 'company'] as const).map((type) => (
          <label key={type} className="flex items-center gap-2">
            <input
              type="radio"
              name="type"
              value={type}
              checked={draft.type === type}
              onChange={() => update({ type })}
              data-autofocus={type === draft.type ? true : undefined}
              className="size-4 accent-orange-600"
            />
            {t(type === 'person' ? 'address.person' : 'address.company')}
          </label>
        ))}
      </fieldset>
      {isCompany && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text('company', 'address.companyName')} autoComplete="organization" required />
          <TextField {...text('vatNumber', 'address.vatNumber')} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('firstName', 'field.firstName')} autoComplete="given-name" />
        <TextField {...text('lastName', 'field.lastName')} autoComplete="family-name" />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-4">
        <TextField {...text('street', 'address.street')} autoComplete="address-line1" />
        <TextField {...text('houseNumber', 'address.houseNumber')} />
      </div>
      <TextField {...text('addressDetails', 'address.details')} autoComplete="address-line2" />
      <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-4">
        <TextField {...text('postcode', 'address.postcode')} autoComplete="postal-code" />
        <TextField {...text('city', 'address.city')} autoComplete="address-level2" />
      </div>
      <SelectField label={t('address.country')} name="country" value={draft.country} onChange={onCountry}>
        {countries.map((country) => (
          <option key={country.value} value={country.value}>
            {country.label}
          </option>
        ))}
      </SelectField>
      <PhoneFields
        label={t('field.phone')}
        required
        invalid={problems.isInvalid('phone')}
        dialCode={{
          name: 'countryCode',
          value: draft.countryCode,
          onChange: (event) => {
            const code = event.target.value;
            if (isDialCode(code)) update({ countryCode: code });
          },
        }}
        phone={{
          name: 'phone',
          value: draft.phone,
          onChange: (event) => update({ phone: event.target.value }),
        }}
      />
      {addressType === 'billing' && (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={draft.sameAsShipping}
            onChange={(event) => update({ sameAsShipping: event.target.checked })}
            className="size-4 accent-orange-600"
          />
          {t('address.sameAsShipping')}
        </label>
      )}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={buttonClass('secondary', 'lg')}>
          {t('common.cancel')}
        </button>
        <SubmitButton
          pending={create.isPending}
          label={t('address.save')}
          pendingLabel={t('common.saving')}
          className=""
        />
      </div>
    </form>
  );
}
