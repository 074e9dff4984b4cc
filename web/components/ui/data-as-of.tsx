/** Offline only: how old the prices and stock on screen are ("Prices and stock as of 24 Nov, 14:32"). */
import { useT } from '../../lib/i18n.ts';
import { LOCALE_TAGS } from '../../lib/locale.ts';
import { useOnline } from '../../lib/network.ts';
import { usePreferences } from '../../lib/preferences.ts';

/** A moment shown as the date and time (medium date, short time) in the shop's language. */
export function useAsOfTime(updatedAt: number): string {
  const language = usePreferences((state) => state.language);
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
    updatedAt,
  );
}

export function DataAsOf({ updatedAt, className = '' }: { updatedAt: number; className?: string }) {
  const t = useT();
  const online = useOnline();
  const time = useAsOfTime(updatedAt);
  if (online || !updatedAt) return null;
  return (
    <p className={`rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ${className}`}>
      {t('offline.lastUpdated', { time })}
    </p>
  );
}
