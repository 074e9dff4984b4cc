/**
 * Create / edit category dialog. Level 1 has no parent; above it the parent
 * select offers only categories of the level above. An empty slug is generated from the name (shown
 * as the hint). The dashboard's form starts the sort order at 1 (minimum 1), the management screen's
 * at 0; both close after a successful save. A category with subcategories keeps its level and parent.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { CategoryInput, slugFromName } from '#api/contract/admin-catalog.ts';
import type { Category } from '#api/contract/catalog.ts';
import { maxLengthOf } from '#api/contract/define-route.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { readForm, useFormProblem } from '../../../lib/forms.ts';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { toast } from '../../../lib/toast.ts';
import { categoryHierarchyQueryOptions, useCreateCategory, useUpdateCategory } from '../api/admin-catalog.ts';
import { CATEGORY_FIELDS, toCategoryBody, validateCategoryForm, type CategoryField } from '../forms.ts';
import { AdminLoadError } from './admin-ui.tsx';

export type CategoryDialogMode =
  { kind: 'create'; parent?: Category } | { kind: 'edit'; category: Category } | null;

export type CategoryFormVariant = 'dashboard' | 'management';

const LEVEL_NAMES = {
  1: 'adminCategory.level1',
  2: 'adminCategory.level2',
  3: 'adminCategory.level3',
} as const;

interface Props {
  mode: CategoryDialogMode;
  onClose: () => void;
  variant: CategoryFormVariant;
}

export function CategoryFormDialog({ mode, onClose, variant }: Props) {
  const t = useT();
  const title =
    mode?.kind === 'edit'
      ? t('adminCategory.editTitle')
      : variant === 'dashboard'
        ? t('adminCategory.addTitle')
        : t('adminCategory.createTitle');
  return (
    <Dialog open={mode !== null} onClose={onClose} title={title}>
      {mode && <CategoryForm mode={mode} onDone={onClose} variant={variant} />}
    </Dialog>
  );
}

function CategoryForm({
  mode,
  onDone,
  variant,
}: {
  mode: NonNullable<CategoryDialogMode>;
  onDone: () => void;
  variant: CategoryFormVariant;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const hierarchy = useQuery(categoryHierarchyQueryOptions());
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const problems = useFormProblem<CategoryField>();
  const minSortOrder = variant === 'dashboard' ? 1 : 0;

  const editing = mode.kind === 'edit' ? mode.category : undefined;
  const presetParent = mode.kind === 'create' ? mode.parent : undefined;
  const [level, setLevel] = useState<number>(
    editing?.level ?? (presetParent ? Math.min(presetParent.level + 1, 3) : 1),
  );
  const [name, setName] = useState(editing?.name ?? '');

  const active = useMemo(
    () => (hierarchy.data ?? []).filter((category) => category.isActive),
    [hierarchy.data],
  );
  const hasChildren = editing !== undefined && active.some((category) => category.parentId === editing.id);
  const parents = active.filter((category) => category.level === level - 1);

  if (hierarchy.isPending) return <Spinner label={t('common.loading')} />;
  if (hierarchy.isError) return <AdminLoadError onRetry={() => void hierarchy.refetch()} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form, CATEGORY_FIELDS);
    // Disabled controls are not submitted: a category with children keeps its level and parent.
    if (editing && hasChildren) {
      values.level = String(editing.level);
      values.parentId = editing.parentId === null ? '' : String(editing.parentId);
    }
    const problem = validateCategoryForm(values, minSortOrder);
    if (problem) return problems.report(problem, form);
    problems.clear();
    const body = toCategoryBody(values, minSortOrder);
    // A taken slug comes back with the next free one: it is filled in, to save again or change.
    const offeredFreeSlug = (error: unknown) => {
      const answer = error instanceof ApiError ? error.body : undefined;
      if (answer?.error !== 'slug_taken' || !answer.suggestion) return false;
      const input = form.elements.namedItem('slug');
      if (input instanceof HTMLInputElement) {
        input.value = answer.suggestion;
        input.focus();
      }
      problems.markInvalid('slug');
      toast({ title: answer.message, description: t('adminCategory.slugSuggested'), variant: 'error' });
      return true;
    };
    if (editing) {
      update.mutate(
        { id: editing.id, body },
        {
          onSuccess: () => {
            toast({ title: t('adminCategory.updated'), variant: 'success' });
            onDone();
          },
          onError: (error) =>
            offeredFreeSlug(error) ||
            notifyFailure(t, error, { fallback: 'adminCategory.updateFailed', serverMessage: 'always' }),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: t('adminCategory.created'), variant: 'success' });
          onDone();
        },
        onError: (error) =>
          offeredFreeSlug(error) ||
          notifyFailure(t, error, {
            fallback:
              variant === 'dashboard' ? 'adminCategory.createFailedShort' : 'adminCategory.createFailed',
            serverMessage: 'always',
          }),
      });
    }
  };

  const generated = slugFromName(name);
  const invalid = problems.isInvalid;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="name"
        label={t('adminCategory.name')}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        invalid={invalid('name')}
        className="sm:col-span-2"
        data-autofocus
      />
      <TextField name="nameEn" label={t('adminCategory.nameEn')} defaultValue={editing?.nameEn ?? ''} />
      <TextField
        name="namePl"
        label={t('adminCategory.namePl')}
        defaultValue={editing?.namePl ?? ''}
        lang="pl"
      />
      <TextField
        name="slug"
        label={t('adminCategory.slug')}
        defaultValue={editing?.slug ?? ''}
        placeholder={generated}
        hint={generated ? t('adminCategory.slugHint', { slug: generated }) : t('adminCategory.slugHintEmpty')}
        invalid={invalid('slug')}
        autoCapitalize="none"
        spellCheck={false}
        className="sm:col-span-2"
      />
      <TextAreaField
        name="description"
        label={t('adminCategory.description')}
        maxLength={maxLengthOf(CategoryInput, 'description')}
        defaultValue={editing?.description ?? ''}
        className="sm:col-span-2"
      />
      <TextAreaField
        name="descriptionPl"
        label={t('adminCategory.descriptionPl')}
        maxLength={maxLengthOf(CategoryInput, 'descriptionPl')}
        defaultValue={editing?.descriptionPl ?? ''}
        hint={t('adminCategory.descriptionPlHint')}
        lang="pl"
        className="sm:col-span-2"
      />
      <SelectField
        name="level"
        label={t('adminCategory.level')}
        required
        value={level}
        disabled={hasChildren}
        onChange={(event) => setLevel(Number(event.target.value))}
        invalid={invalid('level')}
      >
        {([1, 2, 3] as const).map((value) => (
          <option key={value} value={value}>
            {t('adminCategory.levelOption', { level: value, name: t(LEVEL_NAMES[value]) })}
          </option>
        ))}
      </SelectField>
      <TextField
        name="sortOrder"
        label={t('adminCategory.sortOrder')}
        type="number"
        min={minSortOrder}
        step={1}
        inputMode="numeric"
        defaultValue={String(editing?.sortOrder ?? minSortOrder)}
        invalid={invalid('sortOrder')}
      />
      {level > 1 && (
        <SelectField
          // A new list of choices starts unselected (or on the preset parent when it fits).
          key={level}
          name="parentId"
          label={t('adminCategory.parent')}
          required
          disabled={hasChildren}
          defaultValue={
            editing?.parentId ?? (presetParent && presetParent.level === level - 1 ? presetParent.id : '')
          }
          invalid={invalid('parentId')}
          hint={parents.length === 0 ? t('adminCategory.noParents', { level: level - 1 }) : undefined}
          className="sm:col-span-2"
        >
          <option value="">{t('adminCategory.chooseParent')}</option>
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {localizedName(parent, language)}
            </option>
          ))}
        </SelectField>
      )}
      <SubmitButton
        pending={create.isPending || update.isPending}
        label={editing ? t('adminCategory.update') : t('adminCategory.create')}
        pendingLabel={t('common.saving')}
        className="sm:col-span-2"
      />
    </form>
  );
}
