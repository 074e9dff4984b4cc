/**
 * A failed load: what failed, and a button that tries again. Offline it is a page never saved for
 * offline use: that view says so and tries again by itself when the connection returns.
 */
import { OfflineAwareError } from './offline-unavailable.tsx';
import { useT } from '../../lib/i18n.ts';
import { buttonClass } from './button-styles.ts';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <OfflineAwareError onRetry={onRetry}>
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-6">
        <p>
          <strong>{t('shopping.errorTitle')}:</strong> {message}
        </p>
        <button type="button" onClick={onRetry} className={`${buttonClass('secondary')} mt-4`}>
          {t('app.retry')}
        </button>
      </div>
    </OfflineAwareError>
  );
}
