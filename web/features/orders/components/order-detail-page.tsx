/**
 * /orders/{id}: one of the signed-in shopper's orders in full: status and dates, items with their
 * supplier, the money with its VAT and the delivery time, payment, the invoices to download,
 * addresses, the real status history, its returns and, while some of it can still be returned, the
 * return form. An unknown id (or another shopper's: the API answers the
 * same 404) is 'Order not found'.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Order } from '#api/contract/orders.ts';
import { buttonClass, TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT, type TextKey } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { fetchOwnInvoice } from '../api/invoices.ts';
import { orderQueryOptions } from '../api/orders.ts';
import { formatOrderDate } from '../order-view.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { NeedHelp } from './need-help.tsx';
import { OrderAddress } from './order-address.tsx';
import { OrderInvoices } from './order-invoices.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderPanel } from './order-panel.tsx';
import { OrderTotals } from './order-totals.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ReturnCard } from './return-card.tsx';
import { ReturnRequest } from './return-request.tsx';
import { SignInGate } from './sign-in-gate.tsx';
import { StatusBadge } from './status-badge.tsx';
import { StatusTimeline } from './status-timeline.tsx';

const MAX_ID = 2147483647;

/** The route's `$id` as typed in the address bar: a positive integer, else it cannot be an order. */
export function parseOrderId(value: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

const PAYMENT_METHODS: Record<Order['paymentMethod'], TextKey> = {
  payneteasy: 'orderDetail.method.payneteasy',
  bank_transfer: 'orderDetail.method.bank_transfer',
};
const PAYMENT_STATUSES: Record<Order['paymentStatus'], TextKey> = {
  pending: 'orderDetail.paid.pending',
  approved: 'orderDetail.paid.approved',
  declined: 'orderDetail.paid.declined',
  error: 'orderDetail.paid.error',
};

export function OrderDetailPage({ idParam }: { idParam: string }) {
  const t = useT();
  const id = parseOrderId(idParam);
  // Reads what the loader below fetched (never fetches itself), so the one title hook sits here.
  const { data } = useQuery({ ...orderQueryOptions(id ?? 0), enabled: false });
  useDocumentTitle(
    data
      ? t('orderDetail.documentTitle', { number: data.orderNumber, shop: SHOP_NAME })
      : t('orders.documentTitle', { shop: SHOP_NAME }),
  );
  return (
    <SignInGate>{() => (id === undefined ? <OrderNotFound /> : <OrderDetailLoader id={id} />)}</SignInGate>
  );
}

function OrderDetailLoader({ id }: { id: number }) {
  const t = useT();
  const query = useQuery(orderQueryOptions(id));
  if (query.isPending) return <OrderDetailSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
      return <OrderNotFound />;
    return (
      <Shell>
        <LoadError message={t('orderDetail.loadFailed')} onRetry={() => void query.refetch()} />
      </Shell>
    );
  }
  return <OrderDetail order={query.data} />;
}

function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Link to="/orders" className={`${TEXT_LINK_CLASS} text-sm`}>
        ← {t('orderDetail.backToOrders')}
      </Link>
      <div className="mt-4">{children}</div>
    </div>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const t = useT();
  const language = usePreferences((state) => state.language);

  return (
    <Shell>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words sm:text-3xl">
          {t('orders.orderNumber', { number: order.orderNumber })}
        </h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-slate-600">
        {t('orders.placedOn', { date: formatOrderDate(order.createdAt, language) })}
      </p>

      <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderPanel title={t('orderDetail.items')}>
            <OrderItems order={order} />
          </OrderPanel>
          <OrderPanel title={t('orderDetail.history')}>
            <StatusTimeline order={order} />
          </OrderPanel>
          {order.returns.length > 0 && (
            <OrderPanel title={t('orderDetail.returns')}>
              <ul className="flex flex-col gap-3">
                {order.returns.map((item) => (
                  <li key={item.id}>
                    <ReturnCard item={item} />
                  </li>
                ))}
              </ul>
            </OrderPanel>
          )}
          <ReturnRequest order={order} />
        </div>

        <div className="flex flex-col gap-6">
          <OrderPanel title={t('orderDetail.summary')}>
            <OrderTotals order={order} />
          </OrderPanel>
          <OrderPanel title={t('orderDetail.payment')}>
            <dl className="flex flex-col gap-2 text-sm">
              <Row label={t('orderDetail.paymentMethod')} value={t(PAYMENT_METHODS[order.paymentMethod])} />
              <Row label={t('orderDetail.paymentStatus')} value={t(PAYMENT_STATUSES[order.paymentStatus])} />
            </dl>
          </OrderPanel>
          <OrderInvoices order={order} fetchInvoice={(invoice) => fetchOwnInvoice(order.id, invoice)} />
          <OrderPanel title={t('orderDetail.shippingAddress')}>
            <OrderAddress address={order.shippingAddress} />
            {order.carrier && order.trackingNumber && (
              <dl className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 text-sm">
                <Row label={t('track.carrier')} value={order.carrier} />
                <Row label={t('track.trackingNumber')} value={order.trackingNumber} />
              </dl>
            )}
          </OrderPanel>
          <OrderPanel title={t('orderDetail.billingAddress')}>
            <OrderAddress address={order.billingAddress} />
            {order.company && (
              <p className="mt-2 text-sm text-slate-800">
                {t('orderDetail.company', { name: order.company })}
              </p>
            )}
            {order.vatNumber && (
              <p className="text-sm text-slate-800">
                {t('orderDetail.vatNumber', { number: order.vatNumber })}
              </p>
            )}
          </OrderPanel>
          {(order.email || order.phone) && (
            <OrderPanel title={t('orderDetail.contact')}>
              <p className="text-sm break-all text-slate-800">{order.email}</p>
              <p className="text-sm text-slate-800">{order.phone}</p>
            </OrderPanel>
          )}
          {order.notes && (
            <OrderPanel title={t('orderDetail.notes')}>
              <p className="text-sm whitespace-pre-line text-slate-800">{order.notes}</p>
            </OrderPanel>
          )}
          <NeedHelp />
        </div>
      </div>
    </Shell>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function OrderNotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('orderDetail.notFoundTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('orderDetail.notFoundText')}</p>
      <Link to="/orders" className={`${buttonClass('primary')} mt-6`}>
        {t('orderDetail.backToOrders')}
      </Link>
    </section>
  );
}

function OrderDetailSkeleton() {
  const t = useT();
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <span className="sr-only">{t('orderDetail.loading')}</span>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="mt-5 h-8 w-72" />
      <Skeleton className="mt-2 h-4 w-40" />
      <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="flex gap-3">
              <Skeleton className="aspect-[4/3] w-16 sm:w-20" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-1/3" />
                <Skeleton className="h-4 w-1/4" />
              </div>
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-6 w-full" />
        </div>
      </div>
    </div>
  );
}
