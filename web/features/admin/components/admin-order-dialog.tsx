/**
 * One order in the back office, in a dialog (a bottom sheet on phones): overview, the status change,
 * lines and totals (net, VAT per rate), customer and addresses, shipment, payment with its events, the
 * invoices to download, the status history with staff notes, and the order's returns.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, type ReactNode, type Ref } from 'react';
import type { AdminOrder } from '#api/contract/admin-orders.ts';
import type { Order } from '#api/contract/orders.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { PostalAddress } from '../../../components/ui/postal-address.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { workingDaysText } from '../../../lib/delivery-rules.ts';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import {
  customerName,
  formatAdminDateTime,
  orderStatusBadge,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '../admin-orders.ts';
import { adminMoneyRows, VAT_SCHEME_LABELS } from '../admin-order-money.ts';
import { adminOrderQueryOptions, useReleaseOrderStock } from '../api/admin-orders.ts';
import { OrderStatusBadge, ReturnStatusBadge } from './admin-order-badges.tsx';
import type { OpenOrder } from './admin-order-list.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { AdminOrderInvoices } from './admin-order-invoices.tsx';
import { AdminOrderStatusForm } from './admin-order-status-form.tsx';
import { ColumnHeads } from './column-heads.tsx';

export function AdminOrderDialog({ order, onClose }: { order: OpenOrder | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? t('adminOrders.detail.title', { number: order.orderNumber }) : ''}
    >
      {order && <AdminOrderDetail id={order.id} />}
    </Dialog>
  );
}

function AdminOrderDetail({ id }: { id: number }) {
  const t = useT();
  const query = useQuery(adminOrderQueryOptions(id));
  if (query.isPending) return <Spinner label={t('adminOrders.detail.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <p role="alert">{t('adminOrders.detail.notFound')}</p>;
    }
    return <LoadError message={t('adminOrders.detail.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  return <OrderDetail detail={query.data} />;
}

/**
 * A pending order's hold on stock: until when its units are set aside, or that they are taken only
 * when the payment is confirmed; staff can release an unpaid transfer order's hold.
 */
function StockHold({ order }: { order: Order }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const release = useReleaseOrderStock();
  if (!order.stockReserved) return <span>{t('adminOrders.hold.none')}</span>;
  const releasable = order.paymentMethod === 'bank_transfer' && order.paymentStatus === 'pending';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span>
        {order.reservedUntil
          ? t('adminOrders.hold.until', { time: formatAdminDateTime(order.reservedUntil, language) })
          : t('adminOrders.hold.held')}
      </span>
      {releasable && (
        <button
          type="button"
          className={TEXT_LINK_CLASS}
          disabled={release.isPending}
          onClick={() =>
            release.mutate(order.id, {
              onError: (error) => notifyFailure(t, error, { fallback: 'adminOrders.hold.failed' }),
            })
          }
        >
          {t('adminOrders.hold.release')}
        </button>
      )}
    </div>
  );
}

function OrderDetail({ detail }: { detail: AdminOrder }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const { order } = detail;
  const overviewRef = useRef<HTMLHeadingElement>(null);
  const price = (amount: number) => formatPrice(amount, order.currency, language);
  const deliveryTime = workingDaysText(t, order.deliveryDays);

  return (
    <div className="flex flex-col gap-6">
      {/* Focus lands on this heading after a status change: the new status is what follows it. */}
      <Section title={t('adminOrders.detail.overview')} headingRef={overviewRef}>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">{t('adminOrders.col.status')}</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
          <dt className="text-slate-600">{t('adminOrders.detail.placedOn')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatAdminDateTime(order.createdAt, language)}</time>
          </dd>
          <dt className="text-slate-600">{t('orders.total')}</dt>
          <dd className="font-semibold tabular-nums">{price(order.totalAmount)}</dd>
          <dt className="text-slate-600">{t('orderDetail.paymentMethod')}</dt>
          <dd>{t(PAYMENT_METHOD_LABELS[order.paymentMethod])}</dd>
          <dt className="text-slate-600">{t('orderDetail.paymentStatus')}</dt>
          <dd>{t(PAYMENT_STATUS_LABELS[order.paymentStatus])}</dd>
          <dt className="text-slate-600">{t('adminOrders.vatScheme.label')}</dt>
          <dd>{t(VAT_SCHEME_LABELS[order.vatScheme] ?? 'adminOrders.vatScheme.unknown')}</dd>
          {deliveryTime && (
            <>
              <dt className="text-slate-600">{t('orderDetail.deliveryTime')}</dt>
              <dd>{deliveryTime}</dd>
            </>
          )}
          {order.status === 'pending' && (
            <>
              <dt className="text-slate-600">{t('adminOrders.hold.label')}</dt>
              <dd>
                <StockHold order={order} />
              </dd>
            </>
          )}
        </dl>
      </Section>

      <Section title={t('adminOrders.change.title')}>
        {detail.nextStatuses.length > 0 ? (
          <AdminOrderStatusForm
            // A new status brings new choices: start the form afresh.
            key={order.status}
            orderId={order.id}
            orderNumber={order.orderNumber}
            nextStatuses={detail.nextStatuses}
            onChanged={() => overviewRef.current?.focus()}
          />
        ) : (
          <p className="text-sm text-slate-700">
            {t('adminOrders.change.final', { status: t(orderStatusBadge(order.status).label) })}
          </p>
        )}
      </Section>

      <Section title={t('orderDetail.items')}>
        <OrderLines order={order} />
      </Section>

      <Section title={t('adminOrders.detail.customer')}>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">{t('adminOrders.detail.name')}</dt>
          <dd className="break-words">{customerName({ ...order, company: null })}</dd>
          {order.company && (
            <>
              <dt className="text-slate-600">{t('address.company')}</dt>
              <dd className="break-words">{order.company}</dd>
            </>
          )}
          {order.vatNumber && (
            <>
              <dt className="text-slate-600">{t('adminOrders.detail.vatNumber')}</dt>
              <dd className="break-words">{order.vatNumber}</dd>
            </>
          )}
          <dt className="text-slate-600">{t('field.email')}</dt>
          <dd className="break-all">
            <a href={`mailto:${order.email}`} className={TEXT_LINK_CLASS}>
              {order.email}
            </a>
          </dd>
          <dt className="text-slate-600">{t('field.phone')}</dt>
          <dd>
            <a href={`tel:${order.phone.replace(/[^\d+]/g, '')}`} className={TEXT_LINK_CLASS}>
              {order.phone}
            </a>
          </dd>
        </dl>
        {order.notes && (
          <div className="mt-3 text-sm">
            <p className="font-medium text-slate-800">{t('orderDetail.notes')}</p>
            <p className="mt-1 whitespace-pre-line text-slate-700">{order.notes}</p>
          </div>
        )}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <p className="text-sm font-medium text-slate-800">{t('orderDetail.shippingAddress')}</p>
            <PostalAddress className="mt-1" address={order.shippingAddress} />
          </div>
          <div>
            <p className="text-sm font-medium text-slate-800">{t('orderDetail.billingAddress')}</p>
            <PostalAddress className="mt-1" address={order.billingAddress} />
          </div>
        </div>
      </Section>

      {(order.carrier || order.trackingNumber) && (
        <Section title={t('adminOrders.change.shipment')}>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {order.carrier && (
              <>
                <dt className="text-slate-600">{t('track.carrier')}</dt>
                <dd className="break-words">{order.carrier}</dd>
              </>
            )}
            {order.trackingNumber && (
              <>
                <dt className="text-slate-600">{t('track.trackingNumber')}</dt>
                <dd className="font-mono break-all">{order.trackingNumber}</dd>
              </>
            )}
          </dl>
        </Section>
      )}

      <Section title={t('orderDetail.payment')}>
        <PaymentDetails payment={detail.payment} />
      </Section>

      <Section title={t('orderInvoices.title')}>
        <AdminOrderInvoices order={order} />
      </Section>

      <Section title={t('orderDetail.history')}>
        <StatusNotes notes={detail.notes} />
      </Section>

      {order.returns.length > 0 && (
        <Section title={t('orderDetail.returns')}>
          <ul className="flex flex-col gap-2 text-sm">
            {order.returns.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono">{item.returnNumber}</span>
                <ReturnStatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

function Section({
  title,
  headingRef,
  children,
}: {
  title: string;
  /** Given when the section's heading must take focus (it then gets tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <h3
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="mb-3 font-bold focus:outline-none"
      >
        {title}
      </h3>
      {children}
    </section>
  );
}

const TH = 'px-2 py-2 text-left text-xs font-semibold text-slate-600';
const NUM = 'px-2 py-2 text-right whitespace-nowrap tabular-nums';

function OrderLines({ order }: { order: Order }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const price = (amount: number) => formatPrice(amount, order.currency, language);
  return (
    <ScrollRegion label={t('orders.itemsOf', { number: order.orderNumber })} className="-mx-2">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">{t('orders.itemsOf', { number: order.orderNumber })}</caption>
        <thead className="border-b border-slate-200">
          <ColumnHeads
            cellClassName={TH}
            columns={[
              { label: t('adminOrders.col.product') },
              { label: t('adminOrders.col.partNumber') },
              { label: t('adminOrders.col.quantity'), numeric: true },
              { label: t('adminOrders.col.unitPrice'), numeric: true },
              { label: t('adminOrders.col.lineTotal'), numeric: true },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-100">
          {order.items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className="px-2 py-2 text-left font-medium break-words">
                {localizedName(item.product, language)}
              </th>
              <td className="px-2 py-2 font-mono text-xs break-all">{item.product.partNumber}</td>
              <td className={NUM}>{item.quantity}</td>
              <td className={NUM}>{price(item.unitPrice)}</td>
              <td className={NUM}>{price(item.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200">
          {adminMoneyRows(t, order, price).map((row) => (
            <tr key={row.key}>
              <th
                scope="row"
                colSpan={4}
                className={`px-2 py-1 text-right ${row.total ? '' : 'font-normal text-slate-600'}`}
              >
                {row.label}
              </th>
              <td className={row.total ? `${NUM} font-bold` : NUM}>{row.value}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </ScrollRegion>
  );
}

function PaymentDetails({ payment }: { payment: AdminOrder['payment'] }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  if (!payment) return <p className="text-sm text-slate-700">{t('adminOrders.payment.none')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-600">{t('adminOrders.payment.provider')}</dt>
        <dd>{payment.provider}</dd>
        <dt className="text-slate-600">{t('adminOrders.payment.status')}</dt>
        <dd>{payment.status}</dd>
        {payment.gatewayOrderId && (
          <>
            <dt className="text-slate-600">{t('adminOrders.payment.gatewayId')}</dt>
            <dd className="font-mono break-all">{payment.gatewayOrderId}</dd>
          </>
        )}
      </dl>
      {payment.events.length === 0 ? (
        <p className="text-sm text-slate-700">{t('adminOrders.payment.noEvents')}</p>
      ) : (
        <ScrollRegion label={t('adminOrders.payment.events')} className="-mx-2">
          <table className="w-full min-w-[28rem] text-sm">
            <caption className="px-2 pb-1 text-left text-sm font-medium text-slate-800">
              {t('adminOrders.payment.events')}
            </caption>
            <thead className="border-b border-slate-200">
              <ColumnHeads
                cellClassName={TH}
                columns={[
                  { label: t('adminOrders.event.source') },
                  { label: t('adminOrders.event.status') },
                  { label: t('adminOrders.event.type') },
                  { label: t('adminOrders.event.time') },
                ]}
              />
            </thead>
            <tbody className="divide-y divide-slate-100">
              {payment.events.map((event, index) => (
                <tr key={`${event.createdAt}-${index}`}>
                  <td className="px-2 py-2">{event.source}</td>
                  <td className="px-2 py-2">{event.status}</td>
                  <td className="px-2 py-2">{event.type ?? '—'}</td>
                  <td className="px-2 py-2 whitespace-nowrap">
                    <time dateTime={event.createdAt}>{formatAdminDateTime(event.createdAt, language)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}

function StatusNotes({ notes }: { notes: AdminOrder['notes'] }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  if (notes.length === 0) return <p className="text-sm text-slate-700">{t('adminOrders.history.empty')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {notes.map((entry, index) => (
        <li key={`${entry.createdAt}-${index}`} className="flex flex-col gap-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={entry.status} />
            <time dateTime={entry.createdAt} className="text-slate-600">
              {formatAdminDateTime(entry.createdAt, language)}
            </time>
          </div>
          {entry.note && (
            <p className="whitespace-pre-line text-slate-800">
              <span className="sr-only">{t('adminOrders.history.note')}: </span>
              {entry.note}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
