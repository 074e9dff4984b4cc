/** Product cards as a responsive grid or as wide rows (list view), and the loading skeleton of each. */
import type { Product } from '#api/contract/catalog.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

export type ProductLayout = 'grid' | 'list';

/** The cards of a phone's first row (two columns): on screen when a result page opens. */
export const FIRST_ROW = 2;

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4';
/** Four columns from lg on a full-width page; beside a filter sidebar only from xl. */
const COLUMNS = { full: 'lg:grid-cols-4', sidebar: 'xl:grid-cols-4' } as const;
export type GridWidth = keyof typeof COLUMNS;
/** List view: one card per row, laid out sideways (image left, details right). */
const LIST = 'grid grid-cols-1 gap-3';

interface ProductGridProps {
  products: Product[];
  busy?: boolean;
  layout?: ProductLayout;
  width?: GridWidth;
  headingLevel?: ProductCardProps['headingLevel'];
  /** How many first cards are on screen when the page opens (their pictures load at once). */
  eager?: number;
}

export function ProductGrid({
  products,
  busy = false,
  layout = 'grid',
  width = 'full',
  headingLevel,
  eager = 0,
}: ProductGridProps) {
  return (
    <ul
      className={`${layout === 'list' ? LIST : `${GRID} ${COLUMNS[width]}`} transition-opacity ${busy ? 'opacity-60' : ''}`}
      aria-busy={busy}
      data-layout={layout}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            layout={layout === 'list' ? 'row' : 'card'}
            priority={index < eager}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({
  count,
  label,
  layout = 'grid',
  width = 'full',
}: {
  count: number;
  label: string;
  layout?: ProductLayout;
  width?: GridWidth;
}) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div className={layout === 'list' ? 'grid grid-cols-1 gap-3' : `${GRID} ${COLUMNS[width]}`}>
        {Array.from({ length: count }, (_, index) =>
          layout === 'list' ? (
            <div key={index} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3">
              <Skeleton className="aspect-[4/3] w-32 shrink-0 sm:w-56" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-4/5" />
                <Skeleton className="h-3 w-1/2" />
                <Skeleton className="mt-2 h-6 w-2/5" />
              </div>
            </div>
          ) : (
            <div key={index} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3">
              <Skeleton className="aspect-[4/3] w-full" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="mt-2 h-6 w-2/5" />
              <Skeleton className="h-9 w-full" />
            </div>
          ),
        )}
      </div>
    </div>
  );
}
