/** Offers the waiting service-worker version; the page reloads only when the shopper agrees. */
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePwa } from '../../../lib/pwa.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';

export function UpdatePrompt() {
  const t = useT();
  const { needRefresh, update, dismiss } = usePwa();
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-[420px] flex-wrap items-center gap-3 rounded-xl bg-slate-900 p-4 text-sm text-white shadow-xl"
    >
      <p className="flex-1">{t('pwa.updateAvailable', { shop: SHOP_NAME })}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={dismiss}
          className="rounded-lg px-3 py-2 font-semibold hover:bg-slate-800"
        >
          {t('pwa.later')}
        </button>
        <button type="button" onClick={() => void update()} className={buttonClass('primary')}>
          {t('pwa.update')}
        </button>
      </div>
    </div>
  );
}
