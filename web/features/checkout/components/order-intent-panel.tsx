/**
 * A bank-transfer order filled in offline: "waiting for a connection" while offline; online, today's
 * total beside the one the shopper saw, and nothing is ordered until they confirm it (or discard it).
 */
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import type { Currency } from '#api/contract/currency.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { OrderIntent } from '../../../lib/local-db.ts';
import { formatPrice } from '../../../lib/money.ts';
import { useOnline } from '../../../lib/network.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { useCreateOrder } from '../api/checkout.ts';
import { confirmedBody, deleteOrderIntent } from '../order-intents.ts';
import { useCheckoutFeedback } from '../use-checkout-feedback.ts';
import type { SummaryState } from './order-summary-panel.tsx';

export function OrderIntentPanel({
  intent,
  summary,
  focusOnShow = false,
  onPlaced,
}: {
  intent: OrderIntent;
  summary: SummaryState;
  /** Just kept (the form it replaces was where the shopper was): scrolled to and focused. */
  focusOnShow?: boolean;
  onPlaced: (orderNumber: string) => void;
}) {
  const t = useT();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focusOnShow) return;
    panel.current?.scrollIntoView({ block: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, [focusOnShow]);
  const online = useOnline();
  const language = usePreferences((state) => state.language);
  const order = useCreateOrder();
  const feedback = useCheckoutFeedback();
  const money = (amount: number, currency: string) => formatPrice(amount, currency as Currency, language);
  const saw = money(intent.total, intent.currency);
  const today = summary.status === 'ready' ? summary.summary : undefined;

  const confirm = async () => {
    if (!today) return;
    try {
      const answer = await order.mutateAsync(confirmedBody(intent, today));
      await deleteOrderIntent(intent.id);
      feedback.orderPlaced();
      onPlaced(answer.order.orderNumber);
    } catch (error) {
      feedback.failed('transfer', error);
    }
  };

  let state;
  if (!online) state = <p>{t('offline.intentWaiting')}</p>;
  else if (!today) state = <Spinner label={t('offline.intentPricing')} />;
  else {
    const now = money(today.total, today.currency);
    state = (
      <p className="font-semibold">
        {now === saw
          ? t('offline.intentSame', { total: now })
          : t('offline.intentChanged', { old: saw, new: now })}
      </p>
    );
  }

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="order-intent-title"
      className="flex scroll-mt-4 flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="order-intent-title" className="text-lg font-bold">
        {t('offline.intentTitle')}
      </h2>
      <p>{t('offline.intentSaved', { total: saw })}</p>
      <div role="status">{state}</div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={!online || !today || order.isPending}
          onClick={() => void confirm()}
          className={buttonClass('primary', 'lg')}
        >
          {t('offline.intentConfirm')}
        </button>
        <button
          type="button"
          disabled={order.isPending}
          onClick={() => void deleteOrderIntent(intent.id)}
          className={buttonClass('secondary', 'lg')}
        >
          {t('offline.intentDiscard')}
        </button>
      </div>
    </section>
  );
}
