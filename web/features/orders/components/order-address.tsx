/** A postal address of an order, as it would be written on a parcel. */
import type { OrderAddress as Address } from '#api/contract/orders.ts';
import { PostalAddress } from '../../../components/ui/postal-address.tsx';

export function OrderAddress({ address }: { address: Address }) {
  return <PostalAddress address={address} />;
}
