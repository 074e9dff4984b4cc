/** A line's product image (decorative: the name is next to it), or a placeholder when it has none. */
import { ProductThumbnail } from '../../../components/ui/product-thumbnail.tsx';

export function ItemImage({
  src,
  className = 'w-16 sm:w-20',
}: {
  src: string | undefined;
  className?: string;
}) {
  return (
    <div className={`shrink-0 self-start overflow-hidden rounded-lg bg-slate-100 ${className}`}>
      <ProductThumbnail src={src} width={80} height={60} iconClassName="size-6" />
    </div>
  );
}
