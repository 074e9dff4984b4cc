/** Country/language and currency pickers, used in the header bar and again in the mobile menu. */
import { useId } from 'react';
import { CURRENCIES, type Currency } from '#api/contract/currency.ts';
import { useT } from '../../../lib/i18n.ts';
import { COUNTRIES, usePreferences, type CountryCode } from '../../../lib/preferences.ts';

const CURRENCY_SYMBOLS: Record<Currency, string> = { EUR: '€', PLN: 'zł', GBP: '£' };

const SELECT =
  'rounded-md border border-slate-600 bg-slate-800 py-1.5 pr-8 pl-2 text-sm text-white hover:border-slate-400';

export function PreferenceSelects({
  showLabels = false,
  className = '',
}: {
  showLabels?: boolean;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  const { country, currency, setCountry, setCurrency } = usePreferences();
  const labelClass = showLabels ? 'text-sm font-medium text-slate-200' : 'sr-only';

  return (
    <div
      className={`flex gap-2 ${showLabels ? 'flex-col sm:flex-row sm:gap-4' : 'items-center'} ${className}`}
    >
      <div className={showLabels ? 'flex flex-col gap-1' : ''}>
        <label htmlFor={`${id}-country`} className={labelClass}>
          {t('prefs.country')}
        </label>
        <select
          id={`${id}-country`}
          value={country}
          onChange={(event) => setCountry(event.target.value as CountryCode)}
          className={SELECT}
        >
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.flag} ${t(`country.${c.code}`)} (${c.language.toUpperCase()})`}
            </option>
          ))}
        </select>
      </div>
      <div className={showLabels ? 'flex flex-col gap-1' : ''}>
        <label htmlFor={`${id}-currency`} className={labelClass}>
          {t('prefs.currency')}
        </label>
        <select
          id={`${id}-currency`}
          value={currency}
          onChange={(event) => setCurrency(event.target.value as Currency)}
          className={SELECT}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {`${code} (${CURRENCY_SYMBOLS[code]})`}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
