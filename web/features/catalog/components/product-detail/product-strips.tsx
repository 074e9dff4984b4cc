/**
 * Related products (at most 4, from the server) and recently viewed ones (at most 4, from this
 * browser, without the product on screen), each with the shared product grid.
 */
import { useQueries } from '@tanstack/react-query';
import type { Product } from '#api/contract/catalog.ts';
import { useT } from '../../../../lib/i18n.ts';
import { usePreferences } from '../../../../lib/preferences.ts';
import { productDetailsQueryOptions } from '../../api/product-details.ts';
import { useRecentlyViewed } from '../../recently-viewed.ts';
import { ProductGrid } from '../product-grid.tsx';

export const RELATED_SHOWN = 4;

type StripLevel = 'h2' | 'h3';

function ProductStrip({
  id,
  title,
  products,
  level = 'h2',
}: {
  id: string;
  title: string;
  products: Product[];
  level?: StripLevel;
}) {
  if (products.length === 0) return null;
  const Heading = level;
  return (
    <section aria-labelledby={id} className="mt-10">
      <Heading id={id} className="mb-4 text-xl font-bold text-slate-900">
        {title}
      </Heading>
      <ProductGrid products={products} headingLevel={level === 'h2' ? 'h3' : 'h4'} />
    </section>
  );
}

export function RelatedProducts({ products }: { products: Product[] }) {
  const t = useT();
  return (
    <ProductStrip
      id="related-products"
      title={t('product.related')}
      products={products.slice(0, RELATED_SHOWN)}
    />
  );
}

/** `currentId`: the product on screen, left out (0 on pages of no product). */
export function RecentlyViewedProducts({ currentId, level }: { currentId: number; level?: StripLevel }) {
  const t = useT();
  const currency = usePreferences((state) => state.currency);
  const stored = useRecentlyViewed(currentId);
  // A product kept from a visit in another currency is asked again in this one (the server converts);
  // until it answers, or when offline, the stored copy shows with its own currency.
  const fresh = useQueries({
    queries: stored.map((product) => ({
      ...productDetailsQueryOptions(product.id, currency),
      enabled: product.displayCurrency !== currency,
    })),
  });
  const products = stored.map((product, index) => fresh[index]?.data?.product ?? product);
  return (
    <ProductStrip
      id="recently-viewed"
      title={t('product.recentlyViewed')}
      products={products}
      level={level}
    />
  );
}
