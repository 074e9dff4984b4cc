/**
 * A product's picture in a 4:3 box, decorative (the product's name is next to it), or a placeholder
 * icon when it has none. The caller sizes the box around it (a link, a card, an order line). A picture
 * copied from a scraped page has a 400 px thumbnail beside it, which is used instead: every box here
 * is at most that wide.
 */
import { thumbnailOf } from '#api/contract/scraper.ts';
import { ImageIcon } from './icons.tsx';

export function ProductThumbnail({
  src,
  width,
  height,
  iconClassName,
  priority = false,
}: {
  src: string | undefined;
  /** The size the image is shown at on wide screens (reserves its space before it loads). */
  width: number;
  height: number;
  iconClassName: string;
  /**
   * The first pictures of a result list, on screen when the page opens (often its largest
   * content): fetched at once and first, not when layout finds them in view.
   */
  priority?: boolean;
}) {
  return src ? (
    <img
      src={thumbnailOf(src) ?? src}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      width={width}
      height={height}
      className="aspect-[4/3] w-full object-contain"
    />
  ) : (
    <div className="flex aspect-[4/3] w-full items-center justify-center text-slate-400">
      <ImageIcon className={iconClassName} />
    </div>
  );
}
