/**
 * The order list's filters: status and the date range apply as soon as they change; the search box
 * (an order number or an e-mail, or part of one) applies on its button or Enter, not per keystroke.
 */
import { useRef, useState, type FormEvent } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '#api/contract/orders.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { useT } from '../../../lib/i18n.ts';
import {
  clearOrderFilters,
  hasOrderFilters,
  ORDER_STATUS_BADGES,
  SEARCH_MAX,
  withFilter,
  type AdminOrdersFilters,
} from '../admin-orders.ts';

export function AdminOrderFilters({
  filters,
  onChange,
}: {
  filters: AdminOrdersFilters;
  onChange: (next: AdminOrdersFilters) => void;
}) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(filters.search ?? '');
  // The applied search can change from outside (Clear filters, the URL): the box follows it.
  const [applied, setApplied] = useState(filters.search);
  if (applied !== filters.search) {
    setApplied(filters.search);
    setDraft(filters.search ?? '');
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(withFilter(filters, 'search', draft.trim().slice(0, SEARCH_MAX)));
  };

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={t('adminOrders.filters')}
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-[repeat(3,minmax(0,11rem))_minmax(0,1fr)] md:items-end"
    >
      <SelectField
        name="status"
        label={t('adminOrders.filter.status')}
        value={filters.status ?? ''}
        onChange={(event) => onChange(withFilter(filters, 'status', event.target.value as OrderStatus | ''))}
        className="col-span-2 md:col-span-1"
      >
        <option value="">{t('adminOrders.filter.allStatuses')}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(ORDER_STATUS_BADGES[status].label)}
          </option>
        ))}
      </SelectField>
      <TextField
        type="date"
        label={t('adminOrders.filter.from')}
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(event) => onChange(withFilter(filters, 'from', event.target.value))}
      />
      <TextField
        type="date"
        label={t('adminOrders.filter.to')}
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(event) => onChange(withFilter(filters, 'to', event.target.value))}
      />
      <div className="col-span-2 flex flex-col gap-2 sm:flex-row sm:items-end md:col-span-1">
        <TextField
          type="search"
          name="search"
          label={t('adminOrders.filter.search')}
          value={draft}
          maxLength={SEARCH_MAX}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setDraft(event.target.value)}
          className="min-w-0 flex-1"
        />
        <button type="submit" className={buttonClass('primary')}>
          {t('adminOrders.filter.searchSubmit')}
        </button>
      </div>
      {hasOrderFilters(filters) && (
        <div className="col-span-2 md:col-span-4">
          <button
            type="button"
            onClick={() => {
              onChange(clearOrderFilters(filters));
              // The button goes away with the filters: keep focus in the form rather than lose it.
              const first = formRef.current?.elements.namedItem('status');
              if (first instanceof HTMLElement) first.focus();
            }}
            className={buttonClass('ghost')}
          >
            {t('adminOrders.filter.clear')}
          </button>
        </div>
      )}
    </form>
  );
}
