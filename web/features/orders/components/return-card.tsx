/** One return: its RMA number, status, the order it belongs to, when it was requested, why, and what. */
import { Link } from '@tanstack/react-router';
import type { Return } from '#api/contract/orders.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { localizedName, useT, type TextKey } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { formatOrderDate } from '../order-view.ts';
import { RETURN_REASON_LABELS } from '../return-form.ts';

const RETURN_STATUS: Record<Return['status'], { label: TextKey; className: string }> = {
  requested: { label: 'returns.status.requested', className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  approved: { label: 'returns.status.approved', className: 'bg-sky-100 text-sky-900 ring-sky-300' },
  rejected: { label: 'returns.status.rejected', className: 'bg-red-100 text-red-900 ring-red-300' },
  received: { label: 'returns.status.received', className: 'bg-indigo-100 text-indigo-900 ring-indigo-300' },
  refunded: { label: 'returns.status.refunded', className: 'bg-green-100 text-green-900 ring-green-300' },
};

export function ReturnCard({
  item,
  headingLevel = 'h3',
  linkOrder = false,
}: {
  item: Return;
  headingLevel?: 'h3' | 'h4';
  /** Link the order number to the order (the profile's return history). */
  linkOrder?: boolean;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const Heading = headingLevel;
  const status = RETURN_STATUS[item.status] ?? RETURN_STATUS.requested;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="font-bold break-words text-slate-900">
          {t('returns.number', { number: item.returnNumber })}
        </Heading>
        <span
          className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${status.className}`}
        >
          {t(status.label)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {linkOrder ? (
          <Link to="/orders/$id" params={{ id: String(item.orderId) }} className={TEXT_LINK_CLASS}>
            {t('returns.forOrder', { number: item.orderNumber })}
          </Link>
        ) : (
          t('returns.forOrder', { number: item.orderNumber })
        )}
        {' · '}
        {t('returns.requestedOn', { date: formatOrderDate(item.createdAt, language) })}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t('returns.reasonIs', { reason: t(RETURN_REASON_LABELS[item.reason]) })}
      </p>
      <ul className="mt-2 list-inside list-disc text-sm text-slate-800">
        {item.items.map((line) => (
          <li key={line.orderItemId}>
            {t('returns.itemLine', { quantity: line.quantity, name: localizedName(line, language) })}
          </li>
        ))}
      </ul>
      {item.comment && <p className="mt-2 text-sm text-slate-600 italic">{item.comment}</p>}
    </article>
  );
}
