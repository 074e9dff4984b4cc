/** Four steps from the car to the part at the door. */
import { useId } from 'react';
import { useT } from '../../../../lib/i18n.ts';
import { HOW_IT_WORKS } from '../../landing-content.ts';

export function HowItWorks() {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-slate-100" data-testid="how-it-works">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id={headingId} className="text-2xl font-bold">
          {t('home.howTitle')}
        </h2>
        <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-orange-500 font-bold text-slate-950"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{t(step.title)}</h3>
                <p className="mt-1 text-sm text-slate-700">{t(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
