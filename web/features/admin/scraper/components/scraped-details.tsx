/**
 * What was scraped and is not edited on the card: name, short description, condition, source address
 * and the compatible vehicles.
 */
import type { ScrapedProduct } from '#api/contract/scraper.ts';
import { useT } from '../../../../lib/i18n.ts';

export function ScrapedDetails({ product }: { product: ScrapedProduct }) {
  const t = useT();
  return (
    <>
      <p className="mt-4 text-lg font-semibold">{product.name}</p>
      {product.shortDescription && <p className="mt-1 text-slate-700">{product.shortDescription}</p>}
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {product.condition && (
          <>
            <dt className="text-slate-600">{t('scraper.condition')}</dt>
            <dd>{product.condition}</dd>
          </>
        )}
        <dt className="text-slate-600">{t('scraper.source')}</dt>
        <dd className="break-all">{product.sourceUrl}</dd>
      </dl>
      {product.vehicleCompatibility.length > 0 && (
        <VehicleCompatibility vehicles={product.vehicleCompatibility} />
      )}
    </>
  );
}

function VehicleCompatibility({ vehicles }: { vehicles: string[] }) {
  const t = useT();
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold">{t('scraper.compatibility')}</h3>
      <ul className="mt-1 flex flex-wrap gap-1">
        {vehicles.map((vehicle) => (
          <li key={vehicle} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
            {vehicle}
          </li>
        ))}
      </ul>
    </div>
  );
}
