/** The suppliers' offers for the product, cheapest first, as a radio group with the first preselected. */
import { useState } from 'react';
import type { Offer } from '#api/contract/catalog.ts';
import { Price } from '../../../../components/ui/price.tsx';
import { useT } from '../../../../lib/i18n.ts';

export function OffersList({ offers }: { offers: Offer[] }) {
  const t = useT();
  const [selectedId, setSelectedId] = useState(offers[0]?.id);
  if (offers.length === 0) return null;
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{t('product.offers')}</legend>
      <ul className="flex flex-col gap-2">
        {offers.map((offer) => (
          <li key={offer.id}>
            <label
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${
                offer.id === selectedId
                  ? 'border-orange-600 bg-orange-50'
                  : 'border-slate-200 hover:border-slate-400'
              }`}
            >
              <input
                type="radio"
                name="offer"
                value={offer.id}
                checked={offer.id === selectedId}
                onChange={() => setSelectedId(offer.id)}
                className="mt-1 size-4 accent-orange-600"
              />
              <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span className="flex flex-col">
                  <span className="font-medium text-slate-900">{offer.supplier.name}</span>
                  <span className="text-xs text-slate-600">
                    {t('product.offerStock', { count: offer.stock })} ·{' '}
                    {t('product.offerDelivery', { count: offer.deliveryDays })}
                  </span>
                </span>
                <Price
                  amount={offer.displayPrice}
                  currency={offer.displayCurrency}
                  className="font-semibold"
                />
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
