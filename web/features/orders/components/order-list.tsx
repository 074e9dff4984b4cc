/**
 * The signed-in shopper's orders (newest first) with loading skeleton, error with retry and an empty
 * state; the history page shows them all, the profile its most recent few.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n.ts';
import { ordersQueryOptions } from '../api/orders.ts';
import { OrderCard, type HeadingLevel } from './order-card.tsx';

export interface OrderListProps {
  /** Show at most this many (the newest); all when absent. */
  limit?: number;
  headingLevel?: HeadingLevel;
  /** What to show when there are no orders. */
  empty: ReactNode;
  /** Shown under the list when it has orders (the profile's link to the full history). */
  footer?: ReactNode;
}

export function OrderList({ limit, headingLevel, empty, footer }: OrderListProps) {
  const t = useT();
  const query = useQuery(ordersQueryOptions());

  if (query.isPending) return <OrderListSkeleton label={t('orders.loading')} />;
  if (query.isError)
    return <LoadError message={t('orders.loadFailed')} onRetry={() => void query.refetch()} />;
  const orders = limit === undefined ? query.data : query.data.slice(0, limit);
  if (orders.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="flex flex-col gap-4">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {footer}
    </>
  );
}

export function OrderListSkeleton({ label, count = 2 }: { label: string; count?: number }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
        >
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <Skeleton className="h-4 w-32" />
          {Array.from({ length: 2 }, (_, line) => (
            <div key={line} className="flex gap-3">
              <Skeleton className="aspect-[4/3] w-14 sm:w-16" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-4">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-9 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}
