/** The 8 category tiles of the landing page, named by the server (localized), each linking to its top-level category page. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { CategoryIcon } from '../../../../components/ui/category-icon.tsx';
import { ArrowRightIcon } from '../../../../components/ui/icons.tsx';
import { localizedName, useT } from '../../../../lib/i18n.ts';
import { usePreferences } from '../../../../lib/preferences.ts';
import { motherCategoriesQueryOptions } from '../../api/categories.ts';
import { CATEGORY_TILES } from '../../landing-content.ts';

export function CategoryTiles() {
  const t = useT();
  const headingId = useId();
  const language = usePreferences((state) => state.language);
  const categories = useQuery(motherCategoriesQueryOptions());

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold">
          {t('home.categoriesTitle')}
        </h2>
        <Link to="/products" className={buttonClass('secondary')}>
          {t('home.viewAllCategories')}
          <ArrowRightIcon />
        </Link>
      </div>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="category-tiles">
        {CATEGORY_TILES.map((tile) => {
          const category = categories.data?.find((item) => item.slug === tile.slug);
          // Top-level category pages live at /{slug}; that route is the catch-all.
          const href: string = `/${tile.slug}`;
          return (
            <li key={tile.slug}>
              <Link
                to={href}
                className="flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:border-orange-400 hover:shadow-md focus-visible:outline-2 focus-visible:outline-orange-600"
              >
                <span className="flex size-14 items-center justify-center rounded-full bg-orange-50 text-orange-700">
                  <CategoryIcon slug={tile.slug} className="size-7" />
                </span>
                {/* The shop's own name for the tile until the server's arrives: the link always has a name. */}
                <span className="font-semibold text-slate-900">
                  {category ? localizedName(category, language) : t(tile.fallback)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
