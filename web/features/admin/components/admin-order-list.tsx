/**
 * The back office's order list: filters, then the orders newest first, 50 at a time with "Load more".
 * Phones get one card per order, wider screens a table with the same columns; only one of the two is
 * displayed (the other is display:none, so hidden from assistive tech too).
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import type { Order } from '#api/contract/orders.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import {
  clearOrderFilters,
  customerName,
  formatAdminDateTime,
  hasOrderFilters,
  mergeOrderPages,
  PAYMENT_METHOD_LABELS,
  toOrderListQuery,
  type AdminOrdersFilters,
} from '../admin-orders.ts';
import { adminOrdersQueryOptions } from '../api/admin-orders.ts';
import { OrderStatusBadge } from './admin-order-badges.tsx';
import { AdminOrderFilters } from './admin-order-filters.tsx';
import { ColumnHeads } from './column-heads.tsx';
import { AdminEmptyState, AdminListSkeleton } from './admin-order-states.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

export interface OpenOrder {
  id: number;
  orderNumber: string;
}

interface AdminOrderListProps {
  filters: AdminOrdersFilters;
  onFiltersChange: (next: AdminOrdersFilters) => void;
  onOpen: (order: OpenOrder) => void;
}

export function AdminOrderList({ filters, onFiltersChange, onOpen }: AdminOrderListProps) {
  return (
    <div className="flex flex-col gap-4">
      <AdminOrderFilters filters={filters} onChange={onFiltersChange} />
      <OrderResults filters={filters} onFiltersChange={onFiltersChange} onOpen={onOpen} />
    </div>
  );
}

function OrderResults({ filters, onFiltersChange, onOpen }: AdminOrderListProps) {
  const t = useT();
  const query = useInfiniteQuery({
    ...adminOrdersQueryOptions(toOrderListQuery(filters)),
    // New filters keep the last answer on screen (dimmed) instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
  const showingId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  /** The index of the first order a "Load more" brings: it gets focus once it is shown. */
  const focusFrom = useRef<number | null>(null);
  const { orders, total } = mergeOrderPages(query.data?.pages ?? []);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || orders.length <= index) return;
    focusFrom.current = null;
    // Two renderings exist (cards, table); focus the one that is displayed.
    const candidates = listRef.current?.querySelectorAll<HTMLElement>(`[data-order-index="${index}"]`) ?? [];
    [...candidates].find((element) => element.offsetParent !== null)?.focus();
  }, [orders.length]);

  if (query.isPending) return <AdminListSkeleton label={t('adminOrders.loading')} />;
  if (query.isError && !query.isFetchNextPageError) {
    return <LoadError message={t('adminOrders.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  if (orders.length === 0) {
    return hasOrderFilters(filters) ? (
      <AdminEmptyState
        title={t('adminOrders.noMatchTitle')}
        text={t('adminOrders.noMatchText')}
        action={{
          label: t('adminOrders.filter.clear'),
          onClick: () => onFiltersChange(clearOrderFilters(filters)),
        }}
      />
    ) : (
      <AdminEmptyState title={t('adminOrders.emptyTitle')} text={t('adminOrders.emptyText')} />
    );
  }

  const loadMore = async () => {
    focusFrom.current = orders.length;
    const result = await query.fetchNextPage();
    if (result.isError) focusFrom.current = null;
  };
  const updating = query.isPlaceholderData;

  return (
    <div ref={listRef} className="flex flex-col gap-3">
      <p aria-live="polite" className="text-sm text-slate-700">
        {t('adminOrders.count', { count: total })}
        {updating && <span className="sr-only"> {t('common.loading')}</span>}
      </p>
      <div aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : undefined}>
        <OrderCards orders={orders} onOpen={onOpen} />
        <OrderTable orders={orders} onOpen={onOpen} />
      </div>

      {query.isFetchNextPageError && (
        <LoadError message={t('adminOrders.loadMoreFailed')} onRetry={() => void loadMore()} />
      )}
      <div className="flex flex-col items-center gap-2 py-2">
        <p id={showingId} className="text-sm text-slate-600">
          {t('adminOrders.showing', { shown: orders.length, total })}
        </p>
        {query.hasNextPage && !query.isFetchNextPageError && (
          <button
            type="button"
            onClick={() => void loadMore()}
            disabled={query.isFetchingNextPage}
            aria-describedby={showingId}
            className={buttonClass('secondary')}
          >
            {query.isFetchingNextPage ? t('common.loading') : t('adminOrders.loadMore')}
          </button>
        )}
      </div>
    </div>
  );
}

/** The order number as the button that opens the order; its name says what it does. */
function OpenButton({
  order,
  index,
  onOpen,
}: {
  order: Order;
  index: number;
  onOpen: (order: OpenOrder) => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      data-order-index={index}
      aria-haspopup="dialog"
      aria-label={t('adminOrders.open', { number: order.orderNumber })}
      onClick={() => onOpen({ id: order.id, orderNumber: order.orderNumber })}
      className="font-mono font-semibold break-all text-orange-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-orange-600"
    >
      {order.orderNumber}
    </button>
  );
}

function useOrderCells() {
  const t = useT();
  const language = usePreferences((state) => state.language);
  return {
    date: (order: Order) => formatAdminDateTime(order.createdAt, language),
    total: (order: Order) => formatPrice(order.totalAmount, order.currency, language),
    payment: (order: Order) => t(PAYMENT_METHOD_LABELS[order.paymentMethod]),
  };
}

function OrderCards({ orders, onOpen }: { orders: Order[]; onOpen: (order: OpenOrder) => void }) {
  const t = useT();
  const cell = useOrderCells();
  return (
    <ul aria-label={t('adminOrders.table')} className="flex flex-col gap-3 md:hidden">
      {orders.map((order, index) => (
        <li key={order.id}>
          <article className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="text-base">
                <OpenButton order={order} index={index} onOpen={onOpen} />
              </h3>
              <OrderStatusBadge status={order.status} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('adminOrders.col.date')}</dt>
              <dd>
                <time dateTime={order.createdAt}>{cell.date(order)}</time>
              </dd>
              <dt className="text-slate-600">{t('adminOrders.col.customer')}</dt>
              <dd className="break-words">
                {customerName(order)}
                <br />
                <span className="text-slate-600">{order.email}</span>
              </dd>
              <dt className="text-slate-600">{t('adminOrders.col.total')}</dt>
              <dd className="font-semibold whitespace-nowrap tabular-nums">{cell.total(order)}</dd>
              <dt className="text-slate-600">{t('adminOrders.col.payment')}</dt>
              <dd>{cell.payment(order)}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}

const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

function OrderTable({ orders, onOpen }: { orders: Order[]; onOpen: (order: OpenOrder) => void }) {
  const t = useT();
  const cell = useOrderCells();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('adminOrders.table')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <ColumnHeads
            cellClassName={TH}
            columns={[
              { label: t('adminOrders.col.number') },
              { label: t('adminOrders.col.date') },
              { label: t('adminOrders.col.customer') },
              { label: t('adminOrders.col.total'), numeric: true },
              { label: t('adminOrders.col.payment') },
              { label: t('adminOrders.col.status') },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-200">
          {orders.map((order, index) => (
            <tr key={order.id} className="hover:bg-slate-50">
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <OpenButton order={order} index={index} onOpen={onOpen} />
              </th>
              <td className="px-3 py-3 whitespace-nowrap">
                <time dateTime={order.createdAt}>{cell.date(order)}</time>
              </td>
              <td className="max-w-64 px-3 py-3">
                <span className="block font-medium break-words text-slate-900">{customerName(order)}</span>
                <span className="block break-all text-slate-600">{order.email}</span>
              </td>
              <td className="px-3 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                {cell.total(order)}
              </td>
              <td className="px-3 py-3">{cell.payment(order)}</td>
              <td className="px-3 py-3">
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
