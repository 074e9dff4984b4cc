/**
 * /checkout/success: 'Payment Status' with an icon and text by state and the order
 * reference. Whatever the URL's status says, the page shows processing until the server has answered
 * the status call (repeated every 3 s while the payment is open; a failed call is only logged). A
 * confirmed payment empties the guest cart of the tab that paid, or refreshes the server cart.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CheckCircleIcon } from '../../../components/ui/icons.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useT, type TextKey } from '../../../lib/i18n.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { fetchPaymentStatus } from '../api/checkout.ts';
import { useCartAfterOrder, type OrderedCartSlot } from '../checkout-cart-slot.ts';
import { takePendingPayment } from '../pending-payment.ts';
import {
  keepsPolling,
  orderNumberOf,
  pageStateOf,
  PAYMENT_STATUS_POLL_MS,
  retriesAfter,
  stateAfterFailure,
  type PaymentPageState,
} from '../payment-status.ts';
import { ClockIcon, XCircleIcon } from './checkout-icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The server's state of an order's payment, asked until it is final (processing until it answers). */
function usePaymentState(orderNumber: string | undefined, token: string | undefined): PaymentPageState {
  const [state, setState] = useState<PaymentPageState>('processing');
  useEffect(() => {
    if (!orderNumber) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const answer = await fetchPaymentStatus(orderNumber, token, controller.signal);
        const next = pageStateOf(answer.status);
        setState(next);
        if (!keepsPolling(next)) return;
      } catch (error) {
        if (controller.signal.aborted) return;
        // A failed status check is logged only; the next check may well answer.
        console.warn('Payment status check failed', error);
        if (!retriesAfter(error)) return setState(stateAfterFailure(error));
      }
      timer = setTimeout(() => void check(), PAYMENT_STATUS_POLL_MS);
    };
    void check();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderNumber, token]);
  return state;
}

const TEXTS: Record<PaymentPageState, { heading: TextKey; text: TextKey }> = {
  success: { heading: 'paymentStatus.successHeading', text: 'paymentStatus.successText' },
  failed: { heading: 'paymentStatus.failedHeading', text: 'paymentStatus.failedText' },
  processing: { heading: 'paymentStatus.processingHeading', text: 'paymentStatus.processingText' },
  'not-found': { heading: 'paymentStatus.notFoundHeading', text: 'paymentStatus.notFoundText' },
};

const ICONS: Record<PaymentPageState, ReactNode> = {
  success: <CheckCircleIcon className="size-14 text-green-700" />,
  failed: <XCircleIcon className="size-14 text-red-700" />,
  processing: <ClockIcon className="size-14 animate-pulse text-orange-600" />,
  'not-found': <XCircleIcon className="size-14 text-slate-500" />,
};

export function PaymentStatusPage({
  order,
  token,
  cart,
}: {
  order: string | undefined;
  /** Lets this browser read the order's status (signed-in owners need none). */
  token: string | undefined;
  cart: OrderedCartSlot;
}) {
  const t = useT();
  const auth = useAuth();
  const orderNumber = orderNumberOf(order);
  const state = usePaymentState(orderNumber, token);
  const afterOrder = useCartAfterOrder(cart);
  const cleared = useRef(false);
  useDocumentTitle(t('paymentStatus.documentTitle', { shop: SHOP_NAME }));

  // Once the server confirms: the guest cart of the tab that paid is emptied (the server already
  // took the products out of a signed-in shopper's server cart; its query is fetched again).
  const userId = auth.isLoading ? undefined : (auth.user?.id ?? null);
  useEffect(() => {
    if (state !== 'success' || !orderNumber || userId === undefined || cleared.current) return;
    cleared.current = true;
    if (userId !== null || takePendingPayment(orderNumber)) void afterOrder(userId);
  }, [state, orderNumber, userId, afterOrder]);

  const texts = TEXTS[state];
  const guest = userId === null;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{t('paymentStatus.title')}</h1>
        <div role="status" aria-live="polite" className="mt-6 flex flex-col items-center gap-3">
          {ICONS[state]}
          <h2 className="text-xl font-semibold">{t(texts.heading)}</h2>
          <p className="text-slate-700">
            {orderNumber || state !== 'processing' ? t(texts.text) : t('paymentStatus.noOrderText')}
          </p>
        </div>
        {orderNumber && (
          <dl className="mt-6 rounded-lg bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">{t('paymentStatus.orderReference')}</dt>
            <dd className="mt-1 font-mono text-lg font-semibold tracking-wide">{orderNumber}</dd>
          </dl>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {state === 'success' ? (
            <>
              <Link to="/orders" className={buttonClass('primary', 'lg')}>
                {t('paymentStatus.viewOrders')}
              </Link>
              {guest && orderNumber && (
                <Link to="/track" search={{ order: orderNumber }} className={buttonClass('secondary', 'lg')}>
                  {t('paymentStatus.trackOrder')}
                </Link>
              )}
            </>
          ) : state === 'not-found' ? (
            <Link
              to="/track"
              search={orderNumber ? { order: orderNumber } : {}}
              className={buttonClass('primary', 'lg')}
            >
              {t('paymentStatus.trackOrder')}
            </Link>
          ) : state === 'failed' ? (
            <Link to="/checkout" className={buttonClass('primary', 'lg')}>
              {t('paymentStatus.tryAgain')}
            </Link>
          ) : (
            <Link to="/products" className={buttonClass('secondary', 'lg')}>
              {t('paymentStatus.continueShopping')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
