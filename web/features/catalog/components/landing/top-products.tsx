/** "Top auto parts": the first 8 products of the catalogue, priced in the shopper's currency. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { useT } from '../../../../lib/i18n.ts';
import { usePreferences } from '../../../../lib/preferences.ts';
import { productListQueryOptions } from '../../api/products.ts';
import { ProductGrid, ProductGridSkeleton } from '../product-grid.tsx';

const COUNT = 8;

export function TopProducts() {
  const t = useT();
  const headingId = useId();
  const currency = usePreferences((state) => state.currency);
  const lang = usePreferences((state) => state.language);
  const products = useQuery(productListQueryOptions({ limit: COUNT, offset: 0, currency, lang }));

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-10" data-testid="top-products">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('home.topProductsTitle')}
      </h2>
      <div className="mt-5">
        {products.isPending ? (
          <ProductGridSkeleton count={COUNT} label={t('home.topProductsLoading')} />
        ) : products.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
            <p>{t('home.topProductsError')}</p>
            <button
              type="button"
              onClick={() => void products.refetch()}
              className={`${buttonClass('secondary')} mt-4`}
            >
              {t('app.retry')}
            </button>
          </div>
        ) : (
          <ProductGrid products={products.data} busy={products.isPlaceholderData} />
        )}
      </div>
      <div className="mt-6 flex justify-center">
        <Link to="/products" className={buttonClass('secondary')}>
          {t('home.allProducts')}
        </Link>
      </div>
    </section>
  );
}
