/** /category/{slug}: a category page found by its slug (footer links use this form). */
import { createFileRoute } from '@tanstack/react-router';
import { CategorySearch } from '../features/catalog/api/products.ts';
import { CategoryPage } from '../features/catalog/components/category-page.tsx';
import { parseSearch } from '../lib/search-params.ts';
import { prefetchCategoryPage } from '../features/catalog/api/categories.ts';

export const Route = createFileRoute('/category/$categorySlug')({
  validateSearch: (raw: Record<string, unknown>) => parseSearch(CategorySearch, raw),
  loader: ({ context, params }) =>
    prefetchCategoryPage(context.queryClient, { kind: 'slug', slug: params.categorySlug }),
  component: CategorySlugRoute,
});

function CategorySlugRoute() {
  const { categorySlug } = Route.useParams();
  return <CategoryPage source={{ kind: 'slug', slug: categorySlug }} search={Route.useSearch()} />;
}
