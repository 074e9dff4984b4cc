/**
 * /products: the products matching the URL's filters and sort in the chosen currency (and for the
 * chosen vehicle), 20 at a time, with the filter panel (a sidebar on desktop, collapsible above the
 * grid on phones) and loading, updating, error and empty states.
 */
import * as Collapsible from '@radix-ui/react-collapsible';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useCatalogSlots } from '../catalog-slots.tsx';
import {
  PAGE_SIZE,
  productListPageQueries,
  type ProductFilters,
  type ProductListSearch,
} from '../api/products.ts';
import { ProductCount } from './product-count.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  nextListLimit,
  sortKeyOf,
  sortParams,
  SORT_KEYS,
  withFilters,
  type SortKey,
} from './listing-search.ts';
import { ListingEmpty, ListingError } from './listing-states.tsx';
import { FIRST_ROW, ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

const SORT_LABELS = {
  relevance: 'sort.relevance',
  'name-asc': 'sort.nameAsc',
  'name-desc': 'sort.nameDesc',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
} as const satisfies Record<SortKey, string>;

export function ProductListPage({ search }: { search: ProductListSearch }) {
  const t = useT();
  const navigate = useNavigate();
  const currency = usePreferences((state) => state.currency);
  // undefined while IndexedDB is read: wait, rather than show the unfiltered list for a moment.
  const { useVehicleId, useVehicleParam, VehicleChip } = useCatalogSlots();
  const chosenVehicleId = useVehicleId();
  const vehicleId = search.vehicle ?? chosenVehicleId ?? undefined;
  const { limit = PAGE_SIZE, sortBy, sortOrder, vehicle: _vehicle, ...filters } = search;
  // The URL's vehicle (a shared link) needs no wait for the garage.
  const ready = search.vehicle !== undefined || chosenVehicleId !== undefined;
  useVehicleParam(
    search.vehicle,
    (id) =>
      void navigate({
        to: '/products',
        search: (previous) => ({ ...previous, vehicle: id }),
        replace: true,
        resetScroll: false,
      }),
  );
  const language = usePreferences((state) => state.language);
  const queries = productListPageQueries(search, vehicleId, currency, language);
  const products = useQuery({ ...queries.list, enabled: ready });
  const total = useQuery({ ...queries.count, enabled: ready }).data;
  const hasFilters = Object.keys(filters).length > 0;
  useDocumentTitle(t('products.documentTitle', { shop: SHOP_NAME }));

  const setFilters = (patch: Partial<ProductFilters>) =>
    void navigate({
      to: '/products',
      search: (previous) => withFilters(previous, patch),
      resetScroll: false,
    });
  const setSort = (key: SortKey) =>
    void navigate({
      to: '/products',
      search: (previous) => withFilters(previous, sortParams(key, !!previous.search)),
      resetScroll: false,
    });
  // undefined at the most the URL accepts: no 'Show More Results' then.
  const moreLimit = nextListLimit(limit);
  const showMore = () =>
    void navigate({
      to: '/products',
      search: (previous) => ({ ...previous, limit: moreLimit }),
      // Growing the page is not a new place to go back to, and the shopper stays where they were.
      replace: true,
      resetScroll: false,
    });
  const clearAll = () =>
    void navigate({ to: '/products', search: { sortBy, sortOrder }, resetScroll: false });

  const sortKeys = SORT_KEYS.filter((key) => key !== 'relevance' || filters.search);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="mb-5">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {filters.search ? t('products.searchTitle', { search: filters.search }) : t('products.title')}
        </h1>
        <ProductCount count={total} />
      </div>

      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <FilterSidebar>
          <FilterPanel values={filters} onChange={setFilters} onClearAll={clearAll} />
        </FilterSidebar>

        <section aria-labelledby="results-heading" className="min-w-0">
          <h2 id="results-heading" className="sr-only">
            {t('products.results')}
          </h2>
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <VehicleChip />
            <SelectField
              label={t('filters.sort')}
              value={sortKeyOf(search)}
              onChange={(event) => setSort(event.target.value as SortKey)}
              className="ml-auto w-56"
            >
              {sortKeys.map((key) => (
                <option key={key} value={key}>
                  {t(SORT_LABELS[key])}
                </option>
              ))}
            </SelectField>
          </div>

          {products.isPending ? (
            <ProductGridSkeleton count={8} label={t('products.loading')} width="sidebar" />
          ) : products.isError ? (
            <ListingError onRetry={() => void products.refetch()} />
          ) : products.data.length === 0 ? (
            <ListingEmpty title={t('products.empty')} hint={t('products.emptyHint')}>
              {hasFilters && (
                <button type="button" onClick={clearAll} className={buttonClass('primary')}>
                  {t('products.clearAll')}
                </button>
              )}
            </ListingEmpty>
          ) : (
            <>
              {products.isPlaceholderData && (
                <p role="status" className="sr-only">
                  {t('products.updating')}
                </p>
              )}
              <ProductGrid
                products={products.data}
                busy={products.isPlaceholderData}
                width="sidebar"
                headingLevel="h3"
                eager={FIRST_ROW}
              />
              {/* A full page back means there may be more; a short one is the end of the list. */}
              {products.data.length >= limit && moreLimit !== undefined && (
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
        </section>
      </div>
    </div>
  );
}

/** Always open beside the grid on desktop; a 'Filters' toggle above the grid on phones. */
function FilterSidebar({ children }: { children: ReactNode }) {
  const t = useT();
  const desktop = useMediaQuery('(min-width: 1024px)');
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const shown = desktop || open;
  return (
    <Collapsible.Root open={shown} onOpenChange={setOpen} asChild>
      <aside
        aria-labelledby={headingId}
        className="rounded-xl border border-slate-200 bg-white p-4 lg:sticky lg:top-4"
      >
        <h2 id={headingId} className="text-lg font-semibold">
          {desktop ? (
            t('filters.title')
          ) : (
            <Collapsible.Trigger className="flex w-full items-center justify-between gap-2 text-left">
              <span>{t('filters.title')}</span>
              <span className="sr-only">{shown ? t('filters.hide') : t('filters.show')}</span>
              <ChevronDownIcon className={`size-5 transition-transform ${shown ? 'rotate-180' : ''}`} />
            </Collapsible.Trigger>
          )}
        </h2>
        <Collapsible.Content className="pt-4">{children}</Collapsible.Content>
      </aside>
    </Collapsible.Root>
  );
}
