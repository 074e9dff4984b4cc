/** One titled card of an order's page (items, history, summary, an address...). */
import { useId, type ReactNode } from 'react';

export function OrderPanel({
  title,
  headingLevel = 'h2',
  children,
}: {
  title: string;
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <Heading id={headingId} className="mb-3 text-lg font-bold">
        {title}
      </Heading>
      {children}
    </section>
  );
}
