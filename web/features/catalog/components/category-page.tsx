/**
 * A category page (/category/{slug} and /{mother}[/{sub}[/{subSub}]]): breadcrumb, title and
 * description, links down the tree, then the products of the category and its descendants (for the
 * chosen vehicle) with collapsible filters, a grid/list toggle and 'Load More Products'.
 */
import * as Collapsible from '@radix-ui/react-collapsible';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { CategoryPageData } from '#api/contract/catalog.ts';
import { buttonClass, TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { MissingPage, NotFound } from '../../../components/ui/not-found.tsx';
import { useCatalogSlots } from '../catalog-slots.tsx';
import { categoryPageQueryOptions, type CategorySource } from '../api/categories.ts';
import {
  productCountQueryOptions,
  productPagesQueryOptions,
  type CategorySearch,
  type ProductFilters,
} from '../api/products.ts';
import { ProductCount } from './product-count.tsx';
import { CategoryBreadcrumb } from './category-breadcrumb.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { GridViewIcon, ListViewIcon, FilterIcon } from './listing-icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isCategorySlug, subcategoryLinks, withFilters } from './listing-search.ts';
import { ListingEmpty, ListingError } from './listing-states.tsx';
import { FIRST_ROW, ProductGrid, ProductGridSkeleton, type ProductLayout } from './product-grid.tsx';

export interface CategoryPageProps {
  source: CategorySource;
  search: CategorySearch;
}

export function CategoryPage({ source, search }: CategoryPageProps) {
  // The router decodes %2F in a segment, so a slug could be 'x/../../logout': anything that is not a
  // slug is unknown at once, without asking the API.
  const slugs = source.kind === 'slug' ? [source.slug] : source.slugs;
  if (!slugs.every(isCategorySlug)) return source.kind === 'slug' ? <CategoryNotFound /> : <NotFound />;
  return <CategoryLoader source={source} search={search} />;
}

function CategoryLoader({ source, search }: CategoryPageProps) {
  const t = useT();
  const page = useQuery(categoryPageQueryOptions(source));

  if (page.isPending) return <CategorySkeleton />;
  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    // A slug-shaped path (/category/{slug} or /{mother}/{sub}/{subSub}) names a category: it says so.
    if (missing) return <CategoryNotFound />;
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <ListingError message={t('category.error')} onRetry={() => void page.refetch()} />
      </div>
    );
  }
  return <CategoryContent data={page.data} search={search} />;
}

function CategoryContent({ data, search }: { data: CategoryPageData; search: CategorySearch }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const { category, categoryPath } = data;
  const name = localizedName(category, language);
  // The Polish text when the category has one (an admin-created category may not): else the base one.
  const description = (language === 'pl' && category.descriptionPl) || category.description;
  const path = categoryPath.length > 0 ? categoryPath : [category];
  const groups = subcategoryLinks(path, data.subcategories, data.subsubcategories);
  useDocumentTitle(t('category.documentTitle', { name, shop: SHOP_NAME }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <CategoryBreadcrumb path={path} />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{name}</h1>
      {description && <p className="mt-2 max-w-3xl text-slate-700">{description}</p>}

      {groups.length > 0 && (
        <section aria-labelledby="subcategories-heading" className="mt-6">
          <h2 id="subcategories-heading" className="sr-only">
            {t('category.subcategories')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {groups.map((group) => (
              <li key={group.category.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <Link to={group.href} className={TEXT_LINK_CLASS}>
                  {localizedName(group.category, language)}
                </Link>
                {group.children.length > 0 && (
                  <ul className="mt-2 flex flex-col gap-1 text-sm">
                    {group.children.map((child) => (
                      <li key={child.category.id}>
                        <Link
                          to={child.href}
                          className="text-slate-700 hover:text-orange-700 hover:underline"
                        >
                          {localizedName(child.category, language)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <CategoryProducts categoryId={category.id} name={name} search={search} />
    </div>
  );
}

function CategoryProducts({
  categoryId,
  name,
  search,
}: {
  categoryId: number;
  name: string;
  search: CategorySearch;
}) {
  const t = useT();
  const navigate = useNavigate();
  const currency = usePreferences((state) => state.currency);
  const { useVehicleId, VehicleChip } = useCatalogSlots();
  const chosenVehicleId = useVehicleId();
  const vehicleId = chosenVehicleId ?? undefined;
  const ready = chosenVehicleId !== undefined;
  const { view = 'grid', ...filters } = search;
  const hasFilters = Object.keys(filters).length > 0;
  const [filtersOpen, setFiltersOpen] = useState(hasFilters);

  const lang = usePreferences((state) => state.language);
  const query = { ...filters, categoryId, vehicleId, currency };
  const products = useInfiniteQuery({ ...productPagesQueryOptions({ ...query, lang }), enabled: ready });
  const total = useQuery({ ...productCountQueryOptions(query), enabled: ready }).data;

  const setSearch = (next: (previous: CategorySearch) => CategorySearch) =>
    void navigate({ to: '.', search: next as never, resetScroll: false });
  const setFilters = (patch: Partial<ProductFilters>) =>
    setSearch((previous) => withFilters(previous, patch));
  const clearAll = () => setSearch((previous) => (previous.view ? { view: previous.view } : {}));
  const setView = (next: ProductLayout) =>
    setSearch((previous) => withFilters(previous, { view: next === 'grid' ? undefined : next }));

  const items = products.data?.pages.flat() ?? [];

  return (
    <section aria-labelledby="category-products-heading" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="category-products-heading" className="text-xl font-bold">
            {t('category.productsIn', { category: name })}
          </h2>
          <ProductCount count={total} />
        </div>
        <ToggleGroup.Root
          type="single"
          value={view}
          onValueChange={(value) => value && setView(value as ProductLayout)}
          aria-label={t('category.view')}
          className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5"
        >
          {(
            [
              ['grid', t('category.viewGrid'), GridViewIcon],
              ['list', t('category.viewList'), ListViewIcon],
            ] as const
          ).map(([value, label, Icon]) => (
            <ToggleGroup.Item
              key={value}
              value={value}
              aria-label={label}
              className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 data-[state=on]:bg-slate-900 data-[state=on]:text-white"
            >
              <Icon />
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>

      <VehicleChip className="mt-3" />

      <Collapsible.Root
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        className="mt-4 rounded-xl border border-slate-200 bg-white"
      >
        <Collapsible.Trigger className="flex w-full items-center justify-between gap-2 rounded-xl p-4 text-left font-semibold">
          <span className="inline-flex items-center gap-2">
            <FilterIcon />
            {t('filters.title')}
          </span>
          <span className="sr-only">{filtersOpen ? t('filters.hide') : t('filters.show')}</span>
          <ChevronDownIcon className={`size-5 transition-transform ${filtersOpen ? 'rotate-180' : ''}`} />
        </Collapsible.Trigger>
        <Collapsible.Content className="px-4 pb-4">
          <div className="max-w-3xl">
            <FilterPanel values={filters} onChange={setFilters} onClearAll={clearAll} showCategory={false} />
          </div>
        </Collapsible.Content>
      </Collapsible.Root>

      <div className="mt-6">
        {products.isPending ? (
          <ProductGridSkeleton count={8} label={t('products.loading')} layout={view} />
        ) : products.isError && items.length === 0 ? (
          <ListingError onRetry={() => void products.refetch()} />
        ) : items.length === 0 ? (
          <ListingEmpty
            title={hasFilters ? t('products.empty') : t('category.empty')}
            hint={hasFilters ? t('category.emptyFiltered') : undefined}
          >
            {hasFilters && (
              <button type="button" onClick={clearAll} className={buttonClass('secondary')}>
                {t('products.clearAll')}
              </button>
            )}
            <Link to="/products" className={buttonClass('primary')}>
              {t('category.allProducts')}
            </Link>
          </ListingEmpty>
        ) : (
          <>
            {products.isPlaceholderData && (
              <p role="status" className="sr-only">
                {t('products.updating')}
              </p>
            )}
            <ProductGrid
              products={items}
              busy={products.isPlaceholderData}
              layout={view}
              headingLevel="h3"
              eager={FIRST_ROW}
            />
            {products.isFetchNextPageError && (
              <div className="mt-6">
                <ListingError onRetry={() => void products.fetchNextPage()} />
              </div>
            )}
            {products.hasNextPage && !products.isPlaceholderData && (
              <div className="mt-8 flex justify-center">
                <button
                  type="button"
                  onClick={() => void products.fetchNextPage()}
                  disabled={products.isFetchingNextPage}
                  className={buttonClass('secondary', 'lg')}
                >
                  {t('category.loadMore')}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** 'Category not found' for a category path or /category/{slug} the shop does not know. */
function CategoryNotFound() {
  const t = useT();
  return (
    <MissingPage
      title={t('category.notFound')}
      text={t('category.notFoundText')}
      productsLabel={t('category.allProducts')}
    />
  );
}

function CategorySkeleton() {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Skeleton className="h-4 w-64" />
      <Skeleton className="mt-5 h-8 w-72" />
      <Skeleton className="mt-3 h-4 w-full max-w-xl" />
      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
      <div className="mt-8">
        <ProductGridSkeleton count={8} label={t('category.loading')} />
      </div>
    </div>
  );
}
