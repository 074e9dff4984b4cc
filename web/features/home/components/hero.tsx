/** Landing hero: the promise in one line and the way into the catalogue. */
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';

export function Hero() {
  const t = useT();
  return (
    <section className="bg-gradient-to-br from-slate-800 via-slate-900 to-slate-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t('home.heroTitle')}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-slate-300">{t('home.heroSubtitle')}</p>
        <Link to="/products" className={`${buttonClass('primary', 'lg')} mt-8`}>
          {t('home.shopNow')}
          <ArrowRightIcon />
        </Link>
      </div>
    </section>
  );
}
