/** A failed load: what failed and a Retry button (LoadError is this plus the offline view). */
import { useT } from '../../lib/i18n.ts';
import { buttonClass } from './button-styles.ts';

export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p>
        <strong>{t('shopping.errorTitle')}:</strong> {message}
      </p>
      <button type="button" onClick={onRetry} className={`${buttonClass('secondary')} mt-4`}>
        {t('app.retry')}
      </button>
    </div>
  );
}
