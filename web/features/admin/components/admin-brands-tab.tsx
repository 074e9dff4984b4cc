/**
 * The Brands tab: a card grid (logo, name, OEM badge, website) with a real logo upload per brand and
 * an Add Brand dialog. The upload sends the file itself; the server checks its content, resizes it
 * and stores it, so the type and size checks here only spare a pointless upload.
 */
import { BRAND_NAME_MAX } from '#api/contract/admin-form-rules.ts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '#api/contract/admin-catalog.ts';
import type { Brand } from '#api/contract/catalog.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CheckboxField, TextField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { readForm, useFormProblem } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { adminBrandsQueryOptions, useCreateBrand, useUploadBrandLogo } from '../api/admin-catalog.ts';
import { BRAND_FIELDS, toBrandBody, validateBrandForm, type BrandField } from '../forms.ts';
import { AdminDialogForm } from './admin-dialog-form.tsx';
import { AdminLoadError } from './admin-ui.tsx';

export function AdminBrandsTab() {
  const t = useT();
  const brands = useQuery(adminBrandsQueryOptions());
  const [adding, setAdding] = useState(false);

  return (
    <section aria-labelledby="admin-brands" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-brands" className="text-xl font-bold">
          {t('adminBrand.heading')}
        </h2>
        <button type="button" className={buttonClass('primary')} onClick={() => setAdding(true)}>
          {t('adminBrand.add')}
        </button>
      </div>
      {brands.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : brands.isError ? (
        <AdminLoadError onRetry={() => void brands.refetch()} />
      ) : brands.data.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
          {t('adminBrand.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {brands.data.map((brand) => (
            <BrandCard key={brand.id} brand={brand} />
          ))}
        </ul>
      )}
      <Dialog open={adding} onClose={() => setAdding(false)} title={t('adminBrand.addTitle')}>
        <BrandForm onDone={() => setAdding(false)} />
      </Dialog>
    </section>
  );
}

function BrandCard({ brand }: { brand: Brand }) {
  const t = useT();
  const inputId = useId();
  const upload = useUploadBrandLogo();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again must fire change again.
    input.value = '';
    if (!file) return;
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      toast({ title: t('adminBrand.logoWrongType'), variant: 'error' });
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      toast({ title: t('adminBrand.logoTooLarge'), variant: 'error' });
      return;
    }
    upload.mutate(
      { brandId: brand.id, file },
      {
        onSuccess: ({ brand: updated }) =>
          toast({ title: t('adminBrand.logoUpdated', { brand: updated.name }), variant: 'success' }),
        onError: (error) =>
          notifyFailure(t, error, { fallback: 'adminBrand.logoFailed', serverMessage: 'always' }),
      },
    );
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center gap-3">
        <div className="flex h-14 w-24 shrink-0 items-center justify-center rounded-lg border border-slate-100 bg-slate-50">
          {brand.logo ? (
            <img
              src={brand.logo}
              alt={t('adminBrand.logoOf', { brand: brand.name })}
              className="max-h-12 max-w-20 object-contain"
              loading="lazy"
            />
          ) : (
            <span className="text-xs text-slate-500">{t('adminBrand.noLogo')}</span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{brand.name}</h3>
          {brand.isOem && (
            <abbr
              title={t('adminBrand.oemLong')}
              className="mt-1 inline-block rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900 no-underline"
            >
              {t('adminBrand.oem')}
            </abbr>
          )}
        </div>
      </div>
      {brand.website && (
        <a
          href={brand.website}
          target="_blank"
          rel="noopener noreferrer"
          className="truncate text-sm text-orange-700 hover:underline"
          aria-label={t('adminBrand.visitWebsite', { brand: brand.name })}
        >
          {brand.website}
        </a>
      )}
      <div>
        {/* The visible button is the label of a hidden file input: one control, keyboard-reachable. */}
        <input
          id={inputId}
          type="file"
          accept={LOGO_TYPES.join(',')}
          className="peer sr-only"
          onChange={onFile}
          disabled={upload.isPending}
          aria-describedby={`${inputId}-hint`}
          aria-label={t('adminBrand.uploadLogoFor', { brand: brand.name })}
        />
        <label
          htmlFor={inputId}
          className={`${buttonClass('secondary')} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-orange-500 peer-disabled:cursor-wait peer-disabled:opacity-60`}
        >
          {upload.isPending ? t('adminBrand.uploading') : t('adminBrand.uploadLogo')}
        </label>
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {t('adminBrand.logoHint')}
        </p>
      </div>
    </li>
  );
}

function BrandForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const create = useCreateBrand();
  const problems = useFormProblem<BrandField>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form, BRAND_FIELDS);
    const problem = validateBrandForm(values);
    if (problem) return problems.report(problem, form);
    problems.clear();
    create.mutate(toBrandBody(values), {
      onSuccess: () => {
        toast({ title: t('adminBrand.created'), variant: 'success' });
        onDone();
      },
      onError: (error) =>
        notifyFailure(t, error, { title: 'adminBrand.createFailed', fallback: 'app.somethingWrong' }),
    });
  };

  return (
    <AdminDialogForm onSubmit={onSubmit} pending={create.isPending} submitLabel={t('adminBrand.create')}>
      <TextField
        name="name"
        label={t('adminBrand.name')}
        required
        maxLength={BRAND_NAME_MAX}
        invalid={problems.isInvalid('name')}
        data-autofocus
      />
      <TextField
        name="website"
        label={t('adminBrand.website')}
        type="url"
        inputMode="url"
        placeholder="https://"
        invalid={problems.isInvalid('website')}
      />
      <CheckboxField name="isOem" label={t('adminBrand.isOem')} />
    </AdminDialogForm>
  );
}
