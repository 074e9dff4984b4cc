/**
 * /products: the products matching the URL's filters in the chosen currency, 20 at a time, with
 * loading, error and empty states. (The filter panel comes with a later issue.)
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import {
  PAGE_SIZE,
  productCountQueryOptions,
  productListQueryOptions,
  type ProductListSearch,
} from '../api/products.ts';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

export function ProductListPage({ search }: { search: ProductListSearch }) {
  const t = useT();
  const navigate = useNavigate();
  const currency = usePreferences((state) => state.currency);
  const { limit = PAGE_SIZE, ...filters } = search;
  const products = useQuery(productListQueryOptions({ ...filters, currency, limit }));
  const total = useQuery(productCountQueryOptions({ ...filters, currency })).data?.count;
  const hasFilters = Object.keys(filters).length > 0;

  const showMore = () =>
    void navigate({
      to: '/products',
      search: (previous) => ({ ...previous, limit: limit + PAGE_SIZE }),
      // Growing the page is not a new place to go back to, and the shopper stays where they were.
      replace: true,
      resetScroll: false,
    });
  const clearAll = () => void navigate({ to: '/products', search: {} });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">
            {filters.search ? t('products.searchTitle', { search: filters.search }) : t('products.title')}
          </h1>
          {total !== undefined && (
            <p className="mt-1 text-sm text-slate-600">{t('products.count', { count: total })}</p>
          )}
        </div>
        {hasFilters && (
          <button type="button" onClick={clearAll} className={buttonClass('secondary')}>
            {t('products.clearAll')}
          </button>
        )}
      </div>

      {products.isPending ? (
        <ProductGridSkeleton count={8} label={t('products.loading')} />
      ) : products.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p>
            <strong>{t('products.errorLabel')}:</strong> {t('products.error')}
          </p>
          <button
            type="button"
            onClick={() => void products.refetch()}
            className={`${buttonClass('secondary')} mt-4`}
          >
            {t('app.retry')}
          </button>
        </div>
      ) : products.data.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-10 text-center">
          <p className="text-lg font-semibold">{t('products.empty')}</p>
          <p className="mt-1 text-slate-600">{t('products.emptyHint')}</p>
        </div>
      ) : (
        <>
          <ProductGrid products={products.data} busy={products.isPlaceholderData} headingLevel="h2" />
          {/* A full page back means there may be more; a short one is the end of the list. */}
          {products.data.length >= limit && (
            <div className="mt-8 flex justify-center">
              <button
                type="button"
                onClick={showMore}
                disabled={products.isFetching}
                className={buttonClass('secondary', 'lg')}
              >
                {t('products.showMore')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
