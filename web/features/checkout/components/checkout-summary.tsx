/**
 * The order summary's money as the quote gives it: subtotal, the bulky-goods surcharge (per piece to
 * Poland, once per order elsewhere) or free delivery, the total, then the VAT (net and VAT per rate,
 * or the reverse-charge or export wording) and the estimated delivery time. Without a quote (offline,
 * or it failed) the page's own figures with a note that surcharges and VAT are confirmed later; with
 * a refusal, the server's reason instead of a total.
 */
import type { ReactNode } from 'react';
import type { Quote } from '#api/contract/pricing.ts';
import { Price } from '../../../components/ui/price.tsx';
import { workingDaysText } from '../../../lib/delivery-rules.ts';
import { useT } from '../../../lib/i18n.ts';
import type { SummaryPricing } from '../checkout-quote.ts';
import type { OrderSummary } from '../order-summary.ts';

function Figure({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex justify-between gap-3 ${className}`}>
      <dt className="text-slate-700">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function SummaryFigures({
  summary,
  pricing,
}: {
  summary: OrderSummary;
  pricing: SummaryPricing | undefined;
}) {
  const t = useT();
  const quote = pricing?.source === 'quote' ? pricing.quote : undefined;
  const deliveryTime = quote ? workingDaysText(t, quote.deliveryDays) : null;
  const currency = summary.currency;
  return (
    <div className={quote && pricing?.source === 'quote' && pricing.updating ? 'opacity-60' : undefined}>
      <dl className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-3 text-sm">
        <Figure label={t('checkout.subtotal')}>
          <Price amount={summary.subtotal} currency={currency} />
        </Figure>
        {quote && quote.shipping > 0 && (
          <Figure label={t(quote.bulkyPerPiece ? 'checkout.bulkyPerPiece' : 'checkout.bulkyPerOrder')}>
            <Price amount={quote.shipping} currency={currency} />
          </Figure>
        )}
        {quote && quote.shipping === 0 && (
          <Figure label={t('checkout.shipping')}>
            <span className="font-semibold text-green-700">{t('checkout.free')}</span>
          </Figure>
        )}
        {pricing?.source !== 'refused' && (
          <Figure
            label={t('checkout.total')}
            className="mt-1 items-baseline border-t border-slate-200 pt-3 text-base font-semibold"
          >
            <Price amount={summary.total} currency={currency} className="text-xl font-bold" />
          </Figure>
        )}
      </dl>
      {quote ? (
        <VatFigures quote={quote} />
      ) : (
        <p className="mt-1 text-right text-xs text-slate-600">{t('checkout.inclVat')}</p>
      )}
      {deliveryTime && (
        <p className="mt-3 text-sm text-slate-700">
          {t('checkout.estimatedDelivery', { time: deliveryTime })}
        </p>
      )}
      {pricing?.source === 'estimate' && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t(pricing.reason === 'offline' ? 'checkout.quoteOffline' : 'checkout.quoteFailed')}
        </p>
      )}
      {pricing?.source === 'refused' && (
        <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">{pricing.message}</p>
      )}
    </div>
  );
}

/** Net and VAT per rate for VAT charged; the wording for reverse charge and export (charged net). */
function VatFigures({ quote }: { quote: Quote }) {
  const t = useT();
  if (quote.vatScheme === 'reverse_charge' || quote.vatScheme === 'export') {
    return (
      <p className="mt-2 text-sm text-slate-700">
        {t(quote.vatScheme === 'export' ? 'checkout.exportNoVat' : 'checkout.reverseCharge')}
      </p>
    );
  }
  return (
    <>
      <dl className="mt-2 flex flex-col gap-1 text-xs text-slate-600">
        <Figure label={t('checkout.netAmount')}>
          <Price amount={quote.netAmount} currency={quote.currency} />
        </Figure>
        {quote.vatBreakdown
          .filter((line) => line.vat > 0 || line.rate > 0)
          .map((line) => (
            <Figure key={line.rate} label={t('checkout.vatAtRate', { rate: line.rate })}>
              <Price amount={line.vat} currency={quote.currency} />
            </Figure>
          ))}
      </dl>
      {quote.vatIdCheck === 'vies_invalid' && (
        <p className="mt-2 text-xs text-slate-600">{t('checkout.vatIdNotConfirmed')}</p>
      )}
    </>
  );
}
