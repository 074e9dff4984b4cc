/**
 * A bank-transfer order filled in offline: "waiting for a connection" while offline; online, today's
 * total beside the one the shopper saw, and nothing is ordered until they confirm it (or discard it).
 * Today's total is the server's quote of this moment for the order as kept (its country, buyer and
 * lines; never a copy kept by the page or the service worker): Confirm waits for it, and one older
 * than QUOTE_MAX_AGE_MS is asked again first.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import type { Currency } from '#api/contract/currency.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { OrderIntent } from '../../../lib/local-db.ts';
import { formatPrice } from '../../../lib/money.ts';
import { pollEvery } from '../../../lib/query-client.ts';
import { useOnline } from '../../../lib/network.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { checkoutQuoteQueryOptions, useCheckout } from '../api/checkout.ts';
import type { CheckoutCartLine } from '../checkout-cart-slot.ts';
import { quoteFailure, quoteRequestOfIntent } from '../checkout-quote.ts';
import { confirmedBody, deleteOrderIntent } from '../order-intents.ts';
import { useCheckoutFeedback } from '../use-checkout-feedback.ts';

/** A total older than this is asked for again before the order is confirmed against it. */
export const QUOTE_MAX_AGE_MS = 30_000;

export function OrderIntentPanel({
  intent,
  lines,
  focusOnShow = false,
  onPlaced,
}: {
  intent: OrderIntent;
  /** The cart the order is for, priced afresh from the server. */
  lines: readonly CheckoutCartLine[];
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
  const currency = usePreferences((state) => state.currency);
  // Today's price of the order as kept: its country, buyer and lines, quoted by the server.
  const request = quoteRequestOfIntent(intent.body, {
    currency,
    lines: intent.userId === null ? lines : undefined,
  });
  const quote = useQuery({
    ...checkoutQuoteQueryOptions(request, { userId: intent.userId, lines }),
    // Kept nowhere once unused: Confirm only ever uses an answer of this moment.
    gcTime: 0,
    enabled: online && lines.length > 0,
    refetchInterval: pollEvery(QUOTE_MAX_AGE_MS),
  });
  const order = useCheckout();
  const feedback = useCheckoutFeedback();
  const money = (amount: number, currency: string) => formatPrice(amount, currency as Currency, language);
  const saw = money(intent.total, intent.currency);
  // Only an answer whose last request succeeded, and only while the connection works.
  const today = online && quote.status === 'success' ? quote.data : undefined;

  const confirm = async () => {
    if (!today) return;
    if (Date.now() - quote.dataUpdatedAt > QUOTE_MAX_AGE_MS) {
      const again = await quote.refetch();
      // A changed total is shown first; the shopper confirms again against it.
      if (again.status !== 'success') return;
      if (again.data.total !== today.total) return;
    }
    try {
      const answer = await order.mutateAsync({ body: confirmedBody(intent, today), key: intent.id });
      await deleteOrderIntent(intent.id);
      feedback.orderPlaced();
      onPlaced(answer.orderNumber);
    } catch (error) {
      feedback.failed('transfer', error);
    }
  };

  const failure = quote.isError ? quoteFailure(quote.error) : undefined;
  const refusal = failure?.kind === 'refused' ? failure.message : undefined;
  let state;
  if (!online) state = <p>{t('offline.intentWaiting')}</p>;
  else if (quote.isError && !quote.isFetching)
    state = (
      <p>
        {/* A refusal (no delivery there, bulky items) names its reason; anything else is retried. */}
        {refusal ?? t('offline.intentPricingFailed')}{' '}
        <button type="button" onClick={() => void quote.refetch()} className="font-semibold underline">
          {t('offline.intentPricingRetry')}
        </button>
      </p>
    );
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
          disabled={!today || quote.isFetching || order.isPending}
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
