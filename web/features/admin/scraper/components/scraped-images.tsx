/**
 * The scraped product's first pictures (loaded from the source site, for the admin only) and how many
 * more there are.
 */
import { SCRAPED_IMAGE_PREVIEW, type ScrapedProduct } from '#api/contract/scraper.ts';
import { useT } from '../../../../lib/i18n.ts';

export function ScrapedImages({ product }: { product: ScrapedProduct }) {
  const t = useT();
  const preview = product.images.slice(0, SCRAPED_IMAGE_PREVIEW);
  const moreImages = product.images.length - preview.length;

  return (
    <>
      {preview.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {preview.map((src, index) => (
            <li
              key={src}
              className="aspect-square overflow-hidden rounded-lg border border-slate-100 bg-slate-50"
            >
              {/* The source site's picture, shown to the admin only; the shop gets our copy. */}
              <img
                src={src}
                alt={t('scraper.imageAlt', { number: index + 1, name: product.name })}
                className="size-full object-contain"
                referrerPolicy="no-referrer"
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
      {moreImages > 0 && (
        <p className="mt-2 text-sm text-slate-600">{t('scraper.moreImages', { count: moreImages })}</p>
      )}
    </>
  );
}
