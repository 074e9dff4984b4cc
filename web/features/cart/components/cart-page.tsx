/**
 * /cart: the lines with quantity steppers and remove buttons, clear cart, the order summary, continue
 * shopping; loading, error (with retry) and empty states. Guests edit the IndexedDB cart, signed-in
 * shoppers the server cart. Changes are announced in a status region; when a removed line took the
 * keyboard focus with it, focus goes to the page heading.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { DataAsOf } from '../../../components/ui/data-as-of.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCartPageData } from '../cart-editing.ts';
import { buildCartView, type CartView } from '../cart-view.ts';
import { priceChanges, useSeenPrices, withSeen } from '../price-changes.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { CartSummary } from './cart-summary.tsx';
import { ClearCartButton } from './clear-cart-button.tsx';

export function CartPage() {
  const t = useT();
  const data = useCartPageData();
  const currency = usePreferences((state) => state.currency);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const linesHeadingId = useId();
  const [announcement, setAnnouncement] = useState('');

  useDocumentTitle(t('cartPage.documentTitle', { shop: SHOP_NAME }));

  const lineCount = data.status === 'ready' ? data.lines.length : undefined;
  const previousLineCount = useRef(lineCount);
  useEffect(() => {
    const previous = previousLineCount.current;
    previousLineCount.current = lineCount;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (lineCount !== undefined && previous !== undefined && lineCount < previous && focusLost)
      headingRef.current?.focus();
  }, [lineCount]);

  const view = data.status === 'ready' ? buildCartView(data.lines, data.products, currency) : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="mb-5">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none sm:text-3xl">
          {t('cartPage.title')}
        </h1>
        {view && view.rows.length > 0 && (
          <p className="mt-1 text-sm text-slate-600">{t('cartPage.itemCount', { count: view.itemCount })}</p>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {data.status === 'loading' ? (
        <CartSkeleton label={t('cartPage.loading')} />
      ) : data.status === 'error' ? (
        <RetryAlert message={t('cartPage.loadFailed')} onRetry={data.retry} />
      ) : !view || view.rows.length === 0 ? (
        <EmptyState
          Icon={CartIcon}
          title={t('cartPage.emptyTitle')}
          text={t('cartPage.emptyText')}
          browseLabel={t('cartPage.browseProducts')}
        />
      ) : (
        <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <section aria-labelledby={linesHeadingId} className="min-w-0">
            <PriceChangesNotice view={view} />
            <DataAsOf updatedAt={data.status === 'ready' ? data.updatedAt : 0} className="mb-3" />
            <h2 id={linesHeadingId} className="sr-only">
              {t('cartPage.linesHeading')}
            </h2>
            <ul className="flex flex-col gap-3">
              {view.rows.map((row) => (
                <li key={row.line.id}>
                  <CartLineItem
                    row={row}
                    currency={view.currency}
                    userId={data.userId}
                    onAnnounce={setAnnouncement}
                  />
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <Link to="/products" className={buttonClass('secondary')}>
                {t('cartPage.continueShopping')}
              </Link>
              <ClearCartButton
                userId={data.userId}
                onCleared={() => setAnnouncement(t('cartPage.cleared'))}
              />
            </div>
          </section>
          <CartSummary view={view} userId={data.status === 'ready' ? data.userId : null} />
        </div>
      )}
    </div>
  );
}

function CartSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <span className="sr-only">{label}</span>
      <div className="flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, index) => (
          <div
            key={index}
            className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:gap-4 sm:p-4"
          >
            <Skeleton className="aspect-[4/3] w-20 shrink-0 sm:w-28" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-4 w-1/4" />
            </div>
            <Skeleton className="h-10 w-28" />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="mt-2 h-12 w-full" />
      </div>
    </div>
  );
}

/**
 * The server's prices win: a line whose price changed since the shopper last saw it (offline, or on an
 * earlier visit) is named with the old and new price until they acknowledge it.
 */
function PriceChangesNotice({ view }: { view: CartView }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const { seen, record } = useSeenPrices();
  const available = view.rows.filter((row) => row.kind === 'available');
  const current = available.map((row) => ({ productId: row.product.id, price: row.unitPrice }));
  const key = JSON.stringify([current, view.currency]);
  const changes = seen ? priceChanges(seen, current, view.currency) : [];
  const titleId = useId();

  // Products seen for the first time are only remembered.
  useEffect(() => {
    if (!seen) return;
    const [lines, currency] = JSON.parse(key) as [typeof current, string];
    const unseen = lines.filter((line) => seen[line.productId]?.currency !== currency);
    if (unseen.length > 0) record(withSeen(seen, unseen, currency));
  }, [seen, key, record]);

  if (!seen || changes.length === 0) return null;
  const money = (amount: number) => formatPrice(amount, view.currency, language);
  return (
    <section
      aria-labelledby={titleId}
      className="mb-4 flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id={titleId} className="font-semibold">
        {t('offline.changesTitle')}
      </h3>
      <ul className="list-disc pl-5 text-sm">
        {changes.map((change) => {
          const row = available.find((r) => r.product.id === change.productId);
          return (
            <li key={change.productId}>
              {row ? `${localizedName(row.product, language)}: ` : ''}
              {t('offline.priceChanged', { old: money(change.before), new: money(change.now) })}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => record(withSeen(seen, current, view.currency))}
        className={`${buttonClass('secondary')} self-start`}
      >
        {t('offline.changesAcknowledge')}
      </button>
    </section>
  );
}
