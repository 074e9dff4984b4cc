/**
 * The order summary beside the form (above it on phones): each line's name, quantity and line total,
 * then the money (checkout-summary.tsx: subtotal, surcharge, total, VAT, delivery time) in the chosen
 * currency; loading and error (with retry) states. Busy while a new quote replaces the one shown.
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { buttonClass, TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import type { SummaryState } from '../checkout-quote.ts';
import { SummaryFigures } from './checkout-summary.tsx';

export function OrderSummaryPanel({ state, className = '' }: { state: SummaryState; className?: string }) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      aria-busy={
        state.status === 'loading' ||
        (state.status === 'ready' && state.pricing?.source === 'quote' && state.pricing.updating) ||
        undefined
      }
      className={`rounded-xl border border-slate-200 bg-white p-4 sm:p-5 ${className}`}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('checkout.summary')}
        </h2>
        {state.status === 'ready' && (
          <p className="text-sm text-slate-600">
            {t('checkout.itemCount', { count: state.summary.itemCount })}
          </p>
        )}
      </div>

      {state.status === 'loading' ? (
        <div role="status" className="mt-4 flex flex-col gap-3">
          <span className="sr-only">{t('checkout.summaryLoading')}</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="mt-2 h-6 w-full" />
        </div>
      ) : state.status === 'error' ? (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          <p>{t('checkout.summaryFailed')}</p>
          <button type="button" onClick={state.retry} className={`${buttonClass('secondary')} mt-3`}>
            {t('checkout.retry')}
          </button>
        </div>
      ) : (
        <>
          <ul className="mt-4 flex flex-col divide-y divide-slate-100 text-sm">
            {state.summary.rows.map((row) => (
              <li key={row.productId} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p
                    className={`font-medium ${row.kind === 'unavailable' ? 'text-slate-500' : 'text-slate-900'}`}
                  >
                    {row.kind === 'available'
                      ? localizedName(row.product, language)
                      : t('checkout.unavailableName')}
                  </p>
                  <p className="text-slate-600">{t('checkout.lineQuantity', { count: row.quantity })}</p>
                </div>
                {row.kind === 'available' && (
                  <Price amount={row.lineTotal} currency={state.summary.currency} className="font-medium" />
                )}
              </li>
            ))}
          </ul>
          {state.summary.hasUnavailable && (
            <p className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              <AlertIcon className="size-5 shrink-0" />
              <span>
                {t('checkout.unavailableLines')}{' '}
                <Link to="/cart" className={TEXT_LINK_CLASS}>
                  {t('checkout.backToCart')}
                </Link>
              </span>
            </p>
          )}
          <SummaryFigures summary={state.summary} pricing={state.pricing} />
        </>
      )}
    </aside>
  );
}
