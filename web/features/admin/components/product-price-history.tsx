/**
 * The edit dialog's price history: when each price took effect, the price in EUR and who set it,
 * newest first, with the reduction the shop announces and the 30-day lowest price a cut is held to.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { PriceSource } from '#api/contract/admin-catalog.ts';
import { Price } from '../../../components/ui/price.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { formatAdminDateTime } from '../admin-orders.ts';
import { productPriceHistoryQueryOptions } from '../api/admin-catalog.ts';
import { AdminLoadError } from './admin-ui.tsx';

const CELL = 'px-3 py-1.5 whitespace-nowrap';

export function ProductPriceHistory({ productId }: { productId: number }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const headingId = useId();
  const history = useQuery(productPriceHistoryQueryOptions(productId));
  const sourceLabel = (source: PriceSource | null) =>
    t(source === null ? 'adminProduct.priceSourceUnknown' : `adminProduct.priceSource.${source}`);
  const eur = (amount: number) => formatPrice(amount, 'EUR', language);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {t('adminProduct.priceHistory')}
      </h3>
      {history.isPending ? (
        <Spinner label={t('adminProduct.priceHistoryLoading')} className="py-4" />
      ) : history.isError ? (
        <AdminLoadError onRetry={() => void history.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {t('adminProduct.lowest30d', { price: eur(history.data.lowestPrice30d) })}
          </p>
          {history.data.reductionShown && history.data.referencePrice !== null && history.data.reducedAt && (
            <p className="text-sm text-slate-700">
              {t('adminProduct.reductionShown', {
                reference: eur(history.data.referencePrice),
                date: formatAdminDateTime(history.data.reducedAt, language),
              })}
            </p>
          )}
          <ScrollRegion
            label={t('adminProduct.priceHistory')}
            className="max-h-60 overflow-y-auto rounded-lg border border-slate-200"
          >
            <table className="min-w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={`${CELL} font-semibold`}>
                    {t('adminProduct.colValidFrom')}
                  </th>
                  <th scope="col" className={`${CELL} font-semibold`}>
                    {t('adminProduct.colHistoryPrice')}
                  </th>
                  <th scope="col" className={`${CELL} font-semibold`}>
                    {t('adminProduct.colSource')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.prices.map((price, index) => (
                  <tr key={`${price.validFrom}-${index}`} className="border-t border-slate-100">
                    <td className={`${CELL} tabular-nums`}>
                      {formatAdminDateTime(price.validFrom, language)}
                    </td>
                    <td className={CELL}>
                      <Price amount={price.price} currency="EUR" />
                    </td>
                    <td className={CELL}>{sourceLabel(price.source)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {history.data.total > history.data.prices.length && (
            <p className="text-sm text-slate-600">
              {t('adminProduct.priceHistoryNewest', {
                shown: history.data.prices.length,
                total: history.data.total,
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
