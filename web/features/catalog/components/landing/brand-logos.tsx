/** 8 well-known brands of the catalogue with their logos, each a search for the brand's parts. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { brandsQueryOptions } from '../../api/brands.ts';
import { FEATURED_BRANDS } from '../../landing-content.ts';

const GRID = 'mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4';

export function BrandLogos() {
  const t = useT();
  const headingId = useId();
  const brands = useQuery(brandsQueryOptions());
  // Only brands the catalogue has (a renamed or removed one simply drops out).
  const featured = FEATURED_BRANDS.flatMap((item) => {
    const brand = brands.data?.find((b) => b.name.toLowerCase() === item.name.toLowerCase());
    return brand ? [{ ...item, name: brand.name, logo: brand.logo }] : [];
  });

  return (
    <section aria-labelledby={headingId} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id={headingId} className="text-2xl font-bold">
          {t('home.brandsTitle')}
        </h2>
        {brands.isPending ? (
          <div role="status" className={GRID}>
            <span className="sr-only">{t('home.brandsLoading')}</span>
            {FEATURED_BRANDS.map((item) => (
              <Skeleton key={item.name} className="aspect-[5/2] w-full rounded-xl" />
            ))}
          </div>
        ) : (
          <ul className={GRID} data-testid="brand-logos">
            {featured.map((brand) => (
              <li key={brand.name}>
                <Link
                  to="/products"
                  search={{ search: brand.search }}
                  aria-label={t('home.brandLink', { brand: brand.name })}
                  className="flex h-full items-center justify-center rounded-xl border border-slate-200 bg-white p-3 transition hover:border-orange-400 hover:shadow-md focus-visible:outline-2 focus-visible:outline-orange-600"
                >
                  {brand.logo ? (
                    <img
                      src={brand.logo}
                      alt=""
                      width={240}
                      height={96}
                      loading="lazy"
                      decoding="async"
                      className="h-auto w-full max-w-[200px]"
                    />
                  ) : (
                    <span className="py-6 text-lg font-extrabold text-slate-800">{brand.name}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
