/** Header search: submitting goes to /products?search=<trimmed text>; blank text does nothing. */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import { ProductListQuery } from '#api/contract/catalog.ts';
import { maxLengthOf } from '#api/contract/define-route.ts';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useT } from '../../../lib/i18n.ts';

export function SearchForm({ className = '' }: { className?: string }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  // Shows the search being browsed; the key below resets the field when the URL's search changes.
  const current = useSearch({ strict: false }).search;
  const currentText = typeof current === 'string' ? current : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    if (!text) return;
    void navigate({ to: '/products', search: { search: text } });
  };

  return (
    <form role="search" onSubmit={onSubmit} className={`flex ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        key={currentText}
        id={id}
        name="search"
        type="search"
        defaultValue={currentText}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={maxLengthOf(ProductListQuery, 'search')}
        className="min-w-0 flex-1 rounded-l-lg border-0 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 sm:text-sm"
      />
      {/* Icon-only on phones: the tooltip names it for sighted pointer and keyboard users. */}
      <Tooltip content={t('search.submit')} side="bottom">
        <button
          type="submit"
          className="flex items-center gap-2 rounded-r-lg bg-orange-500 px-4 font-semibold text-slate-950 hover:bg-orange-400"
        >
          <SearchIcon />
          <span className="sr-only sm:not-sr-only sm:text-sm">{t('search.submit')}</span>
        </button>
      </Tooltip>
    </form>
  );
}
