/** A line's product image (decorative: the name is next to it), or a placeholder when it has none. */
import { ImageIcon } from '../../../components/ui/icons.tsx';

export function ItemImage({
  src,
  className = 'w-16 sm:w-20',
}: {
  src: string | undefined;
  className?: string;
}) {
  return (
    <div className={`shrink-0 self-start overflow-hidden rounded-lg bg-slate-100 ${className}`}>
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={80}
          height={60}
          className="aspect-[4/3] w-full object-contain"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center text-slate-400">
          <ImageIcon className="size-6" />
        </div>
      )}
    </div>
  );
}
