/**
 * /orders: the signed-in shopper's order history, then how an order moves along (as /track says it);
 * visitors are sent to sign in.
 */
import { useT } from '../../../lib/i18n.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Lifecycle } from './order-lifecycle.tsx';
import { OrderList } from './order-list.tsx';
import { OrdersEmpty } from './orders-empty.tsx';
import { SignInGate } from './sign-in-gate.tsx';

export function OrdersPage() {
  const t = useT();
  useDocumentTitle(t('orders.documentTitle', { shop: SHOP_NAME }));
  return (
    <SignInGate>
      {() => (
        <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
          <h1 className="text-2xl font-bold sm:text-3xl">{t('orders.title')}</h1>
          <p className="mt-1 mb-5 text-slate-600">{t('orders.intro')}</p>
          <OrderList empty={<OrdersEmpty />} />
          <div className="mt-8">
            <Lifecycle headingLevel="h2" />
          </div>
        </div>
      )}
    </SignInGate>
  );
}
