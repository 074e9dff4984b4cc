/** A postal address as it is written on a parcel: name, street, postcode and city, country. */
import { countryName } from '../../lib/locale.ts';
import { usePreferences } from '../../lib/preferences.ts';

export interface PostalAddressValue {
  firstName: string;
  lastName: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
}

export function PostalAddress({
  address,
  className = '',
}: {
  address: PostalAddressValue;
  className?: string;
}) {
  const language = usePreferences((state) => state.language);
  return (
    <address className={`text-sm leading-6 text-slate-800 not-italic ${className}`}>
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
