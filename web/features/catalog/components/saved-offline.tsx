/**
 * The catalogue's part of "saved on this device" for a page never opened offline: the products
 * viewed last and the top-level categories the shop has shown (both read from this device only).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SAVED_LINK_CLASS } from '../../../components/ui/offline-unavailable.tsx';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { motherCategoriesQueryOptions } from '../api/categories.ts';
import { useRecentlyViewed } from '../recently-viewed.ts';

export function SavedCatalogue() {
  const t = useT();
  const language = usePreferences((state) => state.language);
  // Only what is already on this device: offline nothing else could arrive.
  const categories = useQuery({ ...motherCategoriesQueryOptions(), enabled: false }).data ?? [];
  const recent = useRecentlyViewed(0);
  return (
    <>
      {recent.length > 0 && (
        <>
          <p className="mt-3 font-semibold">{t('offline.savedRecent')}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {recent.map((product) => (
              <li key={product.id}>
                <Link to="/products/$id" params={{ id: String(product.id) }} className={SAVED_LINK_CLASS}>
                  {localizedName(product, language)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {categories.length > 0 && (
        <>
          <p className="mt-3 font-semibold">{t('offline.savedCategories')}</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to="/$motherSlug" params={{ motherSlug: category.slug }} className={SAVED_LINK_CLASS}>
                  {localizedName(category, language)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
