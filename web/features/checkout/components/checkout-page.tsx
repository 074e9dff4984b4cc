/**
 * /checkout: loading; an empty cart's message; for signed-out visitors first the
 * three choices (sign in, create account, continue as guest) and back to cart; then the form with the
 * order summary (priced by the server's quote for the form's choices). After a bank-transfer order the page says so and moves on after 2 s: to /orders when
 * signed in, to /checkout/placed for guests (order history needs an account).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CartIcon, CheckCircleIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { checkoutProductsQueryOptions } from '../api/checkout.ts';
import { useCartAfterOrder, type CheckoutCartLine, type CheckoutCartSlot } from '../checkout-cart-slot.ts';
import { buildOrderSummary } from '../order-summary.ts';
import { useOrderIntent } from '../order-intents.ts';
import { OrderIntentPanel } from './order-intent-panel.tsx';
import { CheckoutForm } from './checkout-form.tsx';
import type { CheckoutCompletion } from '../use-checkout-submit.ts';
import type { SummaryState } from '../checkout-quote.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** After an offline order the shopper moves on after 2 s. */
export const ORDER_REDIRECT_MS = 2_000;

interface CheckoutPageProps {
  cart: CheckoutCartSlot;
  /** The visitor chose 'Continue as guest' (kept in the URL, so back returns to the choices). */
  asGuest: boolean;
  onContinueAsGuest: () => void;
}

export function CheckoutPage({ cart, asGuest, onContinueAsGuest }: CheckoutPageProps) {
  const t = useT();
  const navigate = useNavigate();
  const auth = useAuth();
  const user = auth.user;
  const userId = auth.isLoading ? undefined : (user?.id ?? null);
  const cartState = cart.useCartLines(userId);
  const afterOrder = useCartAfterOrder(cart);
  const [completion, setCompletion] = useState<PlacedCompletion | null>(null);
  // An order kept offline a moment ago: its panel replaces the form and takes the focus.
  const [intentKept, setIntentKept] = useState(false);
  const intent = useOrderIntent(userId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('checkout.documentTitle', { shop: SHOP_NAME }));

  const lines = cartState.status === 'ready' ? cartState.lines : undefined;
  const summary = useSummary(lines);

  // A bank-transfer order: the cart is emptied (guest) or refreshed (server), then on after 2 s.
  useEffect(() => {
    if (completion?.kind !== 'order' || userId === undefined) return;
    void afterOrder(userId);
    const orderNumber = completion.orderNumber;
    const timer = setTimeout(() => {
      if (userId === null) void navigate({ to: '/checkout/placed', search: { order: orderNumber } });
      else void navigate({ to: '/orders' });
    }, ORDER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [completion, userId, afterOrder, navigate]);

  const showForm = user !== null || asGuest;
  const continueAsGuest = () => {
    onContinueAsGuest();
    headingRef.current?.focus();
  };

  let content;
  if (completion) {
    content = <Completed completion={completion} />;
  } else if (userId === undefined || cartState.status === 'loading' || intent === undefined) {
    content = <Spinner label={t('checkout.loading')} />;
  } else if (cartState.status === 'error') {
    content = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p>{t('checkout.loadFailed')}</p>
        <button type="button" onClick={cartState.retry} className={`${buttonClass('secondary')} mt-4`}>
          {t('checkout.retry')}
        </button>
      </div>
    );
  } else if (intent && cartState.lines.length > 0) {
    content = (
      <OrderIntentPanel
        intent={intent}
        lines={cartState.lines}
        focusOnShow={intentKept}
        onPlaced={(orderNumber) => setCompletion({ kind: 'order', orderNumber })}
      />
    );
  } else if (cartState.lines.length === 0) {
    content = <EmptyCart />;
  } else if (!showForm) {
    content = <CheckoutChoices onGuest={continueAsGuest} />;
  } else {
    content = (
      <CheckoutForm
        user={user}
        lines={cartState.lines}
        catalogueSummary={summary}
        // A kept (offline) order shows from the device's store, not as a completion.
        onCompleted={(done) => (done.kind === 'intent' ? setIntentKept(true) : setCompletion(done))}
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none sm:text-3xl">
          {t('checkout.title')}
        </h1>
        {!completion && (
          <Link to="/cart" className={buttonClass('ghost')}>
            {t('checkout.backToCart')}
          </Link>
        )}
      </div>
      {content}
    </div>
  );
}

/**
 * The cart's lines priced from the catalogue in the chosen currency: their names, and the summary
 * when the quote cannot be had (the form applies the quote for its choices).
 */
function useSummary(lines: readonly CheckoutCartLine[] | undefined): SummaryState {
  const currency = usePreferences((state) => state.currency);
  const products = useQuery({
    ...checkoutProductsQueryOptions(
      currency,
      (lines ?? []).map((line) => line.productId),
    ),
    enabled: (lines?.length ?? 0) > 0,
    // A currency change keeps the last prices on screen until the new ones come.
    placeholderData: keepPreviousData,
  });
  if (products.data === undefined) {
    return products.isError
      ? { status: 'error', retry: () => void products.refetch() }
      : { status: 'loading' };
  }
  return { status: 'ready', summary: buildOrderSummary(lines ?? [], products.data, currency) };
}

function CheckoutChoices({ onGuest }: { onGuest: () => void }) {
  const t = useT();
  const card = 'flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5';
  return (
    <section aria-labelledby="checkout-choices" className="flex flex-col gap-4">
      <h2 id="checkout-choices" className="text-lg font-semibold">
        {t('checkout.choicesTitle')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        <li className={card}>
          <UserIcon className="size-6 text-slate-500" />
          <p className="text-slate-700">{t('checkout.signInText')}</p>
          <Link
            to="/sign-in"
            search={{ redirect: '/checkout' }}
            className={`${buttonClass('primary')} mt-auto`}
          >
            {t('checkout.signIn')}
          </Link>
        </li>
        <li className={card}>
          <CheckCircleIcon className="size-6 text-slate-500" />
          <p className="text-slate-700">{t('checkout.registerText')}</p>
          <Link to="/register" className={`${buttonClass('secondary')} mt-auto`}>
            {t('checkout.register')}
          </Link>
        </li>
        <li className={card}>
          <CartIcon className="size-6 text-slate-500" />
          <p className="text-slate-700">{t('checkout.guestText')}</p>
          <button type="button" onClick={onGuest} className={`${buttonClass('secondary')} mt-auto`}>
            {t('checkout.guest')}
          </button>
        </li>
      </ul>
    </section>
  );
}

function EmptyCart() {
  const t = useT();
  return (
    <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-10 text-center">
      <CartIcon className="size-12 text-slate-400" />
      <p className="mt-3 text-lg font-semibold">{t('checkout.emptyTitle')}</p>
      <p className="mt-1 text-slate-600">{t('checkout.emptyText')}</p>
      <Link to="/products" className={`${buttonClass('primary')} mt-5`}>
        {t('checkout.browseProducts')}
      </Link>
    </div>
  );
}

/** Shown between the server's answer and the next page (payment page, /orders, /checkout/placed). */
type PlacedCompletion = Exclude<CheckoutCompletion, { kind: 'intent' }>;

function Completed({ completion }: { completion: PlacedCompletion }) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-10 text-center"
    >
      <CheckCircleIcon className="size-12 text-green-700" />
      <p className="text-lg font-semibold">
        {t(completion.kind === 'payment' ? 'checkout.toPayment' : 'checkout.orderPlacedStatus', {
          number: completion.orderNumber,
        })}
      </p>
    </div>
  );
}
