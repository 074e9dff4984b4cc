/** Product detail at /product/{id} (the form the wishlist links to): the same page as /products/{id}. */
import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '../features/catalog/components/product-detail/product-detail-page.tsx';
import { prefetchProduct } from '../features/catalog/api/product-details.ts';

export const Route = createFileRoute('/product/$id')({
  loader: ({ context, params }) => prefetchProduct(context.queryClient, params.id),
  component: ProductRoute,
});

function ProductRoute() {
  return <ProductDetailPage idParam={Route.useParams().id} />;
}
