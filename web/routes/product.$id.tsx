/** Product detail at /product/{id} (the form the wishlist links to): the same page as /products/{id}. */
import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '../features/catalog/components/product-detail/product-detail-page.tsx';

export const Route = createFileRoute('/product/$id')({
  component: ProductRoute,
});

function ProductRoute() {
  return <ProductDetailPage idParam={Route.useParams().id} />;
}
