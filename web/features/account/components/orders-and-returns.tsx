/** The profile's orders section: no orders are loaded here yet (spec s.2), so two empty states. */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';

export function OrdersAndReturns() {
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <EmptyBlock
        title={t('profile.ordersTitle')}
        heading={t('profile.noOrders')}
        text={t('profile.noOrdersText')}
      >
        <Link to="/products" className={`${buttonClass('primary')} mt-4`}>
          {t('profile.startShopping')}
        </Link>
      </EmptyBlock>
      <EmptyBlock
        title={t('profile.returnsTitle')}
        heading={t('profile.noReturns')}
        text={t('profile.noReturnsText')}
      />
    </div>
  );
}

function EmptyBlock({
  title,
  heading,
  text,
  children,
}: {
  title: string;
  heading: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <h3 className="mb-3 text-lg font-semibold">{title}</h3>
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 p-8 text-center">
        <p className="font-semibold">{heading}</p>
        <p className="mt-1 text-sm text-slate-600">{text}</p>
        {children}
      </div>
    </div>
  );
}
