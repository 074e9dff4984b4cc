/**
 * The product filters: Clear All, text search (applied after a pause, with a 'Searching...' hint),
 * category and brand selects, min and max price in the shopper's currency. The values come from the
 * URL and every change goes back to it through `onChange`.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ProductListQuery } from '#api/contract/catalog.ts';
import { maxLengthOf } from '#api/contract/define-route.ts';
import { INPUT_CLASS, SelectField } from '../../../components/ui/form-field.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { brandsQueryOptions } from '../api/brands.ts';
import { categoriesQueryOptions } from '../api/categories.ts';
import type { ProductFilters } from '../api/products.ts';
import {
  categoryOptions,
  parsePriceInput,
  SEARCH_DEBOUNCE_MS,
  textAfterUrlChange,
} from './listing-search.ts';

export interface FilterPanelProps {
  values: ProductFilters;
  onChange: (patch: Partial<ProductFilters>) => void;
  onClearAll: () => void;
  /** The category select is left out on a category page (the page is the category). */
  showCategory?: boolean;
}

export function FilterPanel({ values, onChange, onClearAll, showCategory = true }: FilterPanelProps) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const currency = usePreferences((state) => state.currency);
  const brands = useQuery(brandsQueryOptions()).data ?? [];
  const categories = useQuery({ ...categoriesQueryOptions(), enabled: showCategory }).data ?? [];

  const toId = (value: string) => (value === '' ? undefined : Number(value));

  return (
    <div className="flex flex-col gap-4">
      <button type="button" onClick={onClearAll} className={`${buttonClass('secondary')} w-full`}>
        {t('products.clearAll')}
      </button>

      <SearchBox value={values.search ?? ''} onApply={(search) => onChange({ search })} />

      {showCategory && (
        <SelectField
          label={t('filters.category')}
          value={values.categoryId ?? ''}
          onChange={(event) => onChange({ categoryId: toId(event.target.value) })}
        >
          <option value="">{t('filters.allCategories')}</option>
          {categoryOptions(categories, language).map((option) => (
            <option key={option.id} value={option.id}>
              {/* Non-breaking spaces: a select's options cannot be styled with padding everywhere. */}
              {'\u00a0\u00a0\u00a0'.repeat(option.depth) + option.label}
            </option>
          ))}
        </SelectField>
      )}

      <SelectField
        label={t('filters.brand')}
        value={values.brandId ?? ''}
        onChange={(event) => onChange({ brandId: toId(event.target.value) })}
      >
        <option value="">{t('filters.allBrands')}</option>
        {brands.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </SelectField>

      <div className="grid grid-cols-2 gap-3">
        <PriceBox
          label={t('filters.priceMin', { currency })}
          value={values.priceMin}
          onApply={(priceMin) => onChange({ priceMin })}
        />
        <PriceBox
          label={t('filters.priceMax', { currency })}
          value={values.priceMax}
          onApply={(priceMax) => onChange({ priceMax })}
        />
      </div>
    </div>
  );
}

/**
 * A text box whose value reaches the URL after a 300 ms pause; `pending` while the typed text
 * differs from the URL's. A change of the URL from elsewhere (Clear All, the header search, history)
 * replaces the text; the box's own value coming back does not (the shopper may have typed on since).
 */
function useDebouncedInput<T>(
  value: T,
  parse: (text: string) => T,
  format: (value: T) => string,
  apply: (value: T) => void,
) {
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState(value);
  // The last value this box applied, until the URL has shown it (then any change is someone else's).
  const applied = useRef<{ value: T } | null>(null);
  if (!Object.is(seen, value)) {
    setSeen(value);
    const next = textAfterUrlChange({ text, value, applied: applied.current, parse, format });
    if (next !== text) setText(next);
  }
  useEffect(() => {
    applied.current = null;
  }, [value]);
  const latest = useRef({ parse, apply });
  useEffect(() => {
    latest.current = { parse, apply };
  });
  const parsed = parse(text);
  const pending = !Object.is(parsed, value);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      const next = latest.current.parse(text);
      applied.current = { value: next };
      latest.current.apply(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, pending]);
  return { text, setText, pending };
}

const trimmedOrUndefined = (text: string) => text.trim() || undefined;

function SearchBox({ value, onApply }: { value: string; onApply: (search: string | undefined) => void }) {
  const t = useT();
  const id = useId();
  const { text, setText, pending } = useDebouncedInput<string | undefined>(
    value || undefined,
    trimmedOrUndefined,
    (current) => current ?? '',
    onApply,
  );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('filters.search')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('filters.searchPlaceholder')}
        maxLength={maxLengthOf(ProductListQuery, 'search')}
        aria-describedby={`${id}-status`}
        className={INPUT_CLASS}
      />
      <p id={`${id}-status`} role="status" className="min-h-5 text-xs text-slate-600">
        {pending ? t('filters.searching') : ''}
      </p>
    </div>
  );
}

function PriceBox({
  label,
  value,
  onApply,
}: {
  label: string;
  value: number | undefined;
  onApply: (price: number | undefined) => void;
}) {
  const id = useId();
  const { text, setText } = useDebouncedInput(
    value,
    parsePriceInput,
    (current) => (current === undefined ? '' : String(current)),
    onApply,
  );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={INPUT_CLASS}
      />
    </div>
  );
}
