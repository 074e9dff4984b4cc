/** Product detail at /products/{id} (the form the product cards link to). */
import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '../features/catalog/components/product-detail/product-detail-page.tsx';
import { prefetchProduct } from '../features/catalog/api/product-details.ts';

export const Route = createFileRoute('/products/$id')({
  loader: ({ context, params }) => prefetchProduct(context.queryClient, params.id),
  component: ProductRoute,
});

function ProductRoute() {
  return <ProductDetailPage idParam={Route.useParams().id} />;
}
