/**
 * The Categories tab of the dashboard: Add Category, Refresh Categories, and the three-level tree with
 * Add Sub on mother and sub categories. Editing, deleting and seeding live on /admin/categories.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { buttonClass, TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { toast } from '../../../lib/toast.ts';
import { categoryHierarchyQueryOptions } from '../api/admin-catalog.ts';
import { buildCategoryTree } from '../../../lib/category-tree.ts';
import { AdminLoadError } from './admin-ui.tsx';
import { CategoryFormDialog, type CategoryDialogMode } from './category-form-dialog.tsx';
import { CategoryTreeList } from './category-tree-list.tsx';

export function AdminCategoriesTab() {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const hierarchy = useQuery(categoryHierarchyQueryOptions());
  const [dialog, setDialog] = useState<CategoryDialogMode>(null);
  const tree = useMemo(() => buildCategoryTree(hierarchy.data ?? []), [hierarchy.data]);

  const refresh = async () => {
    const result = await hierarchy.refetch();
    if (result.isSuccess) toast({ title: t('adminCategory.refreshed'), variant: 'success' });
  };

  return (
    <section aria-labelledby="admin-categories" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-categories" className="text-xl font-bold">
          {t('adminCategory.heading')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={hierarchy.isFetching}
            onClick={() => void refresh()}
          >
            {t('adminCategory.refresh')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setDialog({ kind: 'create' })}
          >
            {t('adminCategory.add')}
          </button>
        </div>
      </div>
      <Link to="/admin/categories" className={TEXT_LINK_CLASS}>
        {t('adminDash.manageCategories')}
      </Link>
      {hierarchy.isPending ? (
        <Spinner label={t('adminCategories.loading')} />
      ) : hierarchy.isError ? (
        <AdminLoadError onRetry={() => void hierarchy.refetch()} />
      ) : tree.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
          {t('adminCategories.emptyText')}
        </p>
      ) : (
        <CategoryTreeList
          nodes={tree}
          label={t('adminCategory.treeLabel')}
          actions={(category) =>
            category.level < 3 && (
              <button
                type="button"
                className={buttonClass('ghost')}
                aria-label={t('adminCategory.addSubTo', { name: localizedName(category, language) })}
                onClick={() => setDialog({ kind: 'create', parent: category })}
              >
                {t('adminCategory.addSub')}
              </button>
            )
          }
        />
      )}
      <CategoryFormDialog mode={dialog} onClose={() => setDialog(null)} variant="dashboard" />
    </section>
  );
}
