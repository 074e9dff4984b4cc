/** Small pieces the back office's tabs share: status badge, count tile, load error with retry. */
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useT } from '../../../lib/i18n.ts';

export function ActiveBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
        active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'
      }`}
    >
      {active ? t('adminDash.active') : t('adminDash.inactive')}
    </span>
  );
}

export function CountTile({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value ?? '–'}</dd>
    </div>
  );
}

/** A failed back-office load with the generic message and a retry. */
export function AdminLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return <LoadError message={t('adminDash.loadFailed')} onRetry={onRetry} />;
}
