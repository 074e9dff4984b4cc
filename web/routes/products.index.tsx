/** Product list: filters and page size live in the URL, validated with the contract's schema. */
import { createFileRoute } from '@tanstack/react-router';
import { productListPageQueries, ProductListSearch } from '../features/catalog/api/products.ts';
import { ProductListPage } from '../features/catalog/components/product-list-page.tsx';
import { getRenderedVehicleId } from '../features/vehicles/chosen-vehicle.ts';
import { usePreferences } from '../lib/preferences.ts';
import { parseSearch } from '../lib/search-params.ts';
import { prefetchOnServer } from '../lib/server-prefetch.ts';

export const Route = createFileRoute('/products/')({
  validateSearch: (raw: Record<string, unknown>) => parseSearch(ProductListSearch, raw),
  loaderDeps: ({ search }) => search,
  // The page's products and their count, for the vehicle the page is rendered for.
  loader: ({ context, deps }) => {
    const { list, count } = productListPageQueries(
      deps,
      getRenderedVehicleId() ?? undefined,
      usePreferences.getState().currency,
      usePreferences.getState().language,
    );
    return prefetchOnServer(context.queryClient, list, count);
  },
  component: ProductsRoute,
});

function ProductsRoute() {
  return <ProductListPage search={Route.useSearch()} />;
}
