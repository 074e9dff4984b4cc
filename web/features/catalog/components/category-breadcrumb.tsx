/** Home / Products / the category's ancestors; the last entry is the page itself, not a link. */
import { Link } from '@tanstack/react-router';
import type { Category } from '#api/contract/catalog.ts';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { reportPageHead } from '../../../lib/page-head.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { categoryHref } from './listing-search.ts';

const LINK = 'text-slate-700 underline-offset-2 hover:text-orange-700 hover:underline';

export function CategoryBreadcrumb({ path }: { path: readonly Category[] }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  reportPageHead({
    breadcrumb: [
      { name: t('category.home'), path: '/' },
      { name: t('category.products'), path: '/products' },
      ...path.map((category, index) => ({
        name: localizedName(category, language),
        path: categoryHref(path.slice(0, index + 1).map((ancestor) => ancestor.slug)),
      })),
    ],
  });
  const separator = (
    <span aria-hidden="true" className="px-1.5 text-slate-400">
      /
    </span>
  );
  return (
    <nav aria-label={t('category.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center">
        <li>
          <Link to="/" className={LINK}>
            {t('category.home')}
          </Link>
          {separator}
        </li>
        <li>
          <Link to="/products" className={LINK}>
            {t('category.products')}
          </Link>
          {separator}
        </li>
        {path.map((category, index) => {
          const name = localizedName(category, language);
          if (index === path.length - 1) {
            return (
              <li key={category.id} aria-current="page" className="font-semibold text-slate-900">
                {name}
              </li>
            );
          }
          const href = categoryHref(path.slice(0, index + 1).map((ancestor) => ancestor.slug));
          return (
            <li key={category.id}>
              {/* Exact: the router would otherwise mark every ancestor of this page aria-current. */}
              <Link to={href} activeOptions={{ exact: true }} className={LINK}>
                {name}
              </Link>
              {separator}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
