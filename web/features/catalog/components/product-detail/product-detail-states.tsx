/** The product page while loading (skeleton), for an unknown product, and when the call failed. */
import { reportPageHead } from '../../../../lib/page-head.ts';
import { Link, useRouter } from '@tanstack/react-router';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { OfflineAwareError } from '../../../../components/ui/offline-unavailable.tsx';

export function ProductDetailSkeleton() {
  const t = useT();
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <span className="sr-only">{t('product.loading')}</span>
      <Skeleton className="mb-4 h-4 w-2/3 max-w-md" />
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <Skeleton className="aspect-[4/3] w-full" />
          <div className="mt-3 flex gap-2">
            <Skeleton className="h-15 w-20" />
            <Skeleton className="h-15 w-20" />
            <Skeleton className="h-15 w-20" />
          </div>
        </div>
        <div className="flex flex-col gap-3">
          <Skeleton className="h-8 w-24" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      </div>
    </div>
  );
}

export function ProductNotFound() {
  const t = useT();
  reportPageHead({ status: 404, title: t('product.notFoundTitle') });
  const router = useRouter();
  // Back to wherever the shopper came from (a list, a search engine); opened directly, to the products.
  const goBack = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/products' });
  };
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('product.notFoundTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('product.notFoundText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={goBack} className={buttonClass('primary')}>
          {t('product.goBack')}
        </button>
        <Link to="/products" className={buttonClass('secondary')}>
          {t('notFound.products')}
        </Link>
      </div>
    </section>
  );
}

export function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  // Offline: a product never opened here; either way it opens by itself once back online.
  return (
    <OfflineAwareError onRetry={onRetry} heading="h1">
      <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('app.errorTitle')}</h1>
        <p className="mt-2 text-slate-600">{t('product.loadFailed')}</p>
        <button type="button" onClick={onRetry} className={`${buttonClass('primary')} mt-8`}>
          {t('app.retry')}
        </button>
      </section>
    </OfflineAwareError>
  );
}
