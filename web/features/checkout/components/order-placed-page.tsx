/**
 * /checkout/placed: a guest's bank-transfer order is in. The order number, the account to pay into
 * (also e-mailed), and the way to follow the order (guests have no order history).
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CheckCircleIcon, MailIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useSeller } from '../../../lib/seller.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { orderNumberOf } from '../payment-status.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function OrderPlacedPage({ order }: { order: string | undefined }) {
  const t = useT();
  const orderNumber = orderNumberOf(order);
  useDocumentTitle(t('orderPlaced.documentTitle', { shop: SHOP_NAME }));
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <CheckCircleIcon className="mx-auto size-14 text-green-700" />
        <h1 className="mt-3 text-2xl font-bold">{t('orderPlaced.title')}</h1>
        {orderNumber ? (
          <>
            <dl className="mt-6 rounded-lg bg-slate-50 p-4">
              <dt className="text-sm text-slate-600">{t('orderPlaced.orderNumber')}</dt>
              <dd className="mt-1 font-mono text-lg font-semibold tracking-wide">{orderNumber}</dd>
            </dl>
            <p className="mt-6 flex items-start gap-3 text-left text-slate-700">
              <MailIcon className="mt-0.5 size-5 shrink-0 text-slate-500" />
              <span>{t('orderPlaced.bankDetails')}</span>
            </p>
            <TransferDetails orderNumber={orderNumber} />
            <p className="mt-3 text-left text-sm text-slate-600">{t('orderPlaced.keepNumber')}</p>
          </>
        ) : (
          <p className="mt-4 text-slate-700">{t('orderPlaced.noOrder')}</p>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {orderNumber && (
            <Link to="/track" search={{ order: orderNumber }} className={buttonClass('primary', 'lg')}>
              {t('orderPlaced.track')}
            </Link>
          )}
          <Link to="/products" className={buttonClass('secondary', 'lg')}>
            {t('orderPlaced.continueShopping')}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The seller's account and the order number as the reference, as the bank-transfer e-mail gives them. */
function TransferDetails({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  const account = useSeller().bankAccount;
  const headingId = useId();
  if (!account) return null;
  const rows: [string, string][] = [
    [t('orderPlaced.accountHolder'), account.holder],
    [t('orderPlaced.bank'), account.bankName],
    [t('orderPlaced.iban'), account.iban],
    [t('orderPlaced.bic'), account.bic],
    [t('orderPlaced.reference'), orderNumber],
  ];
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg border border-slate-200 p-4 text-left">
      <h2 id={headingId} className="font-semibold">
        {t('orderPlaced.transferTitle')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium break-all">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
