/** A failed load: what failed, and a button that tries again. */
import { useT } from '../../lib/i18n.ts';
import { buttonClass } from './button-styles.ts';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-6">
      <p>
        <strong>{t('shopping.errorTitle')}:</strong> {message}
      </p>
      <button type="button" onClick={onRetry} className={`${buttonClass('secondary')} mt-4`}>
        {t('app.retry')}
      </button>
    </div>
  );
}
