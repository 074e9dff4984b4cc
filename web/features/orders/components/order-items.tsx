/** Every line of an order: image, localised name, part number, supplier, quantity × unit price = total. */
import type { Order } from '#api/contract/orders.ts';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { ItemImage } from './item-image.tsx';

export function OrderItems({ order }: { order: Pick<Order, 'items' | 'currency' | 'orderNumber'> }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const price = (amount: number) => formatPrice(amount, order.currency, language);
  return (
    <ul
      aria-label={t('orders.itemsOf', { number: order.orderNumber })}
      className="flex flex-col divide-y divide-slate-200"
    >
      {order.items.map((item) => (
        <li key={item.id} className="flex gap-3 py-3 first:pt-0 last:pb-0 sm:gap-4">
          <ItemImage src={item.product.images[0]} />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
            <span className="font-semibold text-slate-900">{localizedName(item.product, language)}</span>
            <span className="text-xs text-slate-600">
              {t('orders.partNumber', { number: item.product.partNumber })}
            </span>
            {item.offer && (
              <span className="text-xs text-slate-600">
                {t('orderDetail.supplier', { name: item.offer.supplier.name })}
              </span>
            )}
            <span className="mt-1 text-slate-800 tabular-nums">
              {t('orders.lineTotal', {
                quantity: item.quantity,
                unitPrice: price(item.unitPrice),
                total: price(item.totalPrice),
              })}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
