/**
 * The order's real status changes with their date and time, oldest first, then (greyed) the steps
 * still ahead on the normal path.
 */
import type { Order } from '#api/contract/orders.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { formatOrderDateTime, statusLook, TRACK_EVENT_LABELS, trackingSteps } from '../order-view.ts';
import { STATUS_ICONS } from './status-badge.tsx';

export function StatusTimeline({ order }: { order: Pick<Order, 'status' | 'createdAt' | 'history'> }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const { done, upcoming } = trackingSteps(order);
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col">
        {done.map((step, index) => {
          const look = statusLook(step.status);
          const Icon = STATUS_ICONS[look.icon];
          const last = index === done.length - 1;
          return (
            <li key={`${step.status}-${step.at}`} className="relative flex gap-3 pb-5 last:pb-0">
              {!last && (
                <span aria-hidden="true" className="absolute top-8 bottom-0 left-4 w-px bg-slate-300" />
              )}
              <span
                aria-hidden="true"
                className={`flex size-8 shrink-0 items-center justify-center rounded-full ring-1 ring-inset ${look.className}`}
              >
                <Icon className="size-4" />
              </span>
              <div className="flex flex-col pt-1 text-sm">
                <span className="font-semibold text-slate-900">{t(TRACK_EVENT_LABELS[step.status])}</span>
                {step.at && (
                  <time dateTime={step.at} className="text-slate-600">
                    {formatOrderDateTime(step.at, language)}
                  </time>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {upcoming.length > 0 && (
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('track.nextSteps')}
          </p>
          <ol className="mt-2 flex flex-wrap gap-2">
            {upcoming.map((step) => (
              <li
                key={step.status}
                className="rounded-full border border-dashed border-slate-300 px-3 py-1 text-sm text-slate-600"
              >
                {t(TRACK_EVENT_LABELS[step.status])}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
