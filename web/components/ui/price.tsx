/** A price in the shopper's language; the amount never wraps between digits and symbol. */
import type { Currency } from '#api/contract/currency.ts';
import { formatPrice } from '../../lib/money.ts';
import { usePreferences } from '../../lib/preferences.ts';

export function Price({
  amount,
  currency,
  className = '',
}: {
  amount: number;
  currency: Currency;
  className?: string;
}) {
  const language = usePreferences((state) => state.language);
  return (
    <span className={`whitespace-nowrap tabular-nums ${className}`}>
      {formatPrice(amount, currency, language)}
    </span>
  );
}
