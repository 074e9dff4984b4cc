/** The product lists' error and empty states, worded as the spec's error catalogue says. */
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { OfflineAwareError } from '../../../components/ui/offline-unavailable.tsx';

export function ListingError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const t = useT();
  // Offline: a list never loaded here; either way it retries by itself once back online.
  return (
    <OfflineAwareError onRetry={onRetry}>
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p>
          <strong>{t('products.errorLabel')}:</strong> {message ?? t('products.error')}
        </p>
        <button type="button" onClick={onRetry} className={`${buttonClass('secondary')} mt-4`}>
          {t('app.retry')}
        </button>
      </div>
    </OfflineAwareError>
  );
}

export function ListingEmpty({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {hint && <p className="mt-1 text-slate-600">{hint}</p>}
      {children && <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
