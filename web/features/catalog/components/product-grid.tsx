/** Responsive grid of product cards, and its loading skeleton. */
import type { Product } from '#api/contract/catalog.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

interface ProductGridProps {
  products: Product[];
  busy?: boolean;
  headingLevel?: ProductCardProps['headingLevel'];
}

export function ProductGrid({ products, busy = false, headingLevel }: ProductGridProps) {
  return (
    <ul className={`${GRID} ${busy ? 'opacity-60' : ''}`} aria-busy={busy}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div className={GRID}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3">
            <Skeleton className="aspect-[4/3] w-full" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="mt-2 h-6 w-2/5" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
