/**
 * Help text shared by /track and /orders: how an order moves along (Order Confirmed, Processing,
 * Shipped, Delivered), each step with a line on what it means.
 */
import { useT, type TextKey } from '../../../lib/i18n.ts';

const LIFECYCLE: [TextKey, TextKey][] = [
  ['track.lifecycle.confirmed', 'track.lifecycle.confirmedText'],
  ['track.lifecycle.processing', 'track.lifecycle.processingText'],
  ['track.lifecycle.shipped', 'track.lifecycle.shippedText'],
  ['track.lifecycle.delivered', 'track.lifecycle.deliveredText'],
];

export function Lifecycle({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const t = useT();
  const Heading = headingLevel;
  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <Heading className="text-base font-bold">{t('track.lifecycleTitle')}</Heading>
      <ol className="mt-3 flex flex-col gap-3 text-sm">
        {LIFECYCLE.map(([title, text], index) => (
          <li key={title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-900 text-xs font-bold text-white"
            >
              {index + 1}
            </span>
            <span>
              <span className="font-semibold text-slate-900">{t(title)}</span>
              <span className="block text-slate-700">{t(text)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
