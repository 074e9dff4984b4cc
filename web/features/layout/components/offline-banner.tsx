/**
 * Says so when the browser is offline: the shop shows what it last loaded, and cart and wishlist
 * changes wait for the connection (with how many are waiting, when some are).
 */
import { useT } from '../../../lib/i18n.ts';
import { useOnline } from '../../../lib/network.ts';

export function OfflineBanner({ pendingChanges }: { pendingChanges: number }) {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <p className="mx-auto max-w-7xl">
        <strong className="font-semibold">{t('offline.banner')}</strong> {t('offline.bannerQueued')}
        {pendingChanges > 0 && <> {t('offline.pending', { count: pendingChanges })}.</>}
      </p>
    </div>
  );
}
