/**
 * Confirms a category's soft delete. An empty category is simply confirmed; one with active
 * subcategories or products asks what should happen to them (move them to another category of the
 * same level, or hide them too) rather than leaving them orphaned.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Category } from '#api/contract/catalog.ts';
import { ConfirmActions } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { toast } from '../../../lib/toast.ts';
import {
  categoryContentsQueryOptions,
  categoryHierarchyQueryOptions,
  useDeleteCategory,
} from '../api/admin-catalog.ts';
import { AdminLoadError } from './admin-ui.tsx';

export function CategoryDeleteDialog({
  category,
  onClose,
}: {
  category: Category | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      role="alertdialog"
      open={category !== null}
      onClose={onClose}
      title={t('adminCategory.deleteTitle')}
    >
      {category && <DeleteCategory category={category} onDone={onClose} />}
    </Dialog>
  );
}

function DeleteCategory({ category, onDone }: { category: Category; onDone: () => void }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const contents = useQuery(categoryContentsQueryOptions(category.id));
  const hierarchy = useQuery(categoryHierarchyQueryOptions());
  const remove = useDeleteCategory();
  const [choice, setChoice] = useState<'move' | 'cascade'>('move');
  const [moveTo, setMoveTo] = useState('');
  const [moveToMissing, setMoveToMissing] = useState(false);
  const name = localizedName(category, language);

  if (contents.isPending) return <Spinner label={t('adminCategory.checkingContents')} />;
  if (contents.isError) return <AdminLoadError onRetry={() => void contents.refetch()} />;

  const { activeChildren, activeProducts } = contents.data;
  const holdsSomething = activeChildren > 0 || activeProducts > 0;
  const targets = (hierarchy.data ?? []).filter(
    (other) => other.isActive && other.level === category.level && other.id !== category.id,
  );
  const canMove = targets.length > 0;
  const mode = canMove ? choice : 'cascade';

  const confirm = () => {
    if (holdsSomething && mode === 'move' && moveTo === '') {
      setMoveToMissing(true);
      toast({ title: t('adminCategory.moveToRequired'), variant: 'error' });
      document.querySelector<HTMLSelectElement>('select[name="moveTo"]')?.focus();
      return;
    }
    const query = !holdsSomething
      ? {}
      : mode === 'move'
        ? { contents: 'move' as const, moveTo: Number(moveTo) }
        : { contents: 'cascade' as const };
    remove.mutate(
      { id: category.id, query },
      {
        onSuccess: () => {
          toast({ title: t('adminCategory.deleted'), variant: 'success' });
          onDone();
        },
        onError: (error) =>
          notifyFailure(t, error, { fallback: 'adminCategory.deleteFailed', serverMessage: 'always' }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {holdsSomething ? (
        <>
          <p className="text-slate-700">
            {t('adminCategory.contains', {
              name,
              children: t('adminCategory.subcategoryCount', { count: activeChildren }),
              products: t('adminCategory.productCount', { count: activeProducts }),
            })}
          </p>
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">{t('adminCategory.deleteTitle')}</legend>
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="contents"
                value="move"
                checked={mode === 'move'}
                disabled={!canMove}
                onChange={() => setChoice('move')}
                className="mt-1 size-4 accent-orange-600"
              />
              <span>{t('adminCategory.choiceMove')}</span>
            </label>
            {mode === 'move' && (
              <div className="pl-6">
                <SelectField
                  name="moveTo"
                  label={t('adminCategory.moveTo')}
                  value={moveTo}
                  onChange={(event) => {
                    setMoveTo(event.target.value);
                    setMoveToMissing(false);
                  }}
                  invalid={moveToMissing}
                >
                  <option value="">{t('adminCategory.chooseMoveTo')}</option>
                  {targets.map((target) => (
                    <option key={target.id} value={target.id}>
                      {localizedName(target, language)}
                    </option>
                  ))}
                </SelectField>
              </div>
            )}
            {!canMove && <p className="pl-6 text-sm text-slate-600">{t('adminCategory.noMoveTarget')}</p>}
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="contents"
                value="cascade"
                checked={mode === 'cascade'}
                onChange={() => setChoice('cascade')}
                className="mt-1 size-4 accent-orange-600"
              />
              <span>{t('adminCategory.choiceCascade')}</span>
            </label>
          </fieldset>
        </>
      ) : (
        <p className="text-slate-700">{t('adminCategory.deleteText', { name })}</p>
      )}
      <ConfirmActions
        confirmLabel={t('adminCategory.deleteConfirm')}
        pendingLabel={t('adminCategory.deleting')}
        pending={remove.isPending}
        onConfirm={confirm}
        onCancel={onDone}
      />
    </div>
  );
}
