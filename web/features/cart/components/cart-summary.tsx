/**
 * The order summary beside the lines: subtotal, shipping (always free), total in the chosen
 * currency, the delivery estimate for the shopper's country, and the way on to /checkout.
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { CartView } from '../cart-view.ts';
import { Figure } from './cart-line-item.tsx';
import { DeliveryEstimate } from './delivery-estimate.tsx';

export function CartSummary({ view, userId }: { view: CartView; userId: number | null }) {
  const t = useT();
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5 lg:sticky lg:top-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('cartPage.summary')}
      </h2>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        <Figure label={t('cartPage.subtotal')} className="justify-between">
          <Price amount={view.subtotal} currency={view.currency} />
        </Figure>
        <Figure label={t('cartPage.shipping')} className="justify-between">
          <span className="font-semibold text-green-700">{t('cartPage.free')}</span>
        </Figure>
        <Figure
          label={t('cartPage.total')}
          strong
          className="mt-2 justify-between border-t border-slate-200 pt-3 text-base"
        >
          <Price amount={view.total} currency={view.currency} className="text-xl" />
        </Figure>
      </dl>
      <p className="mt-1 text-right text-xs text-slate-600">{t('product.inclVat')}</p>
      <DeliveryEstimate view={view} userId={userId} />
      {view.itemCount > 0 && (
        <Link to="/checkout" className={`${buttonClass('primary', 'lg')} mt-5 w-full`}>
          {t('cartPage.checkout')}
          <ArrowRightIcon />
        </Link>
      )}
    </aside>
  );
}
