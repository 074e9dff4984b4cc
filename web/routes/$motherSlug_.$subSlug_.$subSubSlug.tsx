/** /{mother}/{sub}/{subSub}: a level-3 category page. */
import { createFileRoute } from '@tanstack/react-router';
import { CategorySearch } from '../features/catalog/api/products.ts';
import { CategoryPage } from '../features/catalog/components/category-page.tsx';
import { prefetchCategoryPage } from '../features/catalog/api/categories.ts';
import { parseSearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/$motherSlug_/$subSlug_/$subSubSlug')({
  validateSearch: (raw: Record<string, unknown>) => parseSearch(CategorySearch, raw),
  loader: ({ context, params }) =>
    prefetchCategoryPage(context.queryClient, {
      kind: 'path',
      slugs: [params.motherSlug, params.subSlug, params.subSubSlug],
    }),
  component: SubSubCategoryRoute,
});

function SubSubCategoryRoute() {
  const { motherSlug, subSlug, subSubSlug } = Route.useParams();
  return (
    <CategoryPage
      source={{ kind: 'path', slugs: [motherSlug, subSlug, subSubSlug] }}
      search={Route.useSearch()}
    />
  );
}
