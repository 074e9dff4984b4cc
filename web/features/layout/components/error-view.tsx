/**
 * Shown when a page throws while rendering or loading; retrying re-runs the route. Offline that is a
 * page never saved for offline use: said so, and retried by itself once the connection returns.
 */
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { OfflineAwareError } from '../../../components/ui/offline-unavailable.tsx';

export function ErrorView({ reset }: ErrorComponentProps) {
  const t = useT();
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <OfflineAwareError onRetry={retry} heading="h1">
      <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('app.errorTitle')}</h1>
        <p className="mt-2 text-slate-600">{t('app.errorText')}</p>
        <button type="button" onClick={retry} className={`${buttonClass('primary')} mt-8`}>
          {t('app.retry')}
        </button>
      </section>
    </OfflineAwareError>
  );
}
