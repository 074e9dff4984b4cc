/** Product detail at /products/{id} (the form the product cards link to). */
import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '../features/catalog/components/product-detail/product-detail-page.tsx';

export const Route = createFileRoute('/products/$id')({
  component: ProductRoute,
});

function ProductRoute() {
  return <ProductDetailPage idParam={Route.useParams().id} />;
}
