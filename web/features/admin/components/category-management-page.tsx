/**
 * /admin/categories: Create Category and Seed Categories, counts (Total, Mother, Sub,
 * SubSub), the hierarchy with slugs, level badges, edit and delete (confirmed), and an empty state that
 * prompts to seed. Non-admins are sent to the admin login after 2 s.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { Category } from '#api/contract/catalog.ts';
import { buttonClass, TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { categoryHierarchyQueryOptions, useSeedCategories, useUpdateCategory } from '../api/admin-catalog.ts';
import { buildCategoryTree, countByLevel } from '../../../lib/category-tree.ts';
import { AdminGate } from './admin-gate.tsx';
import { CountTile, AdminLoadError } from './admin-ui.tsx';
import { CategoryDeleteDialog } from './category-delete-dialog.tsx';
import { CategoryFormDialog, type CategoryDialogMode } from './category-form-dialog.tsx';
import { CategoryTreeList, LevelBadge } from './category-tree-list.tsx';

export function CategoryManagementPage() {
  return (
    <AdminGate variant="categories">
      <CategoryManagement />
    </AdminGate>
  );
}

function CategoryManagement() {
  const t = useT();
  const language = usePreferences((state) => state.language);
  useDocumentTitle(t('adminCategories.documentTitle', { shop: SHOP_NAME }));
  const hierarchy = useQuery(categoryHierarchyQueryOptions());
  const seed = useSeedCategories();
  const [dialog, setDialog] = useState<CategoryDialogMode>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const tree = useMemo(() => buildCategoryTree(hierarchy.data ?? []), [hierarchy.data]);
  const counts = useMemo(() => countByLevel(hierarchy.data ?? []), [hierarchy.data]);
  const deleted = useMemo(
    () => (hierarchy.data ?? []).filter((category) => !category.isActive),
    [hierarchy.data],
  );

  const onSeed = () =>
    seed.mutate(undefined, {
      onSuccess: ({ created }) =>
        toast({
          title: created > 0 ? t('adminCategories.seeded') : t('adminCategories.seededNothing'),
          variant: 'success',
        }),
      onError: (error) => notifyFailure(t, error, { fallback: 'adminCategories.seedFailed' }),
    });

  const seedButton = (variant: 'primary' | 'secondary') => (
    <button type="button" className={buttonClass(variant)} disabled={seed.isPending} onClick={onSeed}>
      {seed.isPending ? t('adminCategories.seeding') : t('adminCategories.seed')}
    </button>
  );

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <Link to="/admin" search={{ tab: 'categories' }} className={`${TEXT_LINK_CLASS} text-sm`}>
        {t('adminCategories.backToDashboard')}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('adminCategories.title')}</h1>
          <p className="mt-1 max-w-2xl text-slate-600">{t('adminCategories.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {seedButton('secondary')}
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setDialog({ kind: 'create' })}
          >
            {t('adminCategory.create')}
          </button>
        </div>
      </header>

      {hierarchy.isPending ? (
        <Spinner label={t('adminCategories.loading')} />
      ) : hierarchy.isError ? (
        <AdminLoadError onRetry={() => void hierarchy.refetch()} />
      ) : (
        <>
          <dl aria-label={t('adminCategories.countsLabel')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <CountTile label={t('adminCategories.total')} value={counts.total} />
            <CountTile label={t('adminCategories.mother')} value={counts.mother} />
            <CountTile label={t('adminCategories.sub')} value={counts.sub} />
            <CountTile label={t('adminCategories.subSub')} value={counts.subSub} />
          </dl>
          {tree.length === 0 ? (
            <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
              <h2 className="text-lg font-bold">{t('adminCategories.emptyTitle')}</h2>
              <p className="text-slate-600">{t('adminCategories.emptyText')}</p>
              {seedButton('primary')}
            </section>
          ) : (
            <CategoryTreeList
              nodes={tree}
              label={t('adminCategory.treeLabel')}
              actions={(category) => {
                const name = localizedName(category, language);
                return (
                  <>
                    <button
                      type="button"
                      className={buttonClass('ghost')}
                      aria-label={t('adminCategory.editNamed', { name })}
                      onClick={() => setDialog({ kind: 'edit', category })}
                    >
                      {t('adminCategory.edit')}
                    </button>
                    <button
                      type="button"
                      className={`${buttonClass('ghost')} text-red-700`}
                      aria-label={t('adminCategory.deleteNamed', { name })}
                      onClick={() => setDeleting(category)}
                    >
                      {t('adminCategory.delete')}
                    </button>
                  </>
                );
              }}
            />
          )}
        </>
      )}
      {deleted.length > 0 && <DeletedCategories categories={deleted} />}
      <CategoryFormDialog mode={dialog} onClose={() => setDialog(null)} variant="management" />
      <CategoryDeleteDialog category={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** Soft-deleted categories, hidden from the shop, with a way back (their parent must be active). */
function DeletedCategories({ categories }: { categories: Category[] }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const update = useUpdateCategory();
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold">
        {t('adminCategories.deletedTitle', { count: categories.length })}
      </summary>
      <ul className="mt-3 divide-y divide-slate-200">
        {categories.map((category) => {
          const name = localizedName(category, language);
          return (
            <li key={category.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="font-medium">{name}</span>
              <span className="font-mono text-xs text-slate-600">{category.slug}</span>
              <LevelBadge level={category.level} />
              <button
                type="button"
                className={`${buttonClass('secondary')} ml-auto`}
                disabled={update.isPending}
                aria-label={t('adminCategories.restoreNamed', { name })}
                onClick={() =>
                  update.mutate(
                    { id: category.id, body: { isActive: true } },
                    {
                      onSuccess: () =>
                        toast({ title: t('adminCategories.restored', { name }), variant: 'success' }),
                      onError: (error) =>
                        notifyFailure(t, error, {
                          fallback: 'adminCategory.updateFailed',
                          serverMessage: 'always',
                        }),
                    },
                  )
                }
              >
                {t('adminCategories.restore')}
              </button>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
