/**
 * An order's money as a definition list: subtotal, the bulky-goods surcharge or free delivery, net,
 * VAT per rate (or why none is charged), the total, then the estimated delivery time.
 */
import type { Order } from '#api/contract/orders.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { deliveryTimeText, moneyRowText, orderMoneyRows } from '../order-money.ts';

export function OrderTotals({ order, className = '' }: { order: Order; className?: string }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const price = (amount: number) => formatPrice(amount, order.currency, language);
  const delivery = deliveryTimeText(t, order);
  return (
    <dl className={`flex flex-col gap-2 text-sm ${className}`}>
      {orderMoneyRows(order).map((row, index) => {
        const { label, value } = moneyRowText(t, row, price);
        if (row.kind === 'total') {
          return (
            <div
              key={`${row.kind}-${index}`}
              className="mt-1 flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold"
            >
              <dt>{label}</dt>
              <dd className="whitespace-nowrap tabular-nums">{value}</dd>
            </div>
          );
        }
        if (row.kind === 'reverseCharge' || row.kind === 'export') {
          // A note, not an amount: it says it all, so its term ('VAT') is for screen readers only.
          return (
            <div key={`${row.kind}-${index}`}>
              <dt className="sr-only">{label}</dt>
              <dd className="text-slate-700">{value}</dd>
            </div>
          );
        }
        return (
          <div key={`${row.kind}-${index}`} className="flex justify-between gap-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{value}</dd>
          </div>
        );
      })}
      {delivery && (
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2">
          <dt className="text-slate-600">{t('orderDetail.deliveryTime')}</dt>
          <dd className="text-right font-medium text-slate-900">{delivery}</dd>
        </div>
      )}
    </dl>
  );
}
