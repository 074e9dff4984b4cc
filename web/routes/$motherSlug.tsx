/**
 * /{mother}: a top-level category page. Static routes (/products, /cart, /faq...) rank before this
 * dynamic segment; a slug the shop does not know shows Category not found.
 */
import { createFileRoute } from '@tanstack/react-router';
import { CategorySearch } from '../features/catalog/api/products.ts';
import { CategoryPage } from '../features/catalog/components/category-page.tsx';
import { parseSearch } from '../lib/search-params.ts';
import { prefetchCategoryPage } from '../features/catalog/api/categories.ts';

export const Route = createFileRoute('/$motherSlug')({
  validateSearch: (raw: Record<string, unknown>) => parseSearch(CategorySearch, raw),
  loader: ({ context, params }) =>
    prefetchCategoryPage(context.queryClient, { kind: 'path', slugs: [params.motherSlug] }),
  component: MotherCategoryRoute,
});

function MotherCategoryRoute() {
  const { motherSlug } = Route.useParams();
  return <CategoryPage source={{ kind: 'path', slugs: [motherSlug] }} search={Route.useSearch()} />;
}
