/** The Dashboard tab: total and active products, categories, brands, and the 5 newest products. */
import { useQuery } from '@tanstack/react-query';
import { Price } from '../../../components/ui/price.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { adminStatsQueryOptions } from '../api/admin-catalog.ts';
import { ActiveBadge, CountTile, AdminLoadError } from './admin-ui.tsx';

export function AdminOverviewTab({ onOpenProducts }: { onOpenProducts: () => void }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const stats = useQuery(adminStatsQueryOptions());

  if (stats.isPending) return <Spinner label={t('adminDash.loading')} />;
  if (stats.isError) return <AdminLoadError onRetry={() => void stats.refetch()} />;
  const { data } = stats;

  return (
    <div className="flex flex-col gap-8">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <CountTile label={t('adminDash.totalProducts')} value={data.totalProducts} />
        <CountTile label={t('adminDash.activeProducts')} value={data.activeProducts} />
        <CountTile label={t('adminDash.categories')} value={data.categories} />
        <CountTile label={t('adminDash.brands')} value={data.brands} />
      </dl>
      <section aria-labelledby="recent-products">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="recent-products" className="text-lg font-bold">
            {t('adminDash.recentProducts')}
          </h2>
          <button type="button" className={TEXT_LINK_CLASS} onClick={onOpenProducts}>
            {t('adminDash.tabProducts')}
          </button>
        </div>
        {data.recentProducts.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('adminDash.noProducts')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {data.recentProducts.map((product) => (
              <li key={product.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <span className="min-w-0 flex-1 font-medium">{localizedName(product, language)}</span>
                <span className="text-sm text-slate-600">{product.partNumber}</span>
                <Price amount={product.basePrice} currency="EUR" />
                <ActiveBadge active={product.isActive} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
