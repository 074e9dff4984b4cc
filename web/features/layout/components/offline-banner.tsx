/**
 * Says so when the browser is offline, or its connection gets no answer from the shop: the shop shows what it last loaded, and cart and wishlist
 * changes wait for the connection (with how many are waiting, when some are), and since when the
 * signed-in account shown (name, cart, wishlist) is the one kept on this device.
 */
import { useT } from '../../../lib/i18n.ts';
import { useAsOfTime } from '../../../components/ui/data-as-of.tsx';
import { useAccountSnapshotAge } from '../../../lib/account-snapshot.ts';
import { useConnectionState } from '../../../lib/network.ts';

export function OfflineBanner({ pendingChanges }: { pendingChanges: number }) {
  const t = useT();
  const connection = useConnectionState();
  const accountSavedAt = useAccountSnapshotAge();
  const accountTime = useAsOfTime(accountSavedAt ?? 0);
  if (connection === 'online') return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <p className="mx-auto max-w-7xl">
        <strong className="font-semibold">
          {t(connection === 'offline' ? 'offline.banner' : 'offline.bannerNoAnswer')}
        </strong>{' '}
        {t('offline.bannerQueued')}
        {pendingChanges > 0 && <> {t('offline.pending', { count: pendingChanges })}.</>}
      </p>
      {accountSavedAt !== null && (
        <p className="mx-auto mt-1 max-w-7xl">{t('offline.accountAsOf', { time: accountTime })}</p>
      )}
    </div>
  );
}
