/**
 * Under the cart's totals: the delivery estimate for the shopper's country (or Poland) as a private
 * buyer: the delivery time and the bulky-goods surcharge when there is one, VAT included; or why the
 * country takes none of the cart's bulky items. Nothing offline or while there is no answer.
 */
import { Price } from '../../../components/ui/price.tsx';
import { workingDaysText } from '../../../lib/delivery-rules.ts';
import { useT } from '../../../lib/i18n.ts';
import type { CartView } from '../cart-view.ts';
import { useDeliveryEstimate } from '../use-delivery-estimate.ts';
import { Figure } from './cart-line-item.tsx';

export function DeliveryEstimate({ view, userId }: { view: CartView; userId: number | null }) {
  const t = useT();
  const estimate = useDeliveryEstimate(view, userId);
  if (estimate.status === 'hidden') return null;
  const country = t(`checkout.country.${estimate.country}`);
  return (
    <section aria-label={t('cartPage.estimateLabel')} className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
      {estimate.status === 'refused' ? (
        <p className="text-amber-900">{estimate.message}</p>
      ) : (
        <>
          <dl className="flex flex-col gap-1">
            <Figure label={t('cartPage.estimateDelivery', { country })} className="justify-between">
              {workingDaysText(t, estimate.quote.deliveryDays)}
            </Figure>
            {estimate.quote.shipping > 0 && (
              <Figure
                label={t(estimate.quote.bulkyPerPiece ? 'cartPage.bulkyPerPiece' : 'cartPage.bulkyPerOrder')}
                className="justify-between"
              >
                <Price amount={estimate.quote.shipping} currency={estimate.quote.currency} />
              </Figure>
            )}
          </dl>
          <p className="mt-1 text-xs text-slate-600">{t('cartPage.estimateVat')}</p>
        </>
      )}
    </section>
  );
}
