/**
 * The back office's returns: a status filter, then each return with its order (which opens the order),
 * date, items, reason, the customer's comment and staff's note, and the steps the server allows next.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { RETURN_STATUSES, type Return } from '#api/contract/orders.ts';
import { buttonClass, TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import {
  formatAdminDateTime,
  RETURN_REASON_LABELS,
  RETURN_STATUS_BADGES,
  returnActions,
  type ReturnAction,
  type ReturnStatus,
} from '../admin-orders.ts';
import { adminReturnsQueryOptions } from '../api/admin-orders.ts';
import { ReturnStatusBadge } from './admin-order-badges.tsx';
import type { OpenOrder } from './admin-order-list.tsx';
import { AdminEmptyState, AdminListSkeleton } from './admin-order-states.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { AdminReturnsActionDialog } from './admin-returns-action-dialog.tsx';

interface AdminReturnsPanelProps {
  status: ReturnStatus | undefined;
  onStatusChange: (status: ReturnStatus | undefined) => void;
  onOpenOrder: (order: OpenOrder) => void;
}

export function AdminReturnsPanel({ status, onStatusChange, onOpenOrder }: AdminReturnsPanelProps) {
  const t = useT();
  const query = useQuery(adminReturnsQueryOptions(status));
  const idPrefix = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [pending, setPending] = useState<{ item: Return; action: ReturnAction } | null>(null);

  /**
   * After a decision the action buttons change, and under a status filter the return leaves the list:
   * focus its heading when it is still shown, else the list's summary.
   */
  const focusAfter = (returnId: number) => {
    requestAnimationFrame(() => {
      const heading = document.getElementById(`${idPrefix}-${returnId}`);
      (heading ?? summaryRef.current)?.focus();
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <SelectField
          label={t('adminReturns.filter.status')}
          value={status ?? ''}
          onChange={(event) => onStatusChange((event.target.value || undefined) as ReturnStatus | undefined)}
          className="sm:max-w-xs"
        >
          <option value="">{t('adminReturns.filter.all')}</option>
          {RETURN_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(RETURN_STATUS_BADGES[value].label)}
            </option>
          ))}
        </SelectField>
      </div>

      {query.isPending ? (
        <AdminListSkeleton label={t('adminReturns.loading')} rows={3} />
      ) : query.isError ? (
        <LoadError message={t('adminReturns.loadFailed')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <AdminEmptyState
          title={t('adminReturns.emptyTitle')}
          text={status ? t('adminReturns.emptyFiltered') : t('adminReturns.emptyAll')}
        />
      ) : (
        <>
          <p
            ref={summaryRef}
            tabIndex={-1}
            aria-live="polite"
            className="text-sm text-slate-700 focus:outline-none"
          >
            {t('adminReturns.count', { count: query.data.length })}
          </p>
          <ul aria-label={t('adminOrders.tab.returns')} className="flex flex-col gap-3">
            {query.data.map((item) => (
              <li key={item.id}>
                <ReturnCard
                  item={item}
                  headingId={`${idPrefix}-${item.id}`}
                  onOpenOrder={onOpenOrder}
                  onAction={(action) => setPending({ item, action })}
                />
              </li>
            ))}
          </ul>
        </>
      )}

      <AdminReturnsActionDialog
        item={pending?.item ?? null}
        action={pending?.action ?? null}
        onClose={() => setPending(null)}
        onDone={(returnId) => {
          setPending(null);
          focusAfter(returnId);
        }}
      />
    </div>
  );
}

function ReturnCard({
  item,
  headingId,
  onOpenOrder,
  onAction,
}: {
  item: Return;
  headingId: string;
  onOpenOrder: (order: OpenOrder) => void;
  onAction: (action: ReturnAction) => void;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const actions = returnActions(item.status);
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} tabIndex={-1} className="font-bold break-words text-slate-900 focus:outline-none">
          {t('returns.number', { number: item.returnNumber })}
        </h3>
        <ReturnStatusBadge status={item.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={t('adminOrders.open', { number: item.orderNumber })}
          onClick={() => onOpenOrder({ id: item.orderId, orderNumber: item.orderNumber })}
          className={TEXT_LINK_CLASS}
        >
          {t('returns.forOrder', { number: item.orderNumber })}
        </button>
        {' · '}
        <time dateTime={item.createdAt}>
          {t('returns.requestedOn', { date: formatAdminDateTime(item.createdAt, language) })}
        </time>
      </p>
      <p className="mt-1 text-sm text-slate-800">
        {t('returns.reasonIs', { reason: t(RETURN_REASON_LABELS[item.reason]) })}
      </p>
      <ul aria-label={t('adminReturns.items')} className="mt-2 list-inside list-disc text-sm text-slate-800">
        {item.items.map((line) => (
          <li key={line.orderItemId}>
            {t('returns.itemLine', { quantity: line.quantity, name: localizedName(line, language) })}{' '}
            <span className="font-mono text-xs text-slate-600">({line.partNumber})</span>
          </li>
        ))}
      </ul>
      {item.comment && (
        <div className="mt-2 text-sm">
          <p className="font-medium text-slate-800">{t('adminReturns.customerComment')}</p>
          <p className="whitespace-pre-line text-slate-700">{item.comment}</p>
        </div>
      )}
      {item.resolutionNote && (
        <div className="mt-2 text-sm">
          <p className="font-medium text-slate-800">{t('adminReturns.staffNote')}</p>
          <p className="whitespace-pre-line text-slate-700">{item.resolutionNote}</p>
        </div>
      )}
      {actions.length > 0 && (
        <div
          role="group"
          aria-label={t('adminReturns.actions', { number: item.returnNumber })}
          className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4"
        >
          {actions.map((action) => (
            <button
              key={action.to}
              type="button"
              aria-haspopup="dialog"
              onClick={() => onAction(action)}
              className={buttonClass(action.variant)}
            >
              {t(action.label)}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
