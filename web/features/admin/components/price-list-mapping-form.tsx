/**
 * The column mapping of an uploaded price list: the file's first lines, the layout (header row,
 * separators) and which column holds each field, prefilled from the remembered mapping or guessed
 * from the header names. Saving remembers it for the supplier and checks the file again.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { HEADER_ROW_MAX, type PriceListImport } from '#api/contract/admin-price-lists.ts';
import { CURRENCIES, type Currency } from '#api/contract/currency.ts';
import { SelectField, SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { supplierMappingQueryOptions, useMapAndCheck } from '../api/admin-price-lists.ts';
import {
  columnChoices,
  draftProblem,
  initialDraft,
  toMapping,
  type ColumnField,
  type MappingDraft,
} from '../price-list-mapping.ts';

interface Props {
  current: PriceListImport;
  onChecked: (value: PriceListImport) => void;
}

export function PriceListMappingForm({ current, onChecked }: Props) {
  const t = useT();
  const remembered = useQuery({
    ...supplierMappingQueryOptions(current.supplier.id),
    enabled: current.mapping === null,
  });
  if (current.mapping === null && remembered.isPending) return <Spinner label={t('common.loading')} />;
  const mapping = current.mapping ?? remembered.data?.mapping ?? null;
  return (
    <details
      open={current.status === 'needs_mapping'}
      className="rounded-xl border border-slate-200 bg-white p-4 [&_summary]:cursor-pointer"
    >
      <summary className="text-lg font-semibold">{t('adminPrices.mappingHeading')}</summary>
      <MappingFields
        key={current.report?.checkedAt ?? current.id}
        current={current}
        mapping={mapping}
        onChecked={onChecked}
      />
    </details>
  );
}

function MappingFields({ current, mapping, onChecked }: Props & { mapping: PriceListImport['mapping'] }) {
  const t = useT();
  const save = useMapAndCheck();
  const [draft, setDraft] = useState<MappingDraft>(() => initialDraft(mapping, current.columns));
  const [invalid, setInvalid] = useState<ColumnField | null>(null);
  const fromPreview = columnChoices(current.preview, draft.headerRow);
  const columns = fromPreview.length > 0 ? fromPreview : current.columns;
  const set = <K extends keyof MappingDraft>(key: K, value: MappingDraft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = draftProblem(draft);
    setInvalid(problem?.field ?? null);
    if (problem) {
      toast({ title: t(problem.message), variant: 'error' });
      const control = problem.field ? event.currentTarget.elements.namedItem(problem.field) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    save.mutate(
      { supplierId: current.supplier.id, importId: current.id, mapping: toMapping(draft) },
      {
        onSuccess: (checked) => onChecked(checked),
        onError: (error) =>
          notifyFailure(t, error, {
            title: 'adminPrices.checkFailed',
            fallback: 'app.somethingWrong',
            serverMessage: 'always',
          }),
      },
    );
  };

  const columnSelect = (field: ColumnField, required: boolean) => (
    <ColumnSelect
      field={field}
      label={t(`adminPrices.field.${field}`)}
      required={required}
      value={draft[field]}
      columns={columns}
      numbered={draft.headerRow === 0}
      invalid={invalid === field}
      onChange={(value) => set(field, value)}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-5">
      <p className="text-sm text-slate-600">
        {t('adminPrices.mappingIntro', { supplier: current.supplier.name })}
      </p>
      <Preview rows={current.preview} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          name="headerRow"
          label={t('adminPrices.headerRow')}
          hint={t('adminPrices.headerRowHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={HEADER_ROW_MAX}
          value={draft.headerRow}
          onChange={(event) => {
            const value = Number(event.currentTarget.value);
            if (Number.isInteger(value) && value >= 0 && value <= HEADER_ROW_MAX) set('headerRow', value);
          }}
        />
        <SelectField
          name="delimiter"
          label={t('adminPrices.delimiter')}
          value={draft.delimiter}
          onChange={(event) => set('delimiter', event.currentTarget.value as MappingDraft['delimiter'])}
        >
          <option value="">{t('adminPrices.delimiterAuto')}</option>
          <option value=",">{t('adminPrices.delimiterComma')}</option>
          <option value=";">{t('adminPrices.delimiterSemicolon')}</option>
          <option value={'\t'}>{t('adminPrices.delimiterTab')}</option>
        </SelectField>
        <SelectField
          name="decimalSeparator"
          label={t('adminPrices.decimal')}
          value={draft.decimalSeparator}
          onChange={(event) =>
            set('decimalSeparator', event.currentTarget.value as MappingDraft['decimalSeparator'])
          }
        >
          <option value="">{t('adminPrices.decimalAuto')}</option>
          <option value=".">{t('adminPrices.decimalPoint')}</option>
          <option value=",">{t('adminPrices.decimalComma')}</option>
        </SelectField>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {columnSelect('partNumber', true)}
        {columnSelect('brand', true)}
        {columnSelect('price', true)}
        {columnSelect('stock', true)}
        {columnSelect('ean', false)}
        {columnSelect('name', false)}
      </div>
      <CurrencyChoice draft={draft} set={set}>
        {draft.currencySource === 'column' ? columnSelect('currencyColumn', true) : null}
      </CurrencyChoice>
      <SubmitButton
        className="self-start"
        pending={save.isPending}
        label={t('adminPrices.saveAndCheck')}
        pendingLabel={t('adminPrices.checking')}
      />
    </form>
  );
}

function ColumnSelect({
  field,
  label,
  required,
  value,
  columns,
  numbered,
  invalid,
  onChange,
}: {
  field: ColumnField;
  label: string;
  required: boolean;
  value: string;
  columns: string[];
  numbered: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const t = useT();
  // A remembered column this file lacks stays visible, so the choice is the admin's to change.
  const options = value && !columns.includes(value) ? [...columns, value] : columns;
  return (
    <SelectField
      name={field}
      label={label}
      required={required}
      invalid={invalid}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      <option value="">{required ? t('adminPrices.columnChoose') : t('adminPrices.columnNone')}</option>
      {options.map((column) => (
        <option key={column} value={column}>
          {numbered ? t('adminPrices.columnNumber', { number: column }) : column}
        </option>
      ))}
    </SelectField>
  );
}

function CurrencyChoice({
  draft,
  set,
  children,
}: {
  draft: MappingDraft;
  set: <K extends keyof MappingDraft>(key: K, value: MappingDraft[K]) => void;
  children: ReactNode;
}) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">{t('adminPrices.currencySource')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(['fixed', 'column'] as const).map((source) => (
          <label key={source} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={source}
              className="size-5 accent-orange-600"
              checked={draft.currencySource === source}
              onChange={() => set('currencySource', source)}
            />
            {source === 'fixed' ? t('adminPrices.currencyFixed') : t('adminPrices.currencyFromColumn')}
          </label>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {draft.currencySource === 'fixed' ? (
          <SelectField
            name="currency"
            label={t('adminPrices.fixedCurrency')}
            value={draft.currency}
            onChange={(event) => set('currency', event.currentTarget.value as Currency)}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
        ) : (
          children
        )}
      </div>
    </fieldset>
  );
}

function Preview({ rows }: { rows: PriceListImport['preview'] }) {
  const t = useT();
  if (rows.length === 0) return null;
  const width = Math.max(...rows.map((row) => row.cells.length));
  return (
    <ScrollRegion label={t('adminPrices.preview')} className="rounded-lg border border-slate-200">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{t('adminPrices.preview')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('adminPrices.previewLine')}
            </th>
            {Array.from({ length: width }, (_, i) => (
              <th key={i} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {t('adminPrices.columnNumber', { number: i + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 font-normal text-slate-500 tabular-nums">
                {row.line}
              </th>
              {Array.from({ length: width }, (_, i) => (
                <td key={i} className="max-w-48 truncate px-3 py-2 whitespace-nowrap">
                  {row.cells[i] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
