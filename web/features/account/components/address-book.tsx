/**
 * The addresses section: a billing and a shipping card, each listing the saved addresses (from the
 * server) with delete buttons and an 'Add new address' dialog.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { Address } from '#api/contract/auth.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { addressesQueryOptions, useDeleteAddress } from '../api/addresses.ts';
import type { AddressType } from '../forms.ts';
import { formatPhone } from '../phone.ts';
import { AddressDialog } from './address-dialog.tsx';

export function AddressBook() {
  const t = useT();
  const addresses = useQuery(addressesQueryOptions());

  if (addresses.isPending) return <Spinner label={t('common.loading')} />;
  if (addresses.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
        <p>{t('address.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void addresses.refetch()}
          className={`${buttonClass('secondary')} mt-3`}
        >
          {t('app.retry')}
        </button>
      </div>
    );
  }
  const ofType = (type: AddressType) => addresses.data.filter((address) => address.addressType === type);
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <AddressCard addressType="billing" addresses={ofType('billing')} />
      <AddressCard addressType="shipping" addresses={ofType('shipping')} />
    </div>
  );
}

function AddressCard({ addressType, addresses }: { addressType: AddressType; addresses: Address[] }) {
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [adding, setAdding] = useState(false);
  const remove = useDeleteAddress();

  const deleteAddress = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast({
          title: t(addressType === 'billing' ? 'address.billingDeleted' : 'address.shippingDeleted'),
          variant: 'success',
        });
        // The focused delete button is gone with its entry: keep focus in this card.
        heading.current?.focus();
      },
      onError: (error) => notifyFailure(t, error, { fallback: 'address.deleteFailed' }),
    });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 p-4 sm:p-5"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {t(addressType === 'billing' ? 'address.billingTitle' : 'address.shippingTitle')}
        </h3>
        <button type="button" onClick={() => setAdding(true)} className={buttonClass('secondary')}>
          <PlusIcon className="size-4" />
          {t('address.addNew')}
        </button>
      </div>
      {addresses.length === 0 ? (
        <p className="text-sm text-slate-600">{t('address.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {addresses.map((address) => (
            <li key={address.id} className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
              <AddressSummary address={address} />
              <button
                type="button"
                onClick={() => deleteAddress(address.id)}
                disabled={remove.isPending && remove.variables === address.id}
                aria-label={t('address.deleteLabel', { address: address.fullAddress })}
                className="rounded-md p-2 text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
              >
                <TrashIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddressDialog addressType={addressType} open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}

function AddressSummary({ address }: { address: Address }) {
  const t = useT();
  return (
    <div className="min-w-0 flex-1 text-sm">
      <p className="font-semibold">
        {address.type === 'company' && address.company
          ? address.company
          : `${address.firstName} ${address.lastName}`}
        {address.isPrimary && (
          <span className="ml-2 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900">
            {t('address.primary')}
          </span>
        )}
      </p>
      {address.type === 'company' && (
        <p className="text-slate-700">
          {`${address.firstName} ${address.lastName}`}
          {address.vatNumber && ` · ${address.vatNumber}`}
        </p>
      )}
      <p className="break-words text-slate-700">{address.fullAddress}</p>
      <p className="text-slate-600">{formatPhone(address.countryCode, address.phone)}</p>
    </div>
  );
}
