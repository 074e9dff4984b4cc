/** The Orders tab's states: skeleton rows while loading, and an empty state with an optional action. */
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Grey rows the shape of the list; role=status announces what is loading. */
export function AdminListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 md:flex-row md:items-center md:gap-6"
        >
          <Skeleton className="h-5 w-36" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-48 md:flex-1" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-6 w-24 rounded-full" />
        </div>
      ))}
    </div>
  );
}

/** A titled empty state, optionally with an action (clear filters). */
export function AdminEmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      {action && (
        <button type="button" onClick={action.onClick} className={`${buttonClass('secondary')} mt-4`}>
          {action.label}
        </button>
      )}
    </div>
  );
}
