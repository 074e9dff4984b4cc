/** Links to the top-level categories at /{slug}, with their icons: the desktop bar and the mobile list. */
import { Link } from '@tanstack/react-router';
import type { Category } from '#api/contract/catalog.ts';
import { CategoryIcon } from '../../../components/ui/category-icon.tsx';
import { localizedName } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';

const LAYOUTS = {
  bar: {
    list: 'flex flex-wrap gap-x-1 py-1',
    link: 'flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-100 hover:bg-slate-700',
  },
  list: {
    list: 'grid grid-cols-1 gap-1 sm:grid-cols-2',
    link: 'flex items-center gap-3 rounded-md px-3 py-3 text-base text-slate-100 hover:bg-slate-800',
  },
};

/** A top-level category's page: /{slug}. */
export function categoryPath(slug: string): string {
  return `/${slug}`;
}

export function CategoryLinks({
  categories,
  layout,
}: {
  categories: Category[];
  layout: keyof typeof LAYOUTS;
}) {
  const language = usePreferences((state) => state.language);
  const classes = LAYOUTS[layout];
  return (
    <ul className={classes.list}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={categoryPath(category.slug)}
            className={classes.link}
            // Only the category's own page is the current page (its sub-pages are not).
            activeOptions={{ exact: true }}
            activeProps={{ 'aria-current': 'page', className: 'bg-slate-700' }}
          >
            <CategoryIcon slug={category.slug} className="size-5 shrink-0 text-orange-400" />
            {localizedName(category, language)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
