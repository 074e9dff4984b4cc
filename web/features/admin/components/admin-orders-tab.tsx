/**
 * The back office's "Orders" tab: sub-tabs Orders (filtered list, detail, status changes) and Returns
 * (decisions along the server's table). Filters are local state unless the host passes `filters` and
 * `onFiltersChange` (e.g. bound to the route's search params, so a filtered view can be linked).
 */
import * as Tabs from '@radix-ui/react-tabs';
import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { withFilter, type AdminOrdersFilters } from '../admin-orders.ts';
import { AdminOrderDialog } from './admin-order-dialog.tsx';
import { AdminOrderList, type OpenOrder } from './admin-order-list.tsx';
import { AdminReturnsPanel } from './admin-returns-panel.tsx';

export interface AdminOrdersTabProps {
  /** Controlled filters; without them the tab keeps its own. Parse URL input with parseAdminOrdersFilters. */
  filters?: AdminOrdersFilters;
  onFiltersChange?: (next: AdminOrdersFilters) => void;
}

const TRIGGER =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:text-slate-950 sm:flex-none ' +
  'data-[state=active]:bg-white data-[state=active]:text-slate-950 data-[state=active]:shadow-sm ' +
  'focus-visible:outline-2 focus-visible:outline-orange-600';

export function AdminOrdersTab({ filters: controlled, onFiltersChange }: AdminOrdersTabProps) {
  const t = useT();
  const headingId = useId();
  const [local, setLocal] = useState<AdminOrdersFilters>({});
  const filters = controlled ?? local;
  const setFilters = (next: AdminOrdersFilters) => {
    if (controlled === undefined) setLocal(next);
    onFiltersChange?.(next);
  };
  // One dialog for both panels: a return's order opens the same detail as the list's.
  const [openOrder, setOpenOrder] = useState<OpenOrder | null>(null);
  const view = filters.view ?? 'orders';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
          {t('adminOrders.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('adminOrders.intro')}</p>
      </div>
      <Tabs.Root
        value={view}
        onValueChange={(value) =>
          // 'orders' is the default: left out so the URL stays clean.
          setFilters(withFilter(filters, 'view', value === 'returns' ? 'returns' : ''))
        }
      >
        <Tabs.List
          aria-label={t('adminOrders.sections')}
          className="flex gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex"
        >
          <Tabs.Trigger value="orders" className={TRIGGER}>
            {t('adminOrders.tab.orders')}
          </Tabs.Trigger>
          <Tabs.Trigger value="returns" className={TRIGGER}>
            {t('adminOrders.tab.returns')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content
          value="orders"
          className="mt-4 focus-visible:outline-2 focus-visible:outline-orange-600"
        >
          <AdminOrderList filters={filters} onFiltersChange={setFilters} onOpen={setOpenOrder} />
        </Tabs.Content>
        <Tabs.Content
          value="returns"
          className="mt-4 focus-visible:outline-2 focus-visible:outline-orange-600"
        >
          <AdminReturnsPanel
            status={filters.returnStatus}
            onStatusChange={(status) => setFilters(withFilter(filters, 'returnStatus', status ?? ''))}
            onOpenOrder={setOpenOrder}
          />
        </Tabs.Content>
      </Tabs.Root>
      <AdminOrderDialog order={openOrder} onClose={() => setOpenOrder(null)} />
    </section>
  );
}
