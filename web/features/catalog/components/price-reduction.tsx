/**
 * An announced price reduction, as the server sends it (null fields: none): the price before it struck
 * through, and "Lowest price in the last 30 days: X", X being the lowest price in effect during the
 * 30 days before the reduction. Both amounts are in the product's display currency.
 */
import type { Product } from '#api/contract/catalog.ts';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { usePreferences } from '../../../lib/preferences.ts';

type ReductionFields = Pick<Product, 'previousPrice' | 'lowestPrice30d' | 'displayCurrency'>;

/**
 * The reduction's two amounts, or null when none is announced (a product kept offline from an older
 * answer has neither field).
 */
export function reductionOf(product: ReductionFields): { previous: number; lowest: number } | null {
  const { previousPrice: previous, lowestPrice30d: lowest } = product;
  return previous == null || lowest == null ? null : { previous, lowest };
}

export function PreviousPrice({ product, className = '' }: { product: ReductionFields; className?: string }) {
  const t = useT();
  const reduction = reductionOf(product);
  if (!reduction) return null;
  return (
    <s className={`text-slate-600 ${className}`}>
      <span className="sr-only">{t('product.previousPrice')} </span>
      <Price amount={reduction.previous} currency={product.displayCurrency} />
    </s>
  );
}

export function LowestPrice30d({
  product,
  className = '',
}: {
  product: ReductionFields;
  className?: string;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const reduction = reductionOf(product);
  if (!reduction) return null;
  const price = formatPrice(reduction.lowest, product.displayCurrency, language);
  return <p className={`text-slate-600 ${className}`}>{t('product.lowestPrice30d', { price })}</p>;
}
