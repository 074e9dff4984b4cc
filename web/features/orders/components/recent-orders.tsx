/**
 * The signed-in home's "Your recent orders": the last three orders with their status, date and total,
 * a link to each, "Order again" (the cart feature's, plugged in by the route) and a link to the whole
 * history. An account without orders gets a line saying where they will show.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { Order } from '#api/contract/orders.ts';
import { buttonClass, TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { ordersQueryOptions } from '../api/orders.ts';
import { formatOrderDate } from '../order-view.ts';
import { StatusBadge } from './status-badge.tsx';

export const RECENT_ORDERS_SHOWN = 3;

/** What "Order again" puts back in the cart: each product of the order with its quantity. */
export type ReorderLines = { productId: number; quantity: number }[];

export function RecentOrders({ onReorder }: { onReorder: (lines: ReorderLines) => Promise<void> }) {
  const t = useT();
  const headingId = useId();
  const orders = useQuery(ordersQueryOptions());
  // Newest first, whatever order the server lists them in.
  const recent = [...(orders.data ?? [])]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id))
    .slice(0, RECENT_ORDERS_SHOWN);

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-xl font-bold">
          {t('home.recentOrders')}
        </h3>
        <Link to="/orders" className={TEXT_LINK_CLASS}>
          {t('home.allOrders')}
        </Link>
      </div>
      {orders.isPending ? (
        <p className="mt-3 text-sm text-slate-600">{t('common.loading')}</p>
      ) : orders.isError ? (
        <p className="mt-3 text-sm text-slate-700">{t('home.recentOrdersFailed')}</p>
      ) : recent.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('home.noOrders')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {recent.map((order) => (
            <RecentOrder key={order.id} order={order} onReorder={onReorder} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentOrder({
  order,
  onReorder,
}: {
  order: Order;
  onReorder: (lines: ReorderLines) => Promise<void>;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const [busy, setBusy] = useState(false);
  const reorder = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onReorder(order.items.map((item) => ({ productId: item.product.id, quantity: item.quantity })));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to="/orders/$id"
          params={{ id: String(order.id) }}
          className="font-semibold break-words text-slate-900 underline-offset-2 hover:underline"
        >
          {t('orders.orderNumber', { number: order.orderNumber })}
        </Link>
        <span className="text-sm text-slate-600">
          {t('orders.placedOn', { date: formatOrderDate(order.createdAt, language) })} ·{' '}
          <span className="tabular-nums">{formatPrice(order.totalAmount, order.currency, language)}</span>
        </span>
      </div>
      <StatusBadge status={order.status} />
      <button
        type="button"
        onClick={() => void reorder()}
        aria-disabled={busy}
        aria-label={t('home.orderAgainOf', { number: order.orderNumber })}
        className={buttonClass('secondary')}
      >
        {busy ? t('home.orderingAgain') : t('home.orderAgain')}
      </button>
    </li>
  );
}
