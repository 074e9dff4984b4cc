/** /{mother}/{sub}: a level-2 category page (not nested in the level-1 page: `_` ends the nesting). */
import { createFileRoute } from '@tanstack/react-router';
import { CategorySearch } from '../features/catalog/api/products.ts';
import { CategoryPage } from '../features/catalog/components/category-page.tsx';
import { parseSearch } from '../lib/search-params.ts';
import { prefetchCategoryPage } from '../features/catalog/api/categories.ts';

export const Route = createFileRoute('/$motherSlug_/$subSlug')({
  validateSearch: (raw: Record<string, unknown>) => parseSearch(CategorySearch, raw),
  loader: ({ context, params }) =>
    prefetchCategoryPage(context.queryClient, { kind: 'path', slugs: [params.motherSlug, params.subSlug] }),
  component: SubCategoryRoute,
});

function SubCategoryRoute() {
  const { motherSlug, subSlug } = Route.useParams();
  return <CategoryPage source={{ kind: 'path', slugs: [motherSlug, subSlug] }} search={Route.useSearch()} />;
}
