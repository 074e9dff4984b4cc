/** Offline only: how old the prices and stock on screen are ("Prices and stock as of 24 Nov, 14:32"). */
import { useT } from '../../lib/i18n.ts';
import { LOCALE_TAGS } from '../../lib/locale.ts';
import { useOnline } from '../../lib/network.ts';
import { usePreferences } from '../../lib/preferences.ts';

export function DataAsOf({ updatedAt, className = '' }: { updatedAt: number; className?: string }) {
  const t = useT();
  const online = useOnline();
  const language = usePreferences((state) => state.language);
  if (online || !updatedAt) return null;
  const time = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(updatedAt);
  return (
    <p className={`rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ${className}`}>
      {t('offline.lastUpdated', { time })}
    </p>
  );
}
