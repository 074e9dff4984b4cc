/** The product lists' error and empty states, with the shop's error and empty-list texts. */
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';

export function ListingError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const t = useT();
  // The shared load error (offline: the page-not-saved view, retried once back online).
  return <LoadError message={message ?? t('products.error')} onRetry={onRetry} />;
}

export function ListingEmpty({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {hint && <p className="mt-1 text-slate-600">{hint}</p>}
      {children && <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
