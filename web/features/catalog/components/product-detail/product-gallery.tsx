/**
 * The product's pictures: one large image, previous/next buttons that wrap around (after the last
 * comes the first), thumbnails, and the left/right arrow keys anywhere inside the gallery.
 */
import { useState, type KeyboardEvent } from 'react';
import { ImageIcon } from '../../../../components/ui/icons.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './detail-icons.tsx';
import { wrapIndex } from './quantity.ts';

const ROUND_BUTTON =
  'absolute top-1/2 -translate-y-1/2 rounded-full border border-slate-300 bg-white/95 p-2 text-slate-900 ' +
  'shadow hover:bg-slate-100';

/** Give it `key={product.id}`: another product starts again at its first image. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const total = images.length;
  const current = wrapIndex(index, total);
  const step = (by: number) => setIndex((previous) => wrapIndex(previous + by, total));

  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  if (total === 0) {
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white text-slate-600">
        <ImageIcon className="size-16 text-slate-400" />
        <p>{t('product.noImage')}</p>
      </div>
    );
  }

  return (
    <section aria-label={t('product.gallery')} onKeyDown={onKeyDown}>
      <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-white">
        <img
          src={images[current]}
          alt={t('product.imageAlt', { name, number: current + 1, total })}
          width={800}
          height={600}
          fetchPriority={current === 0 ? 'high' : 'auto'}
          className="aspect-[4/3] w-full object-contain"
        />
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label={t('product.previousImage')}
              className={`${ROUND_BUTTON} left-2`}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label={t('product.nextImage')}
              className={`${ROUND_BUTTON} right-2`}
            >
              <ChevronRightIcon />
            </button>
            <p
              aria-live="polite"
              className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded bg-slate-900/80 px-2 py-0.5 text-xs text-white"
            >
              {t('product.imagePosition', { number: current + 1, total })}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {images.map((image, position) => (
            <li key={`${position}-${image}`}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={t('product.showImage', { number: position + 1 })}
                aria-current={position === current ? 'true' : undefined}
                className={`block overflow-hidden rounded-lg border-2 bg-white ${
                  position === current ? 'border-orange-600' : 'border-slate-200 hover:border-slate-400'
                }`}
              >
                <img
                  src={image}
                  alt=""
                  width={80}
                  height={60}
                  loading="lazy"
                  className="h-15 w-20 object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
