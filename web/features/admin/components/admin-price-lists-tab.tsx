/**
 * The Price lists tab: choose or add a supplier, upload its CSV price list, map the columns once
 * (prefilled from the header row and the remembered mapping), read the dry run (counts, examples,
 * malformed lines), then apply it. Nothing is written to the offers before Apply.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  PRICE_LIST_MAX_BYTES,
  SUPPLIER_NAME_MAX,
  supplierInputProblem,
  type PriceListImport,
  type Supplier,
} from '#api/contract/admin-price-lists.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { readForm, useFormProblem } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { toast } from '../../../lib/toast.ts';
import { formatAdminDateTime } from '../admin-orders.ts';
import {
  suppliersQueryOptions,
  useApplyPriceList,
  useCreateSupplier,
  useUploadPriceList,
} from '../api/admin-price-lists.ts';
import { AdminDialogForm } from './admin-dialog-form.tsx';
import { AdminLoadError } from './admin-ui.tsx';
import { PriceListMappingForm } from './price-list-mapping-form.tsx';
import { PriceListReportView, PriceListResultView } from './price-list-report.tsx';

export function AdminPriceListsTab() {
  const t = useT();
  const suppliers = useQuery(suppliersQueryOptions());
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const [current, setCurrent] = useState<PriceListImport | null>(null);
  const [adding, setAdding] = useState(false);
  const supplier = suppliers.data?.find((s) => s.id === supplierId) ?? null;

  return (
    <section aria-labelledby="admin-price-lists" className="flex flex-col gap-6">
      <div>
        <h2 id="admin-price-lists" className="text-xl font-bold">
          {t('adminPrices.heading')}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-600">{t('adminPrices.intro')}</p>
      </div>
      {suppliers.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : suppliers.isError ? (
        <AdminLoadError onRetry={() => void suppliers.refetch()} />
      ) : (
        <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <SupplierSelect
            suppliers={suppliers.data}
            value={supplierId}
            onChange={(id) => {
              setSupplierId(id);
              setCurrent(null);
            }}
          />
          <button type="button" className={buttonClass('secondary')} onClick={() => setAdding(true)}>
            {t('adminPrices.addSupplier')}
          </button>
        </div>
      )}
      {supplier && (
        <UploadForm key={supplier.id} supplier={supplier} onUploaded={(uploaded) => setCurrent(uploaded)} />
      )}
      {supplier && current && current.supplier.id === supplier.id && (
        <ImportView key={current.id} current={current} onChange={setCurrent} />
      )}
      <Dialog open={adding} onClose={() => setAdding(false)} title={t('adminPrices.addSupplierTitle')}>
        <SupplierForm
          onDone={(created) => {
            setAdding(false);
            setSupplierId(created.id);
            setCurrent(null);
          }}
        />
      </Dialog>
    </section>
  );
}

function SupplierSelect({
  suppliers,
  value,
  onChange,
}: {
  suppliers: Supplier[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const t = useT();
  if (suppliers.length === 0) return <p className="text-slate-600">{t('adminPrices.noSuppliers')}</p>;
  return (
    <SelectField
      label={t('adminPrices.supplier')}
      className="min-w-64 flex-1"
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
    >
      <option value="">{t('adminPrices.chooseSupplier')}</option>
      {suppliers.map((s) => (
        <option key={s.id} value={s.id}>
          {`${s.name} (${s.country})`}
        </option>
      ))}
    </SelectField>
  );
}

const SUPPLIER_FIELDS = ['name', 'country'] as const;

function SupplierForm({ onDone }: { onDone: (supplier: Supplier) => void }) {
  const t = useT();
  const create = useCreateSupplier();
  const problems = useFormProblem<(typeof SUPPLIER_FIELDS)[number]>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form, SUPPLIER_FIELDS);
    const problem = supplierInputProblem(values);
    if (problem) {
      return problems.report(
        {
          message: `form.${problem}`,
          field: problem === 'supplier_country_invalid' ? 'country' : 'name',
        },
        form,
      );
    }
    problems.clear();
    create.mutate(values, {
      onSuccess: (supplier) => {
        toast({ title: t('adminPrices.supplierCreated', { name: supplier.name }), variant: 'success' });
        onDone(supplier);
      },
      onError: (error) =>
        notifyFailure(t, error, {
          title: 'adminPrices.createSupplierFailed',
          fallback: 'app.somethingWrong',
        }),
    });
  };

  return (
    <AdminDialogForm
      onSubmit={onSubmit}
      pending={create.isPending}
      submitLabel={t('adminPrices.createSupplier')}
    >
      <TextField
        name="name"
        label={t('adminPrices.supplierName')}
        required
        maxLength={SUPPLIER_NAME_MAX}
        invalid={problems.isInvalid('name')}
        data-autofocus
      />
      <TextField
        name="country"
        label={t('adminPrices.supplierCountry')}
        hint={t('adminPrices.supplierCountryHint')}
        required
        maxLength={2}
        autoCapitalize="characters"
        invalid={problems.isInvalid('country')}
      />
    </AdminDialogForm>
  );
}

function UploadForm({
  supplier,
  onUploaded,
}: {
  supplier: Supplier;
  onUploaded: (value: PriceListImport) => void;
}) {
  const t = useT();
  const inputId = useId();
  const upload = useUploadPriceList();
  const [invalid, setInvalid] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('file');
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    const problem = !file
      ? 'adminPrices.fileRequired'
      : file.size > PRICE_LIST_MAX_BYTES
        ? 'adminPrices.fileTooLarge'
        : null;
    setInvalid(problem !== null);
    if (problem || !file) {
      toast({ title: t(problem ?? 'adminPrices.fileRequired'), variant: 'error' });
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    upload.mutate(
      { supplierId: supplier.id, file },
      {
        onSuccess: (uploaded) => onUploaded(uploaded),
        onError: (error) =>
          notifyFailure(t, error, {
            title: 'adminPrices.uploadFailed',
            fallback: 'app.somethingWrong',
            serverMessage: 'always',
          }),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${inputId}-heading`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id={`${inputId}-heading`} className="text-lg font-semibold">
        {t('adminPrices.uploadHeading', { supplier: supplier.name })}
      </h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {t('adminPrices.file')}
        </label>
        <input
          id={inputId}
          name="file"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-describedby={`${inputId}-hint`}
          aria-invalid={invalid || undefined}
          className="text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
          onChange={() => setInvalid(false)}
        />
        <p id={`${inputId}-hint`} className="text-xs text-slate-600">
          {t('adminPrices.fileHint')}
        </p>
      </div>
      <SubmitButton
        className="self-start"
        pending={upload.isPending}
        label={t('adminPrices.upload')}
        pendingLabel={t('adminPrices.uploading')}
      />
    </form>
  );
}

const STATUS_CLASS: Record<PriceListImport['status'], string> = {
  needs_mapping: 'bg-amber-100 text-amber-900',
  ready: 'bg-green-100 text-green-800',
  malformed: 'bg-red-100 text-red-800',
  applied: 'bg-blue-100 text-blue-900',
  superseded: 'bg-slate-200 text-slate-700',
};

function ImportView({
  current,
  onChange,
}: {
  current: PriceListImport;
  onChange: (value: PriceListImport) => void;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const open =
    current.status === 'needs_mapping' || current.status === 'ready' || current.status === 'malformed';
  return (
    <article aria-labelledby="price-list-file" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="price-list-file" className="text-lg font-semibold break-all">
          {current.fileName}
        </h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[current.status]}`}>
          {t(`adminPrices.status.${current.status}`)}
        </span>
        <span className="text-sm text-slate-600">
          {t('adminPrices.uploadedAt', {
            date: formatAdminDateTime(current.createdAt, language),
            size: `${(current.fileBytes / 1024).toLocaleString(language, { maximumFractionDigits: 1 })} KB`,
          })}
        </span>
      </div>
      {current.problem && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {current.problem.message}
        </p>
      )}
      {open && <PriceListMappingForm current={current} onChecked={onChange} />}
      {current.report && <PriceListReportView report={current.report} />}
      {current.status === 'ready' && <ApplyButton current={current} onApplied={onChange} />}
      {current.result && <PriceListResultView result={current.result} />}
    </article>
  );
}

function ApplyButton({
  current,
  onApplied,
}: {
  current: PriceListImport;
  onApplied: (value: PriceListImport) => void;
}) {
  const t = useT();
  const apply = useApplyPriceList();
  const [confirming, setConfirming] = useState(false);
  const onConfirm = () =>
    apply.mutate(current.id, {
      onSuccess: (applied) => {
        setConfirming(false);
        toast({ title: t('adminPrices.applied'), variant: 'success' });
        onApplied(applied);
      },
      onError: (error) => {
        setConfirming(false);
        notifyFailure(t, error, {
          title: 'adminPrices.applyFailed',
          fallback: 'app.somethingWrong',
          serverMessage: 'always',
        });
      },
    });
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-700">{t('adminPrices.unlistedNote')}</p>
      <button
        type="button"
        className={`${buttonClass('primary', 'lg')} self-start`}
        disabled={apply.isPending}
        onClick={() => setConfirming(true)}
      >
        {apply.isPending ? t('adminPrices.applying') : t('adminPrices.apply')}
      </button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        title={t('adminPrices.applyConfirmTitle')}
        description={t('adminPrices.applyConfirmText', { supplier: current.supplier.name })}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClass('secondary')} onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={apply.isPending}
            onClick={onConfirm}
          >
            {apply.isPending ? t('adminPrices.applying') : t('adminPrices.applyConfirm')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
