/**
 * /products/{id} and /product/{id}: the product with its gallery, details, price and purchase actions,
 * offers, technical details, information tabs, the vehicles it fits, related and recently viewed
 * products; the title, description and JSON-LD for search engines. Prices come converted by the server.
 */
import { shopOrigin } from '../../../../lib/origin.ts';
import { DataAsOf } from '../../../../components/ui/data-as-of.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ProductFullDetails } from '#api/contract/catalog.ts';
import { localizedName, useT } from '../../../../lib/i18n.ts';
import { usePreferences, type Language } from '../../../../lib/preferences.ts';
import { SHOP_NAME } from '../../../../lib/shop.ts';
import { isProductNotFound, parseProductId, productDetailsQueryOptions } from '../../api/product-details.ts';
import { recordRecentlyViewed } from '../../recently-viewed.ts';
import { FittingVehicles } from './fitting-vehicles.tsx';
import { OffersList } from './offers-list.tsx';
import { ProductBreadcrumb } from './product-breadcrumb.tsx';
import { ProductDetailSkeleton, ProductLoadError, ProductNotFound } from './product-detail-states.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { JsonLd, useDocumentHead } from './product-head.tsx';
import { ProductInfoTabs } from './product-info-tabs.tsx';
import { buildProductJsonLd, shortenDescription } from './product-metadata.ts';
import { RecentlyViewedProducts, RelatedProducts } from './product-strips.tsx';
import { ProductSummary } from './product-summary.tsx';
import { PurchasePanel } from './purchase-panel.tsx';
import { parseSpecifications } from './specifications.ts';
import { TechnicalDetails } from './technical-details.tsx';

/** `idParam` is the route's `$id` as typed in the address bar. */
export function ProductDetailPage({ idParam }: { idParam: string }) {
  const id = parseProductId(idParam);
  // An id that cannot exist is not asked for: it is simply not found.
  if (id === undefined) return <ProductNotFound />;
  return <ProductDetailLoader id={id} />;
}

function ProductDetailLoader({ id }: { id: number }) {
  const currency = usePreferences((state) => state.currency);
  const details = useQuery(productDetailsQueryOptions(id, currency));
  if (details.isPending) return <ProductDetailSkeleton />;
  if (details.isError) {
    return isProductNotFound(details.error) ? (
      <ProductNotFound />
    ) : (
      <ProductLoadError onRetry={() => void details.refetch()} />
    );
  }
  return <ProductDetail details={details.data} updatedAt={details.dataUpdatedAt} />;
}

function localizedDescription(
  product: ProductFullDetails['product'],
  language: Language,
): string | undefined {
  return (
    (language === 'pl' ? product.descriptionPl : product.descriptionEn) || product.description || undefined
  );
}

function ProductDetail({ details, updatedAt }: { details: ProductFullDetails; updatedAt: number }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const { product } = details;
  const name = localizedName(product, language);
  const description = localizedDescription(product, language);
  const specifications = useMemo(() => parseSpecifications(product.specifications), [product.specifications]);

  useEffect(() => {
    // Not being able to remember it (no IndexedDB) must not disturb the page.
    recordRecentlyViewed(product).catch(() => undefined);
  }, [product]);

  useDocumentHead(
    t('product.pageTitle', { name, partNumber: product.partNumber, shop: SHOP_NAME }),
    description
      ? shortenDescription(description)
      : t('product.metaDescription', { name, partNumber: product.partNumber, shop: SHOP_NAME }),
    product.images[0],
  );
  // One address per product for search engines, whichever of the two route forms was opened.
  const jsonLd = buildProductJsonLd({
    product,
    name,
    description,
    pageUrl: new URL(`/products/${product.id}`, shopOrigin()).href,
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <ProductBreadcrumb categoryPath={details.categoryPath} category={product.category} productName={name} />
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <ProductGallery key={product.id} images={product.images} name={name} />
        <div className="flex flex-col gap-5">
          <ProductSummary product={product} name={name} specifications={specifications} />
          <DataAsOf updatedAt={updatedAt} />
          <PurchasePanel key={product.id} product={product} />
          <OffersList key={product.id} offers={details.offers} />
        </div>
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ProductInfoTabs product={product} description={description} specifications={specifications} />
        </div>
        <TechnicalDetails product={product} />
      </div>
      <FittingVehicles vehicles={details.vehicles} />
      <RelatedProducts products={details.relatedProducts} />
      <RecentlyViewedProducts currentId={product.id} />
      <JsonLd data={jsonLd} />
    </div>
  );
}
