/** Above the header of every page of a demonstration shop (DEMO_SHOP): no real payments. */
import { useT } from '../../../lib/i18n.ts';
import { useSeller } from '../../../lib/seller.ts';

export function DemoShopBanner() {
  const t = useT();
  if (!useSeller().demoShop) return null;
  return (
    <p className="bg-amber-300 px-4 py-1.5 text-center text-sm font-medium text-slate-950">
      {t('demoShop.banner')}
    </p>
  );
}
