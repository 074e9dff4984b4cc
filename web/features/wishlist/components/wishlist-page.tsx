/**
 * /wishlist: the saved products with add to cart and remove, 'Add All to Cart' (products still sold and
 * in stock, one notification for all), the sign-up banner for guests, and loading, error (with retry)
 * and empty states. The cart's add action comes in from the route (`cart`).
 */
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CartIcon, HeartIcon } from '../../../components/ui/icons.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useWishlistPageData } from '../wishlist-page-data.ts';
import { addableProductIds } from '../wishlist-view.ts';
import { GuestBanner } from './guest-banner.tsx';
import type { WishlistCartSlot } from './wishlist-cart-slot.ts';
import { WishlistItemCard } from './wishlist-item-card.tsx';

export function WishlistPage({ cart }: { cart: WishlistCartSlot }) {
  const t = useT();
  const data = useWishlistPageData();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useDocumentTitle(t('wishlistPage.documentTitle', { shop: SHOP_NAME }));

  // A removed item takes the focused button with it: focus goes to the heading, not the page's start.
  const rowCount = data.status === 'ready' ? data.rows.length : undefined;
  const previousRowCount = useRef(rowCount);
  useEffect(() => {
    const previous = previousRowCount.current;
    previousRowCount.current = rowCount;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (rowCount !== undefined && previous !== undefined && rowCount < previous && focusLost)
      headingRef.current?.focus();
  }, [rowCount]);

  const rows = data.status === 'ready' ? data.rows : [];

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none sm:text-3xl">
            {t('wishlistPage.title')}
          </h1>
          {rows.length > 0 && (
            <p className="mt-1 text-sm text-slate-600">{t('wishlistPage.count', { count: rows.length })}</p>
          )}
        </div>
        {rows.length > 0 && <AddAllButton productIds={addableProductIds(rows)} cart={cart} />}
      </div>

      {data.signedIn === false && (
        <div className="mb-5">
          <GuestBanner />
        </div>
      )}

      {data.status === 'loading' ? (
        <WishlistSkeleton label={t('wishlistPage.loading')} />
      ) : data.status === 'error' ? (
        <RetryAlert message={t('wishlistPage.loadFailed')} onRetry={data.retry} />
      ) : rows.length === 0 ? (
        <EmptyState
          Icon={HeartIcon}
          title={t('wishlistPage.emptyTitle')}
          text={t('wishlistPage.emptyText')}
          browseLabel={t('cartPage.browseProducts')}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.entry.productId}>
              <WishlistItemCard row={row} cart={cart} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Adds one of each product, one after another, then says once how it went. */
function AddAllButton({ productIds, cart }: { productIds: number[]; cart: WishlistCartSlot }) {
  const t = useT();
  const { addToCart } = cart.useAddToCart();
  const [adding, setAdding] = useState(false);

  const addAll = async () => {
    if (adding) return;
    setAdding(true);
    let added = 0;
    let failed = 0;
    for (const productId of productIds) {
      if (await addToCart(productId, 1, { silent: true })) added += 1;
      else failed += 1;
    }
    setAdding(false);
    if (failed > 0)
      toast({
        title: t('shopping.errorTitle'),
        description: t('wishlistPage.addAllFailed', { count: failed }),
        variant: 'error',
      });
    else toast({ title: t('wishlistPage.addAllDone', { count: added }), variant: 'success' });
  };

  return (
    <button
      type="button"
      onClick={() => void addAll()}
      disabled={productIds.length === 0}
      aria-disabled={adding || undefined}
      className={`${buttonClass('primary')} aria-disabled:cursor-default`}
    >
      <CartIcon className="size-4" />
      {adding ? t('wishlistPage.addingAll') : t('wishlistPage.addAll')}
    </button>
  );
}

function WishlistSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 3 }, (_, index) => (
        <div
          key={index}
          className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:gap-4 sm:p-4"
        >
          <Skeleton className="aspect-[4/3] w-24 shrink-0 sm:w-44" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-3/5" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-3 w-4/5" />
            <Skeleton className="mt-2 h-6 w-1/4" />
            <Skeleton className="mt-2 h-9 w-40" />
          </div>
        </div>
      ))}
    </div>
  );
}
