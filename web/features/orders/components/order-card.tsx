/**
 * One order in the history: number, status, placed-on date, total in the order's currency,
 * View Details, and its first 3 items with '+ N more items' for the rest.
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Order } from '#api/contract/orders.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { formatOrderDate, moreItemsText, previewItems } from '../order-view.ts';
import { ItemImage } from './item-image.tsx';
import { StatusBadge } from './status-badge.tsx';

export type HeadingLevel = 'h2' | 'h3' | 'h4';

export function OrderCard({ order, headingLevel = 'h2' }: { order: Order; headingLevel?: HeadingLevel }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const headingId = useId();
  const Heading = headingLevel;
  const { shown, more } = previewItems(order.items);
  const moreText = moreItemsText(t, more);
  const price = (amount: number) => formatPrice(amount, order.currency, language);

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading id={headingId} className="text-base font-bold break-words sm:text-lg">
            {t('orders.orderNumber', { number: order.orderNumber })}
          </Heading>
          <p className="text-sm text-slate-600">
            {t('orders.placedOn', { date: formatOrderDate(order.createdAt, language) })}
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>

      <ul
        aria-label={t('orders.itemsOf', { number: order.orderNumber })}
        className="mt-4 flex flex-col gap-3"
      >
        {shown.map((item) => (
          <li key={item.id} className="flex gap-3">
            <ItemImage src={item.product.images[0]} className="w-14 sm:w-16" />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
              <span className="font-medium text-slate-900">{localizedName(item.product, language)}</span>
              <span className="text-xs text-slate-600">
                {t('orders.partNumber', { number: item.product.partNumber })}
              </span>
              <span className="text-slate-700 tabular-nums">
                {t('orders.lineTotal', {
                  quantity: item.quantity,
                  unitPrice: price(item.unitPrice),
                  total: price(item.totalPrice),
                })}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {moreText && <p className="mt-2 text-sm font-medium text-slate-600">{moreText}</p>}

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">
          {t('orders.total')}:{' '}
          <span className="text-base font-bold whitespace-nowrap text-slate-900 tabular-nums">
            {price(order.totalAmount)}
          </span>
        </p>
        <Link
          to="/orders/$id"
          params={{ id: String(order.id) }}
          aria-label={t('orders.viewDetailsOf', { number: order.orderNumber })}
          className={buttonClass('secondary')}
        >
          {t('orders.viewDetails')}
        </Link>
      </div>
    </article>
  );
}
