/** Landing hero: the promise in one line, the way into the catalogue, and the vehicle finder beside it. */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { ArrowRightIcon } from '../../../../components/ui/icons.tsx';
import { useT } from '../../../../lib/i18n.ts';

/** `finder` is the vehicle finder, handed in by the route (features do not import each other). */
export function Hero({ finder }: { finder?: ReactNode }) {
  const t = useT();
  return (
    <section className="bg-gradient-to-br from-slate-800 via-slate-900 to-slate-950 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div>
          <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-300">{t('home.heroSubtitle')}</p>
          <Link to="/products" className={`${buttonClass('primary', 'lg')} mt-8`}>
            {t('home.shopNow')}
            <ArrowRightIcon />
          </Link>
        </div>
        {finder}
      </div>
    </section>
  );
}
