/** A loading indicator that says what is loading to assistive tech (role=status). */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-12 text-slate-600 ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-slate-300 border-t-orange-500"
      />
      <span>{label}</span>
    </div>
  );
}
