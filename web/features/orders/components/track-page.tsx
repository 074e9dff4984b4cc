/**
 * /track: find an order by its number and the e-mail it was placed with (a signed-in shopper's own
 * order by number alone). The result shows the order's real status history, its address, its money
 * (VAT included) and delivery time, its items, its invoices to download, and support contacts; a
 * delivered order within its return window can be returned from here (guests too, proving the order
 * with the same e-mail, as its invoices are downloaded). `?order=` prefills the number.
 */
import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { maxLengthOf } from '#api/contract/define-route.ts';
import { trackOrder, type Order } from '#api/contract/orders.ts';
import { SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useT, type TextKey } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { fetchTrackedInvoice } from '../api/invoices.ts';
import { useTrackOrder, type TrackInput } from '../api/orders.ts';
import { formatOrderDate, statusLook } from '../order-view.ts';
import {
  classifyTrackFailure,
  trackRequest,
  validateTrack,
  type TrackFailure,
  type TrackField,
  type TrackValues,
} from '../track-form.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { NeedHelp } from './need-help.tsx';
import { Lifecycle } from './order-lifecycle.tsx';
import { OrderAddress } from './order-address.tsx';
import { OrderInvoices } from './order-invoices.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderPanel } from './order-panel.tsx';
import { OrderTotals } from './order-totals.tsx';
import { ReturnRequest } from './return-request.tsx';
import { StatusBadge } from './status-badge.tsx';
import { StatusTimeline } from './status-timeline.tsx';

export function TrackPage({ initialOrderNumber = '' }: { initialOrderNumber?: string }) {
  const t = useT();
  useDocumentTitle(t('track.documentTitle', { shop: SHOP_NAME }));
  const { user, checked } = useAuth();
  const signedIn = user !== null;
  const mutation = useTrackOrder();
  const form = useRef<HTMLFormElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<TrackValues>({ orderNumber: initialOrderNumber, email: '' });
  const [problem, setProblem] = useState<{ field: TrackField; message: TextKey } | null>(null);
  const [result, setResult] = useState<{ order: Order; request: TrackInput } | null>(null);
  const [failure, setFailure] = useState<TrackFailure | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const track = (request: TrackInput, { focusResult }: { focusResult: boolean }) => {
    mutation.mutate(request, {
      onSuccess: (order) => {
        setFailure(null);
        setResult({ order, request });
        setAnnouncement(
          `${t('track.resultTitle', { number: order.orderNumber })}: ${t(statusLook(order.status).label)}`,
        );
        if (focusResult) requestAnimationFrame(() => resultHeading.current?.focus());
      },
      onError: (error) => {
        setResult(null);
        setAnnouncement('');
        setFailure(classifyTrackFailure(error));
      },
    });
  };

  // A signed-in shopper following a link from an order e-mail sees their order at once.
  const autoTracked = useRef(false);
  useEffect(() => {
    if (autoTracked.current || !checked || !user || initialOrderNumber.trim() === '') return;
    autoTracked.current = true;
    track(trackRequest({ orderNumber: initialOrderNumber, email: '' }), { focusResult: false });
    // Runs once, when the session is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checked, user, initialOrderNumber]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validateTrack(values, signedIn);
    setProblem(found);
    if (found) {
      const control = form.current?.elements.namedItem(found.field);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    track(trackRequest(values), { focusResult: true });
  };

  const invalid = (field: TrackField) => problem?.field === field;

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('track.title')}</h1>
      <p className="mt-1 text-slate-600">{signedIn ? t('track.introSignedIn') : t('track.intro')}</p>

      <form
        ref={form}
        noValidate
        onSubmit={submit}
        className="mt-5 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:flex-row md:items-start"
      >
        <TextField
          label={t('track.orderNumber')}
          name="orderNumber"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={maxLengthOf(trackOrder.schema.body, 'orderNumber')}
          placeholder="PP-"
          value={values.orderNumber}
          onChange={(event) => setValues((current) => ({ ...current, orderNumber: event.target.value }))}
          hint={t('track.orderNumberHint')}
          invalid={invalid('orderNumber')}
          className="md:flex-1"
        />
        <TextField
          label={signedIn ? t('track.emailOptional') : t('track.email')}
          name="email"
          type="email"
          required={!signedIn}
          autoComplete="email"
          maxLength={maxLengthOf(trackOrder.schema.body, 'email')}
          value={values.email}
          onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
          invalid={invalid('email')}
          className="md:flex-1"
        />
        <SubmitButton
          pending={mutation.isPending}
          label={t('track.submit')}
          pendingLabel={t('track.submitting')}
          className="w-full md:mt-6 md:w-auto"
        />
      </form>
      {problem && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {t(problem.message)}
        </p>
      )}

      <p role="status" className="sr-only">
        {announcement}
      </p>
      {failure && <TrackFailureView failure={failure} />}
      {result && (
        <TrackResult
          key={result.order.id}
          order={result.order}
          tracked={result.request}
          headingRef={resultHeading}
          onReturned={() => track(result.request, { focusResult: false })}
        />
      )}
      {!result && (
        <div className="mt-8">
          <Lifecycle headingLevel="h2" />
        </div>
      )}
    </div>
  );
}

function TrackFailureView({ failure }: { failure: TrackFailure }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="mt-6 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950 sm:p-5"
    >
      <AlertIcon className="size-6 shrink-0 text-red-700" />
      {failure.kind === 'not-found' ? (
        <div>
          <p className="font-bold">{t('track.notFoundTitle')}</p>
          <p className="mt-1 text-sm">{t('track.notFound')}</p>
        </div>
      ) : (
        <p className="font-semibold">
          {failure.kind === 'server-message' ? failure.message : t('track.failed')}
        </p>
      )}
    </div>
  );
}

function TrackResult({
  order,
  tracked,
  headingRef,
  onReturned,
}: {
  order: Order;
  /** The number and e-mail the order was found with: they prove it for a return or an invoice. */
  tracked: TrackInput;
  headingRef: Ref<HTMLHeadingElement>;
  onReturned: () => void;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  return (
    <section aria-labelledby={`track-result-${order.id}`} className="mt-8 flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2
          id={`track-result-${order.id}`}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold break-words focus:outline-none sm:text-2xl"
        >
          {t('track.resultTitle', { number: order.orderNumber })}
        </h2>
        <StatusBadge status={order.status} />
      </div>

      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderPanel title={t('track.history')} headingLevel="h3">
            <StatusTimeline order={order} />
          </OrderPanel>
          <OrderPanel title={t('track.items')} headingLevel="h3">
            <OrderItems order={order} />
          </OrderPanel>
          <ReturnRequest order={order} email={tracked.email} onReturned={onReturned} headingLevel="h3" />
        </div>
        <div className="flex flex-col gap-6">
          <OrderPanel title={t('orderDetail.summary')} headingLevel="h3">
            <dl className="flex flex-col gap-2 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t('track.orderDate')}</dt>
                <dd className="text-right font-medium">{formatOrderDate(order.createdAt, language)}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t('track.status')}</dt>
                <dd className="text-right font-medium">{t(statusLook(order.status).label)}</dd>
              </div>
              {order.carrier && order.trackingNumber && (
                <>
                  <div className="flex justify-between gap-3">
                    <dt className="text-slate-600">{t('track.carrier')}</dt>
                    <dd className="text-right font-medium">{order.carrier}</dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt className="text-slate-600">{t('track.trackingNumber')}</dt>
                    <dd className="text-right font-mono font-medium break-all">{order.trackingNumber}</dd>
                  </div>
                </>
              )}
            </dl>
            <OrderTotals order={order} className="mt-3 border-t border-slate-200 pt-3" />
          </OrderPanel>
          <OrderInvoices
            order={order}
            headingLevel="h3"
            fetchInvoice={(invoice) => fetchTrackedInvoice(tracked, invoice)}
          />
          <OrderPanel title={t('orderDetail.shippingAddress')} headingLevel="h3">
            <OrderAddress address={order.shippingAddress} />
          </OrderPanel>
          <Lifecycle headingLevel="h3" />
          <NeedHelp headingLevel="h3" />
        </div>
      </div>
    </section>
  );
}
