/** "1,234 products" under a list's heading; "10,000+ products" when the server stopped counting. */
import type { ProductCount as Count } from '#api/contract/catalog.ts';
import { useT } from '../../../lib/i18n.ts';

export function ProductCount({ count }: { count: Count | undefined }) {
  const t = useT();
  if (count === undefined) return null;
  return (
    <p className="mt-1 text-sm text-slate-600">
      {t(count.capped ? 'products.countCapped' : 'products.count', { count: count.count })}
    </p>
  );
}
