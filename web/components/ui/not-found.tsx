/** 'Page Not Found' for any unknown path, with ways back into the shop. */
import { Link } from '@tanstack/react-router';
import { buttonClass } from './button-styles.ts';
import { useT } from '../../lib/i18n.ts';
import { reportPageHead } from '../../lib/page-head.ts';

export function NotFound() {
  const t = useT();
  reportPageHead({ status: 404, title: t('notFound.title') });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-orange-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          {t('notFound.home')}
        </Link>
        <Link to="/products" className={buttonClass('secondary')}>
          {t('notFound.products')}
        </Link>
      </div>
    </section>
  );
}
