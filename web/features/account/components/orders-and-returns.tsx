/**
 * The profile's orders section: recent orders and the return history. The account feature does not
 * import the orders feature: the profile route plugs the two lists in as slots (each given the empty
 * state to show); without them both blocks show their empty states.
 */
import { Link } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';

/** A list that renders `empty` when it has nothing to show. */
export type ListSlot = ComponentType<{ empty: ReactNode }>;

export interface OrdersSectionSlots {
  RecentOrders: ListSlot;
  ReturnHistory: ListSlot;
}

export function OrdersAndReturns({ slots }: { slots?: OrdersSectionSlots }) {
  const t = useT();
  const noOrders = (
    <EmptyState heading={t('profile.noOrders')} text={t('profile.noOrdersText')}>
      <Link to="/products" className={`${buttonClass('primary')} mt-4`}>
        {t('profile.startShopping')}
      </Link>
    </EmptyState>
  );
  const noReturns = <EmptyState heading={t('profile.noReturns')} text={t('profile.noReturnsText')} />;
  return (
    <div className="flex flex-col gap-8">
      <section>
        <h3 className="mb-3 text-lg font-semibold">{t('profile.ordersTitle')}</h3>
        {slots ? <slots.RecentOrders empty={noOrders} /> : noOrders}
      </section>
      <section>
        <h3 className="mb-3 text-lg font-semibold">{t('profile.returnsTitle')}</h3>
        {slots ? <slots.ReturnHistory empty={noReturns} /> : noReturns}
      </section>
    </div>
  );
}

function EmptyState({ heading, text, children }: { heading: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <p className="font-semibold">{heading}</p>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      {children}
    </div>
  );
}
