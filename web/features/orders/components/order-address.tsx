/** A postal address of an order, as it would be written on a parcel. */
import type { OrderAddress as Address } from '#api/contract/orders.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { countryName } from '../order-view.ts';

export function OrderAddress({ address }: { address: Address }) {
  const language = usePreferences((state) => state.language);
  return (
    <address className="text-sm leading-6 text-slate-800 not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      <br />
      {address.postalCode} {address.city}
      <br />
      {countryName(address.country, language)}
    </address>
  );
}
