/**
 * The profile's orders section (plugged into the account feature by the profile route): the most
 * recent orders with a link to the full history, and the return history.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { returnsQueryOptions } from '../api/orders.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { OrderList, OrderListSkeleton } from './order-list.tsx';
import { ReturnCard } from './return-card.tsx';

/** How many orders the profile shows before 'View all orders'. */
export const PROFILE_RECENT_ORDERS = 5;

export function RecentOrders({ empty }: { empty: ReactNode }) {
  const t = useT();
  return (
    <OrderList
      limit={PROFILE_RECENT_ORDERS}
      headingLevel="h4"
      empty={empty}
      footer={
        <Link to="/orders" className={`${buttonClass('secondary')} mt-4`}>
          {t('orders.viewAll')}
        </Link>
      }
    />
  );
}

export function ReturnHistory({ empty }: { empty: ReactNode }) {
  const t = useT();
  const query = useQuery(returnsQueryOptions());
  if (query.isPending) return <OrderListSkeleton label={t('returns.historyLoading')} count={1} />;
  if (query.isError)
    return <LoadError message={t('returns.historyFailed')} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <>{empty}</>;
  return (
    <ul className="flex flex-col gap-3">
      {query.data.map((item) => (
        <li key={item.id}>
          <ReturnCard item={item} headingLevel="h4" linkOrder />
        </li>
      ))}
    </ul>
  );
}
