/**
 * An address's country select. The shipping one (`delivery`) offers only the countries the published
 * delivery rules name, each with its delivery time (every checkout country while the rules load or
 * without a connection: the server refuses another one), and shows the quote's refusal under it.
 */
import { useQuery } from '@tanstack/react-query';
import { CHECKOUT_COUNTRIES, type CheckoutCountry } from '#api/contract/orders.ts';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { workingDaysText } from '../../../lib/delivery-rules.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { deliveryRulesQueryOptions } from '../../../lib/delivery-rules.ts';
import { countryOptions } from '../checkout-form.ts';
import { FieldRefusal } from './checkout-inputs.tsx';

export function CountrySelect({
  name,
  value,
  onChange,
  autoComplete,
  delivery = false,
  refusal,
}: {
  name: 'country' | 'billingCountry';
  value: CheckoutCountry;
  onChange: (country: CheckoutCountry) => void;
  autoComplete: string;
  /** The delivery country: limited to the countries delivered to, with their delivery times. */
  delivery?: boolean;
  /** Why the server will not take an order to this country (from the quote). */
  refusal?: string;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const rules = useQuery({ ...deliveryRulesQueryOptions(), enabled: delivery });
  const offered = delivery ? rules.data?.countries : undefined;
  const days = new Map(offered?.map((rule) => [rule.country, rule.deliveryDays]));
  const options = countryOptions(t, language, {
    offered: offered?.map((rule) => rule.country),
    keep: value,
  });
  return (
    <FieldRefusal message={refusal}>
      {(linked) => (
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
          {...linked}
        >
          {options.map(({ code, name: country }) => {
            const time = workingDaysText(t, days.get(code));
            return (
              <option key={code} value={code}>
                {time ? t('checkout.countryWithDelivery', { country, time }) : country}
              </option>
            );
          })}
        </SelectField>
      )}
    </FieldRefusal>
  );
}
