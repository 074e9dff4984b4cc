/**
 * The three-level category tree as nested lists: each category's localized name (a link to its shop
 * page), its slug, a colour-coded level badge, and the caller's buttons. A mother category without
 * children says 'No subcategories yet'.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Category } from '#api/contract/catalog.ts';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import type { CategoryNode } from '../../../lib/category-tree.ts';

const BADGES = {
  1: { key: 'adminCategory.level1', className: 'bg-blue-100 text-blue-900' },
  2: { key: 'adminCategory.level2', className: 'bg-green-100 text-green-900' },
  3: { key: 'adminCategory.level3', className: 'bg-purple-100 text-purple-900' },
} as const;

export function LevelBadge({ level }: { level: number }) {
  const t = useT();
  const badge = BADGES[level === 2 ? 2 : level === 3 ? 3 : 1];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge.className}`}>
      {t(badge.key)}
    </span>
  );
}

interface Props {
  nodes: CategoryNode[];
  label: string;
  actions: (category: Category) => ReactNode;
}

export function CategoryTreeList({ nodes, label, actions }: Props) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {nodes.map((node) => (
        <TreeItem key={node.category.id} node={node} actions={actions} />
      ))}
    </ul>
  );
}

function TreeItem({ node, actions }: { node: CategoryNode; actions: Props['actions'] }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const { category, children } = node;
  const name = localizedName(category, language);
  const top = category.level === 1;
  return (
    <li className={top ? 'rounded-xl border border-slate-200 bg-white p-3' : ''}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to="/category/$categorySlug"
          params={{ categorySlug: category.slug }}
          className={`font-semibold text-slate-900 hover:text-orange-700 hover:underline ${top ? 'text-base' : 'text-sm'}`}
          aria-label={t('adminCategory.viewInShop', { name })}
        >
          {name}
        </Link>
        <span className="font-mono text-xs text-slate-600">{category.slug}</span>
        <LevelBadge level={category.level} />
        <div className="ml-auto flex flex-wrap gap-1">{actions(category)}</div>
      </div>
      {children.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-2 border-l-2 border-slate-200 pl-4">
          {children.map((child) => (
            <TreeItem key={child.category.id} node={child} actions={actions} />
          ))}
        </ul>
      ) : (
        top && <p className="mt-2 pl-4 text-sm text-slate-500">{t('adminCategory.noChildren')}</p>
      )}
    </li>
  );
}
