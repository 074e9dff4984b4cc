/**
 * Home / the category path (each level linking to its category page) / the product, which is the
 * current page and not a link. Without a path, the product's single category stands in for it.
 */
import { Link } from '@tanstack/react-router';
import type { Category, Product } from '#api/contract/catalog.ts';
import { localizedName, useT } from '../../../../lib/i18n.ts';
import { reportPageHead } from '../../../../lib/page-head.ts';
import { usePreferences } from '../../../../lib/preferences.ts';

interface Crumb {
  label: string;
  href: string;
}

/** Category pages live at /{mother}, /{mother}/{sub}, /{mother}/{sub}/{subSub}. */
function categoryCrumbs(path: Category[], single: Product['category'], language: 'en' | 'pl'): Crumb[] {
  if (path.length > 0) {
    const slugs: string[] = [];
    return path.map((category) => {
      slugs.push(category.slug);
      return { label: localizedName(category, language), href: `/${slugs.join('/')}` };
    });
  }
  return single ? [{ label: localizedName(single, language), href: `/category/${single.slug}` }] : [];
}

export function ProductBreadcrumb({
  categoryPath,
  category,
  productName,
}: {
  categoryPath: Category[];
  category: Product['category'];
  productName: string;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const crumbs: Crumb[] = [
    { label: t('product.home'), href: '/' },
    ...categoryCrumbs(categoryPath, category, language),
  ];
  reportPageHead({ breadcrumb: crumbs.map((crumb) => ({ name: crumb.label, path: crumb.href })) });
  return (
    <nav aria-label={t('product.breadcrumb')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-2">
            <Link
              to={crumb.href}
              className="text-slate-700 underline-offset-2 hover:text-orange-700 hover:underline"
            >
              {crumb.label}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="line-clamp-1 font-medium text-slate-900">
          {productName}
        </li>
      </ol>
    </nav>
  );
}
