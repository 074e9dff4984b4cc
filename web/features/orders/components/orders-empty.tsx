/** No orders yet: a way into the catalogue. */
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';

export function OrdersEmpty() {
  const t = useT();
  return (
    <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-10 text-center">
      <CartIcon className="size-12 text-slate-400" />
      <p className="mt-3 text-lg font-semibold">{t('orders.emptyTitle')}</p>
      <p className="mt-1 text-slate-600">{t('orders.emptyText')}</p>
      <Link to="/products" className={`${buttonClass('primary')} mt-5`}>
        {t('orders.startShopping')}
      </Link>
    </div>
  );
}
