/** Product list: filters and page size live in the URL, validated with the contract's schema. */
import { createFileRoute } from '@tanstack/react-router';
import { ProductListSearch } from '../features/catalog/api/products.ts';
import { ProductListPage } from '../features/catalog/components/product-list-page.tsx';
import { parseSearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/products/')({
  validateSearch: (raw: Record<string, unknown>) => parseSearch(ProductListSearch, raw),
  component: ProductsRoute,
});

function ProductsRoute() {
  return <ProductListPage search={Route.useSearch()} />;
}
