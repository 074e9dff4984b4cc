/**
 * The Scraped Product card: what was found (pictures, details, compatibility), the editable fields,
 * and the category and brand to Add to Catalog with.
 */
import type { ScrapedProduct } from '#api/contract/scraper.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useAddToCatalog } from '../use-add-to-catalog.ts';
import { ScrapedAddSection } from './scraped-add-section.tsx';
import { ScrapedDetails } from './scraped-details.tsx';
import { ScrapedFields } from './scraped-fields.tsx';
import { ScrapedImages } from './scraped-images.tsx';

interface ScrapedCardProps {
  product: ScrapedProduct;
  categoryId: string;
  onCategoryChange: (id: string) => void;
  brandId: string;
  onBrandChange: (id: string) => void;
  onAdded: (product: { id: number; name: string }) => void;
}

export function ScrapedCard({
  product,
  categoryId,
  onCategoryChange,
  brandId,
  onBrandChange,
  onAdded,
}: ScrapedCardProps) {
  const t = useT();
  const add = useAddToCatalog({ product, categoryId, brandId, onAdded });

  return (
    <section
      aria-labelledby="scraped-product"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="scraped-product" className="text-xl font-bold">
        {t('scraper.cardTitle')}
      </h2>
      <ScrapedImages product={product} />
      <ScrapedDetails product={product} />

      <form noValidate onSubmit={add.onSubmit} className="mt-6 flex flex-col gap-6">
        <ScrapedFields product={product} stockInvalid={add.stockInvalid} />
        <ScrapedAddSection
          product={product}
          categoryId={categoryId}
          onCategoryChange={(id) => {
            onCategoryChange(id);
            add.clearCategoryMissing();
          }}
          categoryMissing={add.categoryMissing}
          brandId={brandId}
          onBrandChange={onBrandChange}
          pending={add.pending}
        />
      </form>
    </section>
  );
}
